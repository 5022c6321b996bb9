import multipart from '@fastify/multipart';
import { adminRadioMessages as m, TRACK_MAX_BYTES } from '@selah/contracts/admin-radio';
import { radioAdminApi as api } from '@selah/contracts/radio-admin-endpoints';
import { badRequest, HttpError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import { requireUser } from '../../accounts/index.ts';
import type { LibraryService, ReceivedFile } from './library.service.ts';

const MAX_FILES = 50;

/** Under /api/admin, for broadcasters and admins: songs, playlists and the AutoDJ's rules. */
export const libraryRoutes: ModuleRoutes<LibraryService> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: TRACK_MAX_BYTES, files: MAX_FILES, fields: 5, fieldSize: 1000 } });

  route(app, api.tracks, (request) => service.tracks(request.query.query));

  // One file or many in one multipart request; each is checked by its content, and all are added or none.
  route(app, api.uploadTracks, async (request) => {
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
    return service.addUploads(actor, files);
  });

  route(app, api.updateTrack, async (request) => service.updateTrack(await requireUser(request), request.params.id, request.body));
  route(app, api.deleteTrack, async (request) => {
    await service.deleteTrack(await requireUser(request), request.params.id);
  });

  route(app, api.playlists, () => service.playlists());
  route(app, api.createPlaylist, async (request) => service.createPlaylist(await requireUser(request), request.body));
  route(app, api.updatePlaylist, async (request) => service.updatePlaylist(await requireUser(request), request.params.id, request.body));
  route(app, api.deletePlaylist, async (request) => {
    await service.deletePlaylist(await requireUser(request), request.params.id);
  });

  route(app, api.autoDj, () => service.rules());
  route(app, api.saveAutoDj, async (request) => service.saveRules(await requireUser(request), request.body));
};
