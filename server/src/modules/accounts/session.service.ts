import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { extendSession, findLiveSession, insertSession, revokeSessionById, type SessionUser } from './session.repo.ts';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session, not on every request. */
const EXTEND_EVERY_MS = 60 * 60 * 1000;

/** Only a token's SHA-256 is stored: a leaked sessions table signs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Who is signing in: their browser's User-Agent and the address the station saw (or just the agent). */
export type Client = string | { userAgent: string; address: string };

/** Starts a session at `now` (the caller's clock); it lasts SESSION_DAYS. */
export async function startSession(db: Db, userId: string, client: Client, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const { userAgent, address } = typeof client === 'string' ? { userAgent: client, address: '' } : client;
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent.slice(0, 300),
    address: address.slice(0, 64),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  return token;
}

/** The signed-in user for a bearer token, extending the session's 30 days as it is used. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const session = await findLiveSession(db, hashToken(token), now);
  if (!session) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > EXTEND_EVERY_MS) {
    await extendSession(db, session.sessionId, now, new Date(now.getTime() + SESSION_DAYS * DAY_MS));
  }
  return session;
}

export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await revokeSessionById(db, sessionId, now);
}

export type { SessionUser };
