import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { EventRow } from './events.repo.ts';
import { eventCalendar, eventsFeed, icsText, programCalendar } from './ics.ts';

const ctx = {
  stationName: 'Grace, Valley; Radio / FM',
  timezone: 'America/Chicago',
  baseUrl: 'https://radio.example.org',
  uidDomain: 'radio.example.org',
};
const awkward = 'Carols, candles; and\nmore \\ joy at the Lessons & Carols service, with a very long title that needs folding';
const event = {
  id: '6f1f5b7e-7f44-4a4b-9a43-7b3c5d8b9e01',
  title: awkward,
  description: 'Bring a friend; wear a coat, it is cold.\nDoors at 6.',
  category: 'worship',
  startsAt: new Date('2026-12-24T23:00:00Z'),
  endsAt: new Date('2026-12-25T01:00:00Z'),
  location: 'Hall 2; Main St, Asheville',
  isOnline: false,
  sequence: 0,
  updatedAt: new Date('2026-11-25T12:00:00Z'),
} as unknown as EventRow;

/** Every line of an iCalendar file is at most 75 octets (RFC 5545 3.1), continuation lines begin with a space. */
const unfoldedOk = (text: string) => text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75);

describe('calendar files (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('an event whose title has a newline, comma, semicolon and backslash reads back whole, calendar name included', () => {
    const text = eventCalendar(ctx, event, 30);
    expect(unfoldedOk(text)).toBe(true);
    // The calendar's own name lines carry the escaped title (a raw newline ended the property early).
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`X-WR-CALNAME:${icsText(awkward)}`);
    expect(unfolded).toContain(`NAME:${icsText(awkward)}`);
    expect(unfolded).toContain('PRODID:-//Selah//Grace\\, Valley\\; Radio - FM//EN');
    const parsed = Object.values(ical.sync.parseICS(text));
    const vevent = parsed.find((c) => c?.type === 'VEVENT') as VEvent;
    expect(vevent.summary).toBe(awkward);
    expect(vevent.location).toBe('Hall 2; Main St, Asheville');
    expect(vevent.description).toContain('Bring a friend; wear a coat, it is cold.\nDoors at 6.');
    const calendar = parsed.find((c) => c?.type === 'VCALENDAR') as unknown as Record<string, unknown>;
    expect(calendar['WR-CALNAME']).toBe(awkward);
  });

  it('the feed and a weekly program stay valid with the same awkward words', () => {
    const feed = eventsFeed(ctx, [event]);
    expect(unfoldedOk(feed)).toBe(true);
    expect((Object.values(ical.sync.parseICS(feed)).find((c) => c?.type === 'VEVENT') as VEvent).summary).toBe(awkward);
    const program = programCalendar(ctx, {
      id: 'p1',
      title: awkward,
      host: 'Tasha, Greene',
      description: 'Hymns; prayer',
      startsAt: new Date('2026-11-29T14:00:00Z'),
      endsAt: new Date('2026-11-29T15:00:00Z'),
    });
    expect(unfoldedOk(program)).toBe(true);
    const vevent = Object.values(ical.sync.parseICS(program)).find((c) => c?.type === 'VEVENT') as VEvent;
    expect(vevent.summary).toBe(awkward);
    expect(vevent.rrule?.toString()).toContain('FREQ=WEEKLY');
  });
});

describe('repeating events in calendar files', () => {
  it('writes RRULE with TZID, UTC UNTIL, EXDATE and a changed date that node-ical reads back at 7 PM New York time', () => {
    const ny = { ...ctx, timezone: 'America/New_York' };
    const date = (start: string, over: Partial<EventRow> = {}) =>
      ({
        ...event,
        title: 'Tuesday study',
        startsAt: new Date(start),
        endsAt: new Date(new Date(start).getTime() + 7_200_000),
        occurrenceStart: new Date(start),
        seriesId: 's1',
        ...over,
      }) as EventRow;
    const series = {
      id: 's1',
      freq: 'weekly' as const,
      startsAt: new Date('2027-03-03T00:00:00Z'),
      until: new Date('2027-03-23T23:00:00Z'),
      timezone: 'America/New_York',
    };
    const moved = date('2027-03-16T23:00:00Z', {
      startsAt: new Date('2027-03-17T00:00:00Z'),
      location: 'Fellowship Hall',
      overridden: true,
    });
    const text = eventsFeed(
      ny,
      [date('2027-03-03T00:00:00Z')],
      [{ series, template: date('2027-03-03T00:00:00Z'), exdates: [new Date('2027-03-10T00:00:00Z')], overrides: [moved] }],
    );
    expect(unfoldedOk(text)).toBe(true);
    expect(text).toContain('DTSTART;TZID=America/New_York:20270302T190000');
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270323T230000Z');
    expect(text).toContain('EXDATE;TZID=America/New_York:20270309T190000');
    expect(text).toContain('RECURRENCE-ID;TZID=America/New_York:20270316T190000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    const [master] = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
    const all = master!.rrule!.all().map((d) => d.toISOString());
    // The rule's four Tuesdays: 7 PM EST twice, then 7 PM EDT (after 14 March).
    expect(all).toEqual(['2027-03-03T00:00:00.000Z', '2027-03-10T00:00:00.000Z', '2027-03-16T23:00:00.000Z', '2027-03-23T23:00:00.000Z']);
    // node-ical keys each EXDATE by its day and by its instant: one date either way.
    expect([...new Set(Object.values(master!.exdate ?? {}).map((d) => (d as Date).toISOString()))]).toEqual(['2027-03-10T00:00:00.000Z']);
    const override = Object.values(master!.recurrences ?? {})[0] as VEvent;
    expect(override.location).toBe('Fellowship Hall');
    expect((override.start as Date).toISOString()).toBe('2027-03-17T00:00:00.000Z');
  });

  it('monthly by weekday is BYDAY with BYSETPOS ("second Tuesday")', () => {
    const series = {
      id: 's2',
      freq: 'monthly' as const,
      startsAt: new Date('2027-01-13T00:00:00Z'),
      until: new Date('2027-04-13T23:00:00Z'),
      timezone: 'America/New_York',
    };
    const template = { ...event, startsAt: series.startsAt, endsAt: new Date('2027-01-13T01:00:00Z'), seriesId: 's2' } as EventRow;
    const text = eventCalendar({ ...ctx, timezone: 'America/New_York' }, template, undefined, {
      series,
      template,
      exdates: [],
      overrides: [],
    });
    expect(text).toContain('RRULE:FREQ=MONTHLY;UNTIL=20270413T230000Z;BYDAY=TU;BYSETPOS=2');
    const [master] = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
    expect(master!.rrule!.all().map((d) => d.toISOString())).toEqual([
      '2027-01-13T00:00:00.000Z',
      '2027-02-10T00:00:00.000Z',
      '2027-03-10T00:00:00.000Z',
      '2027-04-13T23:00:00.000Z',
    ]);
  });
});
