import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './admin';

const port = process.env.E2E_PORT ?? '4173';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A hold on one shared thing of the station (the air, the current fund drive) that journeys in
 * other workers must not change meanwhile. It is a directory (mkdir is atomic across the workers)
 * naming the holder's process; a holder that died (a killed run) is noticed and its hold taken over.
 * Time spent waiting is added to the waiting test's timeout.
 */
function sharedHold(name: string) {
  const lock = path.join(os.tmpdir(), `selah-e2e-${name}-${port}`);
  let held = false;
  const tryTake = (): boolean => {
    try {
      fs.mkdirSync(lock);
    } catch {
      try {
        const holder = Number(fs.existsSync(path.join(lock, 'pid')) ? fs.readFileSync(path.join(lock, 'pid'), 'utf8') : 0);
        // A hold whose process is gone, or a directory left without an owner for over a minute.
        const age = Date.now() - fs.statSync(lock).mtimeMs;
        if ((holder && !alive(holder)) || (!holder && age > 60_000)) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released while we looked: the next try takes it.
      }
      return false;
    }
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  };
  return {
    /** Waits until no other journey holds it, then holds it until `release` (call that in `test.afterEach`). */
    async take(): Promise<void> {
      if (held) return;
      const info = test.info();
      const since = Date.now();
      while (!tryTake()) await new Promise((r) => setTimeout(r, 250));
      held = true;
      info.setTimeout(info.timeout + (Date.now() - since));
    },
    release(): void {
      if (!held) return;
      held = false;
      fs.rmSync(lock, { recursive: true, force: true });
    },
  };
}

/**
 * One station serves every journey, and some of them change what is on the air (a DJ's live
 * show, a live video service fed into the radio, a new program) while others listen for exactly
 * what plays. Those journeys take turns: each holds "the air" while it changes or checks it.
 */
const air = sharedHold('on-air');
export const holdTheAir = () => air.take();
export const releaseTheAir = () => air.release();

/** The station shows one fund drive (the latest started): journeys that start one take turns. */
const drive = sharedHold('fund-drive');
export const holdTheDrive = () => drive.take();
export const releaseTheDrive = () => drive.release();

/** The first start synthesizes the demo music: waits (up to 150 s) until the AutoDJ has a song on air. */
export async function waitForSongOnAir(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get('/api/stream/status')).json()) as { song: { title: string } }).song.title, {
      timeout: 150_000,
      intervals: [2000],
    })
    .not.toBe('');
}

/**
 * Skips (as staff, the console's "Skip this song") until a song with a cover is on air: the demo's
 * songs each have one, songs other journeys upload do not. Hold the air first.
 */
export async function skipToSongWithCover(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const song = async () =>
    ((await (await request.get('/api/stream/status')).json()) as { song: { title: string; art: string | null } }).song;
  for (let tries = 0; tries < 8; tries++) {
    const now = await song();
    if (now.art) return;
    expect((await request.post('/api/admin/live/skip', { headers })).status()).toBe(200);
    await expect.poll(async () => (await song()).title, { timeout: 10_000 }).not.toBe(now.title);
  }
  throw new Error('No song with a cover came on air after 8 skips');
}

/**
 * Skips (as staff) the song on air while the status names `title` (a shout-out a journey put on
 * air), so the next journey that holds the air finds a song there, not this journey's words.
 */
export async function skipPast(request: APIRequestContext, title: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const now = async () => ((await (await request.get('/api/stream/status')).json()) as { song: { title: string } }).song.title;
  if ((await now()) !== title) return;
  expect((await request.post('/api/admin/live/skip', { headers })).status()).toBe(200);
  await expect.poll(now, { timeout: 20_000 }).not.toBe(title);
}
