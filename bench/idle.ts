/**
 * The station at idle (`npm run bench:idle`): starts the built station the way a person does
 * (`npm start`, so with its node flags and malloc settings) on a fresh data folder, completes the
 * setup as the demo station (Harvest Light Radio, its sample content and its music), waits until
 * every demo track is in the library, the AutoDJ is on air, nobody listens and the station is
 * quiet, then reports the server process's resident memory (the median of 20 readings a second
 * apart) and where it is: /proc/PID/smaps_rollup, /proc/PID/smaps grouped by mapping (the node
 * binary's code and ICU's data, PGlite's WebAssembly memory, the malloc heap…) and V8's heap
 * (bench/memory-probe.mjs, preloaded: it answers SIGUSR2 with process.memoryUsage()). Builds
 * nothing: run `npm run build` first.
 *
 *   npm run bench:idle                                   # one run of this checkout
 *   RUNS=3 npm run bench:idle                            # three, one after the other
 *   ROOTS=/tmp/selah-before,. RUNS=3 npm run bench:idle  # before/after, alternating
 *   MUSIC=made npm run bench:idle                        # the demo music made by an earlier run, copied in (faster)
 *   MEMORY_PROBE_SNAPSHOT=/tmp/idle.heapsnapshot npm run bench:idle   # and a V8 heap snapshot
 *
 * MUSIC=make (the default) lets the station synthesize its hour of demo music, at nice 19, as a
 * first start does (minutes on a quiet machine); each made track is kept in the system's
 * temporary folder, and MUSIC=made copies them into the next fresh data folder, so the station
 * finds its music made and only imports it.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { breakdown, readMaps, rollup } from './idle-maps.ts';
import { mb, processTree, treeCpu } from './proc-tree.ts';

const here = path.resolve(import.meta.dirname, '..');
const roots = (process.env.ROOTS ?? process.env.ROOT ?? '.').split(',').map((r) => path.resolve(here, r));
const RUNS = Number(process.env.RUNS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 4313);
const MUSIC = process.env.MUSIC === 'made' ? 'made' : 'make';
const probe = pathToFileURL(path.join(here, 'bench/memory-probe.mjs')).href;
const musicCache = path.join(os.tmpdir(), 'selah-bench-demo-music');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const root of roots) {
  for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing in ${root}: run npm run build there first.`);
  }
}

interface Probe {
  memoryUsage: NodeJS.MemoryUsage;
  heapSpaces: Array<{ name: string; used: number; size: number }>;
  wasmMemories: number[];
}

const labelOf = (root: string) => {
  const rev = (() => {
    try {
      const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      const changed = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
      return changed ? `${head} with uncommitted changes` : head;
    } catch {
      return '?';
    }
  })();
  return `${path.relative(here, root) || '.'} (${rev})`;
};

/** The station's API, as its first admin once set up. */
function api(token?: string) {
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${PORT}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  };
}

