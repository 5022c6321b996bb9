import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the station measured of a song once (issue 27): how loud it is and where its sound is. */
export interface SoundLevels {
  /** EBU R128 integrated loudness, LUFS. */
  loudnessLufs: number;
  /** EBU R128 true peak, dBTP (above 0: the song clips). */
  truePeakDb: number;
  /** Where the sound starts and ends: leading and trailing silence are skipped on air. */
  soundStartMs: number;
  soundEndMs: number;
}

/** Quieter than this, for longer than SILENCE_S, counts as silence at a song's start or end. */
const SILENCE_DB = -50;
const SILENCE_S = 0.2;
/** ebur128 reports its gate (−70 LUFS) for a file with no sound above it. */
const SILENT_LUFS = -69;

export class SilentSongError extends Error {
  constructor() {
    super('the file holds only silence');
  }
}

/**
 * Measures a song with ffmpeg in one pass: `ebur128` (integrated loudness and true peak) and
 * `silencedetect` (leading and trailing silence). ffmpeg runs as a child process, so the event
 * loop (and the broadcast) never waits on it. Throws SilentSongError for a silent file.
 */
export async function measureSound(file: string, opts: { nice?: boolean } = {}): Promise<SoundLevels> {
  // The background levelling runs at a lower priority than the broadcast.
  const { stderr } = await run(
    opts.nice ? 'nice' : 'ffmpeg',
    [
      ...(opts.nice ? ['-n', '10', 'ffmpeg'] : []),
      ...['-hide_banner', '-nostats', '-v', 'info', '-i', file, '-map', '0:a:0'],
      ...['-af', `silencedetect=n=${SILENCE_DB}dB:d=${SILENCE_S},ebur128=peak=true:framelog=verbose`, '-f', 'null', '-'],
    ],
    { timeout: 10 * 60_000, maxBuffer: 8 * 1024 * 1024 },
  ).catch((err: { stderr?: string }) => {
    const detail = err.stderr?.trim().split('\n').at(-1);
    throw new Error(`could not be measured${detail ? ` (${detail})` : ''}`);
  });
  return parseMeasurement(stderr);
}

/** The figures in ffmpeg's output (exported for tests). */
export function parseMeasurement(out: string): SoundLevels {
  const summary = out.slice(out.lastIndexOf('Summary:'));
  const lufs = Number(/I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1]);
  const peak = /Peak:\s+(-?[\d.]+|-inf|inf) dBFS/.exec(summary)?.[1];
  const durationS = Number(
    /time=(\d+):(\d+):([\d.]+)/
      .exec(out.slice(out.lastIndexOf('time=')))
      ?.slice(1)
      .reduce((s, x) => s * 60 + Number(x), 0),
  );
  if (!Number.isFinite(lufs) || peak === undefined) throw new Error('could not be measured');
  if (lufs <= SILENT_LUFS || peak === '-inf') throw new SilentSongError();
  const starts = [...out.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Math.max(0, Number(m[1])));
  const ends = [...out.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  const total = Number.isFinite(durationS) ? durationS : Math.max(0, ...ends);
  // Leading silence: a silence that starts at 0. Trailing: the last silence, when it runs to the end.
  const startS = starts.length && starts[0]! < 0.05 ? (ends[0] ?? total) : 0;
  const last = starts.at(-1);
  const lastEnded = ends.length === starts.length ? ends.at(-1)! : total;
  const endS = last !== undefined && last > startS && lastEnded >= total - 0.05 ? last : total;
  return {
    loudnessLufs: Math.round(lufs * 10) / 10,
    truePeakDb: peak === 'inf' ? 99 : Math.round(Number(peak) * 10) / 10,
    soundStartMs: Math.round(startS * 1000),
    soundEndMs: Math.round(endS * 1000),
  };
}

/** One MP3 `global_gain` step is 1.5 dB (2^(1/4) in amplitude). */
export const GAIN_STEP_DB = 1.5;
/** No song is played so loud that its true peak passes this. */
export const PEAK_CEILING_DB = -1;

/**
 * The gain, in whole 1.5 dB steps, that brings a song to `targetLufs` without its true peak
 * passing −1 dBTP: the nearest step to the target, lowered when the peak asks for it.
 */
export function gainSteps(levels: Pick<SoundLevels, 'loudnessLufs' | 'truePeakDb'>, targetLufs: number): number {
  const toTarget = Math.round((targetLufs - levels.loudnessLufs) / GAIN_STEP_DB);
  const peakRoom = Math.floor((PEAK_CEILING_DB - levels.truePeakDb) / GAIN_STEP_DB + 1e-9);
  return Math.max(-40, Math.min(toTarget, peakRoom, 40));
}

/** The columns a measurement fills: the levels, or why the song could not be measured (it then plays as it is). */
export async function soundColumns(file: string, opts: { nice?: boolean } = {}) {
  try {
    return { ...(await measureSound(file, opts)), soundError: null };
  } catch (err) {
    if (err instanceof SilentSongError) throw err;
    return { loudnessLufs: null, truePeakDb: null, soundStartMs: null, soundEndMs: null, soundError: (err as Error).message.slice(0, 300) };
  }
}
