import type { PickerRules, PlayableTrack, Rotation } from './picker.ts';
import type { ProgramRow, TrackRow } from '../radio.repo.ts';
import { programAt, zonedNow } from '../schedule/schedule.ts';

/** The console's playlists and AutoDJ rules, as the rotation needs them. */
export interface LibraryView {
  playlists: Map<string, { mode: 'ordered' | 'shuffled'; trackIds: string[] }>;
  rules: PickerRules & { jinglePlaylistId: string | null; targetLufs?: number; crossfadeMs?: number };
}

/**
 * What the AutoDJ should play at `now`: the on-air program's playlist from the console, else
 * the tracks tagged with its older playlist name, else every track. A pre-recorded program's file
 * (a sermon) is never in rotation: it plays at its program's start only.
 */
export function rotationFor(programs: ProgramRow[], allTracks: TrackRow[], tz: string, now: Date, library?: LibraryView): Rotation {
  const program = programAt(programs, tz, now);
  const recordings = new Set(programs.flatMap((p) => (p.trackId ? [p.trackId] : [])));
  const tracks = allTracks.filter((t) => !recordings.has(t.id));
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
