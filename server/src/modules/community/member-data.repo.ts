import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** What a member wrote and marked in the community, for their data export (issue 29). */
export async function communityDataOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const [threads, replies, prayers, likes, follows, reports] = await Promise.all([
    queryRows(
      db,
      sql`SELECT id, category, title, content, is_anonymous AS "anonymous", answered_at AS "answeredAt",
            answer_update AS "answerUpdate", created_at AS "createdAt", updated_at AS "updatedAt"
          FROM threads WHERE author_id = ${userId}::uuid ORDER BY created_at, id`,
    ),
    queryRows(
      db,
      sql`SELECT c.id, c.thread_id AS "threadId", t.title AS "threadTitle", c.content, c.created_at AS "createdAt"
          FROM comments c JOIN threads t ON t.id = c.thread_id WHERE c.author_id = ${userId}::uuid ORDER BY c.created_at, c.id`,
    ),
    queryRows(
      db,
      sql`SELECT p.thread_id AS "threadId", t.title AS "threadTitle", p.day::text AS day, p.created_at AS "createdAt"
          FROM prayer_marks p JOIN threads t ON t.id = p.thread_id WHERE p.user_id = ${userId}::uuid ORDER BY p.created_at`,
    ),
    queryRows(
      db,
      sql`SELECT l.thread_id AS "threadId", t.title AS "threadTitle", l.created_at AS "createdAt"
          FROM thread_likes l JOIN threads t ON t.id = l.thread_id WHERE l.user_id = ${userId}::uuid ORDER BY l.created_at`,
    ),
    queryRows(
      db,
      sql`SELECT f.thread_id AS "threadId", t.title AS "threadTitle", f.created_at AS "createdAt"
          FROM thread_follows f JOIN threads t ON t.id = f.thread_id WHERE f.user_id = ${userId}::uuid ORDER BY f.created_at`,
    ),
    queryRows(
      db,
      sql`SELECT target_type AS "targetType", target_id AS "targetId", reason, details, created_at AS "createdAt"
          FROM reports WHERE reporter_id = ${userId}::uuid ORDER BY created_at`,
    ),
  ]);
  return { threads, replies, prayers, likes, follows, reports };
}

/**
 * A deleted account's community part: the discussions and replies stay (their author shows as a
 * former member), the 'I prayed' marks and likes stay behind the counts they make; what would
 * still reach the person (followed discussions) goes.
 */
export async function forgetCommunityMember(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM thread_follows WHERE user_id = ${userId}::uuid`);
}
