import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { fixedClock, type TestClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-db.ts';
// Each file's own clock, made in its beforeAll.
export let clock: TestClock;
export const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { radioEnabled: false, stationTimezone: 'America/Chicago', publicUrl: 'https://radio.example.org' },
);
export const quiet = { info() {}, warn() {}, error() {} };

export let database: Database;
export let app: FastifyInstance;
export let admin: TestUser, broadcaster: TestUser, ruth: TestUser, boaz: TestUser;

/** Starts the station's app on the file's database; the helpers below use the newest one started. */
export const start = () => buildApp(config, { database, clock }).then(async (a) => (await a.ready(), (app = a)));

/** A station in Chicago on a hand-moved clock, with an admin, a broadcaster and two members (made before the file's tests, closed after). */
export function eventsStation() {
  beforeAll(async () => {
    // Tuesday 1 December 2026, 18:00 in Chicago (CST, UTC-6).
    clock = fixedClock('2026-12-02T00:00:00.000Z');
    database = await createTestDatabase();
    await start();
    admin = await createTestUser(app.db, { username: 'pastor', role: 'admin' });
    broadcaster = await createTestUser(app.db, { username: 'dj_eli', role: 'broadcaster' });
    ruth = await createTestUser(app.db, { username: 'ruth', displayName: 'Ruth Moab' });
    boaz = await createTestUser(app.db, { username: 'boaz', displayName: 'Boaz Field' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
}

export const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

export async function createEvent(by: TestUser, body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: by.auth,
    payload: { title: 'Evening Prayer', startsAt: minutes(60), endsAt: minutes(120), category: 'prayer', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{
    id: string;
    title: string;
    time: string;
    formattedDate: string;
    icsUrl: string;
    location: string | null;
    isOnline: boolean;
  }>();
}

export async function remind(user: TestUser | null, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reminders', headers: user?.auth ?? {}, payload: body });
}

export async function inbox(user: TestUser) {
  const res = await app.inject({ url: '/api/notifications?tab=calendar', headers: user.auth });
  return res.json<{ notifications: Array<{ type: string; title: string; body: string; link: string }> }>().notifications;
}

export function onlyEvent(text: string): VEvent {
  const found = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
  expect(found).toHaveLength(1);
  return found[0]!;
}
