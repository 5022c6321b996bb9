import fs from 'node:fs/promises';
import { splitFrames, type Frame } from './mp3-frames.ts';
import { applyGain } from './mp3-gain.ts';
import { muteUnreachable } from './mp3-splice.ts';
import type { PlayableTrack, SoundSettings } from './picker.ts';
import { gainSteps } from '../library/sound-levels.ts';

/** A song read for the air: its frames at the station's loudness, and where its sound is. */
export interface LoadedSong {
  track: PlayableTrack;
  frames: Frame[];
  /** The first frame with sound, and the frame after the last (leading and trailing silence skipped). */
  first: number;
  end: number;
  /** The gain applied, in 1.5 dB steps (0 when unmeasured or no target). */
  steps: number;
}

/** A run of frames to play; `track` goes on air when the run starts. */
export interface Segment {
  frames: Frame[];
  from: number;
  to: number;
  track?: PlayableTrack;
}

/** Fewer frames than this is not a song (a broken file). */
export const MIN_FRAMES = 10;

/**
 * Reads a song's frames and levels them losslessly (mp3-gain.ts) to the target: the only work per
 * song, once, when it is loaded; listeners get the same frames as before, so their cost is unchanged.
 */
export async function loadSong(track: PlayableTrack, sound?: SoundSettings): Promise<LoadedSong> {
  const frames = splitFrames(await fs.readFile(track.path));
  if (frames.length < MIN_FRAMES) throw new Error('no MP3 audio frames found');
  const steps = track.levels && sound ? gainSteps(track.levels, sound.targetLufs) : 0;
  if (steps !== 0) for (const f of frames) applyGain(f.data, steps);
  let first = 0;
  let end = frames.length;
  if (track.levels) {
    const frameMs = frames[0]!.durationMs;
    first = Math.max(0, Math.floor(track.levels.soundStartMs / frameMs));
    end = Math.min(frames.length, Math.ceil(track.levels.soundEndMs / frameMs) + 1);
    if (end - first < MIN_FRAMES) [first, end] = [0, frames.length];
  }
  if (first > 0) muteUnreachable(frames, first);
  return { track, frames, first, end, steps };
}

/** The crossfade in frames between two songs: the setting, clamped to half of either song's sound. */
export function fadeFrames(a: LoadedSong, b: LoadedSong, crossfadeMs: number): number {
  if (a.track.jingle || b.track.jingle || crossfadeMs <= 0) return 0;
  const n = Math.round(crossfadeMs / a.frames[0]!.durationMs);
  return Math.max(0, Math.min(n, Math.floor((a.end - a.first) / 2), Math.floor((b.end - b.first) / 2)));
}
