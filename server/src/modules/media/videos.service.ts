import fs from 'node:fs/promises';
import { mediaMessages, type ListVideosQuery, type Video, type VideoFields, type VideoPage } from '@selah/contracts/media';
import { listVideosQuery } from '@selah/contracts/media';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import * as videos from './videos.repo.ts';
import { decodeCursor, encodeCursor, isOffset } from './media-cursor.ts';
import { requireStaff } from './media-access.ts';
import { DAY_MS, isStaff, type Viewer } from './media-views.ts';
import type { MediaParts } from './media-deps.ts';
import { posterFor } from './posters.ts';
import { checkVideo } from './probe.ts';

export function createVideosService({ db, clock, store, views }: MediaParts) {
  const { toVideo } = views;

  return {
    async createDraftVideo(input: {
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
      const posterFile = await posterFor(store, store.pathOf('videos', videoFile), checked.duration);
      const id = await videos.insertVideo(db, {
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
      return toVideo((await videos.findVideo(db, id, null))!);
    },

    async listVideos(viewer: Viewer, input: ListVideosQuery): Promise<VideoPage> {
      const q = listVideosQuery.parse(input);
      if (q.status === 'draft') requireStaff(viewer);
      const offset = decodeCursor(q.cursor, isOffset)?.o ?? 0;
      const rows = await videos.listVideos(db, {
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
      const row = await videos.findVideo(db, id, viewer?.id ?? null);
      if (!row || (row.status === 'draft' && !isStaff(viewer))) throw notFound(mediaMessages.videoNotFound);
      return { ...toVideo(row), related: (await videos.relatedVideos(db, row, 6)).map(toVideo) };
    },

    videoCategories: () => videos.videoCategoryCounts(db),

    async publishVideo(viewer: Viewer, id: string, fields: VideoFields): Promise<Video> {
      requireStaff(viewer);
      const row = await videos.findVideo(db, id, null);
      if (!row) throw notFound(mediaMessages.videoNotFound);
      if (row.status !== 'draft') throw new HttpError(409, mediaMessages.notDraft, 'not_draft');
      await videos.publishVideo(db, id, clock.now(), fields);
      return toVideo((await videos.findVideo(db, id, null))!);
    },
  };
}
