import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { comments, prayerMarks, threadFollows, threadLikes, threads } from '../../db/schema/community.ts';

/** The author's columns every thread and comment row carries. */
interface AuthorColumns {
  author_id: string;
  username: string;
  display_name: string;
  city: string;
  country: string;
  avatar_url: string | null;
}

export interface ThreadRow extends AuthorColumns {
  id: string;
  title: string;
  category: string;
  content: string;
  is_anonymous: boolean;
  is_pinned: boolean;
  is_hidden: boolean;
  likes_count: number;
  replies_count: number;
  prayers_count: number;
  answered_at: Date | string | null;
  answer_update: string | null;
  created_at: Date | string;
  last_activity_at: Date | string;
  is_liked: boolean;
  is_following: boolean;
  prayed_today: boolean;
  rank: string | null;
}

export type SortKey = 'recent' | 'popular' | 'search';

export interface ListFilter {
  viewerId: string | null;
  includeHidden: boolean;
  today: string;
  categories?: string[] | undefined;
  search?: string | undefined;
  unanswered?: boolean;
  followingOnly?: boolean;
  authorId?: string | undefined;
  /** When listing someone's threads, anonymous ones show only to them and to staff. */
  includeAnonymousOfAuthor: boolean;
  sort: SortKey;
  after?: unknown[] | undefined;
  limit: number;
}

const viewerFlags = (viewerId: string | null, today: string) => sql`
  EXISTS (SELECT 1 FROM thread_likes l WHERE l.thread_id = t.id AND l.user_id = ${viewerId}::uuid) AS is_liked,
  EXISTS (SELECT 1 FROM thread_follows f WHERE f.thread_id = t.id AND f.user_id = ${viewerId}::uuid) AS is_following,
  EXISTS (SELECT 1 FROM prayer_marks p WHERE p.thread_id = t.id AND p.user_id = ${viewerId}::uuid AND p.day = ${today}::date) AS prayed_today`;

const baseColumns = sql`t.id, t.title, t.category, t.content, t.is_anonymous, t.is_pinned, t.is_hidden, t.likes_count,
  t.replies_count, t.prayers_count, t.answered_at, t.answer_update, t.created_at, t.last_activity_at, t.author_id,
  u.username, u.display_name, u.city, u.country, u.avatar_url`;

/** One page of threads, in keyset order: each page starts strictly after the previous one's last row. */
export async function listThreadRows(db: Db, f: ListFilter): Promise<ThreadRow[]> {
  const where: SQL[] = [];
  if (!f.includeHidden) where.push(sql`NOT t.is_hidden`);
  if (f.categories?.length) where.push(sql`t.category IN (${sql.join(f.categories.map((c) => sql`${c}`), sql`, `)})`);
  if (f.unanswered) where.push(sql`t.replies_count = 0`);
  if (f.followingOnly) where.push(sql`EXISTS (SELECT 1 FROM thread_follows f2 WHERE f2.thread_id = t.id AND f2.user_id = ${f.viewerId}::uuid)`);
  if (f.authorId) {
    where.push(sql`t.author_id = ${f.authorId}::uuid`);
    if (!f.includeAnonymousOfAuthor) where.push(sql`NOT t.is_anonymous`);
  }
  const query = f.search ? sql`websearch_to_tsquery('english', ${f.search})` : null;
  if (query) where.push(sql`t.search @@ ${query}`);
  const rank = query ? sql`round(ts_rank(t.search, ${query})::numeric, 6)` : sql`NULL::numeric`;

  let order: SQL;
  if (f.sort === 'search') {
    order = sql`rank DESC, t.id DESC`;
    if (f.after) where.push(sql`(${rank}, t.id) < (${String(f.after[0])}::numeric, ${String(f.after[1])}::uuid)`);
  } else if (f.sort === 'popular') {
    order = sql`(t.likes_count + t.replies_count) DESC, t.id DESC`;
    if (f.after) where.push(sql`((t.likes_count + t.replies_count), t.id) < (${Number(f.after[0])}::int, ${String(f.after[1])}::uuid)`);
  } else {
    order = sql`t.is_pinned DESC, t.last_activity_at DESC, t.id DESC`;
    if (f.after) {
      where.push(
        sql`(t.is_pinned, t.last_activity_at, t.id) < (${Boolean(f.after[0])}::boolean, ${String(f.after[1])}::timestamptz, ${String(f.after[2])}::uuid)`,
      );
    }
  }
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  return queryRows<ThreadRow>(
    db,
    sql`SELECT ${baseColumns}, ${viewerFlags(f.viewerId, f.today)}, ${rank} AS rank
        FROM threads t JOIN users u ON u.id = t.author_id
        ${whereSql}
        ORDER BY ${order}
        LIMIT ${f.limit}`,
  );
}

export async function findThreadRow(db: Db, id: string, viewerId: string | null, today: string): Promise<ThreadRow | null> {
  const rows = await queryRows<ThreadRow>(
    db,
    sql`SELECT ${baseColumns}, ${viewerFlags(viewerId, today)}, NULL AS rank
        FROM threads t JOIN users u ON u.id = t.author_id WHERE t.id = ${id}::uuid`,
  );
  return rows[0] ?? null;
}

export async function insertThread(db: Db, row: typeof threads.$inferInsert): Promise<string> {
  const [r] = await db.insert(threads).values(row).returning({ id: threads.id });
  return r!.id;
}

