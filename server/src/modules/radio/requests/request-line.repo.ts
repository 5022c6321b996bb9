import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, max, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { autodjRules, playlistTracks, plays, tracks } from '../../../db/schema/radio.ts';
import { songRequests, studioMessages } from '../../../db/schema/requests.ts';

export type StudioMessageRow = typeof studioMessages.$inferSelect;

/** Songs listeners may ask for (the jingles are not songs): one by id, or those whose title or artist holds `query`. */
export async function requestableTracks(db: Db, filter: { query: string } | { id: string }, limit: number) {
  const query = 'query' in filter ? filter.query : '';
  const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const jingles = db
    .select({ id: playlistTracks.trackId })
    .from(playlistTracks)
    .innerJoin(autodjRules, eq(autodjRules.jinglePlaylistId, playlistTracks.playlistId));
  return db
    .select({ id: tracks.id, title: tracks.title, artist: tracks.artist })
    .from(tracks)
    .where(
      and(
        'id' in filter ? eq(tracks.id, filter.id) : undefined,
        like ? or(ilike(tracks.title, like), ilike(tracks.artist, like)) : undefined,
        notInArray(tracks.id, jingles),
      ),
    )
    .orderBy(asc(tracks.title), asc(tracks.artist))
    .limit(limit);
}

/** When each of these songs last played, and was last asked for (or is still waiting), since `since`. */
export async function recentUse(db: Db, trackIds: string[], since: Date) {
  if (!trackIds.length) return { played: new Map<string, Date>(), requested: new Map<string, Date>() };
  const playedRows = await db
    .select({ id: plays.trackId, at: max(plays.startedAt) })
    .from(plays)
    .where(and(inArray(plays.trackId, trackIds), gte(plays.startedAt, since)))
    .groupBy(plays.trackId);
  const requestedRows = await db
    .select({ id: songRequests.trackId, at: max(songRequests.createdAt) })
    .from(songRequests)
    .where(and(inArray(songRequests.trackId, trackIds), or(gte(songRequests.createdAt, since), eq(songRequests.status, 'pending'))))
    .groupBy(songRequests.trackId);
  const toMap = (rows: Array<{ id: string | null; at: Date | string | null }>) =>
    new Map(rows.filter((r) => r.id && r.at).map((r) => [r.id!, new Date(r.at!)]));
  return { played: toMap(playedRows), requested: toMap(requestedRows) };
}

/** The requester's latest request since `since`, or null. */
export async function lastRequestBy(db: Db, requester: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(songRequests.createdAt) })
    .from(songRequests)
    .where(and(eq(songRequests.requester, requester), gt(songRequests.createdAt, since)));
  return row?.at ? new Date(row.at) : null;
}

export async function insertRequest(db: Db, row: typeof songRequests.$inferInsert) {
  const [created] = await db.insert(songRequests).values(row).returning();
  return created!;
}

/** How many requests wait before this one. */
export async function pendingBefore(db: Db, createdAt: Date, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(songRequests)
    .where(
      and(
        eq(songRequests.status, 'pending'),
        or(
          sql`${songRequests.createdAt} < ${createdAt.toISOString()}::timestamptz`,
          and(eq(songRequests.createdAt, createdAt), sql`${songRequests.id} < ${id}`),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The waiting requests, oldest first, with their songs. */
export async function pendingRequests(db: Db, limit: number) {
  return db
    .select({
      requestId: songRequests.id,
      id: tracks.id,
      path: tracks.filePath,
      title: tracks.title,
      artist: tracks.artist,
      art: tracks.art,
    })
    .from(songRequests)
    .innerJoin(tracks, eq(tracks.id, songRequests.trackId))
    .where(eq(songRequests.status, 'pending'))
    .orderBy(asc(songRequests.createdAt), asc(songRequests.id))
    .limit(limit);
}

export async function markPlayed(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(songRequests)
    .set({ status: 'played', playedAt: at })
    .where(and(eq(songRequests.id, id), eq(songRequests.status, 'pending')));
}

/** Requests as the studio sees them, with their songs. */
const requestViews = (db: Db) =>
  db
    .select({
      id: songRequests.id,
      title: tracks.title,
      artist: tracks.artist,
      name: songRequests.name,
      status: songRequests.status,
      createdAt: songRequests.createdAt,
      readAt: songRequests.readAt,
    })
    .from(songRequests)
    .innerJoin(tracks, eq(tracks.id, songRequests.trackId));
export type RequestView = Awaited<ReturnType<ReturnType<typeof requestViews>['execute']>>[number];

export async function latestRequests(db: Db, limit: number): Promise<RequestView[]> {
  return requestViews(db).orderBy(desc(songRequests.createdAt)).limit(limit);
}

export async function findRequestView(db: Db, id: string): Promise<RequestView | null> {
  const [row] = await requestViews(db).where(eq(songRequests.id, id));
  return row ?? null;
}

export async function markRequestRead(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(songRequests)
    .set({ readAt: sql`coalesce(${songRequests.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(songRequests.id, id))
    .returning({ id: songRequests.id });
  return rows.length > 0;
}

export async function insertMessage(db: Db, row: typeof studioMessages.$inferInsert): Promise<StudioMessageRow> {
  const [created] = await db.insert(studioMessages).values(row).returning();
  return created!;
}

export async function latestMessages(db: Db, limit: number): Promise<StudioMessageRow[]> {
  return db.select().from(studioMessages).orderBy(desc(studioMessages.createdAt)).limit(limit);
}

export async function findMessage(db: Db, id: string): Promise<StudioMessageRow | null> {
  const [row] = await db.select().from(studioMessages).where(eq(studioMessages.id, id));
  return row ?? null;
}

export async function updateMessage(db: Db, id: string, set: { readAt?: Date; airedAt?: Date }): Promise<StudioMessageRow | null> {
  const [row] = await db
    .update(studioMessages)
    .set({ ...set, ...(set.airedAt ? { readAt: sql`coalesce(${studioMessages.readAt}, ${set.airedAt.toISOString()}::timestamptz)` } : {}) })
    .where(and(eq(studioMessages.id, id), set.readAt ? isNull(studioMessages.readAt) : undefined))
    .returning();
  return row ?? (await findMessage(db, id));
}
