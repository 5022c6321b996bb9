// Shared by this module's tests: members old enough to write to anyone, and the endpoints as calls.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A member who joined long ago (past the new-member limit of decision 023). */
export async function longTimeMember(t: TestApp, opts: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser> {
  const user = await createTestUser(t.app.db, opts);
  await t.app.db.execute(sql`UPDATE users SET created_at = created_at - interval '60 days' WHERE id = ${user.id}::uuid`);
  return user;
}

export function messagesApi(t: TestApp) {
  const inject = t.app.inject.bind(t.app);
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return (res.body ? res.json() : null) as T;
  };
  return {
    send: (from: TestUser, to: string, text: string) =>
      inject({ method: 'POST', url: '/api/messages', headers: from.auth, payload: { to, text } }),
    sent: async (from: TestUser, to: TestUser, text: string) =>
      ok<{ id: string; text: string }>(
        await inject({ method: 'POST', url: '/api/messages', headers: from.auth, payload: { to: to.id, text } }),
        201,
      ),
    conversations: async (user: TestUser) =>
      ok<{
        conversations: Array<{ with: { id: string; displayName: string }; lastMessage: { text: string; fromId: string }; unread: number }>;
        unreadTotal: number;
      }>(await inject({ url: '/api/messages/conversations', headers: user.auth })),
    conversation: async (user: TestUser, other: string, query = '') =>
      ok<{
        messages: Array<{ id: string; text: string; fromId: string; readAt: string | null }>;
        olderCursor: string | null;
        blocked: string;
      }>(await inject({ url: `/api/messages/conversations/${other}${query}`, headers: user.auth })),
    read: async (user: TestUser, other: string) =>
      ok<{ marked: number; unreadTotal: number }>(
        await inject({ method: 'POST', url: `/api/messages/conversations/${other}/read`, headers: user.auth }),
      ),
    unread: async (user: TestUser) => ok<{ count: number }>(await inject({ url: '/api/messages/unread-count', headers: user.auth })).count,
    block: (user: TestUser, other: string, on = true) =>
      inject({ method: on ? 'POST' : 'DELETE', url: `/api/users/${other}/block`, headers: user.auth }),
    follow: (user: TestUser, other: string, on = true) =>
      inject({ method: on ? 'POST' : 'DELETE', url: `/api/users/${other}/follow`, headers: user.auth }),
    profile: async (other: string, viewer?: TestUser) =>
      ok<{ followers: number; following: number; isFollowing: boolean; blocked: string; displayName: string }>(
        await inject({ url: `/api/users/${other}`, headers: viewer?.auth ?? {} }),
      ),
    report: (user: TestUser, messageId: string, payload: Record<string, unknown> = { reason: 'harassment' }) =>
      inject({ method: 'POST', url: `/api/messages/${messageId}/report`, headers: user.auth, payload }),
  };
}
