import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-live-radio-'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ dataDir, radioEnabled: true });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const radio = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/stream/status' })).json<{ song: { title: string }; station: { isLive: boolean } }>();

describe('the video’s sound on the radio', () => {
  it('takes over the radio while the video is live (studio option) and gives the radio back when the video ends', async () => {
    const pastor = await createTestUser(t.app.db, { displayName: 'Pastor James', role: 'broadcaster' });
    const key = (await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: pastor.auth })).json<{ key: string }>().key;
    const on = await t.app.inject({ method: 'PUT', url: '/api/live/studio/settings', payload: { feedRadio: true }, headers: pastor.auth });
    expect(on.json()).toMatchObject({ feedRadio: true });
    await t.app.inject({ method: 'POST', url: '/api/live/start', payload: { title: 'Sunday Service' }, headers: pastor.auth });
    expect((await radio()).station.isLive).toBe(false);

    const port = t.app.service('live').live.ingest.port;
    const publisher: ChildProcess = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '40', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-c:a', 'aac'],
        ...['-f', 'flv', `rtmp://127.0.0.1:${port}/live/${key}`],
      ],
      { stdio: 'ignore' },
    );
    try {
      await expect.poll(async () => (await radio()).station.isLive, { timeout: 15_000, interval: 250 }).toBe(true);
      expect((await radio()).song.title).toBe('Sunday Service');
      const studio = await t.app.inject({ method: 'GET', url: '/api/live/studio', headers: pastor.auth });
      expect(studio.json()).toMatchObject({ ingest: { live: true, feedingRadio: true } });
    } finally {
      publisher.kill('SIGINT');
    }
    await expect.poll(async () => (await radio()).station.isLive, { timeout: 15_000, interval: 250 }).toBe(false);
  }, 90_000);
});
