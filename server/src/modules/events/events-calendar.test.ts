// The station comes from events.fixtures.ts (createTestDatabase), so this file runs on both databases.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { app, admin, eventsStation, minutes, createEvent, onlyEvent, broadcaster, ruth } from './events.fixtures.ts';

eventsStation();

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
