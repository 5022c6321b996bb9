import type { StationTime } from '../../platform/time/station-time.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  mediaMessages,
  VIDEO_NEW_DAYS,
  type Episode,
  type EpisodeFields,
  type EpisodePage,
  type ListEpisodesQuery,
  type ListVideosQuery,
  type Show,
  type Video,
  type VideoFields,
  type VideoPage,
} from '@selah/contracts/media';
import { listEpisodesQuery, listVideosQuery } from '@selah/contracts/media';
import { commonMessages } from '@selah/contracts/common';
import type { Db } from '../../db/client.ts';
import type { Signer } from '../../platform/signed-token.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { WorkLimit } from '../../platform/concurrency.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Log } from '../../platform/module.ts';
import type { SessionUser } from '../accounts/index.ts';
import { contentTypes, type MediaStore } from './files.ts';
import * as repo from './media.repo.ts';
import { checkAudio, checkVideo, makePoster, probeDuration } from './probe.ts';

export interface MediaDeps {
  db: Db;
  clock: Clock;
  store: MediaStore;
  log: Log;
  time: StationTime;
  /** Signs a draft's file for staff's preview (a player cannot send the session's bearer token). */
  previews: Signer;
}

/** How long a draft's preview link works. */
const PREVIEW_MS = 6 * 60 * 60_000;

export type Viewer = Pick<SessionUser, 'id' | 'role'> | null;

const isStaff = (v: Viewer) => v?.role === 'admin' || v?.role === 'broadcaster';
const DAY_MS = 86_400_000;

function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function decodeCursor<T>(cursor: string | undefined, check: (v: unknown) => v is T): T | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (check(v)) return v;
  } catch {
    // fall through
  }
  throw badRequest(commonMessages.badCursor, { cursor: commonMessages.badCursor }, 'bad_cursor');
}
const isOffset = (v: unknown): v is { o: number } =>
  typeof v === 'object' && v !== null && Number.isInteger((v as { o: unknown }).o) && (v as { o: number }).o >= 0;
const isKeyset = (v: unknown): v is { p: string; i: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { p: unknown }).p === 'string' &&
  !Number.isNaN(Date.parse((v as { p: string }).p)) &&
  /^[0-9a-f-]{36}$/.test(String((v as { i: unknown }).i));

export const mediaUrl = {
  audio: (file: string) => `/media/episodes/${file}`,
  artwork: (file: string) => `/media/artwork/${file}`,
  video: (file: string) => `/media/videos/${file}`,
  poster: (file: string) => `/media/posters/${file}`,
};

function toEpisodeView(r: repo.EpisodeRow): Episode {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    duration: r.durationSeconds,
    createdAt: r.createdAt,
    publishedAt: r.publishedAt,
    host: r.host,
    showId: r.showId,
    showTitle: r.showTitle,
    audioUrl: mediaUrl.audio(r.audioFile),
    audioType: r.audioType,
    audioBytes: r.audioBytes,
    artworkUrl: r.artworkFile ? mediaUrl.artwork(r.artworkFile) : null,
    status: r.status,
    origin: r.origin,
  };
}

