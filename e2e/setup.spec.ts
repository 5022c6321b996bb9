import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, lookAt } from './support';

// A church installs Selah: a fresh station (its own data folder and port, not the demo station the
// other journeys share) prints a setup code; the volunteer enters it in the browser, names the
// station, creates the first admin and starts empty. Nothing of the demo station may show.

const port = Number(process.env.E2E_PORT ?? 4173) + 7;
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('.tmp', `e2e-setup-${port}`);
let station: ChildProcess;
let code: string;
let log = '';

test.beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  station = spawn(process.execPath, ['server/bin/selah.mjs', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATION_SOURCE_PASSWORD: '',
      STATION_TIMEZONE: '',
      RTMP_PORT: String(port + 10000),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      FORM_MIN_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  station.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  code = await new Promise<string>((resolve, reject) => {
    station.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /Setup code: ([A-Z0-9-]+)/.exec(log);
      if (found) resolve(found[1]!);
    });
    station.once('exit', (c) => reject(new Error(`the station stopped (${c}) before printing a setup code:\n${log}`)));
  });
});

test.afterAll(async () => {
  if (station && station.exitCode === null) {
    const exited = new Promise((r) => station.once('exit', r));
    station.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Words only the demo station's sample content holds. */
const demoTraces = [
  'Harvest Light',
  'Bowling Green',
  'Grace Okafor',
  'Pastor Dan',
  'Please pray for my mother',
  'Wake Up Y',
  'Tasha Greene',
  'Sunday Morning Worship Service',
  'Faith Community Church',
  'demo episode',
  'demo.invalid',
];

test('a fresh station: setup with the code from the log, start empty, and no demo trace anywhere', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(base + '/');
  // A station nobody has set up sends its first visitor to the setup page.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // A wrong code is refused with a message, and nothing is set up.
  const form = page.getByRole('form', { name: 'Set up your station' });
  await form.getByLabel(/^Setup code/).fill('WRONG-CODE');
  await form.getByLabel(/^Station name/).fill('Grace Valley Radio');
  await form.getByLabel(/^Short name/).fill('Grace Valley');
  await form.getByLabel(/^Tagline/).fill('Hope on the hills, day and night');
  await form.getByLabel(/^City/).fill('Asheville, NC');
  await form.getByLabel(/^Contact email/).fill('office@gracevalley.example');
  await form.getByLabel(/^Username/).fill('pastor_amy');
  await form.getByLabel(/^Email/).fill('amy@gracevalley.example');
  await form.getByLabel(/^Password/).fill('quiet waters run deep');
  await form.getByLabel(/^Confirm password/).fill('quiet waters run deep');
  await form.getByRole('radio', { name: /Start empty/ }).click();
  await lookAt(page, { path: 'test-results/setup-375.png', fullPage: true });
  await form.getByRole('button', { name: 'Set up my station' }).click();
  await expect(page.getByText('That setup code is not right.', { exact: false })).toBeVisible();
  expect((await (await fetch(`${base}/api/setup`)).json()) as { needed: boolean }).toEqual({ needed: true });

  await form.getByLabel(/^Setup code/).fill(code);
  await form.getByRole('button', { name: 'Set up my station' }).click();
  // The new admin lands in the console, signed in.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('The radio plays starter music')).toBeVisible();
  expect((await (await fetch(`${base}/api/setup`)).json()) as { needed: boolean }).toEqual({ needed: false });
  // Afterwards the setup page is gone, and the code cannot be used again.
  const again = await fetch(`${base}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code,
      admin: { username: 'intruder', email: 'x@example.org', password: 'another password 1' },
      station: { name: 'Taken', timezone: 'America/Chicago', contactEmail: 'x@example.org' },
      demo: false,
    }),
  });
  expect(again.status).toBe(409);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const route of ['/', '/about', '/community', '/podcasts', '/videos', '/team', '/promotions']) {
      await page.goto(base + route);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText('Grace Valley').filter({ visible: true }).first()).toBeVisible();
      const text = await page.locator('body').innerText();
      for (const trace of demoTraces) expect(text, `${route} at ${width} px shows “${trace}”`).not.toContain(trace);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      if (route === '/' || route === '/community')
        await lookAt(page, {
          path: `test-results/setup-empty${route === '/' ? '-home' : route.replace('/', '-')}-${width}.png`,
          fullPage: true,
        });
    }
  }
  await expect(page).toHaveTitle(/Grace Valley/);

  // The API agrees: no demo programs, threads, shows, events, sponsors or team.
  const json = async (p: string) => (await fetch(base + p)).json() as Promise<unknown>;
  const status = (await json('/api/stream/status')) as { station: { name: string } };
  expect(status.station.name).toBe('Grace Valley Radio');
  for (const p of ['/api/community/threads', '/api/podcasts/shows', '/api/videos', '/api/events/upcoming', '/api/schedule']) {
    const body = JSON.stringify(await json(p));
    for (const trace of demoTraces) expect(body, `${p} holds “${trace}”`).not.toContain(trace);
  }
  const manifest = (await json('/manifest.webmanifest')) as { name: string; icons: Array<{ src: string }> };
  expect(manifest.name).toBe('Grace Valley Radio');
  expect((await fetch(base + manifest.icons[0]!.src)).headers.get('content-type')).toBe('image/png');
});
