import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import {
  listenerKeyParams,
  listenerStart,
  playHistory,
  radioMessages,
  scheduleQuery,
  scheduleResponse,
  streamStatus,
  weekScheduleResponse,
} from '@selah/contracts/radio';
import { notFound } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { artDir, artFilePattern } from './cover-art.ts';
import { NOW_PLAYING_CHANNEL, type RadioService } from './radio.service.ts';

/** What another site (a church's own page with an <audio> tag) may load from the station. */
const embeddable = (reply: FastifyReply) =>
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');

export const radioRoutes: ModuleRoutes<RadioService> = async (app, { service }) => {
  const listen = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    service.listen(request.raw, reply.raw);
  };
  // The radio is on air while a first start still writes the demo's posts (app.ts).
  app.get('/api/stream/proxy', listen);
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

  app.get('/api/stream/status', { schema: { response: { 200: streamStatus } } }, async (_request, reply) =>
    embeddable(reply).send(await service.currentStatus()),
  );
  app.get(
    '/api/stream/listeners/:key',
    { schema: { params: listenerKeyParams, response: { 200: listenerStart, 400: errorResponse, 404: errorResponse } } },
    async (request, reply) => {
      const startMs = service.station.hub.listenerStartMs(request.params.key);
      if (startMs === null) throw notFound(radioMessages.listenerNotFound);
      return embeddable(reply).header('cache-control', 'no-store').send({ startMs });
    },
  );
  app.get('/api/stream/history', { schema: { response: { 200: playHistory } } }, () => service.history());
  app.get('/api/schedule', { schema: { querystring: scheduleQuery, response: { 200: scheduleResponse, 400: errorResponse } } }, (request) =>
    // The station's day decides; a listener's own zone (tz) is accepted but the hours stay the station's.
    service.schedule(request.query.date),
  );
  // Each program's next airing over the coming seven days (instants: a page shows them in its own zone).
  app.get('/api/schedule/week', { schema: { response: { 200: weekScheduleResponse } } }, () => service.week());

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

  app.get('/ws/now-playing', { websocket: true }, (socket) => {
    socket.send(JSON.stringify({ type: 'now_playing', status: service.status() }));
    app.push.attach(socket, NOW_PLAYING_CHANNEL);
  });
};
