/**
 * The home page on a throttled phone, cold: what a listener on a mid-range phone and a slow mobile
 * network waits for before "Start Listening" works. The profile is Lighthouse's mobile one as the
 * issue states it: CPU 4× slower (`Emulation.setCPUThrottlingRate`), "slow 4G" (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, `Network.emulateNetworkConditions`), a 375×812 touch screen at
 * 2× pixels, a new browser (empty cache, no connections) for every load.
 *
 *   npm run build && npm run bench:phone
 *   BEFORE_DIR=/path/to/older/checkout npm run bench:phone   # an older build first, side by side
 *
 * It builds nothing: BEFORE_DIR (if given) and this checkout must have run `npm run build`. Each
 * build is started as the journeys start theirs (scripts/e2e-server.mjs: a fresh data folder, the
 * setup wizard completed through the API as the demo station), with 5-second demo tracks so the
 * music is made before the first load. Per load it reports:
 * - JS: the gzip size (level 9, as Vite prints it) of every .js file the page requested until 5 s
 *   after its load event, read from that build's web/dist; and the bytes the network carried for
 *   them (CDP encodedDataLength: the station compresses with brotli or gzip as the browser asks).
 * - usable: navigation start → the hero's Start Listening button is in the page, visible, enabled
 *   and React (or Preact) has given it its click handler (checked on every DOM change, and every 20 ms). At
 *   the end of each load the bench taps it and waits for the radio to play, so the handler did work.
 * - CLS: layout shifts without recent input, grouped in session windows as Web Vitals does (gaps
 *   under 1 s, windows up to 5 s, the largest window counts), until 5 s after the load event.
 * - LCP: the last largest-contentful-paint entry in that time.
 * The service worker is allowed, as on a real first visit (it keeps the app's files once active);
 * the JS figures count only what the page asked for, not the worker's copies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';

const here = path.resolve(import.meta.dirname, '..');
const builds = [...(process.env.BEFORE_DIR ? [['before', path.resolve(process.env.BEFORE_DIR)]] : []), ['after', here]] as const;
const PORT = Number(process.env.BENCH_PORT ?? 4290);
const RUNS = Number(process.env.RUNS ?? 5);
const base = `http://127.0.0.1:${PORT}`;

/** The station as the journeys start it, once its demo music is made. */
async function startStation(root: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(PORT), DEMO_TRACK_SECONDS: '5' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let out = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => void (out += chunk));
  const started = Date.now();
  const musicMade = () => [...out.matchAll(/Demo music: (\d+)\/(\d+)/g)].some((m) => m[1] === m[2]);
  while (!(out.includes('e2e station ready') && musicMade())) {
    if (child.exitCode !== null) throw new Error(`The station in ${root} exited (${child.exitCode}).`);
    // The demo music is announced as it is made; a build that does not say so is measured anyway.
    if (out.includes('e2e station ready') && Date.now() - started > 180_000) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 3000)); // the demo's podcasts and video, made after it answers
  return child;
}

async function stopStation(child: ChildProcess) {
  process.kill(-child.pid!, 'SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/** Browser-side code as text: this file is type-checked for Node, not the DOM. */
const observe = `
  window.__usable = null;
  const check = () => {
    if (window.__usable !== null) return;
    const el = document.querySelector('[data-testid="hero-play"]');
    if (!el || el.disabled || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    // React keeps a node's props under __reactProps$…; Preact 11 its handlers under __e (decision 041).
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    const onClick = key ? el[key].onClick : el.__e?.onClick;
    if (typeof onClick !== 'function') return;
    window.__usable = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const timer = setInterval(() => (window.__usable === null ? check() : clearInterval(timer)), 20);
  window.__windows = [];
  let current = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (current && e.startTime - current.last < 1000 && e.startTime - current.first < 5000) {
        current.value += e.value;
        current.last = e.startTime;
      } else window.__windows.push((current = { first: e.startTime, last: e.startTime, value: e.value }));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

type Load = { jsGzip: number; jsWire: number; files: number; usable: number | null; cls: number; lcp: number | null; plays: boolean };

const gzipSizes = new Map<string, number>();
function gzipSize(root: string, pathname: string): number {
  const file = path.join(root, 'web/dist', pathname);
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file)!;
}

async function load(root: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript({ content: observe });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, string>();
    const wire = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const url = new URL(e.request.url);
      if (url.origin === base && url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/'))
        scripts.set(e.requestId, url.pathname);
    });
    cdp.on('Network.loadingFinished', (e) => void (scripts.has(e.requestId) && wire.set(e.requestId, e.encodedDataLength)));
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + '/', { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(5000); // late shifts: the schedule, stats and now playing arrive
    await page.waitForFunction('window.__usable !== null', undefined, { timeout: 30_000 }).catch(() => undefined);
    const seen = (await page.evaluate(`({
      usable: window.__usable,
      cls: Math.max(0, ...window.__windows.map((w) => w.value)),
      lcp: window.__lcp,
    })`)) as { usable: number | null; cls: number; lcp: number | null };
    const files = [...new Set(scripts.values())];
    // Tapping it starts the radio: the button the bench timed does what it says.
    await page.getByTestId('hero-play').tap();
    const plays = await page
      .getByTestId('hero-play')
      .getByText('Pause')
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    return {
      ...seen,
      files: files.length,
      jsGzip: files.reduce((sum, f) => sum + gzipSize(root, f), 0),
      jsWire: [...wire.values()].reduce((a, b) => a + b, 0),
      plays,
    };
  } finally {
    await browser.close();
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const stat = (xs: number[], show: (x: number) => string) =>
  xs.length ? `${show(median(xs))} (${show(sorted(xs)[0]!)}–${show(sorted(xs).at(-1)!)})` : 'n/a';
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const rows: string[] = [];
for (const [label, root] of builds) {
  const station = await startStation(root);
  const loads: Load[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const l = await load(root);
      console.error(`${label} load ${i + 1}: ${JSON.stringify(l)}`);
      loads.push(l);
    }
  } finally {
    await stopStation(station);
  }
  const usable = loads.flatMap((l) => (l.usable === null ? [] : [l.usable]));
  const lcp = loads.flatMap((l) => (l.lcp === null ? [] : [l.lcp]));
  rows.push(
    `| ${label} | ${stat(
      loads.map((l) => l.jsGzip),
      kb,
    )} | ${stat(
      loads.map((l) => l.jsWire),
      kb,
    )} | ${median(loads.map((l) => l.files))} | ${stat(usable, sec)} | ${stat(
      loads.map((l) => l.cls),
      (x) => x.toFixed(3),
    )} | ${stat(lcp, sec)} | ${loads.filter((l) => l.plays).length}/${loads.length} |`,
  );
}
console.log(`${RUNS} cold loads of / per build, median (min–max)\n`);
console.log('| build | JS gzipped | JS over the wire | JS files | Start Listening usable | CLS | LCP | tap plays |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
