import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';

export interface SourceKeyRow {
  keyHint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export async function sourceKeyOf(db: Db, userId: string): Promise<SourceKeyRow | null> {
  const [row] = await queryRows<{ keyHint: string; createdAt: unknown; lastUsedAt: unknown }>(
    db,
    sql`SELECT key_hint AS "keyHint", created_at AS "createdAt", last_used_at AS "lastUsedAt" FROM radio_source_keys WHERE user_id = ${userId}::uuid`,
  );
  return row
    ? { keyHint: row.keyHint, createdAt: toDate(row.createdAt), lastUsedAt: row.lastUsedAt ? toDate(row.lastUsedAt) : null }
    : null;
}

/** Creates or replaces the member's key: the old one stops working in the same statement. */
export async function putSourceKey(db: Db, userId: string, keyHash: string, keyHint: string, now: Date): Promise<void> {
  await db.execute(sql`INSERT INTO radio_source_keys (user_id, key_hash, key_hint, created_at)
    VALUES (${userId}::uuid, ${keyHash}, ${keyHint}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE SET key_hash = EXCLUDED.key_hash, key_hint = EXCLUDED.key_hint,
      created_at = EXCLUDED.created_at, last_used_at = NULL`);
}

export async function deleteSourceKey(db: Db, userId: string): Promise<boolean> {
  const rows = await queryRows<{ userId: string }>(
    db,
    sql`DELETE FROM radio_source_keys WHERE user_id = ${userId}::uuid RETURNING user_id AS "userId"`,
  );
  return rows.length > 0;
}

/**
 * The key's owner when `username` names them and they may still broadcast (staff, not suspended,
 * not deleted); marks the key used. Null for anything else.
 */
export async function useSourceKey(db: Db, username: string, keyHash: string, now: Date): Promise<{ userId: string } | null> {
  const [row] = await queryRows<{ userId: string }>(
    db,
    sql`UPDATE radio_source_keys k SET last_used_at = ${now.toISOString()}::timestamptz
        FROM users u
        WHERE u.id = k.user_id AND k.key_hash = ${keyHash} AND lower(u.username) = lower(${username})
          AND u.role IN ('broadcaster', 'admin') AND u.suspended_at IS NULL AND u.deleted_at IS NULL
        RETURNING k.user_id AS "userId"`,
  );
  return row ?? null;
}