const toShow = (r: repo.ShowRow): Show => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  host: r.host,
  artworkUrl: r.artworkFile ? mediaUrl.artwork(r.artworkFile) : null,
  featured: r.featured,
  episodeCount: r.episodeCount,
  feedUrl: `/podcasts/${r.id}/feed.xml`,
});

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(deps: MediaDeps) {
  const { db, clock, store, log } = deps;
  // ffprobe/ffmpeg on uploads: two at a time, a few waiting; more are asked to retry.
  const work = new WorkLimit(2, 6);

  /** A draft's file URL carries a signed preview token: only staff are shown drafts. */
  const preview = (url: string, file: string) => `${url}?preview=${deps.previews.sign(file, new Date(clock.now().getTime() + PREVIEW_MS))}`;
  const toEpisode = (r: repo.EpisodeRow): Episode => {
    const e = toEpisodeView(r);
    return r.status === 'draft' ? { ...e, audioUrl: preview(e.audioUrl, r.audioFile) } : e;
  };
  const toVideoView = (r: repo.VideoRow): Video => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    duration: r.durationSeconds,
    views: r.views,
    likes: r.likes,
    uploadDate: r.publishedAt ?? r.createdAt,
    isNew: clock.now().getTime() - Date.parse(r.publishedAt ?? r.createdAt) < VIDEO_NEW_DAYS * DAY_MS,
    isLiked: r.isLiked,
    videoUrl: mediaUrl.video(r.videoFile),
    videoType: r.videoType,
    posterUrl: r.posterFile ? mediaUrl.poster(r.posterFile) : null,
    status: r.status,
  });
  const toVideo = (r: repo.VideoRow): Video => {
    const v = toVideoView(r);
    if (r.status !== 'draft') return v;
    return {
      ...v,
      videoUrl: preview(v.videoUrl, r.videoFile),
      posterUrl: v.posterUrl && r.posterFile ? preview(v.posterUrl, r.posterFile) : null,
    };
  };

  const requireStaff = (viewer: Viewer) => {
    if (!isStaff(viewer)) throw forbidden(mediaMessages.onlyBroadcasters);
  };

  async function episodeOr404(viewer: Viewer, id: string) {
    const row = await repo.findEpisode(db, id);
    if (!row || (row.status === 'draft' && !isStaff(viewer))) throw notFound(mediaMessages.episodeNotFound);
    return row;
  }

  async function checkShow(showId: string | undefined) {
    if (showId && !(await repo.findShow(db, showId))) throw badRequest(mediaMessages.showNotFound, { showId: mediaMessages.showNotFound });
  }

  /** Files written for a row that was never stored are removed, so nothing is left half-stored. */
  async function cleanup(files: Array<string | null>) {
    await Promise.all(files.filter((f): f is string => !!f).map((f) => store.discard(f)));
  }

  async function createDraftEpisode(input: {
    /** An MP3 or M4A already on this machine (the recorder's file); it is moved into the library. */
    file: string;
    title: string;
    description?: string;
    host?: string;
    category?: string;
    recordedAt: Date;
    uploadedBy?: string | null;
  }): Promise<Episode> {
    const checked = await checkAudio(input.file);
    if (!checked.ok) throw new Error(`The recording ${input.file} is not playable audio (${checked.reason})`);
    const bytes = (await fs.stat(input.file)).size;
    const audioFile = await store.keep(input.file, 'episodes', checked.ext);
    const id = await repo.insertEpisode(db, {
      showId: (await repo.findShowByTitle(db, input.title))?.id ?? null,
      title: input.title.slice(0, 200),
      description: input.description ?? '',
      category: input.category ?? 'Teaching',
      host: input.host ?? '',
      durationSeconds: checked.duration,
      audioFile,
      audioType: checked.type,
      audioBytes: bytes,
      artworkFile: null,
      status: 'draft',
      origin: 'recording',
      uploadedBy: input.uploadedBy ?? null,
      publishedAt: null,
      createdAt: input.recordedAt,
    });
    return toEpisode((await repo.findEpisode(db, id))!);
  }

  async function createDraftVideo(input: {
    file: string;
    title: string;
    description?: string;
    category?: string;
    recordedAt: Date;
    uploadedBy?: string | null;
  }): Promise<Video> {
    const checked = await checkVideo(input.file);
    if (!checked.ok) throw new Error(`The recording ${input.file} is not a playable video (${checked.reason})`);
    const bytes = (await fs.stat(input.file)).size;
    const videoFile = await store.keep(input.file, 'videos', checked.ext);
    const posterFile = await poster(store.pathOf('videos', videoFile), checked.duration);
    const id = await repo.insertVideo(db, {
      title: input.title.slice(0, 200),
      description: input.description ?? '',
      category: input.category ?? 'Services',
      durationSeconds: checked.duration,
      videoFile,
      videoType: checked.type,
      videoBytes: bytes,
      posterFile,
      status: 'draft',
      origin: 'recording',
      uploadedBy: input.uploadedBy ?? null,
      publishedAt: null,
      createdAt: input.recordedAt,
    });
    return toVideo((await repo.findVideo(db, id, null))!);
  }

  async function poster(videoPath: string, duration: number): Promise<string | null> {
    const name = store.newName('jpg');
    const target = store.pathOf('posters', name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    return (await makePoster(videoPath, target, duration)) ? name : null;
  }

  return {
    /** The clock the service dates things with (the demo's episodes are dated back from it). */
    clock,
    createDraftEpisode,
    createDraftVideo,

    async listEpisodes(viewer: Viewer, input: ListEpisodesQuery): Promise<EpisodePage> {
      const q = listEpisodesQuery.parse(input);
      if (q.status === 'draft') requireStaff(viewer);
      const category = q.category && q.category.toLowerCase() !== 'all' ? q.category : undefined;
      const searching = !!(q.search && repo.prefixQuery(q.search));
      const offset = searching ? (decodeCursor(q.cursor, isOffset)?.o ?? 0) : 0;
      const keyset = searching ? null : decodeCursor(q.cursor, isKeyset);
      const rows = await repo.listEpisodes(db, {
        status: q.status,
        category,
        showId: q.showId,
        search: q.search,
        after: keyset ? { publishedAt: keyset.p, id: keyset.i } : null,
        offset,
        limit: q.limit + 1,
      });
      const more = rows.length > q.limit;
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      const nextCursor =
        more && last ? encodeCursor(searching ? { o: offset + q.limit } : { p: last.publishedAt ?? last.createdAt, i: last.id }) : null;
      return { episodes: page.map(toEpisode), nextCursor };
    },

    async getEpisode(viewer: Viewer, id: string): Promise<Episode> {
      return toEpisode(await episodeOr404(viewer, id));
    },

    /** A checked upload: `tempFile` is the received bytes; it is moved into place or removed. */
    async uploadEpisode(viewer: Viewer, tempFile: string, bytes: number, fields: EpisodeFields): Promise<Episode> {
      let artworkFile: string | null = null;
      try {
        requireStaff(viewer);
        await checkShow(fields.showId);
        const checked = await work.run(() => checkAudio(tempFile));
        if (!checked) throw new HttpError(429, mediaMessages.uploadBusy, 'busy');
        if (!checked.ok) {
          const message = checked.reason === 'broken' ? mediaMessages.brokenAudio : mediaMessages.notAudio;
          throw new HttpError(
            checked.reason === 'broken' ? 422 : 415,
            message,
            checked.reason === 'broken' ? 'broken_audio' : 'not_audio',
            {
              file: message,
            },
          );
        }
        const title = fields.title || checked.tags.title?.slice(0, 200);
        if (!title) throw badRequest(mediaMessages.titleMissing, { title: mediaMessages.titleMissing });
        const art = checked.tags.artwork;
        if (art) artworkFile = await store.write('artwork', art.format === 'image/png' ? 'png' : 'jpg', art.data);
        const audioFile = store.newName(checked.ext);
        const now = clock.now();
        const id = await repo.insertEpisode(db, {
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
          await repo.deleteEpisode(db, id);
          throw err;
        }
        return toEpisode((await repo.findEpisode(db, id))!);
      } catch (err) {
        await cleanup([tempFile, artworkFile && store.pathOf('artwork', artworkFile)]);
        throw err;
      }
    },

    /** One click: a draft (a recorded show) becomes a published episode, its fields as sent. */
    async publishEpisode(viewer: Viewer, id: string, fields: EpisodeFields): Promise<Episode> {
      requireStaff(viewer);
      const row = await episodeOr404(viewer, id);
      if (row.status !== 'draft') throw new HttpError(409, mediaMessages.notDraft, 'not_draft');
      await checkShow(fields.showId);
      await repo.updateEpisode(db, id, { ...fields, publishedAt: clock.now() });
      return toEpisode((await repo.findEpisode(db, id))!);
    },

    async deleteEpisode(viewer: Viewer, id: string): Promise<void> {
      requireStaff(viewer);
      const row = await episodeOr404(viewer, id);
      await repo.deleteEpisode(db, id);
      await store.discard(store.pathOf('episodes', row.audioFile));
    },

    async createShow(s: { title: string; description: string; category: string; host: string; featured: boolean }): Promise<string> {
      return repo.insertShow(db, { ...s, artworkFile: null });
    },

    async listShows(): Promise<{ shows: Show[] }> {
      return { shows: (await repo.listShows(db)).map(toShow) };
    },

    async getShow(id: string): Promise<Show> {
      const row = await repo.findShow(db, id);
      if (!row) throw notFound(mediaMessages.showNotFound);
      return toShow(row);
    },

    async showRow(id: string) {
      const row = await repo.findShow(db, id);
      if (!row) throw notFound(mediaMessages.showNotFound);
      return row;
    },

    /**
     * Whether a stored file may be served: it must belong to an episode or video, and a draft's
     * file only to staff or with the signed preview token staff were given (a random name is not
     * a lock: it leaks through logs, referrers and shared links).
     */
    async mayServe(kind: 'episodes' | 'videos' | 'posters' | 'artwork', file: string, viewer: Viewer, previewToken?: string) {
      if (kind === 'artwork') return true;
      const row =
        kind === 'episodes'
          ? await repo.findEpisodeByAudio(db, file)
          : await repo.findVideoByFile(db, kind === 'videos' ? 'video' : 'poster', file);
      if (!row) return false;
      return row.status !== 'draft' || isStaff(viewer) || deps.previews.verify(file, previewToken, clock.now());
    },

    contentType: (file: string) => contentTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream',

    // ---- Videos ----

    async listVideos(viewer: Viewer, input: ListVideosQuery): Promise<VideoPage> {
      const q = listVideosQuery.parse(input);
      if (q.status === 'draft') requireStaff(viewer);
      const offset = decodeCursor(q.cursor, isOffset)?.o ?? 0;
      const rows = await repo.listVideos(db, {
        status: q.status,
        category: q.category && q.category.toLowerCase() !== 'all' ? q.category : undefined,
        search: q.search,
        sortBy: q.sortBy,
        viewerId: viewer?.id ?? null,
        trendingSince: new Date(clock.now().getTime() - 7 * DAY_MS),
        offset,
        limit: q.limit + 1,
      });
      const more = rows.length > q.limit;
      return { videos: rows.slice(0, q.limit).map(toVideo), nextCursor: more ? encodeCursor({ o: offset + q.limit }) : null };
    },

    async getVideo(viewer: Viewer, id: string): Promise<Video & { related: Video[] }> {
      const row = await repo.findVideo(db, id, viewer?.id ?? null);
      if (!row || (row.status === 'draft' && !isStaff(viewer))) throw notFound(mediaMessages.videoNotFound);
      return { ...toVideo(row), related: (await repo.relatedVideos(db, row, 6)).map(toVideo) };
    },

    videoCategories: () => repo.videoCategoryCounts(db),

    async uploadVideo(viewer: Viewer, tempFile: string, bytes: number, fields: VideoFields): Promise<Video> {
      let posterFile: string | null = null;
      try {
        requireStaff(viewer);
        const checked = await work.run(() => checkVideo(tempFile));
        if (!checked) throw new HttpError(429, mediaMessages.uploadBusy, 'busy');
        if (!checked.ok) {
          const message = checked.reason === 'broken' ? mediaMessages.brokenVideo : mediaMessages.notVideo;
          throw new HttpError(
            checked.reason === 'broken' ? 422 : 415,
            message,
            checked.reason === 'broken' ? 'broken_video' : 'not_video',
            {
              file: message,
            },
          );
        }
        if (!fields.title) throw badRequest(mediaMessages.titleMissing, { title: mediaMessages.titleMissing });
        posterFile = await poster(tempFile, checked.duration);
        const videoFile = store.newName(checked.ext);
        const now = clock.now();
        const id = await repo.insertVideo(db, {
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
        return toVideo((await repo.findVideo(db, id, null))!);
      } catch (err) {
        await cleanup([tempFile, posterFile && store.pathOf('posters', posterFile)]);
        throw err;
      }
    },

    async publishVideo(viewer: Viewer, id: string, fields: VideoFields): Promise<Video> {
      requireStaff(viewer);
      const row = await repo.findVideo(db, id, null);
      if (!row) throw notFound(mediaMessages.videoNotFound);
      if (row.status !== 'draft') throw new HttpError(409, mediaMessages.notDraft, 'not_draft');
      await repo.publishVideo(db, id, clock.now(), fields);
      return toVideo((await repo.findVideo(db, id, null))!);
    },

    /** A view, once per viewer (member id, else the address's hash) per station day. */
    async viewVideo(viewerKey: string, id: string) {
      const row = await repo.findVideo(db, id, null);
      if (!row || row.status !== 'published') throw notFound(mediaMessages.videoNotFound);
      return repo.recordView(db, id, viewerKey, deps.time.today(), clock.now());
    },

    async likeVideo(viewer: SessionUser, id: string, liked: boolean) {
      const row = await repo.findVideo(db, id, null);
      if (!row || row.status !== 'published') throw notFound(mediaMessages.videoNotFound);
      return repo.setLike(db, id, viewer.id, liked);
    },

    /** Demo station: shows and short synthesized episodes and a video, so the pages are not empty. */
    async hasContent() {
      return (await repo.countShows(db)) > 0 || (await repo.countEpisodes(db)) > 0;
    },

    log,
    probeDuration,
  };
}
