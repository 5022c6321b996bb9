/**
 * Memory at idle: starts the station the way a person does (`npm start`, which execs nothing but
 * `node scripts/start.mjs`), on a fresh data folder, waits until the demo music is made and the
 * station is idle, then prints the resident memory summed over its processes and where it goes.
 * Builds nothing: run `npm run build` first.
 *
 *   node --import tsx bench/memory.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/memory.ts
 *   ROOT=/tmp/selah-before node --import tsx bench/memory.ts     # an older checkout (before/after)
 *   MUSIC=premade node --import tsx bench/memory.ts              # faster: see below
 *   MEMORY_PROBE_SNAPSHOT=/tmp/idle.heapsnapshot node --import tsx bench/memory.ts   # and a V8 heap snapshot
 *
 * MUSIC=premade puts stand-ins for the demo tracks (ffmpeg tones with the same file names, tags,
 * lengths and bitrate) into the fresh data folder first, so the station imports them instead
 * of synthesizing an hour of music; what is measured is the same station at idle afterwards.
 *
 * The station is preloaded with bench/memory-probe.mjs, which only answers SIGUSR2 with
 * process.memoryUsage(), the WebAssembly memories and the CommonJS packages loaded.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { importTable } from './import-cost.ts';
import { mappedRss, mb, processTree, sumRss, treeCpu, wasmRss } from './proc-tree.ts';

const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(process.env.ROOT ?? here);
const PORT = Number(process.env.BENCH_PORT ?? 4303);
const MUSIC = process.env.MUSIC === 'premade' ? 'premade' : 'make';
const probe = pathToFileURL(path.join(here, 'bench/memory-probe.mjs')).href;

for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
  if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing in ${root}: run npm run build first.`);
}

interface Probe {
  memoryUsage: NodeJS.MemoryUsage;
  heapSpaces: Array<{ name: string; used: number; size: number }>;
  wasmMemories: number[];
  cjsPackages: string[];
}

async function freshPostgres(base: string) {
  const url = new URL(base);
  const name = `selah_mem_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** ffmpeg tones in place of the demo tracks: the same names, tags, lengths and bitrate (MUSIC=premade). */
