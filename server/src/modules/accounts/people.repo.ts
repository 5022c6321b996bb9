import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { UserRole } from '../../db/schema/accounts.ts';

/** A member as the console lists them, with what they posted and how often they were reported. */
export interface PersonRow {
  id: string;
  username: string;
  displayName: string;
  email: string;
  role: UserRole;
  createdAt: Date;
  suspendedAt: Date | null;
  threads: number;
  replies: number;
  reportsAgainst: number;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const normalise = (r: PersonRow): PersonRow => ({
  ...r,
  createdAt: toDate(r.createdAt),
  suspendedAt: r.suspendedAt ? toDate(r.suspendedAt) : null,
});

const columns = sql`u.id, u.username, u.display_name AS "displayName", u.email, u.role, u.created_at AS "createdAt",
  u.suspended_at AS "suspendedAt",
  (SELECT count(*)::int FROM threads t WHERE t.author_id = u.id) AS threads,
  (SELECT count(*)::int FROM comments c WHERE c.author_id = u.id) AS replies,
  (SELECT count(*)::int FROM reports r WHERE
     (r.target_type = 'thread' AND r.target_id IN (SELECT id FROM threads WHERE author_id = u.id)) OR
     (r.target_type = 'comment' AND r.target_id IN (SELECT id FROM comments WHERE author_id = u.id))) AS "reportsAgainst"`;

export async function searchPeople(db: Db, f: { query?: string | undefined; role?: UserRole | undefined; offset: number; limit: number }) {
  const where = [sql`u.deleted_at IS NULL`];
  if (f.query) {
    const like = `%${f.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(u.username) LIKE ${like} OR lower(u.display_name) LIKE ${like} OR lower(u.email) LIKE ${like})`);
  }
  if (f.role) where.push(sql`u.role = ${f.role}`);
  const cond = sql.join(where, sql` AND `);
  const rows = await queryRows<PersonRow>(
    db,
    sql`SELECT ${columns} FROM users u WHERE ${cond} ORDER BY u.created_at DESC, u.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users u WHERE ${cond}`);
  return { rows: rows.map(normalise), total: total!.n };
}

export async function findPerson(db: Db, id: string): Promise<PersonRow | null> {
  const rows = await queryRows<PersonRow>(db, sql`SELECT ${columns} FROM users u WHERE u.id = ${id}::uuid AND u.deleted_at IS NULL`);
  return rows[0] ? normalise(rows[0]) : null;
}

/** The admins, locked until the transaction ends, so two demotions cannot both pass the last-admin check. */
export async function lockAdmins(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
  return rows.map((r) => r.id);
}

export async function writeRole(db: Db, id: string, role: UserRole, now: Date): Promise<void> {
  await db.execute(sql`UPDATE users SET role = ${role}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}::uuid`);
}

export async function writeSuspension(db: Db, id: string, by: string | null, now: Date | null): Promise<void> {
  await db.execute(
    sql`UPDATE users SET suspended_at = ${now?.toISOString() ?? null}::timestamptz, suspended_by = ${by}::uuid WHERE id = ${id}::uuid`,
  );
}

/** Every live session of the member ends now (their next call is a 401). */
export async function endAllSessions(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE sessions SET revoked_at = ${now.toISOString()}::timestamptz WHERE user_id = ${userId}::uuid AND revoked_at IS NULL RETURNING id`,
  );
  return rows.length;
}

/** New members since a moment, and the latest few (the dashboard). */
export async function newMembers(db: Db, since: Date) {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE created_at >= ${since.toISOString()}::timestamptz AND deleted_at IS NULL`,
  );
  const latest = await queryRows<{ id: string; username: string; createdAt: unknown }>(
    db,
    sql`SELECT id, username, created_at AS "createdAt" FROM users WHERE created_at >= ${since.toISOString()}::timestamptz AND deleted_at IS NULL
        ORDER BY created_at DESC LIMIT 5`,
  );
  return { count: count!.n, latest: latest.map((r) => ({ id: r.id, username: r.username, createdAt: toDate(r.createdAt).toISOString() })) };
}

/**
 * A deleted account's row becomes a tombstone (decision 021): nothing personal is left on it, it
 * never signs in and is never listed, and the posts pointing at it show a former member. Its
 * sessions, reset links and second steps (the app's secret, recovery codes, passkeys) are deleted with it.
 */
export async function tombstoneUser(db: Db, id: string, now: Date, username: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${id}::uuid`);
  await db.execute(sql`DELETE FROM password_resets WHERE user_id = ${id}::uuid`);
  for (const table of ['user_totp', 'user_recovery_codes', 'user_passkeys', 'webauthn_challenges']) {
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${id}::uuid`);
  }
  await db.execute(
    sql`UPDATE users SET username = ${username}, email = ${`${id}@deleted.invalid`}, password_hash = 'deleted-account-cannot-sign-in',
          display_name = 'Former member', bio = '', city = '', country = '', place_shown = 'none', avatar_url = NULL, locale = NULL,
          role = 'member', suspended_at = NULL, suspended_by = NULL, deleted_at = ${now.toISOString()}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id}::uuid`,
  );
}
