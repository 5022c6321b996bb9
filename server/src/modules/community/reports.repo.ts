import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { recountReplies } from './comments.repo.ts';

export type TargetType = 'thread' | 'comment';
export type Resolution = 'dismiss' | 'hide' | 'delete';

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** A reported post as moderation sees it (null when it is gone). */
export interface TargetRow {
  targetType: TargetType;
  id: string;
  threadId: string;
  threadTitle: string;
  content: string;
  authorId: string;
  isHidden: boolean;
  hiddenReason: string | null;
  threadHidden: boolean;
  parentId: string | null;
}

export async function findTarget(db: Db, type: TargetType, id: string): Promise<TargetRow | null> {
  const rows =
    type === 'comment'
      ? await queryRows<TargetRow>(
          db,
          sql`SELECT 'comment' AS "targetType", c.id, c.thread_id AS "threadId", t.title AS "threadTitle", c.content, c.author_id AS "authorId",
                c.is_hidden AS "isHidden", c.hidden_reason AS "hiddenReason", t.is_hidden AS "threadHidden", c.parent_id AS "parentId"
              FROM comments c JOIN threads t ON t.id = c.thread_id WHERE c.id = ${id}::uuid`,
        )
      : await queryRows<TargetRow>(
          db,
          sql`SELECT 'thread' AS "targetType", t.id, t.id AS "threadId", t.title AS "threadTitle", t.content, t.author_id AS "authorId",
                t.is_hidden AS "isHidden", t.hidden_reason AS "hiddenReason", t.is_hidden AS "threadHidden", NULL AS "parentId"
              FROM threads t WHERE t.id = ${id}::uuid`,
        );
  return rows[0] ?? null;
}

/** Answers the new report's id, or null when this member already reported this post. */
export async function insertReport(
  db: Db,
  r: { targetType: TargetType; targetId: string; reporterId: string; reason: string; details: string; now: Date },
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO reports (target_type, target_id, reporter_id, reason, details, created_at)
        VALUES (${r.targetType}, ${r.targetId}::uuid, ${r.reporterId}::uuid, ${r.reason}, ${r.details}, ${r.now.toISOString()}::timestamptz)
        ON CONFLICT (target_type, target_id, reporter_id) DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

/** How many different members have an open report on this post. */
export async function openReporters(db: Db, type: TargetType, id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT reporter_id)::int AS n FROM reports WHERE target_type = ${type} AND target_id = ${id}::uuid AND resolved_at IS NULL`,
  );
  return row!.n;
}

export async function resolveReports(db: Db, type: TargetType, id: string, by: string, resolution: Resolution, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE reports SET resolved_at = ${now.toISOString()}::timestamptz, resolved_by = ${by}::uuid, resolution = ${resolution}
        WHERE target_type = ${type} AND target_id = ${id}::uuid AND resolved_at IS NULL RETURNING id`,
  );
  return rows.length;
}

export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT target_type, target_id FROM reports WHERE resolved_at IS NULL) open`,
  );
  return row!.n;
}

export interface QueueRow {
  targetType: TargetType;
  targetId: string;
  reports: Array<{ id: string; reason: string; details: string; reporter: string; createdAt: string }>;
  firstReportedAt: Date;
}

/** Open reports grouped by post, oldest first. */
export async function openQueue(db: Db, limit: number): Promise<QueueRow[]> {
  const rows = await queryRows<QueueRow>(
    db,
    sql`SELECT r.target_type AS "targetType", r.target_id AS "targetId", min(r.created_at) AS "firstReportedAt",
          json_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'reporter', u.username, 'createdAt', r.created_at)
            ORDER BY r.created_at) AS reports
        FROM reports r JOIN users u ON u.id = r.reporter_id
        WHERE r.resolved_at IS NULL
        GROUP BY r.target_type, r.target_id ORDER BY min(r.created_at) LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    firstReportedAt: toDate(r.firstReportedAt),
    reports: (typeof r.reports === 'string' ? (JSON.parse(r.reports) as QueueRow['reports']) : r.reports).map((x) => ({
      ...x,
      createdAt: toDate(x.createdAt).toISOString(),
    })),
  }));
}

/** Reports a member sent, newest first. */
export async function reportsBy(db: Db, userId: string, limit: number) {
  const rows = await queryRows<{
    id: string;
    targetType: string;
    targetId: string;
    reason: string;
    createdAt: unknown;
    resolution: string | null;
  }>(
    db,
    sql`SELECT id, target_type AS "targetType", target_id AS "targetId", reason, created_at AS "createdAt", resolution
        FROM reports WHERE reporter_id = ${userId}::uuid ORDER BY created_at DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, createdAt: toDate(r.createdAt).toISOString() }));
}

// ---------------------------------------------------------------- hiding and deleting posts

/** Hides or shows a reply, keeping the thread's reply count to what members see. Answers false if nothing changed. */
export async function setCommentHidden(db: Db, id: string, hidden: boolean, reason: string | null, now: Date): Promise<boolean> {
  const rows = await queryRows<{ threadId: string }>(
    db,
    sql`UPDATE comments SET is_hidden = ${hidden}, hidden_at = ${hidden ? now.toISOString() : null}::timestamptz, hidden_reason = ${reason}
        WHERE id = ${id}::uuid AND is_hidden = ${!hidden} RETURNING thread_id AS "threadId"`,
  );
  if (!rows[0]) return false;
  await recountReplies(db, rows[0].threadId);
  return true;
}

export async function setThreadHidden(db: Db, id: string, hidden: boolean, reason: string | null, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE threads SET is_hidden = ${hidden}, hidden_at = ${hidden ? now.toISOString() : null}::timestamptz, hidden_reason = ${reason}
        WHERE id = ${id}::uuid AND is_hidden = ${!hidden} RETURNING id`,
  );
  return rows.length > 0;
}

/** Deletes a reply and the replies under it; the thread's count loses the ones members saw. */
export async function deleteComment(db: Db, id: string): Promise<void> {
  const rows = await queryRows<{ threadId: string }>(
    db,
    sql`DELETE FROM comments WHERE id = ${id}::uuid OR parent_id = ${id}::uuid RETURNING thread_id AS "threadId"`,
  );
  if (rows[0]) await recountReplies(db, rows[0].threadId);
}

export async function deleteThread(db: Db, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM threads WHERE id = ${id}::uuid`);
}

/** A member's latest discussions and replies, hidden ones included (the console's member page). */
export async function postsOf(db: Db, userId: string, limit: number) {
  type Row = { id: string; threadId: string; title: string; content: string; isHidden: boolean; createdAt: unknown };
  const threads = await queryRows<Row>(
    db,
    sql`SELECT id, id AS "threadId", title, content, is_hidden AS "isHidden", created_at AS "createdAt"
        FROM threads WHERE author_id = ${userId}::uuid ORDER BY created_at DESC LIMIT ${limit}`,
  );
  const replies = await queryRows<Row>(
    db,
    sql`SELECT c.id, c.thread_id AS "threadId", t.title, c.content, c.is_hidden AS "isHidden", c.created_at AS "createdAt"
        FROM comments c JOIN threads t ON t.id = c.thread_id WHERE c.author_id = ${userId}::uuid ORDER BY c.created_at DESC LIMIT ${limit}`,
  );
  const view = (r: Row) => ({ ...r, createdAt: toDate(r.createdAt).toISOString() });
  return { threads: threads.map(view), replies: replies.map(view) };
}
