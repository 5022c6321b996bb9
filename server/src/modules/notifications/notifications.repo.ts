import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { uuidArray } from '../../db/uuid.ts';
import type { NotificationRow } from './render.ts';

/** What happened, for whom it is stored (the recipients come separately). */
export interface NotificationFact {
  type: string;
  threadId: string | null;
  eventId: string | null;
  subject: string;
  actorId: string | null;
  /** null: the actor is not named (anonymous). */
  actorName: string | null;
  title?: string | null;
  body?: string | null;
  metadata?: Record<string, unknown>;
}

const columns = sql`n.id, n.user_id AS "userId", n.type, n.thread_id AS "threadId", n.event_id AS "eventId", n.subject,
  n.actor_name AS "actorName", cardinality(n.actor_ids)::int AS "actorCount", n.title, n.body, n.metadata,
  n.read_at AS "readAt", n.created_at AS "createdAt"`;

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const normalise = (r: NotificationRow): NotificationRow => ({
  ...r,
  metadata: r.metadata ?? {},
  readAt: r.readAt ? toDate(r.readAt) : null,
  createdAt: toDate(r.createdAt),
});

/** A stored notification with its member's unread count right after the write. */
export type StoredNotification = NotificationRow & { unreadCount: number };

/**
 * Stores one notification for each recipient in ONE statement (10,000 followers are one
 * INSERT … SELECT). Members who turned this kind's inbox off get nothing. While a member's
 * notification of the same kind about the same thread is unread, it is updated instead:
 * the new actor joins its actors (once), it names them, and it moves to now, still unread.
 * Each member's unread count comes back too: the count before the statement (its snapshot),
 * plus one where a row was inserted rather than updated (xmax = 0).
 */
export async function upsertNotifications(
  db: Db,
  fact: NotificationFact,
  userIds: readonly string[],
  now: Date,
): Promise<StoredNotification[]> {
  if (!userIds.length) return [];
  const actors = fact.actorId ? uuidArray([fact.actorId]) : sql`'{}'::uuid[]`;
  const recipients = uuidArray(userIds);
  const rows = await queryRows<{ id: string; userId: string; actorCount: number; unreadCount: number }>(
    db,
    sql`WITH written AS (
          INSERT INTO notifications AS n (user_id, type, thread_id, event_id, subject, actor_name, actor_ids, title, body, metadata, created_at)
          SELECT r.id, ${fact.type}, ${fact.threadId}::uuid, ${fact.eventId}, ${fact.subject}, ${fact.actorName}, ${actors},
                 ${fact.title ?? null}, ${fact.body ?? null}, ${JSON.stringify(fact.metadata ?? {})}::jsonb, ${now.toISOString()}::timestamptz
          FROM unnest(${recipients}) AS r(id)
          WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = r.id AND p.type = ${fact.type} AND NOT p.in_app)
          ON CONFLICT (user_id, type, thread_id) WHERE read_at IS NULL AND thread_id IS NOT NULL
          DO UPDATE SET
            actor_ids = CASE WHEN n.actor_ids @> EXCLUDED.actor_ids THEN n.actor_ids ELSE n.actor_ids || EXCLUDED.actor_ids END,
            actor_name = EXCLUDED.actor_name, subject = EXCLUDED.subject, title = EXCLUDED.title, body = EXCLUDED.body,
            metadata = EXCLUDED.metadata, created_at = EXCLUDED.created_at
          RETURNING n.id, n.user_id, cardinality(n.actor_ids) AS actor_count, (n.xmax = 0) AS inserted)
        SELECT w.id, w.user_id AS "userId", w.actor_count::int AS "actorCount",
               (coalesce(c.n, 0) + CASE WHEN w.inserted THEN 1 ELSE 0 END)::int AS "unreadCount"
        FROM written w
        LEFT JOIN (SELECT user_id, count(*) AS n FROM notifications
                   WHERE read_at IS NULL AND user_id IN (SELECT user_id FROM written) GROUP BY user_id) c ON c.user_id = w.user_id`,
  );
  const common = {
    type: fact.type,
    threadId: fact.threadId,
    eventId: fact.eventId,
    subject: fact.subject,
    actorName: fact.actorName,
    title: fact.title ?? null,
    body: fact.body ?? null,
    metadata: fact.metadata ?? {},
    readAt: null,
    createdAt: now,
  };
  return rows.map((r) => ({ ...common, id: r.id, userId: r.userId, actorCount: r.actorCount, unreadCount: r.unreadCount }));
}

