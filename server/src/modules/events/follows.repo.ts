import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveAlerts, liveFollows } from '../../db/schema/requests.ts';

/** The member's follows: the station (programId null) and programs. */
export async function followsOf(db: Db, userId: string) {
  return db.select({ programId: liveFollows.programId }).from(liveFollows).where(eq(liveFollows.userId, userId));
}

export async function follow(db: Db, userId: string, programId: string | null, now: Date): Promise<void> {
  await db.insert(liveFollows).values({ userId, programId, createdAt: now }).onConflictDoNothing();
}

export async function unfollow(db: Db, userId: string, programId: string | null): Promise<void> {
  await db
    .delete(liveFollows)
    .where(and(eq(liveFollows.userId, userId), programId ? eq(liveFollows.programId, programId) : isNull(liveFollows.programId)));
}

/** Members who follow the station, or any of these programs (each once). */
export async function followerIds(db: Db, programIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: liveFollows.userId })
    .from(liveFollows)
    .where(
      programIds.length ? or(isNull(liveFollows.programId), inArray(liveFollows.programId, programIds)) : isNull(liveFollows.programId),
    );
  return rows.map((r) => r.userId);
}

/**
 * Claims the alert for a show: true when none of this key went out within `windowMs` before now.
 * The key's time moves to now either way, so a show that keeps reconnecting stays quiet.
 */
export async function claimAlert(db: Db, key: string, now: Date, windowMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [prior] = await tx.select({ sentAt: liveAlerts.sentAt }).from(liveAlerts).where(eq(liveAlerts.key, key)).for('update');
    await tx
      .insert(liveAlerts)
      .values({ key, sentAt: now })
      .onConflictDoUpdate({ target: liveAlerts.key, set: { sentAt: now } });
    return !prior || new Date(prior.sentAt).getTime() <= now.getTime() - windowMs;
  });
}
