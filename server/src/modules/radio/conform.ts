import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The broadcast is one MP3 stream made of the songs' own frames, one after another. A player
 * follows a change of bitrate, but not of sample rate or channels: a mono song, or one at 48 kHz,
 * between stereo 44.1 kHz ones stops listeners' players ("the stream was interrupted"). Such a
 * song is re-encoded once, when it enters the library, to what every other song is.
 */
export const STATION_SAMPLE_RATE = 44100;
export const STATION_CHANNELS = 2;

export interface AudioShape {
  sampleRate: number;
  channels: number;
}

export const fitsTheStation = (a: AudioShape) => a.sampleRate === STATION_SAMPLE_RATE && a.channels === STATION_CHANNELS;

/**
 * Re-encodes `source` to stereo 44.1 kHz MP3 at `target` (tags kept, pictures left out: covers are
 * stored apart). The result is written beside `target` and renamed into place, so a failure
 * leaves no half-written song.
 */
export async function conformTrack(source: string, target: string, bitrateKbps: number): Promise<void> {
  const part = `${target}.conform.part`;
  try {
    await run(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', '-i', source, '-map', '0:a:0', '-map_metadata', '0', '-c:a', 'libmp3lame'],
        ...['-ar', String(STATION_SAMPLE_RATE), '-ac', String(STATION_CHANNELS), '-b:a', `${bitrateKbps}k`],
        ...['-id3v2_version', '3', '-f', 'mp3', part],
      ],
      { timeout: 10 * 60_000, maxBuffer: 1024 * 1024 },
    );
    await fs.rename(part, target);
  } catch (err) {
    await fs.rm(part, { force: true });
    const detail = (err as { stderr?: string }).stderr?.trim().split('\n').at(-1);
    throw new Error(`could not be converted to stereo 44.1 kHz${detail ? ` (${detail})` : ''}`);
  }
}