async function measure(root: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-idle-'));
  const musicDir = path.join(dataDir, 'data/music');
  const demo = JSON.parse(fs.readFileSync(path.join(root, 'content/station.json'), 'utf8')).station;
  const trackCount = (JSON.parse(fs.readFileSync(path.join(root, 'content/music/tracks.json'), 'utf8')) as unknown[]).length;
  if (MUSIC === 'made') {
    const cached = fs.existsSync(musicCache) ? fs.readdirSync(musicCache).filter((f) => f.endsWith('.mp3')) : [];
    if (cached.length < trackCount)
      throw new Error(`MUSIC=made needs the demo music of an earlier run in ${musicCache}: run once without it.`);
    fs.mkdirSync(musicDir, { recursive: true });
    for (const f of cached) fs.copyFileSync(path.join(musicCache, f), path.join(musicDir, f));
  }
  const probeOut = path.join(dataDir, 'probe.json');
  const env = {
    ...process.env,
    DATA_DIR: path.join(dataDir, 'data'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    NODE_OPTIONS: `--import=${probe}`,
    MEMORY_PROBE_OUT: probeOut,
  };
  const started = Date.now();
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let log = '';
  npm.stdout.setEncoding('utf8');
  npm.stdout.on('data', (chunk: string) => void (log += chunk));
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(0);
  try {
    const alive = () => {
      if (npm.exitCode !== null) throw new Error(`The station exited (${npm.exitCode}):\n${log.slice(-2000)}`);
      if (Date.now() - started > 40 * 60_000) throw new Error('The station was not idle within 40 minutes.');
    };
    let code: string | undefined;
    while (!(code = /Setup code: ([A-Z0-9-]+)/.exec(log)?.[1])) {
      alive();
      await sleep(200);
    }
    const admin = { username: 'bench_admin', email: 'bench_admin@example.org', password: 'bench-admin-password-1' };
    const station = {
      name: demo.name,
      shortName: demo.shortName,
      tagline: demo.tagline,
      timezone: 'America/Chicago',
      contactEmail: demo.contact.email,
    };
    const { token } = await api()<{ token: string }>('POST', '/api/setup', {
      code,
      admin,
      station,
      demo: true,
      address: `http://127.0.0.1:${PORT}`,
    });
    await api(token)('PATCH', '/api/admin/settings', { station: { ...demo, city: 'Bowling Green, KY' } });
    const setUpS = elapsed();
    // The music library ready (every demo track in it) and the AutoDJ on air, with nobody listening.
    for (;;) {
      alive();
      const [{ tracks }, status] = await Promise.all([
        api(token)<{ tracks: unknown[] }>('GET', '/api/admin/tracks'),
        api()<{ song: { title: string }; station: { listeners: number } }>('GET', '/api/stream/status'),
      ]);
      if (tracks.length >= trackCount && status.song.title && status.station.listeners === 0) break;
      await sleep(2000);
    }
    const readyS = elapsed();
    const server = processTree(npm.pid!).find((p) => p.program === 'node' && p.command.includes('scripts/start.mjs'))!;
    // Quiet: the server and its children under 3 % of a core for two 5-second windows in a row
    // (the songs just imported are measured for loudness by ffmpeg first).
    for (let quiet = 0; quiet < 2;) {
      alive();
      quiet = (await treeCpu(server.pid, 5000)) < 0.03 ? quiet + 1 : 0;
    }
    const idleS = elapsed();
    if (MUSIC === 'make') {
      fs.mkdirSync(musicCache, { recursive: true });
      for (const f of fs.readdirSync(musicDir).filter((f) => /^\d\d-.*\.mp3$/.test(f)))
        fs.copyFileSync(path.join(musicDir, f), path.join(musicCache, f));
    }
    // A reading a second for 20 s; the median one is reported (V8 collects when it likes).
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(processTree(server.pid)[0]!.rssBytes);
      await sleep(1000);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const children = processTree(server.pid).slice(1);
    const totals = rollup(server.pid);
    // Read before the probe answers (a heap snapshot, when asked for, takes memory of its own).
    const maps = readMaps(server.pid);
    process.kill(server.pid, 'SIGUSR2');
    for (let i = 0; i < 600 && !fs.existsSync(probeOut); i++) await sleep(100);
    await sleep(200);
    const report = JSON.parse(fs.readFileSync(probeOut, 'utf8')) as Probe;
    const parts = breakdown(maps, report.wasmMemories);
    const rss = { median: sorted[sorted.length >> 1]!, min: sorted[0]!, max: sorted.at(-1)! };
    return { root, setUpS, readyS, idleS, rss, totals, parts, report, children, load: os.loadavg()[0]! };
  } finally {
    process.kill(-npm.pid!, 'SIGTERM');
    await new Promise((r) => (npm.exitCode !== null ? r(null) : npm.once('exit', r)));
    await sleep(1000);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

function print(r: Result, run: number) {
  const u = r.report.memoryUsage;
  console.log(
    `\n## ${labelOf(r.root)}, run ${run} (${new Date().toISOString().slice(0, 16)}Z, load average ${r.load.toFixed(1)}; set up after ${r.setUpS} s, music ready ${r.readyS} s, idle ${r.idleS} s)\n`,
  );
  console.log('| the server process | MB |\n| --- | --- |');
  console.log(`| **RSS, median of 20 s** | **${mb(r.rss.median)}** (${mb(r.rss.min)}–${mb(r.rss.max)}) |`);
  console.log(`| smaps_rollup: RSS / PSS | ${mb(r.totals.rss)} / ${mb(r.totals.pss)} |`);
  console.log(`| smaps_rollup: anonymous / file-backed | ${mb(r.totals.anonymous)} / ${mb(r.totals.fileBacked)} |`);
  for (const [name, bytes] of r.parts) console.log(`| ${name} | ${mb(bytes)} |`);
  console.log(`| V8 heap used / total (process.memoryUsage) | ${mb(u.heapUsed)} / ${mb(u.heapTotal)} |`);
  for (const s of r.report.heapSpaces.filter((s) => s.size > 1 << 20))
    console.log(`| · ${s.name} used / size | ${mb(s.used)} / ${mb(s.size)} |`);
  console.log(`| external (of which ArrayBuffers) | ${mb(u.external)} (${mb(u.arrayBuffers)}) |`);
  console.log(`| PGlite WebAssembly memory, size | ${r.report.wasmMemories.map((b) => mb(b)).join(' + ') || 'none'} |`);
  for (const c of r.children) console.log(`| (child ${c.pid} ${c.command.slice(0, 40)}, not counted) | ${mb(c.rssBytes)} |`);
}

const results: Array<{ root: string; r: Result }> = [];
console.log(`Idle station: ${roots.map(labelOf).join(' vs ')}, ${RUNS} run(s) each, MUSIC=${MUSIC}, ${os.cpus().length} cores`);
for (let run = 1; run <= RUNS; run++) {
  for (const root of roots) {
    const r = await measure(root);
    results.push({ root, r });
    print(r, run);
  }
}
const pick = (r: Result, prefix: string) => mb(r.parts.find(([n]) => n.startsWith(prefix))?.[1] ?? 0);
console.log(
  '\n| build | RSS median (range) | anonymous / file | node code / ICU / rest of binary | PGlite wasm | malloc | other anonymous | V8 heap used / total | load |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { root, r } of results) {
  const u = r.report.memoryUsage;
  console.log(
    `| ${labelOf(root)} | ${mb(r.rss.median)} (${mb(r.rss.min)}–${mb(r.rss.max)}) | ${mb(r.totals.anonymous)} / ${mb(r.totals.fileBacked)} | ${pick(r, 'node binary: code')} / ${pick(r, 'node binary: ICU')} / ${pick(r, 'node binary: the rest')} | ${pick(r, 'PGlite')} | ${pick(r, 'malloc')} | ${pick(r, 'other anonymous')} | ${mb(u.heapUsed)} / ${mb(u.heapTotal)} | ${r.load.toFixed(1)} |`,
  );
}
