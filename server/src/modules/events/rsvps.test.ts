import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-db.ts';

const clock = fixedClock('2026-12-02T00:00:00.000Z');
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { radioEnabled: false, stationTimezone: 'America/Chicago', publicUrl: 'https://radio.example.org' },
);

let database: Database;
let app: FastifyInstance;
let admin: TestUser, broadcaster: TestUser, ruth: TestUser, boaz: TestUser, naomi: TestUser, eli: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database, clock });
  await app.ready();
  admin = await createTestUser(app.db, { username: 'pastor', role: 'admin' });
  broadcaster = await createTestUser(app.db, { username: 'dj_eli', role: 'broadcaster' });
  ruth = await createTestUser(app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  boaz = await createTestUser(app.db, { username: 'boaz', displayName: 'Boaz Field' });
  naomi = await createTestUser(app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  eli = await createTestUser(app.db, { username: 'eli', displayName: '=Eli, "the priest"' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

async function createEvent(body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: admin.auth,
    payload: { title: 'Christmas Dinner', startsAt: minutes(600), endsAt: minutes(720), category: 'community', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; capacity: number | null }>();
}
const rsvp = (user: TestUser, id: string, seats?: number) =>
  app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, headers: user.auth, payload: seats === undefined ? {} : { seats } });
const cancel = (user: TestUser, id: string) => app.inject({ method: 'DELETE', url: `/api/events/${id}/rsvp`, headers: user.auth });
const event = async (id: string) => (await app.inject({ url: `/api/events/${id}` })).json<Record<string, unknown>>();
async function calendar(user: TestUser) {
  const res = await app.inject({ url: '/api/notifications?tab=calendar&limit=50', headers: user.auth });
  return res.json<{ notifications: Array<{ type: string; title: string; body: string; link: string }> }>().notifications;
}

describe('answering an event', () => {
  it('is for signed-in members, 1 to 10 seats, once; each refusal says why', async () => {
    const { id } = await createEvent({ capacity: 20 });
    expect((await app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, payload: { seats: 1 } })).statusCode).toBe(401);
    for (const seats of [0, 11, 2.5]) {
      const res = await rsvp(ruth, id, seats);
      expect([seats, res.statusCode, res.json().message]).toEqual([seats, 400, eventMessages.badSeats]);
    }
    const ok = await rsvp(ruth, id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'going', seats: 1, going: 1, placesLeft: 19, capacity: 20, message: eventMessages.going(1) });
    const again = await rsvp(ruth, id, 2);
    expect([again.statusCode, again.json().message]).toEqual([409, eventMessages.rsvpExists]);
    const missing = await rsvp(ruth, '00000000-0000-4000-8000-000000000000', 1);
    expect([missing.statusCode, missing.json().message]).toEqual([404, eventMessages.notFound]);
    const none = await cancel(boaz, id);
    expect([none.statusCode, none.json().message]).toEqual([404, eventMessages.rsvpNotFound]);
    const started = await createEvent({ startsAt: minutes(-10), endsAt: minutes(60) });
    expect((await rsvp(ruth, started.id, 1)).json().message).toBe(eventMessages.rsvpStarted);
  });

  it('has no limit without a capacity', async () => {
    const { id, capacity } = await createEvent();
    expect(capacity).toBeNull();
    expect((await rsvp(ruth, id, 10)).json()).toMatchObject({ status: 'going', placesLeft: null });
  });

  it('waitlists when full, and a cancellation moves up the first waiting party whose seats fit, who is told', async () => {
    const { id } = await createEvent({ capacity: 3, title: 'Carol Night' });
    expect((await rsvp(ruth, id, 2)).json().status).toBe('going');
    expect((await rsvp(boaz, id, 2)).json()).toMatchObject({ status: 'waitlisted', message: eventMessages.waitlisted });
    expect((await rsvp(naomi, id, 1)).json().status).toBe('going');
    expect((await rsvp(eli, id, 1)).json().status).toBe('waitlisted');
    expect(await event(id)).toMatchObject({ capacity: 3, going: 3, placesLeft: 0, waitlisted: 2 });

    const state = await cancel(ruth, id);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ status: null, going: 3, placesLeft: 0, waitlisted: 1 });
    expect((await app.inject({ url: `/api/events/${id}/rsvp`, headers: boaz.auth })).json()).toMatchObject({ status: 'going', seats: 2 });
    expect((await app.inject({ url: `/api/events/${id}/rsvp`, headers: eli.auth })).json()).toMatchObject({ status: 'waitlisted' });
    expect((await calendar(boaz)).filter((n) => n.type === 'event_place').map((n) => [n.title, n.link])).toEqual([
      ['A place opened for you: Carol Night', `/events/${id}`],
    ]);
    expect((await calendar(eli)).filter((n) => n.type === 'event_place')).toEqual([]);

    // More places: the waiting member moves up at once.
    const res = await app.inject({ method: 'PATCH', url: `/api/admin/events/${id}`, headers: admin.auth, payload: { capacity: 4 } });
    expect(res.json()).toMatchObject({ capacity: 4, going: 4, placesLeft: 0, waitlisted: 0 });
    expect((await calendar(eli)).filter((n) => n.type === 'event_place')).toHaveLength(1);
  });

  // 80 members and their answers, one at a time in PGlite: 10 s on a quiet machine, three times that beside other suites.
  it('is never over-booked: 50 members answering at once for 10 places', { timeout: 90_000 }, async () => {
    const { id } = await createEvent({ capacity: 10, title: 'Retreat' });
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => createTestUser(app.db, { username: `crowd_${i}` })));
    const answers = await Promise.all(crowd.map((m) => rsvp(m, id, 1)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const statuses = answers.map((a) => a.json<{ status: string }>().status);
    expect(statuses.filter((s) => s === 'going')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
    expect(await event(id)).toMatchObject({ going: 10, placesLeft: 0, waitlisted: 40 });

    // Parties of several seats at once, with cancellations in between: still never more than the places.
    const mixed = await createEvent({ capacity: 10, title: 'Retreat, second weekend' });
    const parties = await Promise.all(crowd.slice(0, 30).map((m, i) => rsvp(m, mixed.id, (i % 3) + 1)));
    expect(parties.every((p) => p.statusCode === 200)).toBe(true);
    await Promise.all(crowd.slice(0, 10).map((m) => cancel(m, mixed.id)));
    const going = (await app.inject({ url: `/api/admin/events/${mixed.id}/attendees`, headers: admin.auth }))
      .json<{ attendees: Array<{ status: string; seats: number }> }>()
      .attendees.filter((a) => a.status === 'going')
      .reduce((n, a) => n + a.seats, 0);
    expect(going).toBeLessThanOrEqual(10);
    expect((await event(mixed.id)).going).toBe(going);
  });
});

