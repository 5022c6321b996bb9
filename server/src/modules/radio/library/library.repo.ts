import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { autodjRules, playlists, playlistTracks, programs, tracks } from '../../../db/schema/radio.ts';
import type { LibraryView } from '../engine/rotation.ts';

export type PlaylistRow = typeof playlists.$inferSelect;
export type RulesRow = typeof autodjRules.$inferSelect;

/** The library newest first, or the songs whose title or artist holds `query`. */
export async function searchTracks(db: Db, query?: string) {
  const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select()
    .from(tracks)
    .where(like ? or(ilike(tracks.title, like), ilike(tracks.artist, like)) : undefined)
    .orderBy(desc(tracks.createdAt), asc(tracks.title))
    .limit(500);
}

export async function findTrack(db: Db, id: string) {
  const [row] = await db.select().from(tracks).where(eq(tracks.id, id));
  return row ?? null;
}

export async function insertTracks(db: Db, rows: Array<typeof tracks.$inferInsert>) {
  return db.insert(tracks).values(rows).returning();
}

export async function updateTrack(db: Db, id: string, set: { title?: string; artist?: string }) {
  const [row] = await db.update(tracks).set(set).where(eq(tracks.id, id)).returning();
  return row ?? null;
}

export async function deleteTrack(db: Db, id: string): Promise<void> {
  await db.delete(tracks).where(eq(tracks.id, id));
}

export async function countTracks(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(inArray(tracks.id, [...new Set(ids)]));
  return rows.length;
}

/** Every playlist with its songs in order. */
export async function listPlaylists(db: Db) {
  const lists = await db.select().from(playlists).orderBy(asc(playlists.name));
  const entries = await db
    .select({
      playlistId: playlistTracks.playlistId,
      id: tracks.id,
      title: tracks.title,
      artist: tracks.artist,
      durationMs: tracks.durationMs,
    })
    .from(playlistTracks)
    .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
    .orderBy(asc(playlistTracks.position));
  return lists.map((p) => ({
    id: p.id,
    name: p.name,
    mode: p.mode,
    tracks: entries.filter((e) => e.playlistId === p.id).map(({ playlistId: _, ...t }) => t),
  }));
}

export async function findPlaylist(db: Db, id: string) {
  return (await listPlaylists(db)).find((p) => p.id === id) ?? null;
}

export async function findPlaylistByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(playlists)
    .where(
      ilike(
        playlists.name,
        name.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    );
  return row ?? null;
}

export async function insertPlaylist(db: Db, row: { name: string; mode: 'ordered' | 'shuffled' }) {
  const [created] = await db.insert(playlists).values(row).returning();
  return created!;
}

export async function updatePlaylist(db: Db, id: string, set: { name?: string; mode?: 'ordered' | 'shuffled' }) {
  if (Object.keys(set).length) await db.update(playlists).set(set).where(eq(playlists.id, id));
}

export async function setPlaylistTracks(db: Db, id: string, trackIds: string[]): Promise<void> {
  await db.delete(playlistTracks).where(eq(playlistTracks.playlistId, id));
  if (trackIds.length) await db.insert(playlistTracks).values(trackIds.map((trackId, position) => ({ playlistId: id, position, trackId })));
}

export async function deletePlaylist(db: Db, id: string): Promise<void> {
  await db.delete(playlists).where(eq(playlists.id, id));
}

export async function programUsingPlaylist(db: Db, id: string) {
  const [row] = await db.select({ title: programs.title }).from(programs).where(eq(programs.playlistId, id)).limit(1);
  return row ?? null;
}

export async function getRules(db: Db): Promise<RulesRow> {
  const [row] = await db.select().from(autodjRules).where(eq(autodjRules.id, 1));
  return (
    row ?? {
      id: 1,
      songGapMinutes: 60,
      artistGapMinutes: 15,
      jinglePlaylistId: null,
      jingleEverySongs: 0,
      jingleTopOfHour: false,
      targetLufs: -16,
      crossfadeMs: 2000,
    }
  );
}

export async function saveRules(db: Db, rules: Partial<Omit<RulesRow, 'id'>>): Promise<void> {
  await db
    .insert(autodjRules)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: autodjRules.id, set: rules });
}

/** The playlists and rules the AutoDJ's rotation reads each song. */
export async function libraryView(db: Db): Promise<LibraryView> {
  const lists = await db.select().from(playlists);
  const entries = await db.select().from(playlistTracks).orderBy(asc(playlistTracks.position));
  const { id: _, ...rules } = await getRules(db);
  return {
    playlists: new Map(
      lists.map((p) => [p.id, { mode: p.mode, trackIds: entries.filter((e) => e.playlistId === p.id).map((e) => e.trackId) }]),
    ),
    rules,
  };
}

export type SoundColumns = Pick<typeof tracks.$inferInsert, 'loudnessLufs' | 'truePeakDb' | 'soundStartMs' | 'soundEndMs' | 'soundError'>;

/** Songs not measured yet (nor failed), oldest first: the levelling job's next batch. */
export async function unmeasuredTracks(db: Db, limit: number) {
  return db
    .select({ id: tracks.id, filePath: tracks.filePath })
    .from(tracks)
    .where(and(isNull(tracks.loudnessLufs), isNull(tracks.soundError)))
    .orderBy(asc(tracks.createdAt))
    .limit(limit);
}

export async function saveSound(db: Db, id: string, sound: SoundColumns): Promise<void> {
  await db.update(tracks).set(sound).where(eq(tracks.id, id));
}

/** How far the levelling has come: songs measured, songs that could not be, of all songs. */
export async function levellingProgress(db: Db) {
  const [all] = await db.select({ n: count() }).from(tracks);
  const [measured] = await db.select({ n: count() }).from(tracks).where(isNotNull(tracks.loudnessLufs));
  const [failed] = await db.select({ n: count() }).from(tracks).where(isNotNull(tracks.soundError));
  return { total: all!.n, measured: measured!.n, failed: failed!.n };
}
