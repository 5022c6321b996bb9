// The station comes from radio-stream.fixtures.ts (createTestApp): real-time audio, in the stream project.
import { beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  run,
  dataDir,
  t,
  base,
  livePassword,
  radioStation,
  status,
  waitFor,
  goLive,
  listen,
  writeLiveShow,
} from './radio-stream.fixtures.ts';

radioStation();
beforeAll(writeLiveShow);

describe('the broadcast, heard by real clients', () => {
  it('a DJ whose encoder sends mono 48 kHz is re-encoded: every frame a listener gets stays stereo 44.1 kHz', async () => {
    // An encoder left at OBS's 48 kHz, in mono: passed through, it would stop listeners' players at the switch.
    const liveFile = path.join(dataDir, 'live-48k-mono.mp3');
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=880:duration=6:sample_rate=48000',
      '-ac',
      '1',
      '-b:a',
      '96k',
      liveFile,
    ]);
    const { splitFrames } = await import('./engine/mp3-frames.ts');
    const { frameShape } = await import('./engine/conform.ts');
    expect(frameShape(splitFrames(fs.readFileSync(liveFile))[0]!.data)).toEqual({ sampleRate: 48000, channels: 1 });
    const l = listen();
    const ffmpeg = goLive(liveFile, ['-ice_name', 'Mono Hour']);
    expect(await waitFor(async () => (await status()).song.title === 'Mono Hour', 5000)).toBe(true);
    expect(await new Promise((r) => ffmpeg.on('exit', r))).toBe(0);
    expect(await waitFor(async () => !(await status()).station.isLive, 3000)).toBe(true);
    l.close();
    // Skip the first bytes (the burst may start mid-frame), then every frame heard has the broadcast's shape.
    const frames = splitFrames(l.data().subarray(4096));
    expect(frames.length).toBeGreaterThan(200);
    const shapes = new Set(frames.map((f) => JSON.stringify(frameShape(f.data))));
    expect([...shapes]).toEqual([JSON.stringify({ sampleRate: 44100, channels: 2 })]);
  }, 40_000);

  it("accepts a broadcaster's own username and password on the live mount, and refuses a member's", async () => {
    const { users } = await import('../../db/schema/accounts.ts');
    const { eq } = await import('drizzle-orm');
    const signup = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `10.7.0.${name.length}`,
        payload: {
          username: name,
          email: `${name}@example.org`,
          password: 'on the air 123',
          confirmPassword: 'on the air 123',
          country: '',
          city: '',
        },
      });
    expect((await signup('dj_samuel')).statusCode).toBe(201);
    expect((await signup('listener_ann')).statusCode).toBe(201);
    await t.app.db.update(users).set({ role: 'broadcaster' }).where(eq(users.username, 'dj_samuel'));
    const body = fs.readFileSync(path.join(dataDir, 'live-show.mp3')).subarray(0, 64_000);
    const put = (user: string) =>
      fetch(`${base}/live`, {
        method: 'PUT',
        headers: {
          authorization: `Basic ${Buffer.from(`${user}:on the air 123`).toString('base64')}`,
          'content-type': 'audio/mpeg',
          'ice-name': "Samuel's Saturday Set",
        },
        body,
      });
    expect((await put('listener_ann')).status).toBe(401);
    expect((await put('dj_samuel')).status).toBe(200);
    // The short upload went on air (it is in the history) and the AutoDJ took back over.
    const history = async () => (await (await fetch(`${base}/api/stream/history`)).json()) as Array<{ title: string; source: string }>;
    expect(await waitFor(async () => (await history()).some((h) => h.title === "Samuel's Saturday Set" && h.source === 'live'), 3000)).toBe(
      true,
    );
    expect(await waitFor(async () => !(await status()).station.isLive, 3000)).toBe(true);
  });

  it("tells a page where its own stream began on the broadcast's clock, so it can name a change when it is heard", async () => {
    await waitFor(async () => (await status()).song.title !== '', 10_000);
    const key = `k${Date.now()}`;
    const chunks: Buffer[] = [];
    const req = http.get(`${base}/stream.mp3?t=${key}`, (r) => r.on('data', (c: Buffer) => chunks.push(c)));
    req.on('error', () => undefined);
    await waitFor(async () => chunks.length > 0, 5000);
    const res = await fetch(`${base}/api/stream/listeners/${key}`);
    expect(res.status).toBe(200);
    const { startMs } = (await res.json()) as { startMs: number };
    const s = (await (await fetch(`${base}/api/stream/status`)).json()) as { onAirSinceMs: number };
    // The stream began with the burst (up to 4 s before now); the song on air began on the same clock.
    expect(startMs).toBeGreaterThanOrEqual(0);
    expect(s.onAirSinceMs).toBeGreaterThanOrEqual(0);
    expect(typeof s.onAirSinceMs).toBe('number');
    req.destroy();
    await waitFor(async () => (await fetch(`${base}/api/stream/listeners/${key}`)).status === 404, 5000);
    const gone = await fetch(`${base}/api/stream/listeners/${key}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe('That stream is not connected.');
  });

  it('offers playlists for VLC, iTunes and car radios', async () => {
    const m3u = await (await fetch(`${base}/listen.m3u`)).text();
    expect(m3u).toContain(`${base}/stream.mp3`);
    const pls = await (await fetch(`${base}/listen.pls`)).text();
    expect(pls).toMatch(/File1=.*\/stream\.mp3/);
    const history = (await (await fetch(`${base}/api/stream/history`)).json()) as Array<{ source: string }>;
    expect(history.map((h) => h.source)).toContain('live');
  });

  it('a source that sends nothing, or bytes with no MP3 frames, never goes on air and gives way to a real DJ', async () => {
    const auth = `Basic ${Buffer.from(`source:${livePassword}`).toString('base64')}`;
    // Silent: connected with good credentials, not a byte of audio.
    const silent = http.request(`${base}/live`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' },
    });
    silent.on('error', () => undefined);
    silent.flushHeaders();
    await new Promise((r) => setTimeout(r, 500));
    expect((await status()).station.isLive).toBe(false);
    // A real DJ is not refused because of it.
    const liveFile = path.join(dataDir, 'live-show.mp3');
    const ffmpeg = goLive(liveFile, ['-t', '3']);
    expect(await waitFor(async () => (await status()).station.isLive, 4000)).toBe(true);
    await new Promise((r) => ffmpeg.on('exit', r));
    expect(await waitFor(async () => !(await status()).station.isLive, 3000)).toBe(true);

    // Garbage: random bytes for three seconds are never "live", and the source is dropped.
    let closed = false;
    const garbage = http.request(`${base}/live`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' },
    });
    garbage.on('error', () => undefined);
    garbage.on('close', () => (closed = true));
    const started = Date.now();
    while (Date.now() - started < 3000) {
      garbage.write(crypto.randomBytes(4000));
      expect((await status()).station.isLive).toBe(false);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await waitFor(async () => closed, 5000)).toBe(true);
    expect((await status()).station.isLive).toBe(false);
    silent.destroy();
  }, 40_000);

  it('answers HEAD on the stream at once, without holding the connection or counting a listener', async () => {
    await waitFor(async () => (await status()).station.listeners === 0, 3000);
    const res = await fetch(`${base}/stream.mp3`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await status()).station.listeners).toBe(0);
  });
});
