// Shared by this module's tests: a station with generous posting limits, and community actions.
import { expect } from 'vitest';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/fixtures.ts';

export async function startStation(overrides: Partial<Config> = {}, deps: Omit<AppDeps, 'database'> = {}): Promise<TestApp> {
  return createTestApp({ limits: { threadsPer10Min: 1000, repliesPer10Min: 1000, signupsPerHour: 5, minFormMs: 0 }, ...overrides }, deps);
}

/** Community actions through the real endpoints, and the notification API. */
export function stationApi(t: TestApp) {
  const inject = t.app.inject.bind(t.app);
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return (res.body ? res.json() : null) as T;
  };
  return {
    async thread(user: TestUser, body: Record<string, unknown> = {}): Promise<string> {
      const payload = { title: 'Please pray for my family', category: 'prayer', content: 'We are going through a hard season.', ...body };
      return ok<{ id: string }>(await inject({ method: 'POST', url: '/api/community/threads', headers: user.auth, payload }), 201).id;
    },
    async reply(user: TestUser, threadId: string, content = 'Praying for you.', parentId?: string): Promise<string> {
      const payload = { content, ...(parentId ? { parentId } : {}) };
      return ok<{ id: string }>(
        await inject({ method: 'POST', url: `/api/community/threads/${threadId}/comments`, headers: user.auth, payload }),
        201,
      ).id;
    },
    pray: async (user: TestUser, threadId: string) =>
      ok(await inject({ method: 'POST', url: `/api/community/threads/${threadId}/pray`, headers: user.auth })),
    follow: async (user: TestUser, threadId: string) =>
      ok(await inject({ method: 'POST', url: `/api/community/threads/${threadId}/follow`, headers: user.auth })),
    async inbox(user: TestUser, query = '') {
      return ok<{ notifications: Array<Record<string, unknown> & { id: string; title: string; type: string }>; nextCursor: string | null }>(
        await inject({ url: `/api/notifications${query ? `?${query}` : ''}`, headers: user.auth }),
      );
    },
    unread: async (user: TestUser) =>
      ok<{ count: number }>(await inject({ url: '/api/notifications/unread-count', headers: user.auth })).count,
    preferences: async (user: TestUser) =>
      ok<Array<Record<string, unknown> & { type: string; email: boolean }>>(
        await inject({ url: '/api/notification-preferences', headers: user.auth }),
      ),
    async setPreferences(user: TestUser, body: Record<string, unknown>) {
      return ok<Array<Record<string, unknown>>>(
        await inject({ method: 'PUT', url: '/api/notification-preferences', headers: user.auth, payload: body }),
      );
    },
    /** Mail and push started by the requests so far have gone out. */
    settled: () => t.app.service('notifications').idle(),
  };
}
