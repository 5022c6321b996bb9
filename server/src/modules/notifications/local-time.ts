// Wall-clock arithmetic in a member's time zone (quiet hours, digests at 07:00), with Intl only.
const formatters = new Map<string, Intl.DateTimeFormat>();
const STEP_MS = 15 * 60_000;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The hour (0–23), minute and weekday (0 = Sunday) at `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { hour: number; minute: number; weekday: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { hour: Number(parts.hour) % 24, minute: Number(parts.minute), weekday: weekdays.indexOf(parts.weekday ?? '') };
}

/** Quiet from `start` until `end` (whole hours); crosses midnight when start > end. */
export function isQuiet(at: Date, timeZone: string, start: number, end: number): boolean {
  const { hour } = localTime(at, timeZone);
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * The first instant after `after` when the local time is `hour`:00 (on `weekday`, when given).
 * Walks in quarter hours, so zones with :30 and :45 offsets and DST changes come out right.
 */
export function nextLocal(after: Date, timeZone: string, hour: number, weekday?: number): Date {
  let t = Math.floor(after.getTime() / STEP_MS) * STEP_MS + STEP_MS;
  for (let i = 0; i < 8 * 24 * 4 + 8; i++, t += STEP_MS) {
    const local = localTime(new Date(t), timeZone);
    if (local.hour === hour && local.minute === 0 && (weekday === undefined || local.weekday === weekday)) return new Date(t);
  }
  throw new Error(`No ${hour}:00 in ${timeZone} within eight days`);
}
