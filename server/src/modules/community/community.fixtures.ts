import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { human } from '../../test/requests.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import type { DomainEvents } from '../../platform/bus/events.ts';
import './community.events.ts';
export let t: TestApp;
export let ruth: TestUser;
export let naomi: TestUser;
export let admin: TestUser;
/** The board's events the station emitted, in order (emptied for each file). */
export const events: Array<[string, unknown]> = [];
/** A station with three members (one an admin) and a record of the board's events (made before the file's tests, closed after). */
export function communityStation() {
  beforeAll(async () => {
    events.length = 0;
    t = await createTestApp({ limits: { threadsPer10Min: 1000, repliesPer10Min: 1000, signupsPerHour: 5, minFormMs: 3000 } });
    ruth = await createTestUser(t.app.db, { username: 'ruth', city: 'louisville-ky', country: 'US' });
    naomi = await createTestUser(t.app.db, { username: 'naomi' });
    admin = await createTestUser(t.app.db, { username: 'elder_admin', role: 'admin' });
    for (const name of ['thread.created', 'comment.created', 'prayer.joined', 'mention'] as const) {
      t.app.bus.subscribe(name, (payload: DomainEvents[typeof name]) => {
        events.push([name, payload]);
      });
    }
  });
  afterAll(() => t.close());
}

export const post = (user: TestUser | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/community/threads', headers: user?.auth ?? {}, payload: { ...human(), ...body } });
export const newThread = async (user: TestUser, body: Partial<Record<string, unknown>> = {}) => {
  const res = await post(user, {
    title: 'Please pray for my family',
    category: 'prayer',
    content: 'We are going through a hard season and need prayer.',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; authorInfo: { displayName: string } };
};
export const list = async (query: string, user: TestUser | null = null) =>
  (await t.app.inject({ url: `/api/community/threads?${query}`, headers: user?.auth ?? {} })).json() as {
    threads: Array<Record<string, unknown>>;
    nextCursor: string | null;
  };
