import type { ProgramLookup } from './events.service.ts';

export type ProgramRow = NonNullable<Awaited<ReturnType<ProgramLookup>>>;

/**
 * The minute of the day a time names, as the original client wrote a program's time: '6:00 AM',
 * '6 AM', '18:30', or a span ('6:00 AM - 9:00 AM', whose start counts). Null when it names none.
 */
export function startMinuteOf(time: string | undefined): number | null {
  const found = /(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?/i.exec(time ?? '');
  if (!found) return null;
  let hour = Number(found[1]);
  const minute = Number(found[2] ?? 0);
  const half = found[3]?.toLowerCase();
  if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return hour * 60 + minute;
}

/**
 * The programs a reminder by `programTitle` and `programTime` (the spec's payload) means: the
 * schedule's programs with that title (letter case and spaces aside), narrowed to those starting
 * at that time when the time names one that matches.
 */
export function programsNamed(programs: readonly ProgramRow[], title: string, time: string | undefined): ProgramRow[] {
  const wanted = title.trim().replace(/\s+/g, ' ').toLowerCase();
  const titled = programs.filter((p) => p.title.trim().replace(/\s+/g, ' ').toLowerCase() === wanted);
  const minute = startMinuteOf(time);
  const atTime = minute === null ? [] : titled.filter((p) => p.startMinute === minute);
  return atTime.length ? atTime : titled;
}
