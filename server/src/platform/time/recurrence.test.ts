import { describe, expect, it } from 'vitest';
import { describeRecurrence, occurrenceStarts } from './recurrence.ts';

const NY = 'America/New_York';
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('repeating events in the station’s zone', () => {
  it('keeps a weekly 7 PM study at 7 PM in New York across the March change (EST → EDT)', () => {
    // Tuesday 2 March 2027, 19:00 EST; clocks move on Sunday 14 March.
    const starts = occurrenceStarts(new Date('2027-03-03T00:00:00Z'), NY, { freq: 'weekly', count: 4 }, 100);
    expect(iso(starts)).toEqual([
      '2027-03-03T00:00:00.000Z',
      '2027-03-10T00:00:00.000Z',
      '2027-03-16T23:00:00.000Z',
      '2027-03-23T23:00:00.000Z',
    ]);
  });

  it('keeps it at 7 PM across the November change (EDT → EST) and stops at `until`', () => {
    // Tuesday 26 October 2027, 19:00 EDT; clocks move back on Sunday 7 November.
    const starts = occurrenceStarts(new Date('2027-10-26T23:00:00Z'), NY, { freq: 'weekly', until: new Date('2027-11-10T00:00:00Z') }, 100);
    expect(iso(starts)).toEqual(['2027-10-26T23:00:00.000Z', '2027-11-02T23:00:00.000Z', '2027-11-10T00:00:00.000Z']);
  });

  it('every two weeks skips a week; `max` bounds an open series', () => {
    const starts = occurrenceStarts(new Date('2027-03-03T00:00:00Z'), NY, { freq: 'biweekly' }, 3);
    expect(iso(starts)).toEqual(['2027-03-03T00:00:00.000Z', '2027-03-16T23:00:00.000Z', '2027-03-30T23:00:00.000Z']);
  });

  it('monthly keeps the weekday of the month ("second Tuesday"), and a fifth Tuesday becomes the last', () => {
    const second = occurrenceStarts(new Date('2027-01-13T00:00:00Z'), NY, { freq: 'monthly', count: 4 }, 100);
    // 12 Jan, 9 Feb, 9 Mar (EST), 13 Apr (EDT): all Tuesdays at 19:00 in New York.
    expect(iso(second)).toEqual([
      '2027-01-13T00:00:00.000Z',
      '2027-02-10T00:00:00.000Z',
      '2027-03-10T00:00:00.000Z',
      '2027-04-13T23:00:00.000Z',
    ]);
    expect(describeRecurrence('monthly', second[0]!, NY)).toBe('The second Tuesday of each month');
    // Tuesday 30 March 2027 is the fifth: then the last Tuesday of April (27th) and May (25th).
    const last = occurrenceStarts(new Date('2027-03-30T23:00:00Z'), NY, { freq: 'monthly', count: 3 }, 100);
    expect(iso(last)).toEqual(['2027-03-30T23:00:00.000Z', '2027-04-27T23:00:00.000Z', '2027-05-25T23:00:00.000Z']);
    expect(describeRecurrence('biweekly', last[0]!, NY)).toBe('Every other Tuesday');
  });
});
