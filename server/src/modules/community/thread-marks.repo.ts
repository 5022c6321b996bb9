import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prayerMarks, threadFollows, threadLikes, threads } from '../../db/schema/community.ts';

// A member's marks on a thread: follows, likes and prayers, each with its counter kept in step.

/** The members who follow a thread. */
export async function listFollowerIds(db: Db, threadId: string): Promise<string[]> {
  const rows = await db.select({ userId: threadFollows.userId }).from(threadFollows).where(eq(threadFollows.threadId, threadId));
  return rows.map((r) => r.userId);
}

/** The members who prayed for a thread (on any day), once each. */
export async function listPrayerIds(db: Db, threadId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: prayerMarks.userId }).from(prayerMarks).where(eq(prayerMarks.threadId, threadId));
  return rows.map((r) => r.userId);
}

export async function follow(db: Db, threadId: string, userId: string): Promise<void> {
  await db.insert(threadFollows).values({ threadId, userId }).onConflictDoNothing();
}

export async function unfollow(db: Db, threadId: string, userId: string): Promise<void> {
  await db.delete(threadFollows).where(and(eq(threadFollows.threadId, threadId), eq(threadFollows.userId, userId)));
}

/** Toggles one member's like and keeps the counter in step, in one transaction. */
export async function toggleLike(db: Db, threadId: string, userId: string): Promise<{ likes: number; isLiked: boolean }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(threadLikes)
      .where(and(eq(threadLikes.threadId, threadId), eq(threadLikes.userId, userId)))
      .returning({ t: threadLikes.threadId });
    if (removed.length === 0) await tx.insert(threadLikes).values({ threadId, userId }).onConflictDoNothing();
    const delta = removed.length ? -1 : 1;
    const [row] = await tx
      .update(threads)
      .set({ likesCount: sql`${threads.likesCount} + ${delta}` })
      .where(eq(threads.id, threadId))
      .returning({ likes: threads.likesCount });
    return { likes: row!.likes, isLiked: removed.length === 0 };
  });
}

/** Counts a member's prayer once per day. Answers whether this one counted. */
export async function markPrayed(db: Db, threadId: string, userId: string, day: string): Promise<{ prayers: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(prayerMarks)
      .values({ threadId, userId, day })
      .onConflictDoNothing()
      .returning({ t: prayerMarks.threadId });
    const [row] = await tx
      .update(threads)
      .set({ prayersCount: sql`${threads.prayersCount} + ${inserted.length}` })
      .where(eq(threads.id, threadId))
      .returning({ prayers: threads.prayersCount });
    return { prayers: row!.prayers, counted: inserted.length > 0 };
  });
}