function premadeMusic(dir: string) {
  const list = JSON.parse(fs.readFileSync(path.join(root, 'content/music/tracks.json'), 'utf8')) as Array<{
    title: string;
    artist: string;
    minutes: number;
  }>;
  fs.mkdirSync(dir, { recursive: true });
  for (const [i, t] of list.entries()) {
    const file = path.join(dir, `${String(i + 1).padStart(2, '0')}-${t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.mp3`);
    const args = ['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=f=220:d=${t.minutes * 60}`, '-ac', '2', '-b:a', '128k'];
    spawnSync('ffmpeg', [...args, '-metadata', `title=${t.title}`, '-metadata', `artist=${t.artist}`, '-y', file]);
  }
  return list.length;
}

async function measure(label: string, databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-mem-'));
  const premade = MUSIC === 'premade' ? premadeMusic(path.join(dataDir, 'data/music')) : 0;
  const probeOut = path.join(dataDir, 'probe.json');
  const env = {
    ...process.env,
    DATA_DIR: path.join(dataDir, 'data'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NODE_OPTIONS: `--import=${probe} ${process.env.EXTRA_NODE_OPTIONS ?? ''}`.trim(),
    MEMORY_PROBE_OUT: probeOut,
  };
  const started = Date.now();
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let musicDone = false;
  let built = false;
  npm.stdout.setEncoding('utf8');
  npm.stdout.on('data', (chunk: string) => {
    if (/Building the/.test(chunk)) built = true;
    for (const m of chunk.matchAll(/Demo music: (\d+)\/(\d+)/g)) if (m[1] === m[2]) musicDone = true;
  });
  // Premade music is imported, not announced: ready when the station answers with a song on air.
  const poll = premade
    ? setInterval(() => {
        fetch(`http://127.0.0.1:${PORT}/api/stream/status`)
          .then((r) => r.json() as Promise<{ song: { title: string } }>)
          .then((s) => void (s.song.title && (musicDone = true)))
          .catch(() => undefined);
      }, 1000)
    : null;
  try {
    while (!musicDone) {
      if (npm.exitCode !== null) throw new Error(`The station exited (${npm.exitCode}).`);
      if (Date.now() - started > 30 * 60_000) throw new Error('The demo music was not ready in 30 minutes.');
      await new Promise((r) => setTimeout(r, 1000));
    }
    const readyS = (Date.now() - started) / 1000;
    // Idle: the whole tree under 3 % of a core for two 3-second windows in a row.
    for (let quiet = 0, i = 0; quiet < 2 && i < 40; i++) quiet = (await treeCpu(npm.pid!, 3000)) < 0.03 ? quiet + 1 : 0;
    const station = processTree(npm.pid!).find((p) => p.program === 'node' && p.command.includes('scripts/start.mjs'))!;
    // Then a second a sample for 20 s: what is reported is the median one (V8 collects when it
    // likes, so one reading may catch the heap just before or after a collection), with the range.
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(sumRss(processTree(station.pid)));
      await new Promise((r) => setTimeout(r, 1000));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const stationRss = { median: sorted[sorted.length >> 1]!, min: sorted[0]!, max: sorted.at(-1)! };
    const tree = processTree(npm.pid!);
    const stationTree = processTree(station.pid);
    process.kill(station.pid, 'SIGUSR2');
    // Up to a minute: with MEMORY_PROBE_SNAPSHOT the probe writes a heap snapshot first.
    for (let i = 0; i < 600 && !fs.existsSync(probeOut); i++) await new Promise((r) => setTimeout(r, 100));
    const report = JSON.parse(fs.readFileSync(probeOut, 'utf8')) as Probe;
    const maps = mappedRss(station.pid);
    const wasmResident = wasmRss(station.pid, report.wasmMemories);
    return { label, readyS, built, tree, station, stationTree, stationRss, report, maps, wasmResident };
  } finally {
    if (poll) clearInterval(poll);
    process.kill(-npm.pid!, 'SIGTERM');
    await new Promise((r) => (npm.exitCode !== null ? r(null) : npm.once('exit', r)));
    // The station may still be writing its folder (importing music) for a while after npm exits:
    // what was measured is still printed.
    for (let i = 0; ; i++) {
      try {
        fs.rmSync(dataDir, { recursive: true, force: true });
        break;
      } catch (err) {
        if (i === 30) {
          console.warn(`Could not remove ${dataDir}: ${String(err)}`);
          break;
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
}

function print(r: Awaited<ReturnType<typeof measure>>) {
  const u = r.report.memoryUsage;
  const music = MUSIC === 'premade' ? 'premade demo music imported' : 'demo music made';
  console.log(`\n## ${r.label} (${music} after ${r.readyS.toFixed(0)} s${r.built ? '; a build ran first' : ''})\n`);
  console.log('| process | RSS (MB) |\n| --- | --- |');
  for (const p of r.tree) console.log(`| ${p.pid} ${p.command} | ${mb(p.rssBytes)} |`);
  const { median, min, max } = r.stationRss;
  console.log(`| **the station (node scripts/start.mjs and its children), median of 20 s** | **${mb(median)}** (${mb(min)}–${mb(max)}) |`);
  console.log(`| everything \`npm start\` runs (with npm and sh) | ${mb(sumRss(r.tree))} |`);
  console.log('\n| inside the station | MB |\n| --- | --- |');
  console.log(`| process.memoryUsage().rss | ${mb(u.rss)} |`);
  console.log(`| V8 heap used / total | ${mb(u.heapUsed)} / ${mb(u.heapTotal)} |`);
  console.log(`| external (of which arrayBuffers) | ${mb(u.external)} (${mb(u.arrayBuffers)}) |`);
  const wasm = r.report.wasmMemories;
  console.log(`| WebAssembly memories (PGlite), size | ${wasm.length ? wasm.map((b) => mb(b)).join(' + ') : 'none'} |`);
  console.log(`| WebAssembly memories, resident | ${mb(r.wasmResident)} |`);
  const native = [...r.maps].filter(([name]) => /\.node$|node_modules.*\.so/.test(name)).reduce((s, [, b]) => s + b, 0);
  console.log(`| native libraries from node_modules (sharp, argon2…), resident | ${mb(native)} |`);
  console.log(`| the node binary, resident | ${mb(r.maps.get(process.execPath) ?? r.maps.get('/usr/bin/node') ?? 0)} |`);
  console.log(
    `| malloc heap ([heap]) / anonymous mappings (V8, wasm, buffers) | ${mb(r.maps.get('[heap]') ?? 0)} / ${mb(r.maps.get('[anonymous]') ?? 0)} |`,
  );
  console.log(`\nCommonJS packages loaded: ${r.report.cjsPackages.join(', ') || 'none'}`);
}

const pgBase = process.env.BENCH_DATABASE_URL;
console.log(`Station from ${root}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
for (const label of [...(process.env.ONLY === 'postgres' ? [] : ['embedded (PGlite)']), ...(pgBase ? ['PostgreSQL'] : [])]) {
  const database = label === 'PostgreSQL' ? await freshPostgres(pgBase!) : null;
  try {
    print(await measure(label, database?.url ?? ''));
  } finally {
    await database?.drop();
  }
}
if (process.env.PACKAGES !== '0') {
  console.log('\nWhat server/dist/main.js imports, and what each package costs imported alone in a fresh node:\n');
  console.log(importTable(root).join('\n'));
}
