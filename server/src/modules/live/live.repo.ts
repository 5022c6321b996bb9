import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

// ---------------------------------------------------------------- stream keys

export async function keyOf(db: Db, userId: string): Promise<{ keyHint: string; createdAt: Date } | null> {
  const [row] = await queryRows<{ keyHint: string; createdAt: unknown }>(
    db,
    sql`SELECT key_hint AS "keyHint", created_at AS "createdAt" FROM live_stream_keys WHERE user_id = ${userId}`,
  );
  return row ? { keyHint: row.keyHint, createdAt: toDate(row.createdAt) } : null;
}

/** Creates or replaces a member's key (the old one stops working in the same statement). */
export async function putKey(db: Db, userId: string, keyHash: string, keyHint: string, now: Date): Promise<void> {
  await db.execute(sql`INSERT INTO live_stream_keys (user_id, key_hash, key_hint, created_at)
    VALUES (${userId}, ${keyHash}, ${keyHint}, ${now.toISOString()})
    ON CONFLICT (user_id) DO UPDATE SET key_hash = EXCLUDED.key_hash, key_hint = EXCLUDED.key_hint, created_at = EXCLUDED.created_at`);
}

/** The owner of a key, if they may still broadcast (a member demoted or suspended since is refused). */
export async function broadcasterByKeyHash(db: Db, keyHash: string): Promise<{ userId: string; name: string } | null> {
  const [row] = await queryRows<{ userId: string; name: string }>(
    db,
    sql`SELECT u.id AS "userId", COALESCE(NULLIF(u.display_name, ''), u.username) AS name
      FROM live_stream_keys k JOIN users u ON u.id = k.user_id
      WHERE k.key_hash = ${keyHash} AND u.role IN ('broadcaster', 'admin') AND u.suspended_at IS NULL`,
  );
  return row ?? null;
}

// ---------------------------------------------------------------- settings

export async function readSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await queryRows<{ name: string; value: unknown }>(db, sql`SELECT name, value FROM live_settings`);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function writeSetting(db: Db, name: string, value: unknown): Promise<void> {
  await db.execute(sql`INSERT INTO live_settings (name, value) VALUES (${name}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`);
}

// ---------------------------------------------------------------- chat

export interface ChatRow {
  id: string;
  userId: string | null;
  username: string;
  message: string;
  isVerified: boolean;
  createdAt: Date;
}

const chatColumns = sql`id, user_id AS "userId", username, message, is_verified AS "isVerified", created_at AS "createdAt"`;

export async function insertChat(
  db: Db,
  m: { userId: string | null; username: string; message: string; isVerified: boolean; addressHash: string; now: Date },
): Promise<ChatRow> {
  const [row] = await queryRows<ChatRow>(
    db,
    sql`INSERT INTO chat_messages (user_id, username, message, is_verified, address_hash, created_at)
      VALUES (${m.userId}, ${m.username}, ${m.message}, ${m.isVerified}, ${m.addressHash}, ${m.now.toISOString()})
      RETURNING ${chatColumns}`,
  );
  return { ...row!, createdAt: toDate(row!.createdAt) };
}

export async function recentChat(db: Db, limit: number): Promise<ChatRow[]> {
  const rows = await queryRows<ChatRow>(
    db,
    sql`SELECT ${chatColumns} FROM (SELECT * FROM chat_messages WHERE deleted_at IS NULL ORDER BY seq DESC LIMIT ${limit}) m
      ORDER BY seq ASC`,
  );
  return rows.map((r) => ({ ...r, createdAt: toDate(r.createdAt) }));
}

export async function chatAuthor(db: Db, id: string): Promise<{ userId: string | null; addressHash: string } | null> {
  const [row] = await queryRows<{ userId: string | null; addressHash: string }>(
    db,
    sql`SELECT user_id AS "userId", address_hash AS "addressHash" FROM chat_messages WHERE id = ${id} AND deleted_at IS NULL`,
  );
  return row ?? null;
}

export async function deleteChat(db: Db, id: string, by: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE chat_messages SET deleted_at = ${now.toISOString()}, deleted_by = ${by} WHERE id = ${id} AND deleted_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

/** How many messages a sender posted since a time, and when their latest was. */
export async function senderActivity(
  db: Db,
  sender: { userId: string | null; addressHash: string },
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const who = sender.userId ? sql`user_id = ${sender.userId}` : sql`address_hash = ${sender.addressHash} AND user_id IS NULL`;
  const [row] = await queryRows<{ count: number; latest: unknown }>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at > ${since.toISOString()})::int AS count, max(created_at) AS latest
      FROM chat_messages WHERE ${who}`,
  );
  return { count: row?.count ?? 0, latest: row?.latest ? toDate(row.latest) : null };
}

export async function insertMute(
  db: Db,
  m: { userId: string | null; addressHash: string | null; until: Date; by: string; now: Date },
): Promise<void> {
  await db.execute(sql`INSERT INTO chat_mutes (user_id, address_hash, until, created_by, created_at)
    VALUES (${m.userId}, ${m.addressHash}, ${m.until.toISOString()}, ${m.by}, ${m.now.toISOString()})`);
}

/** Is `name` (already folded by the caller: lower case, no spaces or punctuation) a member's username or display name? */
export async function isMemberName(db: Db, folded: string): Promise<boolean> {
  const fold = (column: SQL) => sql`regexp_replace(lower(${column}), '[[:space:][:punct:]]', '', 'g')`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE ${fold(sql`username`)} = ${folded} OR ${fold(sql`display_name`)} = ${folded}`,
  );
  return (row?.n ?? 0) > 0;
}

/** Serializes one sender's posts (every instance, until the transaction ends): check-then-insert holds. */
export async function lockSender(db: Db, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`selah.chat:${key}`}))`);
}

export async function mutedUntil(db: Db, sender: { userId: string | null; addressHash: string }, now: Date): Promise<Date | null> {
  const who = sender.userId ? sql`user_id = ${sender.userId}` : sql`address_hash = ${sender.addressHash}`;
  const [row] = await queryRows<{ until: unknown }>(
    db,
    sql`SELECT max(until) AS until FROM chat_mutes WHERE ${who} AND until > ${now.toISOString()}`,
  );
  return row?.until ? toDate(row.until) : null;
}

/** Everyone who may broadcast, with their stream key's hint and date (null: no key yet). */
export async function broadcasterKeys(db: Db) {
  const rows = await queryRows<{
    userId: string;
    username: string;
    displayName: string;
    role: 'broadcaster' | 'admin';
    keyHint: string | null;
    createdAt: unknown;
  }>(
    db,
    sql`SELECT u.id AS "userId", u.username, u.display_name AS "displayName", u.role, k.key_hint AS "keyHint", k.created_at AS "createdAt"
        FROM users u LEFT JOIN live_stream_keys k ON k.user_id = u.id
        WHERE u.role IN ('broadcaster', 'admin') AND u.suspended_at IS NULL ORDER BY lower(u.username)`,
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt ? toDate(r.createdAt).toISOString() : null }));
}
