import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
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

/** The shape an MP3 frame declares in its header (sample rate, and mono or not), or null. */
export function frameShape(frame: Uint8Array): AudioShape | null {
  if (frame.length < 4 || frame[0] !== 0xff || (frame[1]! & 0xe0) !== 0xe0) return null;
  const version = (frame[1]! >> 3) & 0x03;
  const rateIndex = (frame[2]! >> 2) & 0x03;
  const rates: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
  const sampleRate = rates[version]?.[rateIndex];
  if (!sampleRate) return null;
  return { sampleRate, channels: frame[3]! >> 6 === 3 ? 1 : 2 };
}

/**
 * An ffmpeg that re-encodes a live source's MP3 (a DJ's encoder set to 48 kHz, as OBS is, or to
 * mono) to the broadcast's stereo 44.1 kHz as it arrives: MP3 in on stdin, MP3 out on stdout.
 */
export function liveConverter(bitrateKbps: number): ChildProcessWithoutNullStreams {
  return spawn('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer', '-f', 'mp3', '-i', 'pipe:0'],
    ...['-c:a', 'libmp3lame', '-ar', String(STATION_SAMPLE_RATE), '-ac', String(STATION_CHANNELS), '-b:a', `${bitrateKbps}k`],
    ...['-flush_packets', '1', '-f', 'mp3', 'pipe:1'],
  ]);
}
