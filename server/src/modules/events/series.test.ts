import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-db.ts';

// Saturday 20 February 2027 in New York; clocks move to EDT on Sunday 14 March.
const clock = fixedClock('2027-02-20T17:00:00.000Z');
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { radioEnabled: false, stationTimezone: 'America/New_York', publicUrl: 'https://radio.example.org' },
);
const quiet = { info() {}, warn() {}, error() {} };

let database: Database;
let app: FastifyInstance;
let admin: TestUser, ruth: TestUser, boaz: TestUser, naomi: TestUser;

beforeAll(async () => {
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

type Ev = {
  id: string;
  title: string;
  startsAt: string;
  time: string;
  location: string | null;
  seriesId: string | null;
  recurrence: string | null;
};
// Tuesday 2 March 2027, 7 PM to 9 PM EST.
const study = { title: 'Tuesday Bible Study', startsAt: '2027-03-03T00:00:00Z', endsAt: '2027-03-03T02:00:00Z', category: 'bible-study' };
const create = (payload: Record<string, unknown>, by = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/events', headers: by.auth, payload });
async function dates(from = '2027-03-01T00:00:00Z', to = '2027-04-15T00:00:00Z') {
  const res = await app.inject({ url: `/api/events?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ev[]>();
}
const rsvp = (user: TestUser, id: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, headers: user.auth, payload });
async function inbox(user: TestUser) {
  const res = await app.inject({ url: '/api/notifications?tab=calendar&limit=50', headers: user.auth });
  return res.json<{ notifications: Array<{ type: string; title: string; body: string }> }>().notifications;
}
const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];

describe('repeating events', () => {
  it('writes a weekly 7 PM study at 7 PM New York time on both sides of the March change', async () => {
    const res = await create({ ...study, recurrence: { freq: 'weekly', count: 4 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recurrence: 'Every Tuesday', startsAt: '2027-03-03T00:00:00.000Z' });
    const list = (await dates()).filter((e) => e.seriesId === res.json().seriesId);
    expect(list.map((e) => e.startsAt)).toEqual([
      '2027-03-03T00:00:00.000Z',
      '2027-03-10T00:00:00.000Z',
      '2027-03-16T23:00:00.000Z',
      '2027-03-23T23:00:00.000Z',
    ]);
    expect(list.map((e) => e.time)).toEqual([
      '7:00 PM - 9:00 PM EST',
      '7:00 PM - 9:00 PM EST',
      '7:00 PM - 9:00 PM EDT',
      '7:00 PM - 9:00 PM EDT',
    ]);
    // The upcoming list shows each date on its own.
    const upcoming = (await app.inject({ url: '/api/events/upcoming?limit=10' })).json<Ev[]>();
    expect(upcoming.filter((e) => e.title === study.title)).toHaveLength(4);
    // The feed carries one VEVENT with the rule; node-ical expands it at 7 PM local.
    const feed = vevents((await app.inject({ url: '/events.ics' })).body).find((v) => v.summary === study.title)!;
    expect(feed.rrule?.toString()).toContain('FREQ=WEEKLY');
    expect(feed.rrule!.all().map((d) => d.toISOString())).toHaveLength(4);
  });

  it('monthly keeps "the second Tuesday", and every two weeks skips a week, across the November change', async () => {
    const monthly = await create({
      ...study,
      title: 'Elders meeting',
      startsAt: '2027-01-13T00:00:00Z',
      endsAt: '2027-01-13T01:00:00Z',
      recurrence: { freq: 'monthly', until: '2027-04-30T00:00:00Z' },
    });
    expect(monthly.statusCode, monthly.body).toBe(201);
    expect(monthly.json().recurrence).toBe('The second Tuesday of each month');
    const months = (await dates('2027-01-01T00:00:00Z', '2027-03-01T00:00:00Z')).filter((e) => e.title === 'Elders meeting');
    expect(months.map((e) => e.startsAt)).toEqual(['2027-01-13T00:00:00.000Z', '2027-02-10T00:00:00.000Z']);
    const april = (await dates('2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z')).filter((e) => e.title === 'Elders meeting');
    expect(april.map((e) => e.startsAt)).toEqual(['2027-03-10T00:00:00.000Z', '2027-04-13T23:00:00.000Z']);
    const fall = await create({
      ...study,
      title: 'Youth night',
      startsAt: '2027-10-26T23:00:00Z',
      endsAt: '2027-10-27T01:00:00Z',
      recurrence: { freq: 'biweekly', count: 3 },
    });
    expect(fall.statusCode, fall.body).toBe(201);
    const nights = (await dates('2027-10-20T00:00:00Z', '2027-12-01T00:00:00Z')).filter((e) => e.title === 'Youth night');
    expect(nights.map((e) => e.startsAt)).toEqual(['2027-10-26T23:00:00.000Z', '2027-11-10T00:00:00.000Z', '2027-11-24T00:00:00.000Z']);
    expect(nights.map((e) => e.time)).toEqual(['7:00 PM - 9:00 PM EDT', '7:00 PM - 9:00 PM EST', '7:00 PM - 9:00 PM EST']);
  });

  it('refuses a bad rule, a bad range and series changes that make no sense, each with words', async () => {
    const bad = async (payload: Record<string, unknown>, message: string) => {
      const res = await create({ ...study, ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad({ recurrence: { freq: 'daily' } }, eventMessages.badFreq);
    await bad({ recurrence: { freq: 'weekly', count: 1 } }, eventMessages.badCount);
    await bad({ recurrence: { freq: 'weekly', count: 500 } }, eventMessages.badCount);
    await bad({ recurrence: { freq: 'weekly', until: '2027-02-01T00:00:00Z' } }, eventMessages.badUntil);
    await bad({ recurrence: { freq: 'weekly', until: '2030-01-01T00:00:00Z' } }, eventMessages.tooManyDates);
    await bad({ recurrence: { freq: 'weekly', until: 'next spring' } }, eventMessages.badInstant);
    await bad({ question: 'x'.repeat(201) }, eventMessages.badQuestion);
    const range = await app.inject({ url: '/api/events?from=2027-01-01T00:00:00Z&to=2027-06-01T00:00:00Z' });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe(eventMessages.badRange);
    const oneOff = (await create({ ...study, title: 'Potluck' })).json<Ev>();
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${oneOff.id}?scope=series`,
      headers: admin.auth,
      payload: { title: 'Potluck!' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe(eventMessages.notRepeating);
    const [first] = (await dates()).filter((e) => e.title === study.title);
    const move = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${first!.id}?scope=series`,
      headers: admin.auth,
      payload: { startsAt: '2027-03-03T01:00:00Z' },
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(eventMessages.seriesTimes);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/events/${first!.id}?scope=all`, headers: admin.auth })).statusCode).toBe(
      400,
    );
  });
});

