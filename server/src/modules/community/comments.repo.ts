import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { comments, prayerMarks, threads } from '../../db/schema/community.ts';

export interface CommentRow {
  id: string;
  parentId: string | null;
  authorId: string;
  content: string;
  createdAt: Date;
  isHidden: boolean;
}

/** A thread's replies; hidden ones only for staff (`includeHidden`) and, their own, for `viewerId`. */
export async function listCommentRows(
  db: Db,
  threadId: string,
  includeHidden: boolean,
  viewerId: string | null = null,
): Promise<CommentRow[]> {
  const shown = viewerId ? or(eq(comments.isHidden, false), eq(comments.authorId, viewerId)) : eq(comments.isHidden, false);
  return db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      authorId: comments.authorId,
      content: comments.content,
      createdAt: comments.createdAt,
      isHidden: comments.isHidden,
    })
    .from(comments)
    .where(includeHidden ? eq(comments.threadId, threadId) : and(eq(comments.threadId, threadId), shown))
    .orderBy(comments.createdAt, comments.id)
    .limit(1000);
}

export async function findComment(db: Db, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row ?? null;
}

export async function insertComment(db: Db, row: typeof comments.$inferInsert, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [c] = await tx.insert(comments).values(row).returning({ id: comments.id });
    // An answer under a hidden reply (staff may write one) is hidden with it: not counted.
    const shown = row.parentId
      ? sql`(CASE WHEN EXISTS (SELECT 1 FROM comments p WHERE p.id = ${row.parentId}::uuid AND p.is_hidden) THEN 0 ELSE 1 END)`
      : sql`1`;
    await tx
      .update(threads)
      .set({ repliesCount: sql`${threads.repliesCount} + ${shown}`, lastActivityAt: now })
      .where(eq(threads.id, row.threadId));
    return c!.id;
  });
}

/** Replies members see (`c`): not hidden, and not under a hidden reply (`p`): hiding a reply hides the answers under it. */
const shownReplies = sql`comments c LEFT JOIN comments p ON p.id = c.parent_id WHERE NOT c.is_hidden AND NOT coalesce(p.is_hidden, false)`;

/** A thread's count of the replies members see, counted again (after a reply is hidden, shown or deleted). */
export async function recountReplies(db: Db, threadId: string): Promise<void> {
  await db.execute(
    sql`UPDATE threads t SET replies_count = (SELECT count(*)::int FROM ${shownReplies} AND c.thread_id = t.id)
        WHERE t.id = ${threadId}::uuid`,
  );
}

export async function communityTotals(db: Db, prayerCats: string[]) {
  const cats = sql.join(
    prayerCats.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await queryRows<{ discussions: number; prayers: number; comments: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM threads WHERE NOT is_hidden) AS discussions,
               (SELECT count(*)::int FROM threads WHERE NOT is_hidden AND category IN (${cats})) AS prayers,
               (SELECT count(*)::int FROM ${shownReplies}
                 AND EXISTS (SELECT 1 FROM threads t WHERE t.id = c.thread_id AND NOT t.is_hidden)) AS comments`,
  );
  return rows[0]!;
}

/**
 * A member's activity. For anyone but the member and staff, anonymous threads and the
 * member's replies inside them are left out: nothing public ties them to the author.
 */
export async function memberActivity(db: Db, userId: string, includeAnonymous: boolean) {
  const anon = includeAnonymous ? sql`` : sql`AND NOT t.is_anonymous`;
  const ownAnon = includeAnonymous ? sql`` : sql`AND NOT (t.is_anonymous AND t.author_id = c.author_id)`;
  const rows = await queryRows<{ discussions: number; comments: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM threads t WHERE t.author_id = ${userId}::uuid AND NOT t.is_hidden ${anon}) AS discussions,
               (SELECT count(*)::int FROM comments c JOIN threads t ON t.id = c.thread_id
                 WHERE c.author_id = ${userId}::uuid AND NOT c.is_hidden ${ownAnon}) AS comments`,
  );
  const [p] = await db.select({ n: count() }).from(prayerMarks).where(eq(prayerMarks.userId, userId));
  return { discussions: rows[0]!.discussions, comments: rows[0]!.comments, prayers: p!.n };
}

export async function threadCount(db: Db): Promise<number> {
  const [r] = await db.select({ n: count() }).from(threads);
  return r!.n;
}

export async function listMemberComments(db: Db, userId: string, limit: number, includeAnonymous: boolean) {
  const ownAnon = includeAnonymous ? sql`` : sql`AND NOT (t.is_anonymous AND t.author_id = c.author_id)`;
  const rows = await queryRows<{ id: string; content: string; createdAt: Date | string; threadId: string; threadTitle: string }>(
    db,
    sql`SELECT c.id, c.content, c.created_at AS "createdAt", t.id AS "threadId", t.title AS "threadTitle"
        FROM comments c JOIN threads t ON t.id = c.thread_id
        WHERE c.author_id = ${userId}::uuid AND NOT c.is_hidden AND NOT t.is_hidden ${ownAnon}
        ORDER BY c.created_at DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** Deletes the demo's threads, and the demo members' replies in other threads (which are counted again). */
export async function deleteDemoCommunity(db: Db, threadIds: string[], memberIds: string[]): Promise<void> {
  if (threadIds.length) await db.delete(threads).where(inArray(threads.id, threadIds));
  if (!memberIds.length) return;
  const touched = await db.delete(comments).where(inArray(comments.authorId, memberIds)).returning({ threadId: comments.threadId });
  for (const threadId of new Set(touched.map((r) => r.threadId))) await recountReplies(db, threadId);
}
