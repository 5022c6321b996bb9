import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPasskeys, webauthnChallenges } from '../../db/schema/two-step.ts';

export type PasskeyRow = typeof userPasskeys.$inferSelect;
export type ChallengePurpose = 'register' | 'sign-in';

export function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.createdAt));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** Adds a passkey; null when its credential is already on the station (the unique index decides). */
export async function insertPasskey(db: Db, row: typeof userPasskeys.$inferInsert): Promise<PasskeyRow | null> {
  const [created] = await db.insert(userPasskeys).values(row).onConflictDoNothing({ target: userPasskeys.credentialId }).returning();
  return created ?? null;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | null> {
  const [gone] = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning();
  return gone ?? null;
}

export async function deleteAllPasskeys(db: Db, userId: string): Promise<number> {
  return (await db.delete(userPasskeys).where(eq(userPasskeys.userId, userId)).returning({ id: userPasskeys.id })).length;
}

/**
 * Records a sign-in: the new counter only if it is higher than the stored one (or both are 0, an
 * authenticator that keeps no counter). False when another sign-in got there first with the same count.
 */
export async function recordPasskeyUse(db: Db, id: string, counter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(userPasskeys.id, id), counter === 0 ? eq(userPasskeys.counter, 0) : lt(userPasskeys.counter, counter)))
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

/** Stores a challenge for the member and purpose, replacing one still waiting (and dropping every expired one). */
export async function putChallenge(db: Db, userId: string, purpose: ChallengePurpose, challenge: string, expiresAt: Date, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db
    .insert(webauthnChallenges)
    .values({ userId, purpose, challenge, expiresAt })
    .onConflictDoUpdate({ target: [webauthnChallenges.userId, webauthnChallenges.purpose], set: { challenge, expiresAt } });
}

/** Takes the waiting challenge: whoever answers first spends it, right or wrong; null when none is waiting or it expired. */
export async function takeChallenge(db: Db, userId: string, purpose: ChallengePurpose, now: Date): Promise<string | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.purpose, purpose)))
    .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
  return row && row.expiresAt.getTime() > now.getTime() ? row.challenge : null;
}
