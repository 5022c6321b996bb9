import { describe, expect, it } from 'vitest';
import { isQuiet, isTimeZone, nextLocal } from './local-time.ts';
import { linkFor, titleFor } from './render.ts';

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

describe('rendering', () => {
  it('links threads, events, else the community, and counts the others an actor stands for', () => {
    expect(linkFor({ threadId: 'abc', eventId: null })).toBe('/community?thread=abc');
    expect(linkFor({ threadId: null, eventId: 'spring-revival' })).toBe('/events/spring-revival');
    expect(linkFor({ threadId: null, eventId: null })).toBe('/community');
    expect(titleFor({ type: 'prayer_joined', actorName: 'Eli', actorCount: 5, title: null })).toBe(
      'Eli and 4 others prayed for your request',
    );
    expect(titleFor({ type: 'prayer_joined', actorName: null, actorCount: 2, title: null })).toBe(
      'Someone and 1 other prayed for your request',
    );
    expect(titleFor({ type: 'system', actorName: null, actorCount: 0, title: 'The station is moving' })).toBe('The station is moving');
  });
});
