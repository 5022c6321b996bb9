import { localParts } from '../../platform/time/zones.ts';
import type { ScheduleProgram } from '@selah/contracts/radio';
import type { PickerRules, PlayableTrack, Rotation } from './picker.ts';
import type { ProgramRow, TrackRow } from './radio.repo.ts';

/** The date, weekday and hour of an instant in a time zone. */
export function zonedNow(tz: string, now: Date): { date: string; weekday: number; hour: number } {
  const { date, weekday, hour } = localParts(now, tz);
  return { date, weekday, hour };
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
    .filter((r) => r.weekday === weekday && (r.onDate === null || r.onDate === date))
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

/** The program on air at `now` (station time): a one-off program of today first, then the weekly one. */
export function programAt<T extends Pick<ProgramRow, 'weekday' | 'startHour' | 'endHour' | 'onDate'>>(
  programs: T[],
  tz: string,
  now: Date,
): T | undefined {
  const { date, weekday, hour } = zonedNow(tz, now);
  const within = (p: T) => hour >= p.startHour && hour < p.endHour;
  return (
    programs.find((p) => p.onDate === date && within(p)) ?? programs.find((p) => p.onDate === null && p.weekday === weekday && within(p))
  );
}

/** The console's playlists and AutoDJ rules, as the rotation needs them. */
export interface LibraryView {
  playlists: Map<string, { mode: 'ordered' | 'shuffled'; trackIds: string[] }>;
  rules: PickerRules & { jinglePlaylistId: string | null; targetLufs?: number; crossfadeMs?: number };
}

/**
 * What the AutoDJ should play at `now`: the on-air program's playlist from the console, else
 * the tracks tagged with its older playlist name, else every track.
 */
export function rotationFor(programs: ProgramRow[], tracks: TrackRow[], tz: string, now: Date, library?: LibraryView): Rotation {
  const program = programAt(programs, tz, now);
  const playable = (t: TrackRow): PlayableTrack => ({
    id: t.id,
    path: t.filePath,
    title: t.title,
    artist: t.artist,
    art: t.art,
    levels: levelsOf(t),
  });
  const byId = new Map(tracks.map((t) => [t.id, t]));
  const listed = (id: string) =>
    (library?.playlists.get(id)?.trackIds ?? []).flatMap((trackId) => {
      const t = byId.get(trackId);
      return t ? [playable(t)] : [];
    });
  const { date, hour } = zonedNow(tz, now);
  const extras = library
    ? {
        rules: library.rules,
        jingles: library.rules.jinglePlaylistId ? listed(library.rules.jinglePlaylistId).map((j) => ({ ...j, jingle: true })) : [],
        hour: `${date}T${hour}`,
        sound: { targetLufs: library.rules.targetLufs ?? -16, crossfadeMs: library.rules.crossfadeMs ?? 2000 },
      }
    : {};
  const chosen = program?.playlistId ? listed(program.playlistId) : [];
  if (program?.playlistId && chosen.length) {
    return { playlist: `id:${program.playlistId}`, tracks: chosen, mode: library!.playlists.get(program.playlistId)!.mode, ...extras };
  }
  const playlist = program?.playlist ?? 'worship';
  const inList = tracks.filter((t) => t.playlist === playlist);
  return {
    playlist: inList.length ? playlist : '*',
    tracks: (inList.length ? inList : tracks).map(playable),
    ...extras,
  };
}

/** A track's measured levels, or null until the levelling has measured it. */
function levelsOf(t: TrackRow): PlayableTrack['levels'] {
  const { loudnessLufs, truePeakDb, soundStartMs, soundEndMs } = t;
  if (loudnessLufs === null || truePeakDb === null || soundStartMs === null || soundEndMs === null) return null;
  return { loudnessLufs, truePeakDb, soundStartMs, soundEndMs };
}
