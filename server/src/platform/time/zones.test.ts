import { describe, expect, it } from 'vitest';
import { dayIn, isQuiet, isTimeZone, localParts, nextLocal, nextWeeklyStart, zonedInstant } from './zones.ts';

describe('local time', () => {
  it('knows quiet hours that cross midnight, in the member’s zone', () => {
    // 04:30 UTC is 22:30 in Chicago (CST) and 04:30 in London.
    const at = new Date('2030-01-15T04:30:00Z');
    expect(isQuiet(at, 'America/Chicago', 22, 8)).toBe(true);
    expect(isQuiet(at, 'Europe/London', 22, 8)).toBe(true);
    expect(isQuiet(new Date('2030-01-15T14:00:00Z'), 'America/Chicago', 22, 8)).toBe(false);
    expect(isQuiet(new Date('2030-01-15T13:00:00Z'), 'Europe/London', 12, 14)).toBe(true);
  });

  it('finds the next 07:00 across a DST change, in zones with half-hour offsets, and the next Monday', () => {
    // Chicago moves to CDT (UTC-5) on 10 March 2030 at 02:00.
    expect(nextLocal(new Date('2030-03-09T14:00:00Z'), 'America/Chicago', 7).toISOString()).toBe('2030-03-10T12:00:00.000Z');
    expect(nextLocal(new Date('2030-01-15T00:00:00Z'), 'Asia/Kolkata', 7).toISOString()).toBe('2030-01-15T01:30:00.000Z');
    // 15 January 2030 is a Tuesday: the next Monday 07:00 in Chicago is 21 January, 13:00 UTC.
    expect(nextLocal(new Date('2030-01-15T12:00:00Z'), 'America/Chicago', 7, 1).toISOString()).toBe('2030-01-21T13:00:00.000Z');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('station days and weekly slots', () => {
  it('puts an instant on the zone’s calendar day, weekday and hour', () => {
    // 2030-01-15 03:30 UTC is still Monday the 14th, 21:30, in Chicago.
    expect(localParts(new Date('2030-01-15T03:30:00Z'), 'America/Chicago')).toEqual({
      date: '2030-01-14',
      weekday: 1,
      hour: 21,
      minute: 30,
    });
    expect(dayIn(new Date('2030-01-15T03:30:00Z'), 'Asia/Tokyo')).toBe('2030-01-15');
  });

  it('finds a weekly slot at the same local time on both sides of a daylight-saving change', () => {
    // Sunday 10 March 2030 Chicago moves to CDT: a Sunday 10:00 slot is 16:00 UTC before, 15:00 UTC after.
    expect(nextWeeklyStart(0, 10, 'America/Chicago', new Date('2030-03-04T00:00:00Z')).toISOString()).toBe('2030-03-10T15:00:00.000Z');
    expect(nextWeeklyStart(0, 10, 'America/Chicago', new Date('2030-02-25T00:00:00Z')).toISOString()).toBe('2030-03-03T16:00:00.000Z');
    expect(nextWeeklyStart(3, 7, 'America/Chicago', new Date('2030-01-16T13:00:00Z'), 30).toISOString()).toBe('2030-01-16T13:30:00.000Z');
    expect(zonedInstant('2030-07-04', 19, 45, 'America/Chicago').toISOString()).toBe('2030-07-05T00:45:00.000Z');
  });

  it('a 02:00 that does not exist on the spring change day is the first moment after the gap', () => {
    expect(nextLocal(new Date('2030-03-10T00:00:00Z'), 'America/Chicago', 2).toISOString()).toBe('2030-03-10T08:00:00.000Z');
  });
});
