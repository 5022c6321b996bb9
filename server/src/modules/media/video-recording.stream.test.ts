import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VideoPage } from '@selah/contracts/media';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-video-recording-'));
let t: TestApp;
let pastor: TestUser;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  pastor = await createTestUser(t.app.db, { username: 'pastor_ruth', displayName: 'Pastor Ruth', role: 'broadcaster' });
  const res = await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: pastor.auth });
  expect(res.statusCode).toBe(200);
  key = res.json<{ key: string }>().key;
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const drafts = async () => ((await t.app.inject({ url: '/api/videos?status=draft', headers: pastor.auth })).json() as VideoPage).videos;

describe('recorded live video services', () => {
  it('a service published over RTMP (ffmpeg, H.264/AAC) ends as a draft video: an MP4 ffprobe reads with its duration ± 2 s', async () => {
    const seconds = 8;
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/live/start',
      headers: pastor.auth,
      payload: { title: 'Sunday Morning Service', description: 'Worship and the word, live from the sanctuary.' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const started = Date.now();
    const rtmpPort = t.app.service('live').live.ingest.port;
    const ffmpeg = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
        ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac'],
        ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    expect(await new Promise((resolve) => ffmpeg.once('exit', resolve))).toBe(0);
    expect(Date.now() - started).toBeGreaterThan((seconds - 1) * 1000);

    await expect.poll(drafts, { timeout: 20_000, interval: 250 }).toHaveLength(1);
    const [draft] = await drafts();
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: t.app.time.zone(),
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(started));
    expect(draft).toMatchObject({
      title: `Sunday Morning Service · ${day}`,
      description: 'Worship and the word, live from the sanctuary.',
      status: 'draft',
      videoType: 'video/mp4',
    });
    expect(Math.abs(draft!.duration - seconds)).toBeLessThanOrEqual(2);
    expect(draft!.posterUrl).toMatch(/\.jpg\?preview=[\w.-]+$/);

    // The kept file is a real MP4 with the published streams, copied (not re-encoded).
    const file = path.join(dataDir, 'media', 'videos', draft!.videoUrl.split('?')[0]!.split('/').pop()!);
    const probe = JSON.parse(
      (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_name', '-of', 'json', file])).stdout,
    ) as { format: { duration: string; format_name: string }; streams: Array<{ codec_name: string }> };
    expect(probe.format.format_name).toContain('mp4');
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Math.abs(Number(probe.format.duration) - seconds)).toBeLessThanOrEqual(2);
    // Nothing is left in the ingest's recordings folder.
    expect(fs.readdirSync(path.join(dataDir, 'live', 'recordings'))).toEqual([]);

    // Visitors see it only once the broadcaster publishes it.
    expect(((await t.app.inject({ url: '/api/videos' })).json() as VideoPage).videos).toEqual([]);
    const published = await t.app.inject({ method: 'POST', url: `/api/videos/${draft!.id}/publish`, headers: pastor.auth, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    expect(((await t.app.inject({ url: '/api/videos' })).json() as VideoPage).videos.map((v) => v.id)).toEqual([draft!.id]);
  }, 60_000);
});
