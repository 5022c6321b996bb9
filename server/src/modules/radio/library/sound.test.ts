import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminRadioMessages as m } from '@selah/contracts/admin-radio';
import type { Audit } from '../../../platform/audit/audit.ts';
import { JobScheduler } from '../../../platform/jobs/scheduler.ts';
import { fixedClock } from '../../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart } from '../../../test/music.ts';
import { toneAt } from '../../../test/sound.ts';
import { upsertTrack } from '../radio.repo.ts';
import { createSoundService } from './sound.service.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-sound-'));
const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
let t: TestApp;
let admin: TestUser;
let broadcaster: TestUser;
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  broadcaster = await createTestUser(t.app.db, { role: 'broadcaster' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An MP3 made by ffmpeg from a lavfi source and filters. */
const mp3 = async (name: string, source: string, filters = 'anull', seconds = 3) => {
  const file = path.join(dataDir, name);
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-af', filters, '-t', String(seconds), '-ac', '2', '-ar', '44100'];
  await run('ffmpeg', [...args, '-b:a', '128k', file], { timeout: 20_000 });
  return file;
};
const send = (file: string, user = admin) => {
  const body = multipart([{ name: path.basename(file), data: fs.readFileSync(file) }]);
  return t.app.inject({ method: 'POST', url: '/api/admin/tracks', payload: body.payload, headers: { ...body.headers, ...user.auth } });
};
type Status = { targetLufs: number; crossfadeSeconds: number; levelling: { measured: number; total: number; failed: number } };
const sound = async () => (await t.app.inject({ url: '/api/admin/sound', headers: broadcaster.auth })).json<Status>();

describe('levelled sound: measuring songs', () => {
  it('measures an uploaded song, and says so when it was mastered so loud that it clips', async () => {
    const before = await sound();
    const hot = await mp3('hot.mp3', 'sine=frequency=440:duration=3', 'volume=30dB');
    const res = await send(hot);
    expect(res.statusCode, res.body).toBe(201);
    const { notices } = res.json<{ notices: string[] }>();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^"hot\.mp3" peaks at \+\d+\.\d dBTP, above 0/);
    const after = await sound();
    expect(after.levelling.measured).toBe(before.levelling.measured + 1);
    expect(after.levelling.total).toBe(before.levelling.total + 1);
  });

  it('refuses a silent file and a 0-second one with a message a person understands', async () => {
    const silent = await send(await mp3('silent.mp3', 'anullsrc=r=44100:cl=stereo:d=3'));
    expect(silent.statusCode).toBe(400);
    expect(silent.json<{ message: string }>().message).toBe(m.silent('silent.mp3'));
    const empty = await send(await mp3('empty.mp3', 'sine=frequency=440', 'anull', 0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(m.noAudio('empty.mp3'));
  });

  it('levels a library from before in the background, batch by batch, and resumes until every song is measured', async () => {
    const clock = fixedClock('2026-11-25T12:00:00Z');
    const scheduler = new JobScheduler({ db: t.app.db, clock, log });
    const service = createSoundService({
      db: t.app.db,
      audit: { record: async () => undefined } as unknown as Audit,
      jobs: scheduler,
      clock,
      log,
    });
    service.registerJobs();
    const old = await toneAt(path.join(dataDir, 'old.mp3'), { hz: 330, lufs: -20, seconds: 2 });
    await upsertTrack(t.app.db, { filePath: old, title: 'Old', artist: 'Choir', durationMs: 2000, bitrateKbps: 128 });
    await upsertTrack(t.app.db, {
      filePath: path.join(dataDir, 'gone.mp3'),
      title: 'Gone',
      artist: 'Choir',
      durationMs: 2000,
      bitrateKbps: 128,
    });
    const before = await sound();
    expect(before.levelling.total - before.levelling.measured - before.levelling.failed).toBe(2);
    expect(await service.scheduleLevelling()).toBe(true);
    await scheduler.runDue();
    const after = await sound();
    expect(after.levelling.measured).toBe(before.levelling.measured + 1);
    expect(after.levelling.failed).toBe(before.levelling.failed + 1);
    expect(await service.scheduleLevelling()).toBe(false);
  });
});

describe('the sound settings', () => {
  const put = (body: Record<string, unknown>, user = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/sound', payload: body, headers: user.auth });

  it('start at -16 LUFS and a 2 s crossfade, and only an admin changes them', async () => {
    expect(await sound()).toMatchObject({ targetLufs: -16, crossfadeSeconds: 2 });
    expect((await put({ targetLufs: -14, crossfadeSeconds: 3 }, broadcaster)).statusCode).toBe(403);
    const res = await put({ targetLufs: -14, crossfadeSeconds: 3.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sound()).toMatchObject({ targetLufs: -14, crossfadeSeconds: 3.5 });
  });

  it('refuses a crossfade over 6 s and a target out of range, with the reason', async () => {
    const long = await put({ targetLufs: -16, crossfadeSeconds: 7 });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(m.crossfadeRange);
    const loud = await put({ targetLufs: -3, crossfadeSeconds: 2 });
    expect(loud.statusCode).toBe(400);
    expect(loud.body).toContain(m.targetRange);
  });
});
