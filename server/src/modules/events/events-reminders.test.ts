// The station comes from events.fixtures.ts (createTestDatabase), so this file runs on both databases.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import {
  clock,
  quiet,
  app as stationApp,
  admin,
  start,
  eventsStation,
  minutes,
  createEvent,
  remind,
  inbox,
  onlyEvent,
  broadcaster,
  ruth,
  boaz,
} from './events.fixtures.ts';

eventsStation();
// The restart test assigns the app it starts; start() hands it to the helpers too.
let app: FastifyInstance;
beforeAll(() => {
  app = stationApp;
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
