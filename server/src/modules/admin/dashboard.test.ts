import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Dashboard } from '@selah/contracts/admin-people';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postThread } from '../../test/posts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};
const hourAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const startOfHour = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000).toISOString();

it('counts listeners per hour and per day from the recorded listening sessions', async () => {
  const empty = await dashboard();
  expect(empty.listenersPerHour).toHaveLength(48);
  expect(empty.listenersPerDay).toHaveLength(30);
  expect(empty.listenersPerHour.every((p) => p.listeners === 0)).toBe(true);
  expect(empty.listenersPerHour.at(-1)!.at).toBe(startOfHour(new Date()));

  // Two listening now (one since 3 hours ago), one who listened for ten minutes 30 hours ago.
  await t.app.db.execute(sql`INSERT INTO listening_sessions (id, started_at, ended_at, user_agent, client_hash) VALUES
    (gen_random_uuid(), ${hourAgo(0.01)}, NULL, 'VLC', 'a'),
    (gen_random_uuid(), ${hourAgo(3)}, NULL, 'Chrome', 'b'),
    (gen_random_uuid(), ${hourAgo(30)}, ${hourAgo(29.85)}, 'Safari', 'c')`);
  const d = await dashboard();
  const perHour = new Map(d.listenersPerHour.map((p) => [p.at, p.listeners]));
  expect(perHour.get(startOfHour(new Date()))).toBe(2);
  expect(perHour.get(startOfHour(new Date(Date.now() - 2 * 3_600_000)))).toBe(1);
  expect(perHour.get(startOfHour(new Date(Date.now() - 30 * 3_600_000)))).toBeGreaterThanOrEqual(1);
  expect(perHour.get(startOfHour(new Date(Date.now() - 40 * 3_600_000)))).toBe(0);
  expect(d.listenersPerDay.at(-1)!.listeners).toBeGreaterThanOrEqual(2);
  expect(d.listenersPerDay.reduce((n, p) => n + p.listeners, 0)).toBeGreaterThanOrEqual(3);
});

it('lists top songs from the plays, new members, open reports, the inbox and the server health', async () => {
  await t.app.db.execute(sql`INSERT INTO plays (title, artist, source, started_at) VALUES
    ('Still Waters', 'The Riverside Choir', 'autodj', now()), ('Still Waters', 'The Riverside Choir', 'autodj', now()),
    ('Morning Mercy', 'Harvest Light Singers', 'autodj', now()), ('Evening Prayer Live', '', 'live', now())`);
  const author = await createTestUser(t.app.db, { username: 'newcomer_lydia' });
  const threadId = await postThread(t, author);
  await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: admin.auth,
    payload: { targetType: 'thread', targetId: threadId, reason: 'other' },
  });
  const d = await dashboard();
  expect(d.topSongs.slice(0, 2)).toEqual([
    { title: 'Still Waters', artist: 'The Riverside Choir', plays: 2 },
    { title: 'Morning Mercy', artist: 'Harvest Light Singers', plays: 1 },
  ]);
  expect(d.topSongs.map((s) => s.title)).not.toContain('Evening Prayer Live');
  expect(d.newMembers.count).toBeGreaterThanOrEqual(2);
  expect(d.newMembers.latest[0]!.username).toBe('newcomer_lydia');
  expect(d.openReports).toBe(1);
  expect(d.inbox.total).toBe(d.inbox.contact + d.inbox.sponsorInquiries + d.inbox.adOrders);
  expect(d.health.database.ok).toBe(true);
  expect(d.health.disk.totalBytes).toBeGreaterThan(d.health.disk.freeBytes);
  expect(d.health.memory.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
  expect(d.onAir).toMatchObject({ source: 'autodj', dj: null });
  expect(d.listenersNow).toBe(0);
});
