// The station comes from series.fixtures.ts (createTestDatabase), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { clock, app, admin, seriesStation, type Ev, study, create, dates, rsvp, vevents, ruth, boaz } from './series.fixtures.ts';

seriesStation();

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
