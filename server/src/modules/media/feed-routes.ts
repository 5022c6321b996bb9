import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@selah/contracts/i18n';
import { mediaMessages } from '@selah/contracts/media';
import { requestLocale } from '../../platform/http/locale.ts';
import { mediaWords as say } from './words.ts';
import type { StationInfo } from '@selah/contracts/station';
import { notFound } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { optionalUser } from '../accounts/index.ts';
import { feedEpisodes, renderFeed, uuidV5 } from './feed.ts';
import { sendRanged, storedNamePattern } from './files.ts';
import type { MediaModuleService } from './module-service.ts';

const idParams = z.object({ id: z.string().uuid(mediaMessages.showNotFound) });

/** Outside /api (feeds and files, not an API): the podcast feeds, the station's artwork and the stored files. */
export function mediaFileRoutes(app: Parameters<ModuleRoutes<MediaModuleService>>[0], service: MediaModuleService): void {
  const { media, store } = service;

  // ---- Feeds ----

  // The station's address, never the request's Host: a feed is cached publicly (max-age), and a
  // forged Host would otherwise point every subscriber's enclosures elsewhere.
  const origin = () => publicAddress(app.config, app.settings);
  const people = (station: StationInfo, base: string, locale: Locale) => ({
    owner: { name: station.name, email: station.contact.email },
    funding: { url: `${base}/donate`, text: say(locale, 'feed.funding', { station: station.name }) },
  });
  // Selah's own words follow the request's language (a feed reader's Accept-Language); the
  // <language> tag is the station's content's, which Selah does not translate.
  const send = (reply: FastifyReply, xml: string) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'Accept-Language, Cookie')
      .send(xml);
  app.get('/podcasts/feed.xml', async (request, reply) => {
    const locale = requestLocale(request);
    const base = await origin();
    const station = await service.station();
    const xml = renderFeed(
      {
        title: say(locale, 'feed.title', { station: station.name }),
        description: station.description,
        author: station.name,
        link: `${base}/podcasts`,
        self: `${base}/podcasts/feed.xml`,
        image: `${base}/media/podcast-artwork.png`,
        category: 'Teaching',
        explicit: false,
        guid: uuidV5(`${base.replace(/^https?:\/\//, '')}/podcasts/feed.xml`),
        language: 'en-us',
        ...people(station, base, locale),
      },
      await feedEpisodes(app.db),
      base,
    );
    return send(reply, xml);
  });
  app.get('/podcasts/:id/feed.xml', { schema: { params: idParams } }, async (request, reply) => {
    const base = await origin();
    const s = await media.showRow(request.params.id);
    const station = await service.station();
    const xml = renderFeed(
      {
        title: s.title,
        description: s.description,
        author: s.host || station.name,
        link: `${base}/podcasts/shows/${s.id}`,
        self: `${base}/podcasts/${s.id}/feed.xml`,
        image: s.artworkFile ? `${base}/media/artwork/${s.artworkFile}` : `${base}/media/podcast-artwork.png`,
        category: s.category,
        explicit: s.explicit,
        guid: s.feedGuid,
        language: 'en-us',
        ...people(station, base, requestLocale(request)),
      },
      await feedEpisodes(app.db, s.id),
      base,
    );
    return send(reply, xml);
  });
  // The station's podcast artwork (Apple asks for a square 1400–3000 px JPEG or PNG).
  app.get('/media/podcast-artwork.png', async (_request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await service.stationArtwork()),
  );

  // ---- Stored files, with Range ----

  const fileParams = z.object({ kind: z.enum(['episodes', 'videos', 'posters', 'artwork']), file: z.string().max(80) });
  const serve = async (request: FastifyRequest<{ Params: z.infer<typeof fileParams> }>, reply: Parameters<typeof sendRanged>[1]) => {
    const { kind, file } = request.params;
    if (!storedNamePattern.test(file)) throw notFound();
    const preview = (request.query as { preview?: unknown } | undefined)?.preview;
    const viewer = await optionalUser(request).catch(() => null);
    if (!(await media.mayServe(kind, file, viewer, typeof preview === 'string' ? preview : undefined))) throw notFound();
    const sent = await sendRanged(request, reply, store.pathOf(kind, file), media.contentType(file));
    if (sent === null) throw notFound();
    return sent;
  };
  app.get('/media/:kind/:file', { schema: { params: fileParams } }, serve);
}
