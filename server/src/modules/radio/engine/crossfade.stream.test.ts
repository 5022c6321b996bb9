import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../../platform/time/clock.ts';
import { decode, longestSilence, shortTermLoudness, toneAt, toneLevel } from '../../../test/sound.ts';
import type { PlayableTrack } from './picker.ts';
import { RadioStation } from './radio-station.ts';
import { measureSound } from '../library/sound-levels.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-sound-'));
const TARGET = -16;
const FADE_S = 2;
const LOUD_HZ = 440;
const QUIET_HZ = 1500;
// The engine paces frames on an injected clock (here the wall's pace: faster leaves a loaded CI
// machine too little time to render the crossfade, which the engine then plays as a hard cut).
const SPEED = 1;
const started = Date.now();
const fast: Clock = {
  ms: () => started + (Date.now() - started) * SPEED,
  now: () => new Date(fast.ms()),
  after: () => ({ cancel: () => undefined }),
};

let server: http.Server;
let station: RadioStation;
const songs: PlayableTrack[] = [];

beforeAll(async () => {
  for (const [id, hz, lufs, seconds] of [
    ['loud', LOUD_HZ, -10, 8],
    ['quiet', QUIET_HZ, -28, 10],
  ] as const) {
    // Half a second of silence before and a second after: skipped on air, so no gap is heard.
    const file = await toneAt(path.join(dir, `${id}.mp3`), { hz, lufs, seconds, leadS: 0.5, tailS: 1 });
    songs.push({ id, path: file, title: id, artist: 'Tone', art: null, levels: await measureSound(file) });
  }
  station = new RadioStation({
    stationName: () => 'Sound test',
    bitrateKbps: 128,
    rotation: async () => ({ playlist: 'p', tracks: songs, mode: 'ordered', sound: { targetLufs: TARGET, crossfadeMs: FADE_S * 1000 } }),
    onAirChanged: () => undefined,
    log: { warn: () => undefined, info: () => undefined },
    clock: fast,
  });
  server = http.createServer((req, res) => station.listen(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
}, 60_000);

afterAll(async () => {
  station?.stop();
  await new Promise((r) => server?.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('levelled sound and crossfades, as a listener hears them', () => {
  it('measures each song: loudness, true peak, and where its sound starts and ends', () => {
    const [loud, quiet] = songs.map((s) => s.levels!);
    expect(Math.abs(loud!.loudnessLufs + 10)).toBeLessThan(1);
    expect(Math.abs(quiet!.loudnessLufs + 28)).toBeLessThan(1);
    expect(loud!.truePeakDb).toBeLessThan(0);
    expect(loud!.soundStartMs).toBeGreaterThan(400);
    expect(loud!.soundStartMs).toBeLessThan(600);
    expect(loud!.soundEndMs).toBeGreaterThan(8300);
    expect(loud!.soundEndMs).toBeLessThan(8700);
  });

  it('plays a loud and a quiet song at the target, crossfaded, with no gap', async () => {
    const { port } = server.address() as AddressInfo;
    const chunks: Buffer[] = [];
    const enough = 15 * 16_000; // 15 s at 128 kbps: loud song, crossfade, quiet song
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}/stream.mp3`, (res) =>
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          if (chunks.reduce((n, x) => n + x.length, 0) >= enough) {
            req.destroy();
            resolve();
          }
        }),
      );
      req.on('error', reject);
      station.startEngine();
    });
    station.stopEngine();
    const mp3 = Buffer.concat(chunks);
    const pcm = await decode(mp3);
    const rate = 44100;
    const win = rate / 10;
    // Which tone sounds in each 100 ms: a tone counts when it is within 30 dB of the louder one.
    const windows: Array<{ t: number; loud: boolean; quiet: boolean }> = [];
    for (let i = 0; i + win <= pcm.length; i += win) {
      const a = toneLevel(pcm, i, win, LOUD_HZ);
      const b = toneLevel(pcm, i, win, QUIET_HZ);
      const top = Math.max(a, b);
      windows.push({ t: i / rate, loud: a > top / 31.6, quiet: b > top / 31.6 });
    }
    // The first overlap (the loud song into the quiet one); the recording ends as the next one begins.
    const start = windows.findIndex((w) => w.loud && w.quiet);
    const length = windows.slice(start).findIndex((w) => !(w.loud && w.quiet));
    const overlap = { from: windows[start]!.t, to: windows[start + length - 1]!.t };
    const heard = windows.filter((w) => w.t < overlap.to + 5);
    const loudOnly = heard.filter((w) => w.loud && !w.quiet);
    const quietOnly = heard.filter((w) => w.quiet && !w.loud);
    expect(start).toBeGreaterThan(0);
    expect(length / 10).toBeGreaterThan(FADE_S * 0.6);
    expect(length / 10).toBeLessThan(FADE_S * 1.4);
    expect(loudOnly.every((w) => w.t < overlap.from || w.t > overlap.to)).toBe(true);
    expect(loudOnly[0]!.t).toBeLessThan(overlap.from);
    expect(quietOnly.some((w) => w.t > overlap.to)).toBe(true);
    // The loud song's sound starts at once: its leading silence was skipped.
    expect(loudOnly[0]!.t).toBeLessThan(0.2);
    // Short-term loudness (3 s) where only one song sounds: both at the target, ±1.5 LU.
    const st = await shortTermLoudness(mp3);
    const solo = (t: number, kind: 'loud' | 'quiet') =>
      windows.filter((w) => w.t > t - 3 && w.t <= t - 0.1).every((w) => (kind === 'loud' ? w.loud && !w.quiet : w.quiet && !w.loud));
    const loudS = st.filter(([t]) => t >= 3 && t < overlap.from && solo(t, 'loud')).map(([, s]) => s);
    const quietS = st.filter(([t]) => t > overlap.to + 3 && t < overlap.to + 5 && solo(t, 'quiet')).map(([, s]) => s);
    expect(loudS.length).toBeGreaterThan(3);
    expect(quietS.length).toBeGreaterThan(3);
    for (const s of [...loudS, ...quietS]) expect(Math.abs(s - TARGET)).toBeLessThanOrEqual(1.5);
    // No silent gap over 0.3 s anywhere in what the listener heard.
    expect(longestSilence(pcm)).toBeLessThanOrEqual(0.3);
  }, 60_000);
});
