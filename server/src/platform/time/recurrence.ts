// Repeating events in a time zone: the dates of a weekly, every-two-weeks or monthly-by-weekday
// series, computed on the zone's wall clock (luxon), so a 7 PM study stays at 7 PM local across a
// daylight-saving change.
import { DateTime } from 'luxon';
import { calendarPhrases, monthlyPhrase, weekdayWords } from '@selah/contracts/calendar-phrases';

export type RecurrenceFreq = 'weekly' | 'biweekly' | 'monthly';

export interface RecurrenceRule {
  freq: RecurrenceFreq;
  /** How many occurrences in all (the first included). */
  count?: number | undefined;
  /** No occurrence starts after this instant. */
  until?: Date | undefined;
}

/** Which weekday of the month a monthly series keeps: 1 to 4, or -1 for the last (a fifth Tuesday is the last). */
export function setPosOf(local: DateTime): number {
  const nth = Math.ceil(local.day / 7);
  return nth >= 5 ? -1 : nth;
}

/** The `pos`-th `weekday` (luxon: 1 = Monday) of the month of `month`, at its wall-clock time. */
function nthWeekday(month: DateTime, weekday: number, pos: number, hour: number, minute: number): DateTime {
  if (pos === -1) {
    const last = month.endOf('month').startOf('day');
    const back = (last.weekday - weekday + 7) % 7;
    return last.minus({ days: back }).set({ hour, minute, second: 0, millisecond: 0 });
  }
  const first = month.startOf('month');
  const ahead = (weekday - first.weekday + 7) % 7;
  return first.plus({ days: ahead + (pos - 1) * 7 }).set({ hour, minute, second: 0, millisecond: 0 });
}

/**
 * The starts of a series whose first occurrence is `first`, in `zone`, at most `max` of them:
 * every week / two weeks on the same weekday and wall-clock time, or each month on the same
 * weekday of the month ("second Tuesday"). Stops at `count` or `until`, whichever comes first.
 */
export function occurrenceStarts(first: Date, zone: string, rule: RecurrenceRule, max: number): Date[] {
  const local = DateTime.fromJSDate(first).setZone(zone);
  const limit = Math.min(rule.count ?? max, max);
  const until = rule.until?.getTime() ?? Infinity;
  const starts: Date[] = [];
  const pos = setPosOf(local);
  for (let i = 0; starts.length < limit; i++) {
    const next =
      rule.freq === 'monthly'
        ? nthWeekday(local.plus({ months: i }), local.weekday, pos, local.hour, local.minute)
        : local.plus({ weeks: rule.freq === 'biweekly' ? 2 * i : i });
    if (next.toMillis() > until) break;
    starts.push(next.toJSDate());
  }
  return starts;
}

/** Luxon's weekdays (1 = Monday, at 0 here) as the phrases name them. */
const weekdayOf = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * 'Every Tuesday', 'Every other Tuesday', 'The second Tuesday of each month' (the first start in
 * the zone), in English: a page or the audit log says it in its reader's language (`translateMessage`).
 */
export function describeRecurrence(freq: RecurrenceFreq, first: Date, zone: string): string {
  const local = DateTime.fromJSDate(first).setZone(zone);
  const day = weekdayWords[weekdayOf[local.weekday - 1]!];
  if (freq === 'weekly') return calendarPhrases.everyWeek(day);
  if (freq === 'biweekly') return calendarPhrases.everyOtherWeek(day);
  return monthlyPhrase(setPosOf(local))(day);
}

/** The RFC 5545 BYDAY code of an instant's weekday in the zone ('TU'). */
export const icalWeekday = (instant: Date, zone: string) =>
  ['', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'][DateTime.fromJSDate(instant).setZone(zone).weekday]!;
