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
  { radioEnabled: false, stationTimezone: 'America/New_York', publicUrl: 'https://radio.example.org' },
);
export const quiet = { info() {}, warn() {}, error() {} };

export let database: Database;
export let app: FastifyInstance;
export let admin: TestUser, ruth: TestUser, boaz: TestUser, naomi: TestUser;

/** A station in New York on a hand-moved clock, with an admin and three members (made before the file's tests, closed after). */
export function seriesStation() {
  beforeAll(async () => {
    // Saturday 20 February 2027 in New York; clocks move to EDT on Sunday 14 March.
    clock = fixedClock('2027-02-20T17:00:00.000Z');
    database = await createTestDatabase();
    app = await buildApp(config, { database, clock });
    await app.ready();
    admin = await createTestUser(app.db, { username: 'pastor', role: 'admin' });
    ruth = await createTestUser(app.db, { username: 'ruth', displayName: 'Ruth Moab' });
    boaz = await createTestUser(app.db, { username: 'boaz', displayName: 'Boaz Field' });
    naomi = await createTestUser(app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
}

export type Ev = {
  id: string;
  title: string;
  startsAt: string;
  time: string;
  location: string | null;
  seriesId: string | null;
  recurrence: string | null;
};
// Tuesday 2 March 2027, 7 PM to 9 PM EST.
export const study = {
  title: 'Tuesday Bible Study',
  startsAt: '2027-03-03T00:00:00Z',
  endsAt: '2027-03-03T02:00:00Z',
  category: 'bible-study',
};
export const create = (payload: Record<string, unknown>, by = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/events', headers: by.auth, payload });
export async function dates(from = '2027-03-01T00:00:00Z', to = '2027-04-15T00:00:00Z') {
  const res = await app.inject({ url: `/api/events?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ev[]>();
}
export const rsvp = (user: TestUser, id: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, headers: user.auth, payload });
export async function inbox(user: TestUser) {
  const res = await app.inject({ url: '/api/notifications?tab=calendar&limit=50', headers: user.auth });
  return res.json<{ notifications: Array<{ type: string; title: string; body: string }> }>().notifications;
}
export const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
