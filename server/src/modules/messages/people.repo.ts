import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { BlockState } from '@selah/contracts/messages';

// Follows and blocks between members (migration 0037).

/** Answers whether a follow was added (false: it was there already). */
export async function follow(db: Db, followerId: string, followeeId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ x: number }>(
    db,
    sql`INSERT INTO user_follows (follower_id, followee_id, created_at)
        VALUES (${followerId}::uuid, ${followeeId}::uuid, ${now.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING 1 AS x`,
  );
  return rows.length > 0;
}

export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<void> {
  await db.execute(sql`DELETE FROM user_follows WHERE follower_id = ${followerId}::uuid AND followee_id = ${followeeId}::uuid`);
}

export async function followCounts(db: Db, userId: string, viewerId: string | null) {
  const [row] = await queryRows<{ followers: number; following: number; isFollowing: boolean }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM user_follows WHERE followee_id = ${userId}::uuid) AS followers,
               (SELECT count(*)::int FROM user_follows WHERE follower_id = ${userId}::uuid) AS following,
               EXISTS (SELECT 1 FROM user_follows WHERE follower_id = ${viewerId}::uuid AND followee_id = ${userId}::uuid) AS "isFollowing"`,
  );
  return row!;
}

/** Everyone who follows this member, but those who blocked them or whom they blocked. */
export async function followerIds(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT f.follower_id AS id FROM user_follows f
        WHERE f.followee_id = ${userId}::uuid
          AND NOT EXISTS (SELECT 1 FROM user_blocks b
                          WHERE (b.blocker_id = f.follower_id AND b.blocked_id = f.followee_id)
                             OR (b.blocker_id = f.followee_id AND b.blocked_id = f.follower_id))`,
  );
  return rows.map((r) => r.id);
}

/** Blocks, and ends follows both ways: a blocked member hears nothing more of the one who blocked them. */
export async function block(db: Db, blockerId: string, blockedId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO user_blocks (blocker_id, blocked_id, created_at)
          VALUES (${blockerId}::uuid, ${blockedId}::uuid, ${now.toISOString()}::timestamptz) ON CONFLICT DO NOTHING`,
    );
    await tx.execute(
      sql`DELETE FROM user_follows WHERE (follower_id = ${blockerId}::uuid AND followee_id = ${blockedId}::uuid)
                                      OR (follower_id = ${blockedId}::uuid AND followee_id = ${blockerId}::uuid)`,
    );
  });
}

export async function unblock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(sql`DELETE FROM user_blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${blockedId}::uuid`);
}

/** Who blocked whom between the viewer and another member ('by_you' wins when both did). */
export async function blockState(db: Db, viewerId: string, otherId: string): Promise<BlockState> {
  const rows = await queryRows<{ blockerId: string }>(
    db,
    sql`SELECT blocker_id AS "blockerId" FROM user_blocks
        WHERE (blocker_id = ${viewerId}::uuid AND blocked_id = ${otherId}::uuid)
           OR (blocker_id = ${otherId}::uuid AND blocked_id = ${viewerId}::uuid)`,
  );
  if (rows.some((r) => r.blockerId === viewerId)) return 'by_you';
  return rows.length ? 'by_them' : 'none';
}
