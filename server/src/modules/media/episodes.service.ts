import fs from 'node:fs/promises';
import { mediaMessages, type Episode, type EpisodeFields, type EpisodePage, type ListEpisodesQuery } from '@selah/contracts/media';
import { listEpisodesQuery } from '@selah/contracts/media';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import * as episodes from './episodes.repo.ts';
import { findShowByTitle } from './shows.repo.ts';
import { prefixQuery } from './media-sql.ts';
import { decodeCursor, encodeCursor, isKeyset, isOffset } from './media-cursor.ts';
import { requireStaff } from './media-access.ts';
import { isStaff, type Viewer } from './media-views.ts';
import type { MediaParts } from './media-deps.ts';
import { checkShow } from './shows.service.ts';
import { checkAudio } from './probe.ts';

/** A published or draft episode, or a 404 (a draft is only staff's to see). */
export async function episodeOr404({ db }: Pick<MediaParts, 'db'>, viewer: Viewer, id: string) {
  const row = await episodes.findEpisode(db, id);
  if (!row || (row.status === 'draft' && !isStaff(viewer))) throw notFound(mediaMessages.episodeNotFound);
  return row;
}

export function createEpisodesService(parts: MediaParts) {
  const { db, clock, store, views } = parts;
  const { toEpisode } = views;

  return {
    async createDraftEpisode(input: {
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
      const id = await episodes.insertEpisode(db, {
        showId: (await findShowByTitle(db, input.title))?.id ?? null,
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
      return toEpisode((await episodes.findEpisode(db, id))!);
    },

    async listEpisodes(viewer: Viewer, input: ListEpisodesQuery): Promise<EpisodePage> {
      const q = listEpisodesQuery.parse(input);
      if (q.status === 'draft') requireStaff(viewer);
      const category = q.category && q.category.toLowerCase() !== 'all' ? q.category : undefined;
      const searching = !!(q.search && prefixQuery(q.search));
      const offset = searching ? (decodeCursor(q.cursor, isOffset)?.o ?? 0) : 0;
      const keyset = searching ? null : decodeCursor(q.cursor, isKeyset);
      const rows = await episodes.listEpisodes(db, {
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
      return toEpisode(await episodeOr404(parts, viewer, id));
    },

    /** One click: a draft (a recorded show) becomes a published episode, its fields as sent. */
    async publishEpisode(viewer: Viewer, id: string, fields: EpisodeFields): Promise<Episode> {
      requireStaff(viewer);
      const row = await episodeOr404(parts, viewer, id);
      if (row.status !== 'draft') throw new HttpError(409, mediaMessages.notDraft, 'not_draft');
      await checkShow(db, fields.showId);
      await episodes.updateEpisode(db, id, { ...fields, publishedAt: clock.now() });
      return toEpisode((await episodes.findEpisode(db, id))!);
    },

    async deleteEpisode(viewer: Viewer, id: string): Promise<void> {
      requireStaff(viewer);
      const row = await episodeOr404(parts, viewer, id);
      await episodes.deleteEpisode(db, id);
      await store.discard(store.pathOf('episodes', row.audioFile));
    },
  };
}
