import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users, type UserRole } from '../db/schema/accounts.ts';
import { startSession } from '../modules/accounts/index.ts';

export interface TestUser {
  id: string;
  username: string;
  role: UserRole;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

/**
 * A member with a live session, inserted directly (no password hashing, no rate limits),
 * for tests of other modules. Accounts' own tests go through the sign-up endpoint.
 */
export async function createTestUser(
  db: Db,
  opts: { username?: string; role?: UserRole; city?: string; country?: string; displayName?: string } = {},
): Promise<TestUser> {
  const username = opts.username ?? `member_${crypto.randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.test`,
      passwordHash: 'not-a-real-hash',
      displayName: opts.displayName ?? username,
      role: opts.role ?? 'member',
      city: opts.city ?? '',
      country: opts.country ?? '',
    })
    .returning({ id: users.id });
  const token = await startSession(db, row!.id, 'vitest', new Date());
  return { id: row!.id, username, role: opts.role ?? 'member', token, auth: { authorization: `Bearer ${token}` } };
}
