import { spawn, execFile, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveStatus } from '@selah/contracts/live';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const run = promisify(execFile);

let t: TestApp;
let base: string;
let rtmpPort: number;
let pastor: TestUser;
let key: string;
const publishers: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  rtmpPort = t.app.service('live').live.ingest.port;
  pastor = await createTestUser(t.app.db, { username: 'pastor_james', displayName: 'Pastor James', role: 'broadcaster' });
  const res = await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: pastor.auth });
  expect(res.statusCode).toBe(200);
  key = res.json<{ key: string }>().key;
});
afterEach(() => {
  for (const p of publishers.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
});
afterAll(() => t.close());

/** ffmpeg publishing a test pattern with a tone, H.264/AAC, as OBS would. */
function publish(streamKey: string, seconds = 60): ChildProcess & { exited: Promise<number | null> } {
  const p = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  ) as ChildProcess & { exited: Promise<number | null> };
  p.exited = new Promise((resolve) => p.once('exit', (code) => resolve(code)));
  publishers.push(p);
  return p;
}

const status = async () => (await t.app.inject({ method: 'GET', url: '/api/live/status' })).json<LiveStatus>();

async function socket() {
  const ws = new WebSocket(`ws://${base}/ws/stream`);
  const messages: Array<{ type: string; data?: LiveStatus }> = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as (typeof messages)[number]));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages };
}

describe('the built-in ingest with a real RTMP publisher', () => {
  it('goes live, serves HLS that ffprobe reads, counts a viewer, and ends when the publisher stops', async () => {
    const page = await socket();
    page.ws.send(JSON.stringify({ type: 'get_status' }));
    await expect.poll(() => page.messages.find((m) => m.type === 'stream_status')).toMatchObject({ data: { isLive: false } });

    const publisher = publish(key);
    // A ceiling for a stuck test; how soon a service goes live is measured in bench/live-latency.ts.
    await expect.poll(() => page.messages.some((m) => m.type === 'stream_started'), { timeout: 30_000, interval: 100 }).toBe(true);
    const live = await status();
    expect(live).toMatchObject({ isLive: true, broadcaster: 'Pastor James', source: 'builtin', viewerCount: 0 });
    expect(live.streamUrl).toMatch(/^\/live\/hls\/[0-9a-f-]{36}\/index\.m3u8$/);
    expect(live.quality).toMatchObject({ width: 640, height: 360, fps: 30, videoCodec: 'H.264', audioCodec: 'AAC', copied: true });

    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name',
      '-of',
      'json',
      `http://${base}${live.streamUrl}`,
    ]);
    const streams = (JSON.parse(stdout) as { streams: Array<{ codec_type: string; codec_name: string }> }).streams;
    expect(streams.filter((s) => s.codec_type === 'video').map((s) => s.codec_name)).toEqual(['h264']);
    expect(streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name)).toEqual(['aac']);
    // ffprobe fetched the playlist and segments: one viewer.
    expect((await status()).viewerCount).toBe(1);
    const playlist = await fetch(`http://${base}${live.streamUrl}`);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toContain('no-cache');
    expect(await playlist.text()).toContain('#EXTM3U');
    // Another client (Node's fetch, not ffprobe) is a second viewer.
    expect((await status()).viewerCount).toBe(2);

    const studio = await t.app.inject({ method: 'GET', url: '/api/live/studio', headers: pastor.auth });
    expect(studio.json()).toMatchObject({ hasKey: true, ingest: { connected: true, live: true, publisher: 'Pastor James', viewers: 2 } });
    expect(studio.json<{ ingest: { bytesReceived: number } }>().ingest.bytesReceived).toBeGreaterThan(10_000);

    publisher.kill('SIGINT');
    await expect.poll(() => page.messages.some((m) => m.type === 'stream_stopped'), { timeout: 20_000 }).toBe(true);
    expect(await status()).toMatchObject({ isLive: false, streamUrl: null, viewerCount: 0 });
    expect((await fetch(`http://${base}${live.streamUrl}`)).status).toBe(404);
    page.ws.close();
  });

  it('refuses a wrong key and a rotated key; a garbage publisher and a silent one do not wedge the next good one', async () => {
    const wrong = publish('live_not-a-key', 5);
    expect(await wrong.exited).not.toBe(0);

    const rotated = await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: pastor.auth });
    const newKey = rotated.json<{ key: string }>().key;
    expect(newKey).not.toBe(key);
    const old = publish(key, 5);
    expect(await old.exited).not.toBe(0);
    key = newKey;

    // Garbage: random bytes instead of a handshake, and a right handshake followed by nonsense.
    const connect = (bytes: Buffer | null) => {
      const socket = net.connect(rtmpPort, '127.0.0.1');
      socket.on('error', () => {});
      socket.resume();
      if (bytes) socket.write(bytes);
      return { socket, closed: new Promise((resolve) => socket.once('close', resolve)) };
    };
    const garbage = connect(Buffer.alloc(4000, 7));
    const halfway = connect(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536), Buffer.alloc(1536), Buffer.alloc(3000, 0xff)]));
    const silent = connect(null);
    await garbage.closed;
    await halfway.closed;

    const page = await socket();
    const good = publish(key);
    await expect.poll(() => page.messages.some((m) => m.type === 'stream_started'), { timeout: 30_000, interval: 100 }).toBe(true);
    expect((await status()).isLive).toBe(true);

    // A second member's good key is refused while one broadcast is live.
    const other = await createTestUser(t.app.db, { role: 'admin' });
    const otherKey = (await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: other.auth })).json<{ key: string }>().key;
    expect(await publish(otherKey, 5).exited).not.toBe(0);
    expect((await status()).isLive).toBe(true);

    // Stop from the studio ends the ingest too.
    const stop = await t.app.inject({ method: 'POST', url: '/api/live/stop', headers: pastor.auth });
    expect(stop.statusCode).toBe(200);
    await expect.poll(() => page.messages.some((m) => m.type === 'stream_stopped'), { timeout: 20_000 }).toBe(true);
    expect(await good.exited).not.toBeNull();
    silent.socket.destroy();
    page.ws.close();
  }, 60_000);

  it('suspending a broadcaster ends their video broadcast and their stream key stops working', async () => {
    const admin = await createTestUser(t.app.db, { role: 'admin' });
    const dj = await createTestUser(t.app.db, { username: 'dj_suspended', role: 'broadcaster' });
    const djKey = (await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: dj.auth })).json<{ key: string }>().key;
    const page = await socket();
    const running = publish(djKey);
    await expect.poll(() => page.messages.some((m) => m.type === 'stream_started'), { timeout: 30_000, interval: 100 }).toBe(true);
    const suspended = await t.app.inject({ method: 'POST', url: `/api/admin/users/${dj.id}/suspend`, headers: admin.auth });
    expect(suspended.statusCode).toBe(200);
    await expect.poll(() => page.messages.some((m) => m.type === 'stream_stopped'), { timeout: 20_000 }).toBe(true);
    expect(await running.exited).not.toBeNull();
    expect((await status()).isLive).toBe(false);
    // The key no longer lets them back on.
    expect(await publish(djKey, 5).exited).not.toBe(0);
    expect((await status()).isLive).toBe(false);
    page.ws.close();
  }, 90_000);
});
