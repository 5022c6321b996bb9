// The station comes from series.fixtures.ts (createTestDatabase), so this file runs on both databases.
import { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import {
  clock,
  quiet,
  app,
  admin,
  seriesStation,
  study,
  create,
  dates,
  rsvp,
  inbox,
  vevents,
  ruth,
  boaz,
  naomi,
} from './series.fixtures.ts';

seriesStation();

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
