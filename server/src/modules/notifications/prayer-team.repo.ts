import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prayerTeamMembers } from '../../db/schema/notifications.ts';

// The prayer team: one row per member on it.

export async function isMember(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: prayerTeamMembers.userId }).from(prayerTeamMembers).where(eq(prayerTeamMembers.userId, userId));
  return !!row;
}

export async function join(db: Db, userId: string, now: Date): Promise<void> {
  await db.insert(prayerTeamMembers).values({ userId, joinedAt: now }).onConflictDoNothing();
}

export async function leave(db: Db, userId: string): Promise<void> {
  await db.delete(prayerTeamMembers).where(eq(prayerTeamMembers.userId, userId));
}

export async function listMemberIds(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: prayerTeamMembers.userId }).from(prayerTeamMembers);
  return rows.map((r) => r.userId);
}
