import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { splitFrames, type Frame } from './mp3-frames.ts';
import { bridge, muteUnreachable } from './mp3-splice.ts';
import type { LoadedSong } from './song-loader.ts';
import { STATION_CHANNELS, STATION_SAMPLE_RATE } from './conform.ts';

/** Samples in one MPEG-1 Layer III frame (the station is 44.1 kHz MPEG-1: conform.ts). */
export const FRAME_SAMPLES = 1152;
/** LAME's delay from input to decoded output (576 encoder + 529 decoder samples, +1). */
const CODEC_DELAY = 1105;
/** Encoded frames dropped at the start: they hold the encoder's priming, not the fade. */
const SKIP = 2;
/** Frames decoded before the audio that is used, so the decoder's bit reservoir is full. */
const PRE = 3;

/** One side of a transition: a song's frames (gain already applied) and where the overlap sits. */
export interface FadeSide {
  frames: Frame[];
  /** The frame where the overlap starts (the outgoing song) or ends (the incoming one). */
  at: number;
}

/**
 * Renders only the overlap of two songs (decision 025): the last `n` frames of `out` (from
 * `out.at`) mixed with the `n` frames of `into` that come before `into.at`, with an equal-power
 * (quarter-sine) fade, re-encoded by ffmpeg into exactly `n` frames. The AutoDJ plays `out` up to
 * `out.at`, these frames, then `into` from `into.at`: the rest of both songs is copied as it is.
 * The encoder runs without a bit reservoir, so every frame stands alone and the priming can go.
 */
export async function renderTransition(out: FadeSide, into: FadeSide, n: number, bitrateKbps: number): Promise<Frame[]> {
  const lead = SKIP * FRAME_SAMPLES - CODEC_DELAY; // audio before the fade, encoded then dropped
  const length = (SKIP + n + 1) * FRAME_SAMPLES;
  const side = (s: FadeSide, fadeStartFrame: number) => {
    const first = Math.max(0, fadeStartFrame - SKIP - PRE);
    const start = fadeStartFrame * FRAME_SAMPLES - lead - first * FRAME_SAMPLES; // may be < 0 at a song's start
    return { bytes: Buffer.concat(s.frames.slice(first, fadeStartFrame + n + 2).map((f) => f.data)), start };
  };
  const a = side(out, out.at);
  const b = side(into, into.at - n);
  const trim = (start: number) =>
    start >= 0
      ? `atrim=start_sample=${start}:end_sample=${start + length},asetpts=N/SR/TB`
      : `adelay=delays=${-start}S:all=1,atrim=end_sample=${length},asetpts=N/SR/TB`;
  const fade = `st=${lead / STATION_SAMPLE_RATE}:d=${(n * FRAME_SAMPLES) / STATION_SAMPLE_RATE}:curve=qsin`;
  const graph = [
    `[0:a]aformat=sample_rates=${STATION_SAMPLE_RATE}:channel_layouts=stereo,${trim(a.start)},afade=t=out:${fade}[a]`,
    `[1:a]aformat=sample_rates=${STATION_SAMPLE_RATE}:channel_layouts=stereo,${trim(b.start)},afade=t=in:${fade}[b]`,
    `[a][b]amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3[m]`,
  ].join(';');
  const child = spawn(
    'ffmpeg',
    [
      ...['-v', 'error', '-f', 'mp3', '-i', 'pipe:3', '-f', 'mp3', '-i', 'pipe:4', '-filter_complex', graph, '-map', '[m]'],
      ...['-c:a', 'libmp3lame', '-reservoir', '0', '-b:a', `${bitrateKbps}k`, '-ar', String(STATION_SAMPLE_RATE)],
      ...['-ac', String(STATION_CHANNELS), '-write_xing', '0', '-id3v2_version', '0', '-f', 'mp3', 'pipe:1'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'] },
  );
  const chunks: Buffer[] = [];
  let errors = '';
  child.stdout!.on('data', (c: Buffer) => chunks.push(c));
  child.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
  for (const [fd, bytes] of [
    [3, a.bytes],
    [4, b.bytes],
  ] as const) {
    const pipe = child.stdio[fd] as Writable;
    pipe.on('error', () => undefined); // ffmpeg that failed early closes its end
    pipe.end(bytes);
  }
  const code = await new Promise<number | null>((resolve) => {
    child.on('close', resolve);
    child.on('error', () => resolve(-1));
  });
  const frames = splitFrames(Buffer.concat(chunks)).slice(SKIP, SKIP + n);
  if (code !== 0 || frames.length < n)
    throw new Error(`the crossfade could not be made${errors ? ` (${errors.trim().split('\n').at(-1)})` : ''}`);
  return frames;
}

/**
 * The crossfade from `out` into `next`, ready to play: `n` rendered frames whose last one carries
 * `next`'s bit reservoir (mp3-splice.ts). `out` then plays up to `out.end - n`, `next` from `next.first + n`.
 */
export async function crossfadeFrames(out: LoadedSong, next: LoadedSong, n: number, bitrateKbps: number): Promise<Frame[]> {
  const fade = await renderTransition({ frames: out.frames, at: out.end - n }, { frames: next.frames, at: next.first + n }, n, bitrateKbps);
  const joined = bridge(fade.at(-1)!, next.frames, next.first + n);
  if (joined) fade[fade.length - 1] = joined;
  else muteUnreachable(next.frames, next.first + n);
  return fade;
}
