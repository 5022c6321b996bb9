import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaMessages, type Episode, type EpisodeFields, type Video, type VideoFields } from '@selah/contracts/media';
import { WorkLimit } from '../../platform/concurrency.ts';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import * as episodes from './episodes.repo.ts';
import * as videos from './videos.repo.ts';
import { requireStaff } from './media-access.ts';
import type { Viewer } from './media-views.ts';
import type { MediaParts } from './media-deps.ts';
import { checkShow } from './shows.service.ts';
import { posterFor } from './posters.ts';
import { checkAudio, checkVideo } from './probe.ts';

/** An upload ffprobe refused: 422 when the file is broken, 415 when it is not that kind of file. */
function refusal(broken: boolean, kind: 'audio' | 'video'): HttpError {
  const audio = kind === 'audio';
  const message = broken
    ? audio
      ? mediaMessages.brokenAudio
      : mediaMessages.brokenVideo
    : audio
      ? mediaMessages.notAudio
      : mediaMessages.notVideo;
  return new HttpError(broken ? 422 : 415, message, `${broken ? 'broken' : 'not'}_${kind}`, { file: message });
}

/** Staff's uploads of episodes and videos: each file checked with ffprobe, then moved into place or removed. */
export function createUploadsService({ db, clock, store, views }: MediaParts) {
  const { toEpisode, toVideo } = views;
  // ffprobe/ffmpeg on uploads: two at a time, a few waiting; more are asked to retry.
  const work = new WorkLimit(2, 6);

  /** Files written for a row that was never stored are removed, so nothing is left half-stored. */
  async function cleanup(files: Array<string | null>) {
    await Promise.all(files.filter((f): f is string => !!f).map((f) => store.discard(f)));
  }

  return {
    /** A checked upload: `tempFile` is the received bytes; it is moved into place or removed. */
    async uploadEpisode(viewer: Viewer, tempFile: string, bytes: number, fields: EpisodeFields): Promise<Episode> {
      let artworkFile: string | null = null;
      try {
        requireStaff(viewer);
        await checkShow(db, fields.showId);
        const checked = await work.run(() => checkAudio(tempFile));
        if (!checked) throw new HttpError(429, mediaMessages.uploadBusy, 'busy');
        if (!checked.ok) throw refusal(checked.reason === 'broken', 'audio');
        const title = fields.title || checked.tags.title?.slice(0, 200);
        if (!title) throw badRequest(mediaMessages.titleMissing, { title: mediaMessages.titleMissing });
        const art = checked.tags.artwork;
        if (art) artworkFile = await store.write('artwork', art.format === 'image/png' ? 'png' : 'jpg', art.data);
        const audioFile = store.newName(checked.ext);
        const now = clock.now();
        const id = await episodes.insertEpisode(db, {
          showId: fields.showId ?? null,
          title,
          description: fields.description ?? checked.tags.comment?.slice(0, 5000) ?? '',
          category: fields.category ?? 'Teaching',
          host: fields.host ?? checked.tags.artist?.slice(0, 120) ?? '',
          durationSeconds: checked.duration,
          audioFile,
          audioType: checked.type,
          audioBytes: bytes,
          artworkFile,
          status: 'published',
          origin: 'upload',
          uploadedBy: viewer!.id,
          publishedAt: now,
          createdAt: now,
        });
        try {
          await fs.mkdir(path.dirname(store.pathOf('episodes', audioFile)), { recursive: true });
          await fs.rename(tempFile, store.pathOf('episodes', audioFile));
        } catch (err) {
          await episodes.deleteEpisode(db, id);
          throw err;
        }
        return toEpisode((await episodes.findEpisode(db, id))!);
      } catch (err) {
        await cleanup([tempFile, artworkFile && store.pathOf('artwork', artworkFile)]);
        throw err;
      }
    },

    async uploadVideo(viewer: Viewer, tempFile: string, bytes: number, fields: VideoFields): Promise<Video> {
      let posterFile: string | null = null;
      try {
        requireStaff(viewer);
        const checked = await work.run(() => checkVideo(tempFile));
        if (!checked) throw new HttpError(429, mediaMessages.uploadBusy, 'busy');
        if (!checked.ok) throw refusal(checked.reason === 'broken', 'video');
        if (!fields.title) throw badRequest(mediaMessages.titleMissing, { title: mediaMessages.titleMissing });
        posterFile = await posterFor(store, tempFile, checked.duration);
        const videoFile = store.newName(checked.ext);
        const now = clock.now();
        const id = await videos.insertVideo(db, {
          title: fields.title,
          description: fields.description ?? '',
          category: fields.category ?? 'Worship',
          durationSeconds: checked.duration,
          videoFile,
          videoType: checked.type,
          videoBytes: bytes,
          posterFile,
          status: 'published',
          origin: 'upload',
          uploadedBy: viewer!.id,
          publishedAt: now,
          createdAt: now,
        });
        await fs.mkdir(path.dirname(store.pathOf('videos', videoFile)), { recursive: true });
        await fs.rename(tempFile, store.pathOf('videos', videoFile));
        return toVideo((await videos.findVideo(db, id, null))!);
      } catch (err) {
        await cleanup([tempFile, posterFile && store.pathOf('posters', posterFile)]);
        throw err;
      }
    },
  };
}
