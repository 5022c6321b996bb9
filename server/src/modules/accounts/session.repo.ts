import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type UserRole } from '../../db/schema/accounts.ts';

export interface SessionUser {
  id: string;
  username: string;
  displayName: string;
  role: UserRole;
  /** A staff role held back by the station's two-step rule until the account uses two steps (staff-two-step.ts). */
  heldRole?: UserRole;
  sessionId: string;
  expiresAt: Date;
  lastUsedAt: Date;
}

export async function insertSession(
  db: Db,
  row: { userId: string; tokenHash: string; userAgent: string; address: string; expiresAt: Date },
): Promise<string> {
  const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return created!.id;
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      role: users.role,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

export async function extendSession(db: Db, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionById(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user that still signs them in (but `exceptSessionId`), in one statement; answers how many. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptSessionId?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** A member's sessions that still sign them in, most recently used first. */
export async function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Ends one of the member's own live sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
