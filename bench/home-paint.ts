/**
 * The home page's first load in Chromium, as a listener sees it: layout shift (CLS), first
 * contentful paint and the JavaScript it downloads, on a desktop and on a throttled phone
 * (4x slower CPU, 150 ms and 1.6 Mbit/s network). Five loads per profile, medians reported.
 *
 *   npm run build && node --import tsx bench/home-paint.ts
 *   BEFORE_DIR=/tmp/selah-before node --import tsx bench/home-paint.ts   # before and after, side by side
 *
 * BEFORE_DIR is a checkout of an older commit with its web app built (npm run build -w web) and
 * node_modules linked from this one. Each build runs on a fresh station with a short imported track.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { synthesizeTrack } from '../server/src/modules/radio/library/synth-track.ts';
import { startBenchStation } from './bench-station.ts';

const here = path.resolve(import.meta.dirname, '..');
const builds = [...(process.env.BEFORE_DIR ? [['before', process.env.BEFORE_DIR]] : []), ['after', here]] as const;
const PORT = Number(process.env.BENCH_PORT ?? 8392);
const LOADS = Number(process.env.LOADS ?? 5);
const profiles = [
  { name: 'desktop 1280', viewport: { width: 1280, height: 800 }, cpu: 1, network: null },
  {
    name: 'phone 375, throttled',
    viewport: { width: 375, height: 740 },
    cpu: 4,
    network: { latency: 150, down: 1_600_000 / 8, up: 750_000 / 8 },
  },
] as const;

const music = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-paint-music-'));
fs.writeFileSync(path.join(music, 't.mp3'), await synthesizeTrack({ title: 'Paint', artist: 'Bench', root: 220, seconds: 30 }, 128));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function load(profile: (typeof profiles)[number]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.down,
      uploadThroughput: profile.network.up,
    });
  }
  // Browser-side code as text: this file is type-checked for Node, not the DOM.
  await page.addInitScript({
    content: `window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });`,
  });
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000); // late data (schedule, stats, now playing) has arrived
  const result = (await page.evaluate(`({
    cls: window.__cls,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    js: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).reduce((sum, r) => sum + r.encodedBodySize, 0),
  })`)) as { cls: number; fcp: number; js: number };
  await browser.close();
  return result;
}

const rows: string[] = [];
for (const [label, root] of builds) {
  const station = await startBenchStation({ root, port: PORT, music });
  try {
    for (const profile of profiles) {
      const runs = [];
      for (let i = 0; i < LOADS; i++) runs.push(await load(profile));
      rows.push(
        `| ${label} | ${profile.name} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${Math.round(median(runs.map((r) => r.fcp)))} ms | ${(median(runs.map((r) => r.js)) / 1024).toFixed(0)} KB |`,
      );
    }
  } finally {
    await station.stop();
  }
}
console.log('| build | profile | CLS | first contentful paint | JS on first load (compressed) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
fs.rmSync(music, { recursive: true, force: true });
