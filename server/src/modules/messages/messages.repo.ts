import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

// Direct messages (migration 0037). Every read is one member's own: their id is in each WHERE.

export interface MessageRow {
  id: string;
  senderId: string;
  recipientId: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  removedAt: Date | null;
}

const columns = sql`m.id, m.sender_id AS "senderId", m.recipient_id AS "recipientId", m.body, m.created_at AS "createdAt",
  m.read_at AS "readAt", m.removed_at AS "removedAt"`;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const normalise = <T extends MessageRow>(r: T): T => ({
  ...r,
  createdAt: toDate(r.createdAt),
  readAt: r.readAt ? toDate(r.readAt) : null,
  removedAt: r.removedAt ? toDate(r.removedAt) : null,
});
/** Neither member blocked the other (`a`, `b`: SQL for the two ids). */
const unblocked = (a: SQL, b: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = ${a} AND b.blocked_id = ${b}) OR (b.blocker_id = ${b} AND b.blocked_id = ${a}))`;

export async function insertMessage(db: Db, m: { from: string; to: string; text: string; now: Date }): Promise<MessageRow> {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`INSERT INTO direct_messages AS m (sender_id, recipient_id, body, created_at)
        VALUES (${m.from}::uuid, ${m.to}::uuid, ${m.text}, ${m.now.toISOString()}::timestamptz) RETURNING ${columns}`,
  );
  return normalise(row!);
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await queryRows<MessageRow>(db, sql`SELECT ${columns} FROM direct_messages m WHERE m.id = ${id}::uuid`);
  return row ? normalise(row) : null;
}

/** Whether `from` ever wrote to `to` (a new member may answer whoever wrote to them first). */
export async function hasWritten(db: Db, from: string, to: string): Promise<boolean> {
  const rows = await queryRows<{ x: number }>(
    db,
    sql`SELECT 1 AS x FROM direct_messages WHERE sender_id = ${from}::uuid AND recipient_id = ${to}::uuid LIMIT 1`,
  );
  return rows.length > 0;
}

export type ConversationRow = MessageRow & { otherId: string; unread: number };

/** The member's conversations (not with anyone blocked either way), the latest first, each with its last message. */
export async function conversations(db: Db, userId: string, limit: number): Promise<ConversationRow[]> {
  const me = sql`${userId}::uuid`;
  const rows = await queryRows<ConversationRow>(
    db,
    sql`WITH mine AS (
          SELECT ${columns}, CASE WHEN m.sender_id = ${me} THEN m.recipient_id ELSE m.sender_id END AS other
          FROM direct_messages m WHERE m.sender_id = ${me} OR m.recipient_id = ${me}),
        visible AS (SELECT * FROM mine WHERE ${unblocked(me, sql`mine.other`)}),
        latest AS (SELECT DISTINCT ON (other) * FROM visible ORDER BY other, "createdAt" DESC, id DESC)
        SELECT l.id, l."senderId", l."recipientId", l.body, l."createdAt", l."readAt", l."removedAt", l.other AS "otherId",
               (SELECT count(*)::int FROM visible v
                WHERE v.other = l.other AND v."recipientId" = ${me} AND v."readAt" IS NULL AND v."removedAt" IS NULL) AS unread
        FROM latest l ORDER BY l."createdAt" DESC, l.id DESC LIMIT ${limit}`,
  );
  return rows.map(normalise);
}

/** A page of one conversation, newest first: messages before `before` (a message of this conversation). */
export async function conversationPage(
  db: Db,
  q: { userId: string; otherId: string; before: string | undefined; limit: number },
): Promise<MessageRow[]> {
  const pair = sql`((m.sender_id = ${q.userId}::uuid AND m.recipient_id = ${q.otherId}::uuid)
                 OR (m.sender_id = ${q.otherId}::uuid AND m.recipient_id = ${q.userId}::uuid))`;
  const older = q.before
    ? sql`AND (m.created_at, m.id) < (SELECT c.created_at, c.id FROM direct_messages c WHERE c.id = ${q.before}::uuid)`
    : sql``;
  const rows = await queryRows<MessageRow>(
    db,
    sql`SELECT ${columns} FROM direct_messages m WHERE ${pair} ${older} ORDER BY m.created_at DESC, m.id DESC LIMIT ${q.limit}`,
  );
  return rows.map(normalise);
}

/** Marks what `otherId` sent the member read; answers how many. */
export async function markRead(db: Db, userId: string, otherId: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE direct_messages SET read_at = ${now.toISOString()}::timestamptz
        WHERE recipient_id = ${userId}::uuid AND sender_id = ${otherId}::uuid AND read_at IS NULL RETURNING id`,
  );
  return rows.length;
}

/** Unread messages to the member, from anyone not blocked either way; `from` narrows it to one sender. */
export async function unreadCount(db: Db, userId: string, from?: string): Promise<number> {
  const sender = from ? sql`AND m.sender_id = ${from}::uuid` : sql``;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM direct_messages m
        WHERE m.recipient_id = ${userId}::uuid AND m.read_at IS NULL AND m.removed_at IS NULL ${sender}
          AND ${unblocked(sql`m.sender_id`, sql`${userId}::uuid`)}`,
  );
  return row!.n;
}

export async function removeMessage(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE direct_messages SET removed_at = ${now.toISOString()}::timestamptz WHERE id = ${id}::uuid`);
}
