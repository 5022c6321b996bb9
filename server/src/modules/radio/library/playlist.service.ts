import { auditSentences as said } from '@selah/contracts/audit-sentences';
import {
  adminRadioMessages as m,
  playlistInput,
  type AdminPlaylist,
  type PlaylistInput,
  type PlaylistUpdate,
} from '@selah/contracts/admin-radio';
import type { Db } from '../../../db/client.ts';
import type { Audit, AuditActor } from '../../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import * as lib from './library.repo.ts';

const snapshot = (p: AdminPlaylist) => ({ name: p.name, mode: p.mode, tracks: p.tracks.map((t) => t.title) });

/** The console's playlists: a name, ordered or shuffled, and the songs in order. */
export function createPlaylistService({ db, audit }: { db: Db; audit: Audit }) {
  const mustFind = async (id: string) => (await lib.findPlaylist(db, id)) ?? Promise.reject(notFound(m.playlistNotFound));
  const checkName = async (name: string, self?: string) => {
    const other = await lib.findPlaylistByName(db, name);
    if (other && other.id !== self) throw conflict(m.nameTaken(name), 'name_taken');
  };
  const checkTracks = async (ids: string[]) => {
    if ((await lib.countTracks(db, ids)) !== new Set(ids).size) throw badRequest(m.unknownTracks, { trackIds: m.unknownTracks });
  };

  return {
    playlists: async () => ({ playlists: await lib.listPlaylists(db) }),

    async createPlaylist(actor: AuditActor, raw: PlaylistInput): Promise<AdminPlaylist> {
      const input = playlistInput.parse(raw);
      await checkName(input.name);
      await checkTracks(input.trackIds);
      const id = await db.transaction(async (tx) => {
        const row = await lib.insertPlaylist(tx, { name: input.name, mode: input.mode });
        await lib.setPlaylistTracks(tx, row.id, input.trackIds);
        await audit.record(
          {
            actor,
            action: 'music.playlist.create',
            targetType: 'playlist',
            targetId: row.id,
            summary: said.playlistMade(input.name, input.trackIds.length),
            after: { name: input.name, mode: input.mode, trackIds: input.trackIds },
          },
          tx,
        );
        return row.id;
      });
      return mustFind(id);
    },

    async updatePlaylist(actor: AuditActor, id: string, change: PlaylistUpdate): Promise<AdminPlaylist> {
      const before = await mustFind(id);
      if (change.name !== undefined) await checkName(change.name, id);
      if (change.trackIds) await checkTracks(change.trackIds);
      await db.transaction(async (tx) => {
        await lib.updatePlaylist(tx, id, { ...(change.name ? { name: change.name } : {}), ...(change.mode ? { mode: change.mode } : {}) });
        if (change.trackIds) await lib.setPlaylistTracks(tx, id, change.trackIds);
        const after = (await lib.findPlaylist(tx, id))!;
        await audit.record(
          {
            actor,
            action: 'music.playlist.update',
            targetType: 'playlist',
            targetId: id,
            summary:
              after.tracks.length === 1
                ? said.playlistChangedOne(after.name, after.mode)
                : said.playlistChanged(after.name, after.tracks.length, after.mode),
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
      });
      return mustFind(id);
    },

    /** Removes a playlist; refused while a program plays it (the schedule would silently change). */
    async deletePlaylist(actor: AuditActor, id: string): Promise<void> {
      const before = await mustFind(id);
      const user = await lib.programUsingPlaylist(db, id);
      if (user) throw conflict(m.playlistInUse(user.title), 'playlist_in_use');
      await db.transaction(async (tx) => {
        await lib.deletePlaylist(tx, id);
        await audit.record(
          {
            actor,
            action: 'music.playlist.delete',
            targetType: 'playlist',
            targetId: id,
            summary: said.playlistDeleted(before.name),
            before: snapshot(before),
          },
          tx,
        );
      });
    },
  };
}