export async function updateThread(db: Db, id: string, patch: Partial<typeof threads.$inferInsert>): Promise<void> {
  await db.update(threads).set(patch).where(eq(threads.id, id));
}

export async function deleteThread(db: Db, id: string): Promise<void> {
  await db.delete(threads).where(eq(threads.id, id));
}

export async function follow(db: Db, threadId: string, userId: string): Promise<void> {
  await db.insert(threadFollows).values({ threadId, userId }).onConflictDoNothing();
}

export async function unfollow(db: Db, threadId: string, userId: string): Promise<void> {
  await db.delete(threadFollows).where(and(eq(threadFollows.threadId, threadId), eq(threadFollows.userId, userId)));
}

/** Toggles one member's like and keeps the counter in step, in one transaction. */
export async function toggleLike(db: Db, threadId: string, userId: string): Promise<{ likes: number; isLiked: boolean }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(threadLikes)
      .where(and(eq(threadLikes.threadId, threadId), eq(threadLikes.userId, userId)))
      .returning({ t: threadLikes.threadId });
    if (removed.length === 0) await tx.insert(threadLikes).values({ threadId, userId }).onConflictDoNothing();
    const delta = removed.length ? -1 : 1;
    const [row] = await tx
      .update(threads)
      .set({ likesCount: sql`${threads.likesCount} + ${delta}` })
      .where(eq(threads.id, threadId))
      .returning({ likes: threads.likesCount });
    return { likes: row!.likes, isLiked: removed.length === 0 };
  });
}

/** Counts a member's prayer once per day. Answers whether this one counted. */
export async function markPrayed(db: Db, threadId: string, userId: string, day: string): Promise<{ prayers: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(prayerMarks).values({ threadId, userId, day }).onConflictDoNothing().returning({ t: prayerMarks.threadId });
    const [row] = await tx
      .update(threads)
      .set({ prayersCount: sql`${threads.prayersCount} + ${inserted.length}` })
      .where(eq(threads.id, threadId))
      .returning({ prayers: threads.prayersCount });
    return { prayers: row!.prayers, counted: inserted.length > 0 };
  });
}

export interface CommentRow extends AuthorColumns {
  id: string;
  parent_id: string | null;
  content: string;
  created_at: Date | string;
  is_hidden: boolean;
}

export async function listCommentRows(db: Db, threadId: string, includeHidden: boolean): Promise<CommentRow[]> {
  return queryRows<CommentRow>(
    db,
    sql`SELECT c.id, c.parent_id, c.content, c.created_at, c.is_hidden, c.author_id,
               u.username, u.display_name, u.city, u.country, u.avatar_url
        FROM comments c JOIN users u ON u.id = c.author_id
        WHERE c.thread_id = ${threadId}::uuid ${includeHidden ? sql`` : sql`AND NOT c.is_hidden`}
        ORDER BY c.created_at, c.id
        LIMIT 1000`,
  );
}

export async function findComment(db: Db, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row ?? null;
}

export async function insertComment(db: Db, row: typeof comments.$inferInsert, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [c] = await tx.insert(comments).values(row).returning({ id: comments.id });
    await tx
      .update(threads)
      .set({ repliesCount: sql`${threads.repliesCount} + 1`, lastActivityAt: now })
      .where(eq(threads.id, row.threadId));
    return c!.id;
  });
}

export async function findUsersByUsernames(db: Db, names: string[]) {
  if (!names.length) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names.map((n) => n.toLowerCase())));
}

export async function communityTotals(db: Db, prayerCats: string[]) {
  const rows = await queryRows<{ members: number; discussions: number; prayers: number; comments: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM users) AS members,
               (SELECT count(*)::int FROM threads WHERE NOT is_hidden) AS discussions,
               (SELECT count(*)::int FROM threads WHERE NOT is_hidden AND category IN (${sql.join(prayerCats.map((c) => sql`${c}`), sql`, `)})) AS prayers,
               (SELECT count(*)::int FROM comments WHERE NOT is_hidden) AS comments`,
  );
  return rows[0]!;
}

export async function memberActivity(db: Db, userId: string) {
  const [d] = await db.select({ n: count() }).from(threads).where(and(eq(threads.authorId, userId), eq(threads.isHidden, false)));
  const [c] = await db.select({ n: count() }).from(comments).where(and(eq(comments.authorId, userId), eq(comments.isHidden, false)));
  const [p] = await db.select({ n: count() }).from(prayerMarks).where(eq(prayerMarks.userId, userId));
  return { discussions: d!.n, comments: c!.n, prayers: p!.n };
}

export async function threadCount(db: Db): Promise<number> {
  const [r] = await db.select({ n: count() }).from(threads);
  return r!.n;
}

export async function listMemberComments(db: Db, userId: string, limit: number) {
  return queryRows<{ id: string; content: string; created_at: Date | string; thread_id: string; thread_title: string }>(
    db,
    sql`SELECT c.id, c.content, c.created_at, t.id AS thread_id, t.title AS thread_title
        FROM comments c JOIN threads t ON t.id = c.thread_id
        WHERE c.author_id = ${userId}::uuid AND NOT c.is_hidden AND NOT t.is_hidden
        ORDER BY c.created_at DESC LIMIT ${limit}`,
  );
}
