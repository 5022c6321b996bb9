import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeDemoMusic } from './library/demo-music.ts';
import { synthesizeTrack } from './library/synth-track.ts';
import { importFile } from './library/library.ts';
import WebSocket from 'ws';
import { createTestUser } from '../../test/fixtures.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-radio-'));
let t: TestApp;
let base: string;
let port: number;
const livePassword = 'live-secret-123';

beforeAll(async () => {
  t = await createTestApp({ dataDir, radioEnabled: true, stationSourcePassword: livePassword });
  const tracks = [
    { title: 'Still Waters', artist: 'The Riverside Choir', root: 220, minutes: 0 },
    { title: 'Evening Light', artist: 'The Valley Singers', root: 196, minutes: 0 },
    { title: 'Grace Upon Grace', artist: 'Anna Whitfield', root: 246.9, minutes: 0 },
  ];
  await makeDemoMusic({
    dir: path.join(dataDir, 'music'),
    list: tracks,
    kbps: 128,
    log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
    onReady: (f) => importFile(t.app.db, f),
    secondsOverride: 20,
    nice: 0, // setup, not a first start: made at once even on a busy machine
  }).done;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const status = async () =>
  (await fetch(`${base}/api/stream/status`)).json() as Promise<{
    song: { title: string; artist: string };
    station: { listeners: number; isLive: boolean };
  }>;
const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

/** ffmpeg as a live DJ: the file, in real time, copied to the station's source mount. */
const goLive = (file: string, extra: string[] = []) =>
  spawn('ffmpeg', [
    '-loglevel',
    'error',
    '-re',
    '-i',
    file,
    ...extra,
    '-c',
    'copy',
    '-content_type',
    'audio/mpeg',
    '-f',
    'mp3',
    `icecast://source:${livePassword}@127.0.0.1:${port}/live`,
  ]);

/** Opens a listener and collects what it receives. */
function listen(headers: Record<string, string> = {}) {
  const chunks: Buffer[] = [];
  let res: http.IncomingMessage | null = null;
  const req = http.get(`${base}/stream.mp3`, { headers }, (r) => {
    res = r;
    r.on('data', (c: Buffer) => chunks.push(c));
  });
  req.on('error', () => undefined);
  return {
    bytes: () => chunks.reduce((n, c) => n + c.length, 0),
    data: () => Buffer.concat(chunks),
    headers: () => res?.headers ?? {},
    close: () => req.destroy(),
  };
}

describe('the broadcast, heard by real clients', () => {
  it('ffprobe identifies the stream as MP3 at the configured bitrate', async () => {
    await waitFor(async () => (await status()).song.title !== '', 10_000);
    const { stdout } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        '-read_intervals',
        '%+3',
        '-show_entries',
        'stream=codec_name,bit_rate,sample_rate',
        '-of',
        'json',
        `${base}/api/stream/proxy`,
      ],
      { timeout: 20_000 },
    );
    const stream = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; bit_rate: string; sample_rate: string }> }).streams[0]!;
    expect(stream).toMatchObject({ codec_name: 'mp3', bit_rate: '128000', sample_rate: '44100' });
  });

  it('a listener receives at least the nominal bitrate over 10 s', async () => {
    const l = listen();
    await new Promise((r) => setTimeout(r, 10_000));
    l.close();
    expect(l.bytes()).toBeGreaterThanOrEqual((128_000 / 8) * 10);
  }, 20_000);

  it('the ICY StreamTitle equals the song in the status', async () => {
    const l = listen({ 'Icy-MetaData': '1' });
    await waitFor(async () => l.bytes() > 16_000 + 300, 5000);
    l.close();
    expect(l.headers()['icy-metaint']).toBe('16000');
    const data = l.data();
    const len = data[16_000]! * 16;
    const meta = data
      .subarray(16_001, 16_001 + len)
      .toString('utf8')
      .replace(/\0+$/, '');
    const s = await status();
    expect(meta).toBe(`StreamTitle='${s.song.artist} - ${s.song.title}';`);
  });

  it('counts listeners from real connections: 0, 3, then 1', async () => {
    await waitFor(async () => (await status()).station.listeners === 0, 3000);
    expect((await status()).station.listeners).toBe(0);
    const ls = [listen(), listen(), listen()];
    expect(await waitFor(async () => (await status()).station.listeners === 3, 3000)).toBe(true);
    ls[0]!.close();
    ls[1]!.close();
    expect(await waitFor(async () => (await status()).station.listeners === 1, 3000)).toBe(true);
    ls[2]!.close();
    // Each session and the hour's peak are kept for the station team.
    const admin = await createTestUser(t.app.db, { role: 'admin' });
    await waitFor(async () => (await status()).station.listeners === 0, 3000);
    const stats = (await (await fetch(`${base}/api/admin/listeners`, { headers: admin.auth })).json()) as {
      peaks: Array<{ peak: number }>;
      sessions: Array<{ endedAt: string | null }>;
    };
    expect(stats.peaks[0]!.peak).toBeGreaterThanOrEqual(3);
    expect(stats.sessions.length).toBeGreaterThanOrEqual(3);
    expect(
      await waitFor(async () => {
        const again = (await (await fetch(`${base}/api/admin/listeners`, { headers: admin.auth })).json()) as {
          sessions: Array<{ endedAt: string | null }>;
        };
        return again.sessions.every((x) => x.endedAt !== null);
      }, 3000),
    ).toBe(true);
    expect((await fetch(`${base}/api/admin/listeners`)).status).toBe(401);
  });

  // How soon the DJ is on air is measured in bench/, not here: a ceiling below waits for a stuck test, not a slow machine.
  it('a live DJ connected with ffmpeg takes over; listeners hear the live audio; AutoDJ resumes after', async () => {
    const liveFile = path.join(dataDir, 'live-show.mp3');
    fs.writeFileSync(liveFile, await synthesizeTrack({ title: 'Live', artist: 'DJ', root: 330, seconds: 8 }));
    const liveFrames = (await import('./engine/mp3-frames.ts')).splitFrames(fs.readFileSync(liveFile));
    const l = listen();
    const pushed: Array<{ status: { station: { isLive: boolean }; song: { title: string } } }> = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/now-playing`);
    ws.on('message', (m) => pushed.push(JSON.parse(String(m))));
    await new Promise((r) => ws.once('open', r));
    const wrong = await fetch(`${base}/live`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from('source:nope').toString('base64')}`, 'content-type': 'audio/mpeg' },
      body: 'x',
    });
    expect(wrong.status).toBe(401);
    // Going live is told on the bus once (go-live alerts hear it), naming this airing of the show.
    const started: Array<{ show: string; dj: string | null; showKey: string }> = [];
    const off = t.app.bus.subscribe('radio.live-started', (e) => void started.push(e));
    const ffmpeg = goLive(liveFile, ['-ice_name', 'Evening Prayer Live']);
    expect(await waitFor(async () => (await status()).station.isLive, 20_000)).toBe(true);
    expect((await status()).song.title).toBe('Evening Prayer Live');
    // Staff cannot skip a person off the air (the console's Disconnect does that).
    const staff = await createTestUser(t.app.db, { role: 'broadcaster', username: 'dj_no_skip' });
    const noSkip = await t.app.inject({ method: 'POST', url: '/api/admin/live/skip', headers: staff.auth });
    expect(noSkip.statusCode).toBe(409);
    expect(noSkip.json<{ error: string }>().error).toBe('live_on_air');
    expect(started).toEqual([
      expect.objectContaining({ show: 'Evening Prayer Live', dj: null, showKey: expect.stringMatching(/^radio:/) }),
    ]);
    off();
    // The change was pushed, not only polled.
    expect(
      await waitFor(async () => pushed.some((m) => m.status.station.isLive && m.status.song.title === 'Evening Prayer Live'), 10_000),
    ).toBe(true);
    const second = await fetch(`${base}/live`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`source:${livePassword}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
      body: 'x',
    });
    expect(second.status).toBe(409);
    await new Promise((r) => ffmpeg.on('exit', r));
    expect(await waitFor(async () => !(await status()).station.isLive, 3000)).toBe(true);
    l.close();
    // The listener's bytes contain the live file's own frames (ffmpeg copies them untouched).
    const heard = l.data();
    const sample = liveFrames.slice(40, 60).map((f) => f.data);
    const found = sample.filter((f) => heard.includes(f)).length;
    expect(found).toBeGreaterThanOrEqual(15);
    expect((await status()).song.title).not.toBe('Evening Prayer Live');
    expect(pushed.at(-1)!.status.station.isLive).toBe(false);
    ws.close();
  }, 40_000);

  it('staff skip the song on air: the next starts at once and is pushed; members may not skip, and a person on air is not cut', async () => {
    const admin = await createTestUser(t.app.db, { role: 'admin', username: 'skipper' });
    const member = await createTestUser(t.app.db, { username: 'not_staff' });
    const pushed: string[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/now-playing`);
    ws.on('message', (m) => pushed.push((JSON.parse(String(m)) as { status: { song: { title: string } } }).status.song.title));
    await new Promise((r) => ws.once('open', r));
    const skip = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/admin/live/skip', headers: auth });
    expect((await skip(member.auth)).statusCode).toBe(403);
    // Twice: the first skip may land near a song's natural end; the second lands on a song that has
    // just begun (20 s long), so a new title within 8 s (a ceiling for a busy machine) is the skip's doing.
    for (let i = 0; i < 2; i++) {
      const before = (await status()).song.title;
      expect(before).not.toBe('');
      const skipped = await skip(admin.auth);
      expect(skipped.statusCode, skipped.body).toBe(200);
      expect(await waitFor(async () => (await status()).song.title !== before, 8000)).toBe(true);
      expect(await waitFor(async () => pushed.some((title) => title !== before), 2000)).toBe(true);
      pushed.length = 0;
    }
    const audit = (await t.app.inject({ url: '/api/admin/audit?action=radio.skip', headers: admin.auth })).json<{
      entries: Array<{ action: string; summary: string }>;
    }>();
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[0]!.summary).toMatch(/^Skipped “.+”$/);
    ws.close();
  }, 30_000);

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
