// Wall-clock arithmetic in a time zone: the station's (the schedule, events, receipts' dates) or a
// member's (quiet hours, a digest at 07:00). One implementation, on luxon, so daylight-saving
// changes and half-hour offsets come out the same everywhere.
import { DateTime } from 'luxon';
import { isTimeZone } from '@selah/contracts/radio';

export { isTimeZone };

/** An instant as a clock in the zone shows it. */
export const inZone = (instant: Date, zone: string) => DateTime.fromJSDate(instant).setZone(zone);

/** The date ('2026-12-06'), weekday (0 = Sunday), hour and minute of an instant in the zone. */
export function localParts(instant: Date, zone: string): { date: string; weekday: number; hour: number; minute: number } {
  const t = inZone(instant, zone);
  return { date: t.toISODate()!, weekday: t.weekday % 7, hour: t.hour, minute: t.minute };
}

/** The calendar day ('2026-12-06') an instant falls on in the zone. */
export const dayIn = (instant: Date, zone: string): string => inZone(instant, zone).toISODate()!;

/** The instant of a local date and time in the zone ('2026-12-06', 10, 30). */
export const zonedInstant = (date: string, hour: number, minute: number, zone: string) =>
  DateTime.fromISO(date, { zone }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate();

/** Quiet from `start` until `end` (whole hours); crosses midnight when start > end. */
export function isQuiet(at: Date, zone: string, start: number, end: number): boolean {
  const { hour } = localParts(at, zone);
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * The first instant strictly after `after` when the zone's clock shows `hour`:00 (on `weekday`,
 * 0 = Sunday, when given). On a day when `hour`:00 does not exist (the spring change), the first
 * instant after the gap.
 */
export function nextLocal(after: Date, zone: string, hour: number, weekday?: number): Date {
  const start = inZone(after, zone).startOf('day');
  for (let i = 0; i <= 8; i++) {
    const day = start.plus({ days: i });
    if (weekday !== undefined && day.weekday % 7 !== weekday) continue;
    const at = day.set({ hour, minute: 0, second: 0, millisecond: 0 });
    if (at.toMillis() > after.getTime()) return at.toJSDate();
  }
  throw new Error(`No ${hour}:00 in ${zone} within eight days`);
}

/** The next start of a weekly slot (weekday 0 = Sunday, `hour`:`minute` in the zone) strictly after `now`. */
export function nextWeeklyStart(weekday: number, hour: number, zone: string, now: Date, minute = 0): Date {
  const local = inZone(now, zone).startOf('day');
  for (let i = 0; i <= 7; i++) {
    const day = local.plus({ days: i });
    if (day.weekday % 7 !== weekday) continue;
    const start = day.set({ hour, minute, second: 0, millisecond: 0 });
    if (start.toMillis() > now.getTime()) return start.toJSDate();
  }
  return local.plus({ days: 7 }).set({ hour, minute }).toJSDate();
}

/** 'Sunday, December 6' in the zone. */
export const formatDate = (instant: Date, zone: string) => inZone(instant, zone).toFormat('cccc, LLLL d');

/** 'December 6, 2026' in the zone. */
export const formatLongDate = (instant: Date, zone: string) => inZone(instant, zone).toFormat('LLLL d, yyyy');

/** '7:00 PM' in the zone. */
export const formatClock = (instant: Date, zone: string) => inZone(instant, zone).toFormat('h:mm a');

/** '7:00 PM CST': a time a person reads, with the zone's abbreviation. */
export const formatTime = (instant: Date, zone: string) => inZone(instant, zone).toFormat('h:mm a ZZZZ');

/** '10:00 AM - 11:30 AM CST' (the end's date added when it ends on another day). */
export function formatRange(start: Date, end: Date, zone: string): string {
  const s = inZone(start, zone);
  const e = inZone(end, zone);
  const endText = s.hasSame(e, 'day') ? e.toFormat('h:mm a ZZZZ') : e.toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
  return `${s.toFormat('h:mm a')} - ${endText}`;
}

/** 'Sunday, December 6 at 10:00 AM CST'. */
export const formatWhen = (instant: Date, zone: string) => `${formatDate(instant, zone)} at ${formatTime(instant, zone)}`;
