import { z } from 'zod';
import multipart from '@fastify/multipart';
import {
  adminPlaylist,
  adminRadioMessages as m,
  adminTrack,
  autoDjRules,
  playlistInput,
  playlistList,
  playlistUpdate,
  TRACK_MAX_BYTES,
  trackList,
  trackQuery,
  trackUpdate,
  uploadResult,
} from '@selah/contracts/admin-radio';
import { errorResponse } from '@selah/contracts/common';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { LibraryService, ReceivedFile } from './library.service.ts';

const trackParams = z.object({ id: z.uuid(m.trackNotFound) });
const playlistParams = z.object({ id: z.uuid(m.playlistNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const MAX_FILES = 50;

/** Under /api/admin, for broadcasters and admins: songs, playlists and the AutoDJ's rules. */
export const libraryRoutes: ModuleRoutes<LibraryService> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: TRACK_MAX_BYTES, files: MAX_FILES, fields: 5, fieldSize: 1000 } });

  app.get('/tracks', { schema: { querystring: trackQuery, response: { 200: trackList, ...errors } } }, (request) =>
    service.tracks(request.query.query),
  );

  // One file or many in one multipart request; each is checked by its content, and all are added or none.
  app.post(
    '/tracks',
    { schema: { response: { 201: uploadResult, ...errors, 413: errorResponse, 415: errorResponse } } },
    async (request, reply) => {
      const actor = await requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, m.notMultipart, 'not_multipart');
      const files: ReceivedFile[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const received = await service.receive(part.file, part.filename || 'song.mp3');
          files.push(received);
          if (part.file.truncated) throw new HttpError(413, m.tooLarge, 'too_large', { files: m.tooLarge });
        }
      } catch (err) {
        await service.discard(files);
        if (err instanceof HttpError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, m.tooLarge, 'too_large', { files: m.tooLarge });
        throw badRequest(m.notMultipart);
      }
      return reply.status(201).send(await service.addUploads(actor, files));
    },
  );

  app.patch(
    '/tracks/:id',
    { schema: { params: trackParams, body: trackUpdate, response: { 200: adminTrack, ...errors } } },
    async (request) => service.updateTrack(await requireUser(request), request.params.id, request.body),
  );
  app.delete('/tracks/:id', { schema: { params: trackParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.deleteTrack(await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/playlists', { schema: { response: { 200: playlistList, ...errors } } }, () => service.playlists());
  app.post('/playlists', { schema: { body: playlistInput, response: { 201: adminPlaylist, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await service.createPlaylist(await requireUser(request), request.body)),
  );
  app.patch(
    '/playlists/:id',
    { schema: { params: playlistParams, body: playlistUpdate, response: { 200: adminPlaylist, ...errors } } },
    async (request) => service.updatePlaylist(await requireUser(request), request.params.id, request.body),
  );
  app.delete('/playlists/:id', { schema: { params: playlistParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.deletePlaylist(await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/autodj', { schema: { response: { 200: autoDjRules, ...errors } } }, () => service.rules());
  app.put('/autodj', { schema: { body: autoDjRules, response: { 200: autoDjRules, ...errors } } }, async (request) =>
    service.saveRules(await requireUser(request), request.body),
  );
};
