import crypto from 'node:crypto';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import type { StationInfo } from '@selah/contracts/station';
import {
  EPISODE_MAX_BYTES,
  episode,
  episodeFields,
  episodePage,
  listEpisodesQuery,
  listVideosQuery,
  mediaMessages,
  show,
  showList,
  VIDEO_MAX_BYTES,
  video,
  videoCategoryList,
  videoFields,
  videoLikeResponse,
  videoPage,
  videoViewResponse,
} from '@selah/contracts/media';
import { badRequest, HttpError, notFound, unauthorized } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import { feedEpisodes, renderFeed, uuidV5 } from './feed.ts';
import { sendRanged, storedNamePattern } from './files.ts';
import type { MediaModuleService } from './module-service.ts';

const idParams = z.object({ id: z.string().uuid('That item does not exist.') });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const uploadErrors = { ...errors, 413: errorResponse, 415: errorResponse, 422: errorResponse };
const uploadLimit = {
  rateLimit: {
    max: 30,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
    errorResponseBuilder: () => new HttpError(429, mediaMessages.uploadRateLimit, 'rate_limit'),
  },
};

export const mediaRoutes: ModuleRoutes<MediaModuleService> = async (app, { service }) => {
  const { media, store } = service;
  const episodeMax = app.config.limits.episodeMaxBytes ?? EPISODE_MAX_BYTES;
  const videoMax = app.config.limits.videoMaxBytes ?? VIDEO_MAX_BYTES;
  const sizeMessage = (what: string, bytes: number) =>
    `${what} can be at most ${bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`}.`;
  await app.register(multipart, { limits: { fileSize: Math.max(episodeMax, videoMax), files: 1, fields: 10, fieldSize: 10_000 } });

  /**
   * Reads a multipart upload: the one file streams into a private temporary file (refused past
   * `maxBytes`, and removed), the text fields are collected in any order.
   */
  async function receiveUpload(request: FastifyRequest, maxBytes: number, tooLarge: string) {
    if (!request.isMultipart()) throw new HttpError(415, mediaMessages.notMultipart, 'not_multipart');
    const fields: Record<string, string> = {};
    let received: { file: string; bytes: number } | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
        if (part.type === 'file') {
          if (received) {
            part.file.resume();
            continue;
          }
          received = await store.receive(part.file);
          if (part.file.truncated) throw new HttpError(413, tooLarge, 'too_large', { file: tooLarge });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (received) await store.discard(received.file);
      if (err instanceof HttpError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge, 'too_large', { file: tooLarge });
      throw badRequest(mediaMessages.notMultipart);
    }
    if (!received) throw badRequest(mediaMessages.fileMissing, { file: mediaMessages.fileMissing });
    return { ...received, fields };
  }

  const parseFields = async <T>(schema: z.ZodType<T>, fields: Record<string, string>, tempFile: string): Promise<T> => {
    const parsed = schema.safeParse(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
    if (parsed.success) return parsed.data;
    await store.discard(tempFile);
    const first = parsed.error.issues[0]!;
    throw badRequest(first.message, { [String(first.path[0] ?? 'form')]: first.message });
  };

  // ---- Podcasts ----

  app.get('/api/episodes', { schema: { querystring: listEpisodesQuery, response: { 200: episodePage, ...errors } } }, async (request) =>
    media.listEpisodes(await optionalUser(request), request.query),
  );
  app.get('/api/episodes/:id', { schema: { params: idParams, response: { 200: episode, ...errors } } }, async (request) =>
    media.getEpisode(await optionalUser(request), request.params.id),
  );
  app.post('/api/episodes', { config: uploadLimit, schema: { response: { 201: episode, ...uploadErrors } } }, async (request, reply) => {
    const viewer = await requireUser(request);
    const upload = await receiveUpload(request, episodeMax, sizeMessage('Episodes', episodeMax));
    const fields = await parseFields(episodeFields, upload.fields, upload.file);
    return reply.status(201).send(await media.uploadEpisode(viewer, upload.file, upload.bytes, fields));
  });
  app.post(
    '/api/episodes/:id/publish',
    { schema: { params: idParams, body: episodeFields.optional(), response: { 200: episode, ...errors } } },
    async (request) => media.publishEpisode(await requireUser(request), request.params.id, request.body ?? {}),
  );
  app.delete('/api/episodes/:id', { schema: { params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await media.deleteEpisode(await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });
  app.get('/api/podcasts/shows', { schema: { response: { 200: showList } } }, () => media.listShows());
  app.get('/api/podcasts/shows/:id', { schema: { params: idParams, response: { 200: show, ...errors } } }, (request) =>
    media.getShow(request.params.id),
  );

  // ---- Feeds ----

  // The station's address, never the request's Host: a feed is cached publicly (max-age), and a
  // forged Host would otherwise point every subscriber's enclosures elsewhere.
  const origin = () => publicAddress(app.config, app.settings);
  const people = (station: StationInfo, base: string) => ({
    owner: { name: station.name, email: station.contact.email },
    funding: { url: `${base}/donate`, text: `Support ${station.name}` },
  });
  app.get('/podcasts/feed.xml', async (_request, reply) => {
    const base = await origin();
    const station = await service.station();
    const xml = renderFeed(
      {
        title: `${station.name} Podcasts`,
        description: station.description,
        author: station.name,
        link: `${base}/podcasts`,
        self: `${base}/podcasts/feed.xml`,
        image: `${base}/media/podcast-artwork.png`,
        category: 'Teaching',
        explicit: false,
        guid: uuidV5(`${base.replace(/^https?:\/\//, '')}/podcasts/feed.xml`),
        language: 'en-us',
        ...people(station, base),
      },
      await feedEpisodes(app.db),
      base,
    );
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
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
        ...people(station, base),
      },
      await feedEpisodes(app.db, s.id),
      base,
    );
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
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

  // ---- Videos ----

  app.get('/api/videos', { schema: { querystring: listVideosQuery, response: { 200: videoPage, ...errors } } }, async (request) =>
    media.listVideos(await optionalUser(request), request.query),
  );
  app.get('/api/videos/categories', { schema: { response: { 200: videoCategoryList } } }, () => media.videoCategories());
  app.get(
    '/api/videos/:id',
    { schema: { params: idParams, response: { 200: video.extend({ related: z.array(video) }), ...errors } } },
    async (request) => media.getVideo(await optionalUser(request), request.params.id),
  );
  app.post('/api/videos', { config: uploadLimit, schema: { response: { 201: video, ...uploadErrors } } }, async (request, reply) => {
    const viewer = await requireUser(request);
    const upload = await receiveUpload(request, videoMax, sizeMessage('Videos', videoMax));
    const fields = await parseFields(videoFields, upload.fields, upload.file);
    return reply.status(201).send(await media.uploadVideo(viewer, upload.file, upload.bytes, fields));
  });
  app.post(
    '/api/videos/:id/publish',
    { schema: { params: idParams, body: videoFields.optional(), response: { 200: video, ...errors } } },
    async (request) => media.publishVideo(await requireUser(request), request.params.id, request.body ?? {}),
  );
  app.post(
    '/api/videos/:id/view',
    {
      config: { rateLimit: { max: 120, timeWindow: '10 minutes', keyGenerator: memberOrAddress } },
      schema: { params: idParams, response: { 200: videoViewResponse, ...errors } },
    },
    async (request) => {
      const viewer = await optionalUser(request);
      const key = viewer
        ? `member:${viewer.id}`
        : `address:${crypto
            .createHash('sha256')
            .update(`${request.ip}|${request.headers['user-agent'] ?? ''}`)
            .digest('hex')
            .slice(0, 32)}`;
      return media.viewVideo(key, request.params.id);
    },
  );
  const like = (liked: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = await optionalUser(request);
    if (!viewer) throw unauthorized(mediaMessages.loginToLike);
    return media.likeVideo(viewer, request.params.id, liked);
  };
  const likeOpts = {
    config: { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: memberOrAddress } },
    schema: { params: idParams, response: { 200: videoLikeResponse, ...errors } },
  };
  app.post('/api/videos/:id/like', likeOpts, like(true));
  app.delete('/api/videos/:id/like', likeOpts, like(false));
};
