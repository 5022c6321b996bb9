import fs from 'node:fs';
import { requestLocale } from '../../platform/http/locale.ts';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import { translateMessage } from '@selah/contracts/message-translation';
import type { Locale } from '@selah/contracts/i18n';
import { radioMessages, type StreamStatus } from '@selah/contracts/radio';
import { radioApi as api } from '@selah/contracts/radio-endpoints';
import { notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { artDir, artFilePattern } from './library/cover-art.ts';
import { NOW_PLAYING_CHANNEL, type RadioService } from './radio.service.ts';

/** What another site (a church's own page with an <audio> tag) may load from the station. */
const embeddable = (reply: FastifyReply) =>
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');

/** The on-air line is Selah's sentence around the station's titles: in the reader's language. */
const statusIn = (status: StreamStatus, locale: Locale): StreamStatus =>
  locale === 'en' || !status.onAir.label
    ? status
    : { ...status, onAir: { ...status.onAir, label: translateMessage(status.onAir.label, locale) } };

interface NowPlaying {
  type: 'now_playing';
  status: StreamStatus;
}
const nowPlayingIn = (message: NowPlaying, locale: Locale): NowPlaying => ({ ...message, status: statusIn(message.status, locale) });

export const radioRoutes: ModuleRoutes<RadioService> = async (app, { service }) => {
  const listen = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    service.listen(request.raw, reply.raw);
    return reply;
  };
  // The radio is on air while a first start still writes the demo's posts (app.ts).
  route(app, api.stream, listen);
  app.get('/stream.mp3', listen);

  const streamUrl = (request: FastifyRequest) => `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/stream.mp3`;
  app.get('/listen.m3u', { schema: { response: { 200: z.string() } } }, async (request, reply) =>
    embeddable(reply)
      .type('audio/x-mpegurl')
      .header('content-disposition', 'inline; filename="listen.m3u"')
      .send(`#EXTM3U\n#EXTINF:-1,${service.stationName()}\n${streamUrl(request)}\n`),
  );
  app.get('/listen.pls', { schema: { response: { 200: z.string() } } }, async (request, reply) =>
    embeddable(reply)
      .type('audio/x-scpls')
      .header('content-disposition', 'inline; filename="listen.pls"')
      .send(`[playlist]\nNumberOfEntries=1\nFile1=${streamUrl(request)}\nTitle1=${service.stationName()}\nLength1=-1\nVersion=2\n`),
  );

  route(app, api.status, async (request, reply) => {
    embeddable(reply).header('vary', 'Accept-Language, Cookie');
    return statusIn(await service.currentStatus(), requestLocale(request));
  });
  route(app, api.listenerStart, (request, reply) => {
    const startMs = service.station.hub.listenerStartMs(request.params.key);
    if (startMs === null) throw notFound(radioMessages.listenerNotFound);
    embeddable(reply).header('cache-control', 'no-store');
    return { startMs };
  });
  route(app, api.history, () => service.history());
  // The station's day decides; a listener's own zone (tz) is accepted but the hours stay the station's.
  route(app, api.schedule, (request) => service.schedule(request.query.date, requestLocale(request)));
  // Each program's next airing over the coming seven days (instants: a page shows them in its own zone).
  route(app, api.week, (request) => service.week(requestLocale(request)));

  app.get(
    '/media/art/:file',
    { schema: { params: z.object({ file: z.string().max(80) }), response: { 404: errorResponse } } },
    async (request, reply) => {
      if (!artFilePattern.test(request.params.file)) throw notFound(radioMessages.artNotFound);
      const file = path.join(artDir(app.config.dataDir), request.params.file);
      if (!fs.existsSync(file)) throw notFound(radioMessages.artNotFound);
      // A cover's name is its content's hash: it never changes, and other sites may show it.
      return embeddable(reply)
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(file));
    },
  );

  // Each socket hears the on-air line in its page's language (its upgrade request's): the push is
  // translated once per language, not once per socket.
  app.push.translate(NOW_PLAYING_CHANNEL, (message, locale) => nowPlayingIn(message as NowPlaying, locale));
  app.get('/ws/now-playing', { websocket: true }, (socket, request) => {
    const locale = requestLocale(request);
    socket.send(JSON.stringify(nowPlayingIn({ type: 'now_playing', status: service.status() }, locale)));
    app.push.attach(socket, NOW_PLAYING_CHANNEL, null, locale);
  });
};
