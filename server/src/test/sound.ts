import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A stereo 44.1 kHz MP3 sine tone at an integrated loudness (LUFS), with silence before and after
 * it: measured once at ffmpeg's default level, then made again at the gain that reaches `lufs`.
 */
export async function toneAt(file: string, o: { hz: number; lufs: number; seconds: number; leadS?: number; tailS?: number }) {
  const tone = `sine=frequency=${o.hz}:duration=${o.seconds}`;
  const probe = await run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-f',
    'lavfi',
    '-i',
    tone,
    '-ac',
    '2',
    '-af',
    'ebur128=framelog=verbose',
    '-f',
    'null',
    '-',
  ]);
  const base = Number(/I:\s+(-?[\d.]+) LUFS/.exec(probe.stderr.slice(probe.stderr.lastIndexOf('Summary:')))![1]);
  const pad = `adelay=delays=${Math.round((o.leadS ?? 0) * 1000)}:all=1,apad=pad_dur=${o.tailS ?? 0}`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', tone, '-af', `volume=${(o.lufs - base).toFixed(2)}dB,${pad}`],
    ...['-ac', '2', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', file],
  ]);
  return file;
}

/** An MP3 decoded to mono 32-bit float samples at 44.1 kHz. */
export async function decode(mp3: Buffer): Promise<Float32Array> {
  const out = await new Promise<Buffer>((resolve, reject) => {
    const child = execFile(
      'ffmpeg',
      ['-v', 'error', '-f', 'mp3', '-i', 'pipe:0', '-ac', '1', '-ar', '44100', '-f', 'f32le', 'pipe:1'],
      {
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
      },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
    child.stdin!.end(mp3);
  });
  return new Float32Array(out.buffer, out.byteOffset, out.length / 4);
}

/** Short-term loudness (EBU R128, 3 s window) every 100 ms, as ffmpeg's ebur128 measures it: [time s, LUFS]. */
export async function shortTermLoudness(mp3: Buffer): Promise<Array<[number, number]>> {
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      'ffmpeg',
      ['-hide_banner', '-nostats', '-f', 'mp3', '-i', 'pipe:0', '-af', 'ebur128', '-f', 'null', '-'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
      (err, _out, errOut) => (err ? reject(err) : resolve(errOut)),
    );
    child.stdin!.end(mp3);
  });
  return [...stderr.matchAll(/t:\s*([\d.]+)\s+TARGET.*?S:\s*(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** The energy of one frequency in a window of samples (Goertzel), as the RMS amplitude of that tone. */
export function toneLevel(samples: Float32Array, from: number, length: number, hz: number, rate = 44100): number {
  const k = 2 * Math.cos((2 * Math.PI * hz) / rate);
  let s1 = 0;
  let s2 = 0;
  for (let i = from; i < from + length && i < samples.length; i++) {
    const s0 = samples[i]! + k * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - k * s1 * s2;
  return (Math.sqrt(power) * Math.SQRT2) / length;
}

/** The longest run of near-silence (below `floorDb` dBFS in 10 ms windows), in seconds. */
export function longestSilence(samples: Float32Array, floorDb = -50, rate = 44100): number {
  const win = rate / 100;
  let run = 0;
  let longest = 0;
  for (let i = 0; i + win <= samples.length; i += win) {
    let sum = 0;
    for (let j = i; j < i + win; j++) sum += samples[j]! * samples[j]!;
    const db = 10 * Math.log10(sum / win + 1e-20);
    run = db < floorDb ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest / 100;
}
