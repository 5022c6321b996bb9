import { auditSentences as said } from '@selah/contracts/audit-sentences';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { adminRadioMessages as m, type AdminTrack, type AutoDjRules, type TrackUpdate } from '@selah/contracts/admin-radio';
import type { Db } from '../../../db/client.ts';
import type { Audit, AuditActor } from '../../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import * as lib from './library.repo.ts';
import { storeArt } from './cover-art.ts';
import type { TrackFileInfo } from './library.ts';
import { checkUpload, type CheckedUpload } from './upload-check.ts';
import { createPlaylistService } from './playlist.service.ts';

export interface LibraryDeps {
  db: Db;
  audit: Audit;
  dataDir: string;
  /** The station's bitrate: a mono or 48 kHz song is re-encoded to stereo 44.1 kHz at this rate. */
  bitrateKbps?: number;
  /** The id of the song on air now, if the AutoDJ is playing one. */
  onAirTrackId: () => string | null;
}

/** A file received from an upload, not yet checked. */
export interface ReceivedFile {
  file: string;
  name: string;
}

type TrackRow = NonNullable<Awaited<ReturnType<typeof lib.findTrack>>>;

/** The console's music library: songs (upload, edit, delete, search), playlists and the AutoDJ's rules. */
export function createLibraryService(deps: LibraryDeps) {
  const { db, audit } = deps;
  const uploads = path.join(deps.dataDir, 'music', 'uploads');
  const view = (t: TrackRow): AdminTrack => ({
    id: t.id,
    title: t.title,
    artist: t.artist,
    durationMs: t.durationMs,
    bitrateKbps: t.bitrateKbps,
    hasArtwork: t.hasArtwork,
    onAir: deps.onAirTrackId() === t.id,
    createdAt: t.createdAt.toISOString(),
  });
  const mustFind = async (id: string) => (await lib.findTrack(db, id)) ?? Promise.reject(notFound(m.trackNotFound));

  return {
    ...createPlaylistService({ db, audit }),

    async tracks(query?: string) {
      return { tracks: (await lib.searchTracks(db, query || undefined)).map(view) };
    },

    /** Streams one uploaded file into the uploads folder, under a name of the station's choosing. */
    async receive(stream: Readable, name: string): Promise<ReceivedFile> {
      await fsp.mkdir(uploads, { recursive: true });
      const file = path.join(uploads, `${crypto.randomUUID()}.part`);
      try {
        await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await fsp.rm(file, { force: true });
        throw err;
      }
      return { file, name };
    },

    discard: (files: ReceivedFile[]) => Promise.all(files.map((f) => fsp.rm(f.file, { force: true }))),

    /** Checks every file by its content; all become songs, or none (and the files are removed). */
    async addUploads(actor: AuditActor, files: ReceivedFile[]) {
      if (!files.length) throw badRequest(m.noFile, { files: m.noFile });
      const infos: TrackFileInfo[] = [];
      const sounds: Array<CheckedUpload['sound']> = [];
      const notices: string[] = [];
      for (const f of files) {
        const checked = await checkUpload(f, deps.bitrateKbps ?? 128).catch(async (err: unknown) => {
          await this.discard(files);
          throw err;
        });
        infos.push(checked.info);
        sounds.push(checked.sound);
        if (checked.notice) notices.push(checked.notice);
      }
      // Embedded covers are kept and served like the demo music's (DATA_DIR/art).
      const arts = await Promise.all(infos.map((info) => (info.cover ? storeArt(deps.dataDir, info.cover) : null)));
      const kept = files.map((f) => f.file.replace(/\.part$/, '.mp3'));
      await Promise.all(files.map((f, i) => fsp.rename(f.file, kept[i]!)));
      try {
        const rows = await db.transaction(async (tx) => {
          const inserted = await lib.insertTracks(
            tx,
            infos.map(({ cover: _cover, sampleRate: _rate, channels: _channels, ...info }, i) => ({
              ...info,
              art: arts[i] ?? null,
              filePath: kept[i]!,
              ...sounds[i]!,
            })),
          );
          const titles = inserted.map((t) => `"${t.title}"`).join(', ');
          await audit.record(
            {
              actor,
              action: 'music.track.upload',
              targetType: 'track',
              targetId: inserted.length === 1 ? inserted[0]!.id : null,
              summary: said.songsAdded(inserted.length, titles),
              after: inserted.map((t) => ({ id: t.id, title: t.title, artist: t.artist })),
            },
            tx,
          );
          return inserted;
        });
        return { tracks: rows.map(view), notices };
      } catch (err) {
        await Promise.all(kept.map((f) => fsp.rm(f, { force: true })));
        throw err;
      }
    },

    async updateTrack(actor: AuditActor, id: string, change: TrackUpdate) {
      const before = await mustFind(id);
      const row = await db.transaction(async (tx) => {
        const updated = (await lib.updateTrack(tx, id, change))!;
        await audit.record(
          {
            actor,
            action: 'music.track.update',
            targetType: 'track',
            targetId: id,
            summary: said.songRenamed(before.title, before.artist, updated.title, updated.artist),
            before: { title: before.title, artist: before.artist },
            after: { title: updated.title, artist: updated.artist },
          },
          tx,
        );
        return updated;
      });
      return view(row);
    },

    /** Removes a song (and its uploaded file); refused while it is on air. */
    async deleteTrack(actor: AuditActor, id: string): Promise<void> {
      const track = await mustFind(id);
      if (deps.onAirTrackId() === id) throw conflict(m.onAir(track.title), 'on_air');
      await db.transaction(async (tx) => {
        await lib.deleteTrack(tx, id);
        await audit.record(
          {
            actor,
            action: 'music.track.delete',
            targetType: 'track',
            targetId: id,
            summary: said.songDeleted(track.title, track.artist),
            before: { title: track.title, artist: track.artist, filePath: track.filePath },
          },
          tx,
        );
      });
      // Only files the station keeps itself are removed; a folder imported with the CLI stays the owner's.
      if (path.resolve(track.filePath).startsWith(path.resolve(deps.dataDir) + path.sep)) await fsp.rm(track.filePath, { force: true });
    },

    async rules(): Promise<AutoDjRules> {
      const { songGapMinutes, artistGapMinutes, jinglePlaylistId, jingleEverySongs, jingleTopOfHour } = await lib.getRules(db);
      return { songGapMinutes, artistGapMinutes, jinglePlaylistId, jingleEverySongs, jingleTopOfHour };
    },

    async saveRules(actor: AuditActor, next: AutoDjRules): Promise<AutoDjRules> {
      if (next.jinglePlaylistId && !(await lib.findPlaylist(db, next.jinglePlaylistId))) throw notFound(m.playlistNotFound);
      const before = await this.rules();
      await db.transaction(async (tx) => {
        await lib.saveRules(tx, next);
        await audit.record(
          { actor, action: 'music.rules.update', targetType: 'autodj', summary: said.rulesChanged, before, after: next },
          tx,
        );
      });
      return next;
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
