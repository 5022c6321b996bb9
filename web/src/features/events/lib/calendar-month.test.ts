import { describe, expect, it } from 'vitest';
import type { StationEvent } from '@selah/contracts/events';
import { byDay, dayKey, monthGrid } from './calendar-month';

describe('the calendar page’s month', () => {
  it('runs from the Sunday on or before the 1st to the Saturday on or after the last day', () => {
    // March 2027 begins on a Monday and ends on a Wednesday.
    const grid = monthGrid(2027, 2);
    expect(dayKey(grid.days[0]!)).toBe('2027-02-28');
    expect(dayKey(grid.days.at(-1)!)).toBe('2027-04-03');
    expect(grid.days).toHaveLength(35);
    expect(dayKey(grid.to)).toBe('2027-04-04');
    // February 2026 fills exactly four weeks.
    expect(monthGrid(2026, 1).days).toHaveLength(28);
  });

  it('groups dates by the local day they start on, soonest first', () => {
    const at = (y: number, m: number, d: number, h: number) => new Date(y, m, d, h).toISOString();
    const events = [
      { id: 'b', startsAt: at(2027, 2, 2, 19) },
      { id: 'a', startsAt: at(2027, 2, 2, 9) },
      { id: 'c', startsAt: at(2027, 2, 9, 19) },
    ] as StationEvent[];
    const days = byDay(events);
    expect(days.get('2027-03-02')!.map((e) => e.id)).toEqual(['a', 'b']);
    expect(days.get('2027-03-09')!.map((e) => e.id)).toEqual(['c']);
  });
});
