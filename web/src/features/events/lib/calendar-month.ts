import type { StationEvent } from '@selah/contracts/events';
import { intlLocale } from '@/lib/format';

/**
 * A month as the calendar page lays it out, in the browser's own time zone (the listener's): the
 * weeks from the Sunday on or before the 1st to the Saturday on or after the last day.
 */
export interface MonthGrid {
  /** The first of the month, local midnight. */
  month: Date;
  days: Date[];
  /** The range to ask the server for: [first cell, day after the last cell). */
  from: Date;
  to: Date;
}

export function monthGrid(year: number, monthIndex: number): MonthGrid {
  const month = new Date(year, monthIndex, 1);
  const from = new Date(year, monthIndex, 1 - month.getDay());
  const last = new Date(year, monthIndex + 1, 0);
  const to = new Date(year, monthIndex + 1, 1 + (6 - last.getDay()));
  const days: Date[] = [];
  for (let d = new Date(from); d < to; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) days.push(d);
  return { month, days, from, to };
}

/** '2027-03-02' of a local date (a key for a day). */
export const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The events of each local day, by start. */
export function byDay(events: StationEvent[]): Map<string, StationEvent[]> {
  const out = new Map<string, StationEvent[]>();
  for (const e of [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = dayKey(new Date(e.startsAt));
    out.set(key, [...(out.get(key) ?? []), e]);
  }
  return out;
}

/** The listener's zone, as the browser knows it ('America/New_York'). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
export const fmtTime = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
export const fmtShortTime = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)).replace(':00', '').replace(/\s/g, '');
export const fmtDay = (d: Date) => new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', month: 'long', day: 'numeric' }).format(d);
export const fmtMonth = (d: Date) => new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric' }).format(d);
