import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRecoveryCodes, userTotp } from '../../db/schema/two-step.ts';

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

/** A new secret waiting for its first code; replaces one that was never confirmed, never an enabled one. */
export async function storePendingTotp(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed, lastStep: null }, setWhere: isNull(userTotp.enabledAt) })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Turns the pending secret on with its first code's step and the new recovery codes, in one transaction. */
export async function enableTotp(db: Db, userId: string, step: number, codeHashes: string[], now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const on = await tx
      .update(userTotp)
      .set({ enabledAt: now, lastStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
      .returning({ userId: userTotp.userId });
    if (!on.length) return false;
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

export async function removeTotp(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    return gone.length > 0;
  });
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
