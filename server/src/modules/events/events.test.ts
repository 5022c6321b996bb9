import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-db.ts';

// Tuesday 1 December 2026, 18:00 in Chicago (CST, UTC-6).
const clock = fixedClock('2026-12-02T00:00:00.000Z');
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { radioEnabled: false, stationTimezone: 'America/Chicago', publicUrl: 'https://radio.example.org' },
);
const quiet = { info() {}, warn() {}, error() {} };

let database: Database;
let app: FastifyInstance;
let admin: TestUser, broadcaster: TestUser, ruth: TestUser, boaz: TestUser;

const start = () => buildApp(config, { database, clock }).then(async (a) => (await a.ready(), a));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await start();
  admin = await createTestUser(app.db, { username: 'pastor', role: 'admin' });
  broadcaster = await createTestUser(app.db, { username: 'dj_eli', role: 'broadcaster' });
  ruth = await createTestUser(app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  boaz = await createTestUser(app.db, { username: 'boaz', displayName: 'Boaz Field' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

async function createEvent(by: TestUser, body: Record<string, unknown> = {}) {
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

async function remind(user: TestUser | null, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reminders', headers: user?.auth ?? {}, payload: body });
}

async function inbox(user: TestUser) {
  const res = await app.inject({ url: '/api/notifications?tab=calendar', headers: user.auth });
  return res.json<{ notifications: Array<{ type: string; title: string; body: string; link: string }> }>().notifications;
}

function onlyEvent(text: string): VEvent {
  const found = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('events', () => {
  it('lets broadcasters and admins write events, and nobody else', async () => {
    const payload = { title: 'Choir rehearsal', startsAt: minutes(60), endsAt: minutes(90) };
    const visitor = await app.inject({ method: 'POST', url: '/api/admin/events', payload });
    expect(visitor.statusCode).toBe(401);
    const member = await app.inject({ method: 'POST', url: '/api/admin/events', headers: ruth.auth, payload });
    expect(member.statusCode).toBe(403);
    const made = await createEvent(broadcaster, payload);
    expect(made.title).toBe('Choir rehearsal');
    // No place given: the event is online.
    expect(made.location).toBeNull();
    expect(made.isOnline).toBe(true);
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/events/${made.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/events/${made.id}` })).statusCode).toBe(404);
  });

  it('writes each change a person makes to the audit log under giving.event, before and after', async () => {
    const made = await createEvent(broadcaster, { title: 'Youth night' });
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${made.id}`,
      headers: admin.auth,
      payload: { title: 'Youth night (moved)', location: 'Fellowship hall' },
    });
    expect(moved.statusCode).toBe(200);
    // Sent unchanged: nothing happened, so nothing is written.
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${made.id}`,
      headers: admin.auth,
      payload: { title: 'Youth night (moved)' },
    });
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/events/${made.id}`, headers: admin.auth })).statusCode).toBe(204);
    const entries = (await app.inject({ url: '/api/admin/audit?action=giving.event', headers: admin.auth }))
      .json<{ entries: Array<Record<string, unknown>> }>()
      .entries.filter((e) => e.targetId === made.id);
    // The test's clock stands still, so the three lines share one time: read them by action.
    entries.sort((a, b) => String(a.action).localeCompare(String(b.action)));
    expect(entries.map((e) => [e.action, (e.actor as { name: string }).name])).toEqual([
      ['giving.event.create', 'dj_eli'],
      ['giving.event.delete', 'pastor'],
      ['giving.event.update', 'pastor'],
    ]);
    expect(entries[0]!.summary).toBe(`Added the event “Youth night” on ${made.formattedDate}`);
    expect(entries[2]).toMatchObject({
      summary: 'Changed the event “Youth night (moved)”',
      before: expect.objectContaining({ title: 'Youth night', location: null }),
      after: expect.objectContaining({ title: 'Youth night (moved)', location: 'Fellowship hall' }),
    });
    expect(entries[1]).toMatchObject({ before: expect.objectContaining({ title: 'Youth night (moved)' }), after: null });
  });

  it('refuses bad events with a sentence naming the problem', async () => {
    const backwards = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: admin.auth,
      payload: { title: 'Backwards', startsAt: minutes(120), endsAt: minutes(60) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(eventMessages.badTimes);
    const noZone = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: admin.auth,
      payload: { title: 'No zone', startsAt: '2026-12-06 10:00', endsAt: minutes(60) },
    });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().message).toContain(eventMessages.badInstant);
    const program = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: admin.auth,
      payload: { title: 'Linked', startsAt: minutes(60), endsAt: minutes(90), programId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(program.statusCode).toBe(400);
    expect(program.json().message).toBe(eventMessages.programNotFound);
    expect((await app.inject({ url: '/api/events/not-an-id' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/events/upcoming?limit=0' })).statusCode).toBe(400);
  });

  it('lists upcoming events soonest first, shown in the station zone, without those already over', async () => {
    const later = await createEvent(admin, {
      title: 'Sunday Worship',
      startsAt: '2026-12-06T16:30:00Z',
      endsAt: '2026-12-06T18:00:00Z',
      location: 'Harvest Light Chapel',
      category: 'service',
    });
    const sooner = await createEvent(admin, { title: 'Carols tonight', startsAt: minutes(30), endsAt: minutes(90) });
    await createEvent(admin, { title: 'Already over', startsAt: minutes(-120), endsAt: minutes(-60) });
    const list = (await app.inject({ url: '/api/events/upcoming?limit=50' })).json<Array<{ id: string; title: string }>>();
    const titles = list.map((e) => e.title);
    expect(titles).not.toContain('Already over');
    expect(titles.indexOf('Carols tonight')).toBeLessThan(titles.indexOf('Sunday Worship'));
    expect((await app.inject({ url: '/api/events/upcoming' })).json()).toHaveLength(Math.min(3, list.length));
    expect((await app.inject({ url: '/api/events/upcoming?limit=1' })).json()).toMatchObject([{ id: sooner.id }]);
    const one = (await app.inject({ url: `/api/events/${later.id}` })).json();
    expect(one).toMatchObject({
      formattedDate: 'Sunday, December 6',
      time: '10:30 AM - 12:00 PM CST',
      timezone: 'America/Chicago',
      location: 'Harvest Light Chapel',
      isOnline: false,
      icsUrl: `/events/${later.id}.ics`,
    });
    expect(sooner.time).toBe('6:30 PM - 7:30 PM CST');
  });

  it('serves an .ics per event and a feed that a real iCalendar parser reads in the station zone', async () => {
    const made = await createEvent(admin, {
      title: 'Summer Revival',
      startsAt: '2027-07-04T23:00:00Z',
      endsAt: '2027-07-05T01:00:00Z',
      location: 'Fountain Square Park',
    });
    const res = await app.inject({ url: made.icsUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('DTSTART;TZID=America/Chicago:20270704T180000');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    const event = onlyEvent(res.body);
    expect(event.summary).toBe('Summer Revival');
    expect(event.start.toISOString()).toBe('2027-07-04T23:00:00.000Z');
    expect(event.end!.toISOString()).toBe('2027-07-05T01:00:00.000Z');
    expect(event.start.tz).toBe('America/Chicago');
    expect(event.location).toBe('Fountain Square Park');
    expect((event.url as unknown as { val: string }).val).toBe(`https://radio.example.org/events/${made.id}`);
    expect(event.uid).toBe(`event-${made.id}@radio.example.org`);

    const feed = await app.inject({ url: '/events.ics' });
    expect(feed.statusCode).toBe(200);
    const feedEvents = Object.values(ical.sync.parseICS(feed.body)).filter((c) => c?.type === 'VEVENT') as VEvent[];
    expect(feedEvents.map((e) => e.summary)).toEqual(expect.arrayContaining(['Summer Revival', 'Sunday Worship']));

    expect((await app.inject({ url: '/events/00000000-0000-4000-8000-000000000000.ics' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/events/${made.id}.ics?remind=lots` })).statusCode).toBe(400);
  });
});

describe('reminders', () => {
  it('notifies a member once at the lead time, also across a restart and with two instances', async () => {
    const event = await createEvent(admin, { title: 'Midweek Bible Study', startsAt: minutes(2), endsAt: minutes(62) });
    const first = await remind(ruth, { eventId: event.id, leadMinutes: 1, userId: ruth.id, reminderType: 'notification' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      stored: true,
      target: 'event',
      message: 'Reminder set for "Midweek Bible Study" at 6:02 PM CST!',
    });
    // Setting it again is the same reminder, not a second one.
    const again = await remind(ruth, { eventId: event.id, leadMinutes: 1 });
    expect(again.json().id).toBe(first.json().id);

    // Nothing is due yet.
    const early = new JobScheduler({ db: app.db, clock, log: quiet });
    app.service('events').registerJobs(early);
    await early.runDue();
    expect(await inbox(ruth)).toEqual([]);

    // The station restarts before the reminder is due; the new instance and a second one both run.
    await app.close();
    app = await start();
    clock.advance(61_000);
    const a = new JobScheduler({ db: app.db, clock, log: quiet });
    const b = new JobScheduler({ db: app.db, clock, log: quiet });
    for (const s of [a, b]) app.service('events').registerJobs(s);
    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);
    const got = await inbox(ruth);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: 'event_reminder',
      title: 'Starting soon: Midweek Bible Study',
      body: 'Tuesday, December 1 at 6:02 PM CST · Online',
      link: `/events/${event.id}`,
    });
    expect(await inbox(boaz)).toEqual([]);
  });

  it('gives a visitor the calendar file with an alarm instead', async () => {
    const event = await createEvent(admin, { title: 'Youth Night', startsAt: minutes(180), endsAt: minutes(240) });
    const res = await remind(null, { eventId: event.id, leadMinutes: 30 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: string | null; stored: boolean; icsUrl: string; message: string }>();
    expect(body).toMatchObject({ id: null, stored: false, icsUrl: `/events/${event.id}.ics?remind=30` });
    expect(body.message).toBe(eventMessages.visitorReminder('Youth Night'));
    const ics = await app.inject({ url: body.icsUrl });
    const parsed = onlyEvent(ics.body);
    expect(ics.body).toContain('BEGIN:VALARM');
    expect(ics.body).toContain('TRIGGER:-PT30M');
    expect(parsed.summary).toBe('Youth Night');
  });

  it('tells everyone with a reminder when the event changes, and moves their reminder', async () => {
    const event = await createEvent(admin, { title: 'Baptism Sunday', startsAt: minutes(600), endsAt: minutes(660) });
    await remind(ruth, { eventId: event.id, leadMinutes: 15 });
    await remind(boaz, { eventId: event.id, leadMinutes: 60 });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}`,
      headers: broadcaster.auth,
      payload: { startsAt: '2026-12-02T12:00:00Z', endsAt: '2026-12-02T13:00:00Z', location: 'Barren River Lake' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await app.service('notifications').idle();
    for (const user of [ruth, boaz]) {
      const changed = (await inbox(user)).filter((n) => n.type === 'event_changed');
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatchObject({ title: 'Event updated: Baptism Sunday', link: `/events/${event.id}` });
      expect(changed[0]!.body).toBe('Now Wednesday, December 2 at 6:00 AM CST · Barren River Lake & Online');
    }
    const mine = (await app.inject({ url: '/api/reminders', headers: ruth.auth })).json<Array<{ targetId: string; remindAt: string }>>();
    expect(mine.find((r) => r.targetId === event.id)?.remindAt).toBe('2026-12-02T11:45:00.000Z');
    // Only the description changed: nobody is told again.
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}`,
      headers: admin.auth,
      payload: { description: 'Bring a towel.' },
    });
    expect((await inbox(ruth)).filter((n) => n.type === 'event_changed')).toHaveLength(1);
  });

  it('reminds of a program of the schedule at its next airing, and a cancelled reminder stays silent', async () => {
    const schedule = (await app.inject({ url: '/api/schedule?date=2026-12-02' })).json<{
      programs: Array<{ id: string; title: string; startHour: number }>;
    }>();
    const morning = schedule.programs.find((p) => p.startHour === 6)!;
    const res = await remind(boaz, { programId: morning.id, programTitle: morning.title, programTime: '6:00 AM', leadMinutes: 15 });
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json<{ id: string; startsAt: string; remindAt: string; message: string; icsUrl: string }>();
    expect(set.startsAt).toBe('2026-12-02T12:00:00.000Z');
    expect(set.remindAt).toBe('2026-12-02T11:45:00.000Z');
    expect(set.message).toBe(`Reminder set for "${morning.title}" at Wed, Dec 2, 6:00 AM CST!`);
    const weekly = onlyEvent((await app.inject({ url: set.icsUrl })).body);
    expect(weekly.rrule?.toString()).toContain('FREQ=WEEKLY');
    expect(weekly.start.toISOString()).toBe('2026-12-02T12:00:00.000Z');

    const gone = await app.inject({ method: 'DELETE', url: `/api/reminders/${set.id}`, headers: boaz.auth });
    expect(gone.statusCode).toBe(204);
    const notMine = await app.inject({ method: 'DELETE', url: `/api/reminders/${set.id}`, headers: ruth.auth });
    expect(notMine.statusCode).toBe(404);
    clock.set('2026-12-02T11:50:00.000Z');
    const s = new JobScheduler({ db: app.db, clock, log: quiet });
    app.service('events').registerJobs(s);
    await s.runDue();
    expect((await inbox(boaz)).filter((n) => n.type === 'event_reminder' && n.title.includes(morning.title))).toEqual([]);
    clock.set('2026-12-02T00:01:01.000Z');
  });

  it('refuses reminders that cannot be kept, with a sentence', async () => {
    const over = await createEvent(admin, { title: 'Earlier today', startsAt: minutes(-30), endsAt: minutes(30) });
    const started = await remind(ruth, { eventId: over.id });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(eventMessages.started);
    expect((await remind(ruth, {})).json().message).toBe(eventMessages.target);
    const both = await remind(ruth, { eventId: over.id, programId: over.id });
    expect(both.json().message).toBe(eventMessages.bothTargets);
    const other = await remind(ruth, { eventId: over.id, userId: boaz.id });
    expect(other.statusCode).toBe(403);
    const lead = await remind(ruth, { eventId: over.id, leadMinutes: -5 });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().message).toContain(eventMessages.badLead);
    expect((await app.inject({ url: '/api/reminders' })).statusCode).toBe(401);
  });
});
