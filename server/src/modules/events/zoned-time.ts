import { DateTime } from 'luxon';

/** An instant as the station's clock shows it. */
export const inZone = (instant: Date, tz: string) => DateTime.fromJSDate(instant).setZone(tz);

/** 'Sunday, December 6' in the zone (spec §3 Event formattedDate). */
export const formatDate = (instant: Date, tz: string) => inZone(instant, tz).toFormat('cccc, LLLL d');

/** '7:00 PM' in the zone. */
export const formatClock = (instant: Date, tz: string) => inZone(instant, tz).toFormat('h:mm a');

/** '7:00 PM CST': a time a person reads, with the zone's abbreviation. */
export const formatTime = (instant: Date, tz: string) => inZone(instant, tz).toFormat('h:mm a ZZZZ');

/** '10:00 AM - 11:30 AM CST' (the end's date added when it ends on another day). */
export function formatRange(start: Date, end: Date, tz: string): string {
  const s = inZone(start, tz);
  const e = inZone(end, tz);
  const endText = s.hasSame(e, 'day') ? e.toFormat('h:mm a ZZZZ') : e.toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
  return `${s.toFormat('h:mm a')} - ${endText}`;
}

/** 'Sunday, December 6 at 10:00 AM CST'. */
export const formatWhen = (instant: Date, tz: string) => `${formatDate(instant, tz)} at ${formatTime(instant, tz)}`;

/**
 * The next start of a weekly program (weekday 0 = Sunday, whole hours in the station's zone)
 * strictly after `now`; DST is the zone's, so a 6 AM program starts at 6 AM all year.
 */
export function nextWeeklyStart(weekday: number, startHour: number, tz: string, now: Date): Date {
  const local = inZone(now, tz).startOf('day');
  for (let i = 0; i <= 7; i++) {
    const day = local.plus({ days: i });
    if (day.weekday % 7 !== weekday) continue;
    const start = day.set({ hour: startHour, minute: 0, second: 0, millisecond: 0 });
    if (start.toMillis() > now.getTime()) return start.toJSDate();
  }
  return local.plus({ days: 7 }).set({ hour: startHour }).toJSDate();
}

/** The instant of a local date and time in the zone ('2026-12-06', 10, 30). */
export const zonedInstant = (date: string, hour: number, minute: number, tz: string) =>
  DateTime.fromISO(date, { zone: tz }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate();