describe('each date on its own', () => {
  async function series(title: string, extra: Record<string, unknown> = {}) {
    const res = await create({
      ...study,
      title,
      startsAt: '2027-03-04T00:00:00Z',
      endsAt: '2027-03-04T02:00:00Z',
      recurrence: { freq: 'weekly', count: 4 },
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await dates()).filter((e) => e.seriesId === res.json().seriesId);
  }

  it('takes answers per date, with the question answered, and reminds those coming a day before', async () => {
    const [d1, d2] = await series('Choir', { capacity: 1, question: 'Any dietary needs?' });
    expect((await rsvp(ruth, d1!.id, { answer: 'No nuts, please' })).json().status).toBe('going');
    expect((await rsvp(boaz, d1!.id)).json().status).toBe('waitlisted');
    expect((await rsvp(boaz, d2!.id)).json().status).toBe('going');
    const tooLong = await rsvp(naomi, d2!.id, { answer: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(eventMessages.badAnswer);
    const list = await app.inject({ url: `/api/admin/events/${d1!.id}/attendees`, headers: admin.auth });
    expect(
      list.json().attendees.map((a: { username: string; status: string; answer: string | null }) => [a.username, a.status, a.answer]),
    ).toEqual([
      ['ruth', 'going', 'No nuts, please'],
      ['boaz', 'waitlisted', null],
    ]);
    const csv = await app.inject({ url: `/api/admin/events/${d1!.id}/attendees?format=csv`, headers: admin.auth });
    expect(csv.body).toContain('"No nuts, please"');
    // Ruth's reminder is a day before her date; Boaz, waiting, has none for it.
    const mine = (await app.inject({ url: '/api/reminders', headers: ruth.auth })).json<Array<{ targetId: string; remindAt: string }>>();
    expect(mine.find((r) => r.targetId === d1!.id)?.remindAt).toBe('2027-03-03T00:00:00.000Z');
    const his = (await app.inject({ url: '/api/reminders', headers: boaz.auth })).json<Array<{ targetId: string }>>();
    expect(his.map((r) => r.targetId)).toEqual([d2!.id]);
    // Ruth cancels: her place goes to Boaz, who is told and now has the reminder; hers goes.
    expect((await app.inject({ method: 'DELETE', url: `/api/events/${d1!.id}/rsvp`, headers: ruth.auth })).statusCode).toBe(200);
    expect((await inbox(boaz)).map((n) => n.title)).toContain('A place opened for you: Choir');
    expect(
      (await app.inject({ url: '/api/reminders', headers: ruth.auth })).json<Array<{ targetId: string }>>().map((r) => r.targetId),
    ).not.toContain(d1!.id);
    // The reminder job sends it when its time comes.
    clock.set('2027-03-03T00:00:30.000Z');
    const jobs = new JobScheduler({ db: app.db, clock, log: quiet });
    app.service('events').registerJobs(jobs);
    await jobs.runDue();
    expect((await inbox(boaz)).filter((n) => n.type === 'event_reminder').map((n) => n.title)).toEqual(['Starting soon: Choir']);
    clock.set('2027-02-20T17:00:00.000Z');
  });

  it('a removed date leaves an EXDATE, tells who answered, and refuses answers with 410', async () => {
    const [, d2, d3] = await series('Prayer walk');
    expect((await rsvp(naomi, d2!.id)).statusCode).toBe(200);
    expect((await rsvp(ruth, d3!.id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/events/${d2!.id}`, headers: admin.auth })).statusCode).toBe(204);
    expect((await inbox(naomi)).map((n) => n.title)).toContain('Event cancelled: Prayer walk');
    expect((await inbox(ruth)).map((n) => n.title)).not.toContain('Event cancelled: Prayer walk');
    const again = await rsvp(boaz, d2!.id);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(eventMessages.occurrenceRemoved);
    expect((await app.inject({ url: `/api/events/${d2!.id}` })).statusCode).toBe(410);
    expect((await dates()).filter((e) => e.title === 'Prayer walk')).toHaveLength(3);
    // The date's own calendar file carries the whole series with the removed date excluded.
    const [master] = vevents((await app.inject({ url: `/events/${d3!.id}.ics` })).body);
    expect(master!.rrule?.toString()).toContain('FREQ=WEEKLY');
    expect(Object.values(master!.exdate ?? {}).map((d) => (d as Date).toISOString())).toContain(d2!.startsAt);
  });

  it('a changed date is its own VEVENT; only its people hear; series-wide words and cancel reach everyone to come', async () => {
    const [d1, d2, d3] = await series('Men’s breakfast');
    await rsvp(ruth, d2!.id);
    await rsvp(boaz, d3!.id);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${d2!.id}`,
      headers: admin.auth,
      payload: { startsAt: '2027-03-11T01:00:00Z', endsAt: '2027-03-11T03:00:00Z', location: 'Fellowship Hall' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await inbox(ruth)).find((n) => n.title === 'Event updated: Men’s breakfast')?.body).toContain('8:00 PM EST · Fellowship Hall');
    expect((await inbox(boaz)).map((n) => n.title)).not.toContain('Event updated: Men’s breakfast');
    const cal = vevents((await app.inject({ url: `/events/${d1!.id}.ics` })).body);
    expect(cal).toHaveLength(1);
    const override = Object.values(cal[0]!.recurrences ?? {})[0] as VEvent;
    expect(override.location).toBe('Fellowship Hall');
    // The whole series gets a new place: dates to come change, the one changed alone keeps its own.
    const all = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${d3!.id}?scope=series`,
      headers: admin.auth,
      payload: { location: 'Chapel' },
    });
    expect(all.statusCode, all.body).toBe(200);
    const after = (await dates()).filter((e) => e.title === 'Men’s breakfast');
    expect(after.map((e) => e.location)).toEqual(['Chapel', 'Fellowship Hall', 'Chapel', 'Chapel']);
    expect((await inbox(boaz)).map((n) => n.title)).toContain('Event updated: Men’s breakfast');
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/events/${d1!.id}?scope=series`, headers: admin.auth })).statusCode).toBe(
      204,
    );
    expect((await dates()).filter((e) => e.title === 'Men’s breakfast')).toEqual([]);
    for (const m of [ruth, boaz]) expect((await inbox(m)).map((n) => n.title)).toContain('Event cancelled: Men’s breakfast');
  });
});

describe('check-in on the day', () => {
  it('staff tick people in and out; counts follow; members are refused; the waitlist and strangers cannot be', async () => {
    const res = await create({
      ...study,
      title: 'Harvest supper',
      capacity: 3,
      startsAt: '2027-03-05T23:00:00Z',
      endsAt: '2027-03-06T01:00:00Z',
    });
    const id = res.json<Ev>().id;
    await rsvp(ruth, id, { seats: 3 });
    await rsvp(boaz, id);
    const { attendees } = (await app.inject({ url: `/api/admin/events/${id}/attendees`, headers: admin.auth })).json<{
      attendees: Array<{ id: string; username: string }>;
    }>();
    const [ruthsId, boazId] = [attendees[0]!.id, attendees[1]!.id];
    const url = (rsvpId: string) => `/api/admin/events/${id}/attendees/${rsvpId}/check-in`;
    expect((await app.inject({ method: 'POST', url: url(ruthsId), headers: ruth.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: url(ruthsId) })).statusCode).toBe(401);
    const ticked = await app.inject({ method: 'POST', url: url(ruthsId), headers: admin.auth });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ message: 'Ruth Moab is checked in.', counts: { going: 3, checkedIn: 3, waitlisted: 1 } });
    expect(ticked.json().attendee.checkedInAt).toBe(clock.now().toISOString());
    const waiting = await app.inject({ method: 'POST', url: url(boazId), headers: admin.auth });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(eventMessages.checkInWaitlisted);
    const stranger = await app.inject({ method: 'POST', url: url('00000000-0000-4000-8000-000000000000'), headers: admin.auth });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(eventMessages.attendeeNotFound);
    expect((await app.inject({ method: 'POST', url: url('nope'), headers: admin.auth })).statusCode).toBe(400);
    const undone = await app.inject({ method: 'DELETE', url: url(ruthsId), headers: admin.auth });
    expect(undone.json()).toMatchObject({ message: 'Ruth Moab is no longer checked in.', counts: { checkedIn: 0 } });
    expect(undone.json().attendee.checkedInAt).toBeNull();
  });
});