/** Unread counts of many members in one query (members with none are left out). */
export async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await queryRows<{ userId: string; n: number }>(
    db,
    sql`SELECT user_id AS "userId", count(*)::int AS n FROM notifications
        WHERE read_at IS NULL AND user_id = ANY(${uuidArray(userIds)}) GROUP BY user_id`,
  );
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

export interface ListQuery {
  userId: string;
  types: readonly string[] | null;
  unreadOnly: boolean;
  after?: { createdAt: string; id: string } | undefined;
  limit: number;
}

/** One page of a member's inbox, newest first, in keyset order (created_at, id). */
export async function listNotifications(db: Db, q: ListQuery): Promise<NotificationRow[]> {
  const where: SQL[] = [sql`n.user_id = ${q.userId}::uuid`];
  if (q.types)
    where.push(
      sql`n.type IN (${sql.join(
        q.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (q.unreadOnly) where.push(sql`n.read_at IS NULL`);
  if (q.after) where.push(sql`(n.created_at, n.id) < (${q.after.createdAt}::timestamptz, ${q.after.id}::uuid)`);
  const rows = await queryRows<NotificationRow>(
    db,
    sql`SELECT ${columns} FROM notifications n WHERE ${sql.join(where, sql` AND `)}
        ORDER BY n.created_at DESC, n.id DESC LIMIT ${q.limit}`,
  );
  return rows.map(normalise);
}

/** Marks one of the member's notifications read (kept read if it already was); null when not theirs. */
export async function markRead(db: Db, id: string, userId: string, now: Date): Promise<NotificationRow | null> {
  const rows = await queryRows<NotificationRow>(
    db,
    sql`UPDATE notifications AS n SET read_at = coalesce(n.read_at, ${now.toISOString()}::timestamptz)
        WHERE n.id = ${id}::uuid AND n.user_id = ${userId}::uuid RETURNING ${columns}`,
  );
  return rows[0] ? normalise(rows[0]) : null;
}

/** Marks read the member's unread notifications of one kind from one actor (a conversation read elsewhere); answers how many. */
export async function markReadFrom(db: Db, userId: string, type: string, actorId: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = ${now.toISOString()}::timestamptz
        WHERE user_id = ${userId}::uuid AND type = ${type} AND read_at IS NULL AND actor_ids @> ARRAY[${actorId}::uuid] RETURNING id`,
  );
  return rows.length;
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = ${now.toISOString()}::timestamptz
        WHERE user_id = ${userId}::uuid AND read_at IS NULL RETURNING id`,
  );
  return rows.length;
}

export async function deleteNotification(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM notifications WHERE id = ${id}::uuid AND user_id = ${userId}::uuid RETURNING id`,
  );
  return rows.length > 0;
}

/** What a digest lists: the member's unread notifications of these kinds since `since`. */
export async function digestRows(db: Db, userId: string, types: readonly string[], since: Date): Promise<NotificationRow[]> {
  if (!types.length) return [];
  const rows = await queryRows<NotificationRow>(
    db,
    sql`SELECT ${columns} FROM notifications n
        WHERE n.user_id = ${userId}::uuid AND n.read_at IS NULL AND n.created_at > ${since.toISOString()}::timestamptz
          AND n.type IN (${sql.join(
            types.map((t) => sql`${t}`),
            sql`, `,
          )})
        ORDER BY n.created_at DESC LIMIT 50`,
  );
  return rows.map(normalise);
}
