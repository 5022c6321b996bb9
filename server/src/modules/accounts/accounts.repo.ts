import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { isUuid, uuidArray } from '../../db/uuid.ts';
import { passwordResets, users, type UserRole } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<UserRow, 'bio' | 'city' | 'country' | 'placeShown' | 'locale' | 'displayName' | 'avatarUrl' | 'passwordHash' | 'role'>
  >,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function setRole(db: Db, id: string, role: UserRole, now: Date): Promise<void> {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}

export async function insertPasswordReset(db: Db, row: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** Marks a live reset token used and answers its user, in one statement, so it works once. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

export type AuthorRow = Pick<UserRow, 'id' | 'username' | 'displayName' | 'city' | 'country' | 'placeShown' | 'avatarUrl'>;

/** What is shown of authors (every list and the search name them): a prepared statement, one array parameter. */
export async function findAuthorsByIds(db: Db, ids: readonly string[]): Promise<AuthorRow[]> {
  const wanted = ids.filter(isUuid);
  if (!wanted.length) return [];
  return preparedRows<AuthorRow>(
    db,
    sql`SELECT id::text AS id, username, display_name AS "displayName", city, country, place_shown AS "placeShown",
          avatar_url AS "avatarUrl" FROM users WHERE id = ANY(${uuidArray(wanted)}) AND deleted_at IS NULL`,
  );
}

export async function findUserIdsByUsernames(db: Db, names: readonly string[]): Promise<Array<{ id: string; username: string }>> {
  if (!names.length) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.username})`,
          names.map((n) => n.toLowerCase()),
        ),
        isNull(users.deletedAt),
      ),
    );
}

/** Admins' and broadcasters' ids by address (lower case), for the team page. */
export async function findStaffIdsByEmails(db: Db, emails: readonly string[]): Promise<Array<{ id: string; email: string }>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), inArray(users.role, ['admin', 'broadcaster']), isNull(users.suspendedAt)));
  return rows.map((r) => ({ id: r.id, email: r.email.toLowerCase() }));
}

export async function countUsers(db: Db): Promise<number> {
  // A deleted account's tombstone is nobody (decision 021).
  const [row] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
  return row!.n;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row!.n;
}

export async function deleteUsers(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(users).where(inArray(users.id, [...ids]));
}

/** Every unused reset link of the account, used up at once (a confirmed reset voids the others). */
export async function voidPasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
