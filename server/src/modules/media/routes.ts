import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import { EPISODE_MAX_BYTES, episodeFields, mediaMessages, VIDEO_MAX_BYTES, videoFields } from '@selah/contracts/media';
import { mediaApi as api } from '@selah/contracts/media-endpoints';
import { HttpError, unauthorized } from '../../platform/http/errors.ts';
import { route, type EndpointRequest } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import { mediaFileRoutes } from './feed-routes.ts';
import type { MediaModuleService } from './module-service.ts';
import { mediaUploads, sizeMessage } from './upload.ts';
import { timedTextRoutes } from './timed-text-routes.ts';

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
  await app.register(multipart, { limits: { fileSize: Math.max(episodeMax, videoMax), files: 1, fields: 10, fieldSize: 10_000 } });
  const { receiveUpload, parseFields } = mediaUploads(store);

  // ---- Podcasts ----

  route(app, api.listEpisodes, async (request) => media.listEpisodes(await optionalUser(request), request.query));
  route(app, api.getEpisode, async (request) => media.getEpisode(await optionalUser(request), request.params.id));
  route(app, api.uploadEpisode, { config: uploadLimit }, async (request) => {
    const viewer = await requireUser(request);
    const upload = await receiveUpload(request, episodeMax, sizeMessage('Episodes', episodeMax));
    const fields = await parseFields(episodeFields, upload.fields, upload.file);
    return media.uploadEpisode(viewer, upload.file, upload.bytes, fields);
  });
  route(app, api.publishEpisode, async (request) =>
    media.publishEpisode(await requireUser(request), request.params.id, request.body ?? {}),
  );
  route(app, api.deleteEpisode, async (request) => {
    await media.deleteEpisode(await requireUser(request), request.params.id);
  });
  route(app, api.listShows, () => media.listShows());
  route(app, api.getShow, (request) => media.getShow(request.params.id));

  // ---- Feeds and files (outside /api) ----

  mediaFileRoutes(app, service);
  await app.register(timedTextRoutes, { service });

  // ---- Videos ----

  route(app, api.listVideos, async (request) => media.listVideos(await optionalUser(request), request.query));
  route(app, api.videoCategories, () => media.videoCategories());
  route(app, api.getVideo, async (request) => media.getVideo(await optionalUser(request), request.params.id));
  route(app, api.uploadVideo, { config: uploadLimit }, async (request) => {
    const viewer = await requireUser(request);
    const upload = await receiveUpload(request, videoMax, sizeMessage('Videos', videoMax));
    const fields = await parseFields(videoFields, upload.fields, upload.file);
    return media.uploadVideo(viewer, upload.file, upload.bytes, fields);
  });
  route(app, api.publishVideo, async (request) => media.publishVideo(await requireUser(request), request.params.id, request.body ?? {}));
  route(
    app,
    api.viewVideo,
    { config: { rateLimit: { max: 120, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } },
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
  const like = (liked: boolean) => async (request: EndpointRequest<typeof api.likeVideo | typeof api.unlikeVideo>) => {
    const viewer = await optionalUser(request);
    if (!viewer) throw unauthorized(mediaMessages.loginToLike);
    return media.likeVideo(viewer, request.params.id, liked);
  };
  const likeLimit = { config: { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } };
  route(app, api.likeVideo, likeLimit, like(true));
  route(app, api.unlikeVideo, likeLimit, like(false));
};
