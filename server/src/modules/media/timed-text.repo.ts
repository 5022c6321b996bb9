import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type TimedTextKind = 'transcript' | 'chapters';
export type TimedTextOwner = { episodeId: string } | { videoId: string };

const ownedBy = (owner: TimedTextOwner) =>
  'episodeId' in owner ? sql`episode_id = ${owner.episodeId}::uuid` : sql`video_id = ${owner.videoId}::uuid`;

/** The stored text (WebVTT or JSON chapters), or null. */
export async function findTimedText(db: Db, owner: TimedTextOwner, kind: TimedTextKind): Promise<string | null> {
  const [row] = await queryRows<{ body: string }>(db, sql`SELECT body FROM media_timed_texts WHERE ${ownedBy(owner)} AND kind = ${kind}`);
  return row?.body ?? null;
}

/** Puts (or replaces) an episode's or video's transcript or chapters. */
export async function putTimedText(db: Db, owner: TimedTextOwner, kind: TimedTextKind, body: string, at: Date): Promise<void> {
  const episodeId = 'episodeId' in owner ? owner.episodeId : null;
  const videoId = 'videoId' in owner ? owner.videoId : null;
  const conflict = episodeId ? sql`(episode_id, kind) WHERE episode_id IS NOT NULL` : sql`(video_id, kind) WHERE video_id IS NOT NULL`;
  await db.execute(
    sql`INSERT INTO media_timed_texts (episode_id, video_id, kind, body, updated_at)
        VALUES (${episodeId}::uuid, ${videoId}::uuid, ${kind}, ${body}, ${at.toISOString()}::timestamptz)
        ON CONFLICT ${conflict} DO UPDATE SET body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
  );
}

/** Removes it; true when there was one. */
export async function deleteTimedText(db: Db, owner: TimedTextOwner, kind: TimedTextKind): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM media_timed_texts WHERE ${ownedBy(owner)} AND kind = ${kind} RETURNING id`,
  );
  return rows.length > 0;
}
