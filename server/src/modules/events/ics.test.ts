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
