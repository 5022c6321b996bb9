import type { ScheduleProgram } from '@selah/contracts/radio';
import type { Rotation } from './auto-dj.ts';
import type { ProgramRow, TrackRow } from './radio.repo.ts';

/** The date, weekday and hour of an instant in a time zone (DST included, by Intl). */
export function zonedNow(tz: string, now: Date): { date: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, hour: Number(parts.hour) };
}

const hourLabel = (h: number) => {
  const x = h % 24;
  return `${x % 12 === 0 ? 12 : x % 12}:00 ${x < 12 ? 'AM' : 'PM'}`;
};

/** The programs of `date` (station time), the one on air marked live when `date` is today. */
export function daySchedule(rows: ProgramRow[], date: string, tz: string, now: Date): ScheduleProgram[] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const current = zonedNow(tz, now);
  return rows
    .filter((r) => r.weekday === weekday)
    .sort((a, b) => a.startHour - b.startHour)
    .map((r) => ({
      id: r.id,
      title: r.title,
      time:
        r.startHour === 0 && r.endHour === 24
          ? 'All day'
          : `${hourLabel(r.startHour)} - ${r.endHour === 24 ? 'Midnight' : hourLabel(r.endHour)}`,
      host: r.host,
      description: r.description,
      category: r.category,
      startHour: r.startHour,
      endHour: r.endHour,
      plays: r.plays,
      isLive: current.date === date && current.hour >= r.startHour && current.hour < r.endHour,
    }));
}

/** What the AutoDJ should play at `now`: the on-air program's playlist, or every track when it is empty. */
export function rotationFor(programs: ProgramRow[], tracks: TrackRow[], tz: string, now: Date): Rotation {
  const { weekday, hour } = zonedNow(tz, now);
  const program = programs.find((p) => p.weekday === weekday && hour >= p.startHour && hour < p.endHour);
  const playlist = program?.playlist ?? 'worship';
  const inList = tracks.filter((t) => t.playlist === playlist);
  const chosen = inList.length ? inList : tracks;
  return {
    playlist: inList.length ? playlist : '*',
    tracks: chosen.map((t) => ({ id: t.id, path: t.filePath, title: t.title, artist: t.artist })),
  };
}
