import { clockOf } from '@selah/contracts/admin-radio';
import type { ScheduleProgram } from '@selah/contracts/radio';
import { localParts, zonedInstant } from '../../../platform/time/zones.ts';
import type { ProgramRow } from '../radio.repo.ts';

/** The date, weekday, hour and minute of the day (0-1439) of an instant in a time zone. */
export function zonedNow(tz: string, now: Date): { date: string; weekday: number; hour: number; minute: number } {
  const { date, weekday, hour, minute } = localParts(now, tz);
  return { date, weekday, hour, minute: hour * 60 + minute };
}

/** The calendar date `days` after `date` ('2026-12-24', 1 → '2026-12-25'). */
export const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

type Slot = Pick<ProgramRow, 'weekday' | 'startMinute' | 'endMinute' | 'onDate'>;
const overlaps = (a: Slot, b: Slot) => a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/**
 * The programs that air on `date` (station time), in order: its one-off programs, and the weekly
 * programs of its weekday that no one-off overlaps (a one-off replaces them that day).
 */
export function airsOn<T extends Slot>(rows: T[], date: string): T[] {
  const oneOffs = rows.filter((r) => r.onDate === date);
  const weekday = weekdayOf(date);
  const weekly = rows.filter((r) => r.onDate === null && r.weekday === weekday && !oneOffs.some((o) => overlaps(o, r)));
  return [...oneOffs, ...weekly].sort((a, b) => a.startMinute - b.startMinute);
}

/** The program on air at `now` (station time): the one that airs today and holds this minute. */
export function programAt<T extends Slot>(programs: T[], tz: string, now: Date): T | undefined {
  const { date, minute } = zonedNow(tz, now);
  return airsOn(programs, date).find((p) => p.startMinute <= minute && minute < p.endMinute);
}

/** When an airing on `date` starts and ends (instants; 24:00 is the next day's midnight). */
export function airingOf(p: Slot, date: string, tz: string): { startsAt: Date; endsAt: Date } {
  const at = (minute: number) =>
    minute === 1440 ? zonedInstant(addDays(date, 1), 0, 0, tz) : zonedInstant(date, Math.floor(minute / 60), minute % 60, tz);
  return { startsAt: at(p.startMinute), endsAt: at(p.endMinute) };
}

const clockLabel = (minute: number) => {
  const h = Math.floor(minute / 60) % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minute % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** What a pre-recorded program opens with, or what a replay re-airs, by the title listeners know. */
export type RecordingTitle = (program: ProgramRow) => string | null;

function entry(r: ProgramRow, date: string, tz: string, isLive: boolean, recording: RecordingTitle): ScheduleProgram {
  const { startsAt, endsAt } = airingOf(r, date, tz);
  return {
    id: r.id,
    title: r.title,
    time:
      r.startMinute === 0 && r.endMinute === 1440
        ? 'All day'
        : `${clockLabel(r.startMinute)} - ${r.endMinute === 1440 ? 'Midnight' : clockLabel(r.endMinute)}`,
    host: r.host,
    description: r.description,
    category: r.category,
    start: clockOf(r.startMinute),
    end: clockOf(r.endMinute),
    startHour: Math.floor(r.startMinute / 60),
    endHour: Math.ceil(r.endMinute / 60),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    plays: r.plays,
    oneOff: r.onDate !== null,
    recording: recording(r),
    isLive,
  };
}

/**
 * The programs of `date` (station time). `onAirId` is the program the engine's status says is on
 * air: the one the schedule highlights, so the schedule and the status never disagree.
 */
export function daySchedule(
  rows: ProgramRow[],
  date: string,
  tz: string,
  onAirId: string | null,
  recording: RecordingTitle = () => null,
): ScheduleProgram[] {
  return airsOn(rows, date).map((r) => entry(r, date, tz, r.id === onAirId, recording));
}

/** Each program's next airing (still to end) over the coming seven days, soonest first. */
export function weekAhead(
  rows: ProgramRow[],
  tz: string,
  now: Date,
  onAirId: string | null,
  recording: RecordingTitle = () => null,
): ScheduleProgram[] {
  const today = zonedNow(tz, now).date;
  const seen = new Set<string>();
  const out: ScheduleProgram[] = [];
  for (let i = 0; i <= 7; i++) {
    const date = addDays(today, i);
    for (const r of airsOn(rows, date)) {
      const { startsAt, endsAt } = airingOf(r, date, tz);
      if (seen.has(r.id) || endsAt <= now || startsAt.getTime() >= now.getTime() + 7 * 86_400_000) continue;
      seen.add(r.id);
      out.push(entry(r, date, tz, i === 0 && r.id === onAirId, recording));
    }
  }
  return out;
}
