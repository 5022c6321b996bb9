import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { userPasskeys, userRecoveryCodes, userTotp, webauthnChallenges } from '../../db/schema/two-step.ts';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Db, userId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row ?? null;
}

export async function hasTotpEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return !!row;
}

/** Whether the account has a second step: the authenticator app turned on, or a passkey. */
export async function hasSecondStep(db: Db, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ on: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = ${userId} AND enabled_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM user_passkeys WHERE user_id = ${userId}) AS "on"`,
  );
  return row?.on === true;
}

/** A new secret waiting for its first code; replaces one that was never confirmed, never an enabled one. */
export async function storePendingTotp(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed, lastStep: null }, setWhere: isNull(userTotp.enabledAt) })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Turns the pending secret on with its first code's step (call inside the transaction that writes the recovery codes). */
export async function enableTotp(tx: Db, userId: string, step: number, now: Date): Promise<boolean> {
  const on = await tx
    .update(userTotp)
    .set({ enabledAt: now, lastStep: step })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
    .returning({ userId: userTotp.userId });
  return on.length > 0;
}

/** A new set of recovery codes (the old set stops working). */
export async function replaceRecoveryCodes(tx: Db, userId: string, codeHashes: string[]): Promise<void> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function dropRecoveryCodes(tx: Db, userId: string): Promise<void> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

/** Removes the authenticator app (pending or on); true when there was one. */
export async function removeTotp(tx: Db, userId: string): Promise<boolean> {
  const gone = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  return gone.length > 0;
}

/** Every second step of the account at once (a reset): the app, the passkeys, the codes and waiting challenges. */
export async function removeEverySecondStep(tx: Db, userId: string): Promise<boolean> {
  const app = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  const keys = await tx.delete(userPasskeys).where(eq(userPasskeys.userId, userId)).returning({ id: userPasskeys.id });
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  return app.length > 0 || keys.length > 0;
}

/** Records `step` as used, only if it is later than the last used one: of two racing sign-ins with one code, one wins. */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Spends an unused recovery code; true once per code. */
export async function claimRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
