import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plays, tracks } from '../../db/schema/radio.ts';

export async function listTracks(db: Db) {
  return db.select().from(tracks);
}

export async function upsertTrack(db: Db, row: typeof tracks.$inferInsert): Promise<void> {
  await db
    .insert(tracks)
    .values(row)
    .onConflictDoUpdate({ target: tracks.filePath, set: { title: row.title, artist: row.artist, durationMs: row.durationMs, bitrateKbps: row.bitrateKbps } });
}

export async function insertPlay(db: Db, row: typeof plays.$inferInsert): Promise<void> {
  await db.insert(plays).values(row);
}

export async function recentPlays(db: Db, limit: number) {
  return db.select().from(plays).orderBy(desc(plays.startedAt)).limit(limit);
}