describe('attendees for staff', () => {
  it('lists who comes and who waits as JSON and CSV, for admins and broadcasters only', async () => {
    const { id } = await createEvent({ capacity: 2, title: 'Choir practice' });
    await rsvp(ruth, id, 2);
    await rsvp(eli, id, 1);
    const url = `/api/admin/events/${id}/attendees`;
    const list = await app.inject({ url, headers: broadcaster.auth });
    expect(list.statusCode, list.body).toBe(200);
    const at = clock.now().toISOString();
    const blank = { id: expect.any(String), answer: null, checkedInAt: null, createdAt: at };
    expect(list.json().attendees).toEqual([
      { ...blank, status: 'going', seats: 2, username: 'ruth', displayName: 'Ruth Moab' },
      { ...blank, status: 'waitlisted', seats: 1, username: 'eli', displayName: '=Eli, "the priest"' },
    ]);
    expect(list.json().counts).toEqual({ going: 2, checkedIn: 0, waitlisted: 1 });
    const csv = await app.inject({ url: `${url}?format=csv`, headers: admin.auth });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toEqual([
      '"status","seats","username","displayName","createdAt","answer","checkedInAt"',
      `"going","2","ruth","Ruth Moab","${at}","",""`,
      `"waitlisted","1","eli","'=Eli, ""the priest""","${at}","",""`,
      '',
    ]);
    expect((await app.inject({ url, headers: ruth.auth })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url: `${url}?format=xls`, headers: admin.auth })).statusCode).toBe(400);
  });
});

describe('changes', () => {
  it('tells everyone who answered when the event moves or is cancelled', async () => {
    const { id } = await createEvent({ capacity: 1, title: 'Baptism Sunday' });
    await rsvp(naomi, id, 1);
    await rsvp(boaz, id, 1);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${id}`,
      headers: admin.auth,
      payload: { startsAt: minutes(660), endsAt: minutes(780) },
    });
    for (const m of [naomi, boaz]) {
      expect((await calendar(m)).filter((n) => n.type === 'event_changed').map((n) => n.title)).toContain('Event updated: Baptism Sunday');
    }
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: admin.auth })).statusCode).toBe(204);
    for (const m of [naomi, boaz]) {
      expect((await calendar(m)).filter((n) => n.type === 'event_changed').map((n) => n.title)).toContain(
        'Event cancelled: Baptism Sunday',
      );
    }
  });
});
