import { asc, count, desc, eq, gte, sql, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listenerPeaks, listeningSessions, plays, programs, tracks } from '../../db/schema/radio.ts';

export type ProgramRow = typeof programs.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;

export async function listTracks(db: Db): Promise<TrackRow[]> {
  return db.select().from(tracks);
}

export async function listPrograms(db: Db): Promise<ProgramRow[]> {
  return db.select().from(programs).orderBy(asc(programs.weekday), asc(programs.startMinute));
}

export async function programsOn(db: Db, weekday: number): Promise<ProgramRow[]> {
  return db.select().from(programs).where(eq(programs.weekday, weekday));
}

export async function findTrackRow(db: Db, id: string): Promise<TrackRow | null> {
  const [row] = await db.select().from(tracks).where(eq(tracks.id, id));
  return row ?? null;
}

export async function findProgram(db: Db, id: string): Promise<ProgramRow | null> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row ?? null;
}

export async function countPrograms(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(programs);
  return row!.n;
}

export async function insertPrograms(db: Db, rows: Array<typeof programs.$inferInsert>): Promise<string[]> {
  if (!rows.length) return [];
  return (await db.insert(programs).values(rows).returning({ id: programs.id })).map((r) => r.id);
}

export async function deletePrograms(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(programs).where(inArray(programs.id, [...ids]));
}

export async function upsertTrack(db: Db, row: typeof tracks.$inferInsert): Promise<void> {
  await db
    .insert(tracks)
    .values(row)
    .onConflictDoUpdate({
      target: tracks.filePath,
      set: {
        title: row.title,
        artist: row.artist,
        durationMs: row.durationMs,
        bitrateKbps: row.bitrateKbps,
        art: row.art ?? null,
        ...(row.playlist ? { playlist: row.playlist } : {}),
        ...(row.hasArtwork !== undefined ? { hasArtwork: row.hasArtwork } : {}),
        ...(row.soundError !== undefined ? { soundError: row.soundError } : {}),
        ...(row.loudnessLufs !== undefined
          ? { loudnessLufs: row.loudnessLufs, truePeakDb: row.truePeakDb, soundStartMs: row.soundStartMs, soundEndMs: row.soundEndMs }
          : {}),
      },
    });
}

export async function insertPlay(db: Db, row: typeof plays.$inferInsert): Promise<void> {
  await db.insert(plays).values(row);
}

export async function recentPlays(db: Db, limit: number) {
  return db.select().from(plays).orderBy(desc(plays.startedAt)).limit(limit);
}

export type SessionStart = typeof listeningSessions.$inferInsert & { id: string };

export async function insertListeningSessions(db: Db, rows: SessionStart[]): Promise<void> {
  if (rows.length) await db.insert(listeningSessions).values(rows).onConflictDoNothing();
}

export async function endListeningSessions(db: Db, ends: Array<{ id: string; endedAt: Date }>): Promise<void> {
  for (const e of ends) await db.update(listeningSessions).set({ endedAt: e.endedAt }).where(eq(listeningSessions.id, e.id));
}

/** Keeps the highest listener count seen in the current hour. */
export async function recordListenerCount(db: Db, count: number, now: Date): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  await db
    .insert(listenerPeaks)
    .values({ hour, peak: count })
    .onConflictDoUpdate({ target: listenerPeaks.hour, set: { peak: sql`greatest(${listenerPeaks.peak}, ${count})` } });
}

export async function listenerStats(db: Db, since: Date) {
  const peaks = await db.select().from(listenerPeaks).where(gte(listenerPeaks.hour, since)).orderBy(desc(listenerPeaks.hour));
  const sessions = await db
    .select()
    .from(listeningSessions)
    .where(gte(listeningSessions.startedAt, since))
    .orderBy(desc(listeningSessions.startedAt))
    .limit(500);
  return { peaks, sessions };
}

export async function addPrograms(db: Db, rows: Array<typeof programs.$inferInsert>): Promise<ProgramRow[]> {
  return db.insert(programs).values(rows).returning();
}

export async function updateProgram(db: Db, id: string, set: Partial<typeof programs.$inferInsert>): Promise<ProgramRow> {
  const [row] = await db.update(programs).set(set).where(eq(programs.id, id)).returning();
  return row!;
}

export async function deleteProgram(db: Db, id: string): Promise<void> {
  await db.delete(programs).where(eq(programs.id, id));
}
