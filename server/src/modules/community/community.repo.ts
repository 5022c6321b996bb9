import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { threads } from '../../db/schema/community.ts';

/** A thread as the service sees it, with what the viewer did to it. */
export interface ThreadRow {
  id: string;
  authorId: string;
  title: string;
  category: string;
  content: string;
  isAnonymous: boolean;
  isPinned: boolean;
  isHidden: boolean;
  likesCount: number;
  repliesCount: number;
  prayersCount: number;
  answeredAt: Date | null;
  answerUpdate: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  isLiked: boolean;
  isFollowing: boolean;
  prayedToday: boolean;
  rank: string | null;
}

export type SortKey = 'recent' | 'popular' | 'search';
/** Where the previous page ended, in the sort's own key order. */
export type ThreadCursor =
  | { sort: 'recent'; isPinned: boolean; lastActivityAt: string; id: string }
  | { sort: 'popular'; score: number; id: string }
  | { sort: 'search'; rank: string; id: string };

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
  after?: ThreadCursor | undefined;
  limit: number;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const normalise = (r: ThreadRow): ThreadRow => ({
  ...r,
  createdAt: toDate(r.createdAt),
  lastActivityAt: toDate(r.lastActivityAt),
  answeredAt: r.answeredAt ? toDate(r.answeredAt) : null,
});

/** A visitor's page is the same for everyone (and cacheable): the viewer's flags come separately. */
const flags = (viewerId: string | null, today: string) =>
  viewerId === null
    ? sql`false AS "isLiked", false AS "isFollowing", false AS "prayedToday"`
    : sql`EXISTS (SELECT 1 FROM thread_likes l WHERE l.thread_id = t.id AND l.user_id = ${viewerId}::uuid) AS "isLiked",
  EXISTS (SELECT 1 FROM thread_follows f WHERE f.thread_id = t.id AND f.user_id = ${viewerId}::uuid) AS "isFollowing",
  EXISTS (SELECT 1 FROM prayer_marks p WHERE p.thread_id = t.id AND p.user_id = ${viewerId}::uuid AND p.day = ${today}::date) AS "prayedToday"`;

const columns = (viewerId: string | null, today: string) => sql`
  t.id, t.author_id AS "authorId", t.title, t.category, t.content, t.is_anonymous AS "isAnonymous",
  t.is_pinned AS "isPinned", t.is_hidden AS "isHidden", t.likes_count AS "likesCount",
  t.replies_count AS "repliesCount", t.prayers_count AS "prayersCount", t.answered_at AS "answeredAt",
  t.answer_update AS "answerUpdate", t.created_at AS "createdAt", t.last_activity_at AS "lastActivityAt",
  ${flags(viewerId, today)}`;

function keysetAfter(after: ThreadCursor, rank: SQL): SQL {
  if (after.sort === 'search') return sql`(${rank}, t.id) < (${after.rank}::numeric, ${after.id}::uuid)`;
  if (after.sort === 'popular') return sql`((t.likes_count + t.replies_count), t.id) < (${after.score}::int, ${after.id}::uuid)`;
  return sql`(t.is_pinned, t.last_activity_at, t.id) < (${after.isPinned}::boolean, ${after.lastActivityAt}::timestamptz, ${after.id}::uuid)`;
}

const orders: Record<SortKey, SQL> = {
  search: sql`rank DESC, t.id DESC`,
  popular: sql`(t.likes_count + t.replies_count) DESC, t.id DESC`,
  recent: sql`t.is_pinned DESC, t.last_activity_at DESC, t.id DESC`,
};

/** One page of threads, in keyset order: each page starts strictly after the previous one's last row. */
export async function listThreadRows(db: Db, f: ListFilter): Promise<ThreadRow[]> {
  const where: SQL[] = [];
  if (!f.includeHidden) where.push(sql`NOT t.is_hidden`);
  if (f.categories?.length)
    where.push(
      sql`t.category IN (${sql.join(
        f.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (f.unanswered) where.push(sql`t.replies_count = 0`);
  if (f.followingOnly)
    where.push(sql`EXISTS (SELECT 1 FROM thread_follows f2 WHERE f2.thread_id = t.id AND f2.user_id = ${f.viewerId}::uuid)`);
  if (f.authorId) {
    where.push(sql`t.author_id = ${f.authorId}::uuid`);
    if (!f.includeAnonymousOfAuthor) where.push(sql`NOT t.is_anonymous`);
  }
  const query = f.search ? sql`websearch_to_tsquery('english', ${f.search})` : null;
  if (query) where.push(sql`t.search @@ ${query}`);
  const rank = query ? sql`round(ts_rank(t.search, ${query})::numeric, 6)` : sql`NULL::numeric`;
  if (f.after && f.after.sort === f.sort) where.push(keysetAfter(f.after, rank));
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const rows = await queryRows<ThreadRow>(
    db,
    sql`SELECT ${columns(f.viewerId, f.today)}, ${rank}::text AS rank
        FROM threads t ${whereSql} ORDER BY ${orders[f.sort]} LIMIT ${f.limit}`,
  );
  return rows.map(normalise);
}

/** What one member did to each of these threads: liked, follows, prayed today. */
export async function viewerFlags(db: Db, viewerId: string, ids: string[], today: string) {
  if (!ids.length) return new Map<string, { isLiked: boolean; isFollowing: boolean; prayedToday: boolean }>();
  const rows = await queryRows<{ id: string; isLiked: boolean; isFollowing: boolean; prayedToday: boolean }>(
    db,
    sql`SELECT t.id, ${flags(viewerId, today)} FROM threads t WHERE t.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map(({ id, ...f }) => [id, f]));
}

export async function findThreadRow(db: Db, id: string, viewerId: string | null, today: string): Promise<ThreadRow | null> {
  const rows = await queryRows<ThreadRow>(
    db,
    sql`SELECT ${columns(viewerId, today)}, NULL AS rank FROM threads t WHERE t.id = ${id}::uuid`,
  );
  return rows[0] ? normalise(rows[0]) : null;
}

/** What listeners (notifications) need to know of a thread. */
export async function findThreadSummary(db: Db, id: string) {
  const [row] = await db
    .select({
      id: threads.id,
      title: threads.title,
      category: threads.category,
      authorId: threads.authorId,
      isAnonymous: threads.isAnonymous,
      isPinned: threads.isPinned,
    })
    .from(threads)
    .where(eq(threads.id, id))
    .limit(1);
  return row ?? null;
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
