import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { StreamStatus } from '@selah/contracts/radio';
import { fixedClock } from '../../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, songFile } from '../../../test/music.ts';

// Saturday 28 November 2026, 07:29:50 in Chicago (the station's zone): a sermon is scheduled for 07:30.
const clock = fixedClock('2026-11-28T13:29:50Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-prerecorded-'));
const MUSIC_HZ = 330;
const SERMON_HZ = 880;
const SERMON_SECONDS = 8;
let t: TestApp;
let admin: TestUser;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir, radioEnabled: true }, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const status = async () => (await t.app.inject({ url: '/api/stream/status' })).json<StreamStatus>();
/** Polls `check` until it holds (the broadcast runs in real time); false after `ms`. */
const until = async (check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};
const upload = async (title: string, seconds: number, frequency: number) => {
  const body = multipart([{ name: `${title}.mp3`, data: await songFile(title, 'Test', seconds, frequency) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/tracks',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ tracks: Array<{ id: string }> }>().tracks[0]!.id;
};

/** The MP3 decoded to 8 kHz mono, and the tone's frequency in each 50 ms (zero crossings). */
function tones(mp3: Buffer): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'ffmpeg',
      ['-v', 'error', '-f', 'mp3', '-i', 'pipe:0', '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (err, pcm) => {
        if (err) return reject(err);
        const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
        const out: number[] = [];
        for (let w = 0; w + 400 <= samples.length; w += 400) {
          let crossings = 0;
          for (let i = w + 1; i < w + 400; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
          out.push(crossings / 2 / 0.05);
        }
        resolve(out);
      },
    );
    child.stdin!.end(mp3);
  });
}
const near = (hz: number, target: number) => Math.abs(hz - target) < target * 0.06;

describe('a pre-recorded program', () => {
  it('goes on air at its start minute, cutting the song, and the AutoDJ resumes after it', async () => {
    await upload('Long Hymn', 300, MUSIC_HZ);
    expect(await until(async () => (await status()).song.title === 'Long Hymn')).toBe(true);
    const sermon = await upload('Advent Sermon', SERMON_SECONDS, SERMON_HZ);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin.auth,
      payload: { title: 'Saturday Sermon', host: 'Pastor Daniel Reyes', date: '2026-11-28', start: '07:30', end: '08:00', trackId: sermon },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Before its minute the schedule names it, with its file; the song plays on.
    const schedule = (await t.app.inject({ url: '/api/schedule?date=2026-11-28' })).json<{
      programs: Array<{ title: string; recording: string | null; start: string }>;
    }>();
    expect(schedule.programs).toContainEqual(
      expect.objectContaining({ title: 'Saturday Sermon', start: '07:30', recording: 'Advent Sermon' }),
    );

    // A real listener over HTTP.
    const chunks: Buffer[] = [];
    let received = 0;
    const req = http.get(`${base}/stream.mp3`, (res) =>
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        received += c.length;
      }),
    );
    try {
      expect(await until(() => received > 16_000 * 6)).toBe(true); // the burst and a couple of seconds more
      const atCut = received;
      clock.set('2026-11-28T13:30:00Z'); // 07:30:00: the station's clock reaches the sermon's minute
      expect(await until(async () => (await status()).song.title === 'Advent Sermon')).toBe(true);
      const during = await status();
      expect(during.onAir).toMatchObject({
        recording: true,
        program: { title: 'Saturday Sermon', start: '07:30' },
        label: 'On air · Saturday Sermon',
      });
      // The file plays to its end, then the AutoDJ's music again.
      expect(await until(async () => (await status()).song.title === 'Long Hymn', 30_000)).toBe(true);
      const resumedAt = received;
      expect(await until(() => received > resumedAt + 16_000 * 3)).toBe(true);

      const heard = await tones(Buffer.concat(chunks));
      const beforeCut = await tones(Buffer.concat(chunks).subarray(0, atCut));
      const first = heard.findIndex((hz) => near(hz, SERMON_HZ));
      expect(first, 'the sermon is heard').toBeGreaterThan(0);
      // Music up to the cut (past the decoder's first window); the sermon follows at most the second of audio the engine sends ahead.
      expect(heard.slice(2, beforeCut.length - 2).every((hz) => near(hz, MUSIC_HZ))).toBe(true);
      const lateBy = (first - beforeCut.length) * 0.05;
      expect(lateBy).toBeGreaterThanOrEqual(-0.1);
      expect(lateBy).toBeLessThanOrEqual(1.1);
      // The whole file, then the music again.
      const sermonWindows = heard.slice(first).findIndex((hz) => !near(hz, SERMON_HZ));
      expect(sermonWindows * 0.05).toBeGreaterThan(SERMON_SECONDS - 0.3);
      // The join is a hard cut: the file's last frame (the encoder's padding) and the song's first
      // (decoded without the frames before it) take up to 0.2 s, then the music plays on.
      expect(heard.slice(first + sermonWindows + 4, first + sermonWindows + 40).every((hz) => near(hz, MUSIC_HZ))).toBe(true);
    } finally {
      req.destroy();
    }
  }, 120_000);
});
