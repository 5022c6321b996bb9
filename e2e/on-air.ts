import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * One station serves every journey, and some of them change what is on the air (a DJ's live
 * show, a live video service fed into the radio, a new program) while others listen for exactly
 * what plays. Those journeys take turns: each holds "the air" while it changes or checks it.
 *
 * The hold is a directory (mkdir is atomic across the Playwright workers) naming the holder's
 * process; a holder that died (a killed run) is noticed and its hold taken over. Time spent
 * waiting is added to the waiting test's timeout.
 */
const port = process.env.E2E_PORT ?? '4173';
const lock = path.join(os.tmpdir(), `selah-e2e-on-air-${port}`);
let held = false;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function tryTake(): boolean {
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
}

/** Waits until no other journey holds the air, then holds it until `releaseTheAir` (each file that holds it
 * calls that in `test.afterEach`, so a failed journey lets go too). */
export async function holdTheAir(): Promise<void> {
  if (held) return;
  const info = test.info();
  const since = Date.now();
  while (!tryTake()) await new Promise((r) => setTimeout(r, 250));
  held = true;
  info.setTimeout(info.timeout + (Date.now() - since));
}

export function releaseTheAir(): void {
  if (!held) return;
  held = false;
  fs.rmSync(lock, { recursive: true, force: true });
}

/** The first start synthesizes the demo music: waits (up to 150 s) until the AutoDJ has a song on air. */
export async function waitForSongOnAir(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get('/api/stream/status')).json()) as { song: { title: string } }).song.title, {
      timeout: 150_000,
      intervals: [2000],
    })
    .not.toBe('');
}
