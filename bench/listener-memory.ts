/**
 * What one listener costs the station in memory, read inside the server after full garbage
 * collections (the fan-out bench's RSS moves by tens of MB between readings; this does not):
 * starts the compiled server with the start settings, `--expose-gc` and a probe, opens N listeners
 * (bench/fanout-worker.ts, on the other core), and divides each kind of memory's growth by N:
 * V8's heap in use, the malloc heap, anonymous mappings (V8's pages, PGlite's WebAssembly memory,
 * buffers) and RSS. `HEAP_SNAPSHOT=1` also writes a V8 heap snapshot at 0 and at N listeners and
 * prints which objects grew, by constructor.
 *
 *   node --import tsx bench/listener-memory.ts                 # N = 4000
 *   LISTENERS=2000,6000 HEAP_SNAPSHOT=1 node --import tsx bench/listener-memory.ts
 *   NODE_FLAGS='--max-semi-space-size=4' node --import tsx bench/listener-memory.ts   # other flags than npm start's
 */
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { synthesizeTrack } from '../server/src/modules/radio/library/synth-track.ts';
import { freePort } from '../server/src/test/icecast-server.ts';
import type { WorkerCommand, WorkerReport } from './fanout-worker.ts';
import { mappedRss } from './proc-tree.ts';
import { benchStationEnv, startSettings } from './start-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const counts = (process.env.LISTENERS ?? '4000').split(',').map(Number);
const SNAPSHOT = process.env.HEAP_SNAPSHOT === '1';
/** How long the listeners stay open before the readings (and the CPU is measured over it). */
const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
execFileSync('taskset', ['-pc', process.env.LOAD_CORE ?? '1', String(process.pid)], { stdio: 'ignore' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-listener-mem-'));
fs.mkdirSync(path.join(dataDir, 'import'));
// The tracks are made once and kept in the system's temporary folder for the next run.
const tracks = path.join(os.tmpdir(), 'selah-bench-tracks-128k');
fs.mkdirSync(tracks, { recursive: true });
for (const [i, note] of [196, 220, 247].entries()) {
  const file = path.join(tracks, `t${i}.mp3`);
  if (!fs.existsSync(file)) {
    const mp3 = await synthesizeTrack({ title: `Bench ${i}`, artist: 'Memory', root: note, seconds: 60 }, 128);
    fs.writeFileSync(`${file}.part`, mp3);
    fs.renameSync(`${file}.part`, file);
  }
  fs.copyFileSync(file, path.join(dataDir, 'import', `t${i}.mp3`));
}
const probeFile = path.join(dataDir, 'probe.mjs');
// In the server: on SIGUSR2, collect until the heap stops shrinking, then report (and snapshot).
fs.writeFileSync(
  probeFile,
  `import fs from 'node:fs'; import v8 from 'node:v8';
process.on('SIGUSR2', async () => {
  const collect = !fs.existsSync(process.env.PROBE_OUT + '.as-is');
  for (let i = 0; collect && i < 4; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 50)); }
  const snapshot = collect && process.env.PROBE_SNAPSHOT ? v8.writeHeapSnapshot(process.env.PROBE_SNAPSHOT + '-' + Date.now() + '.heapsnapshot') : null;
  fs.writeFileSync(process.env.PROBE_OUT, JSON.stringify({ usage: process.memoryUsage(), snapshot }));
});`,
);
const port = await freePort();
const settings = startSettings(root);
const env = {
  ...benchStationEnv(root, dataDir, port),
  PROBE_OUT: path.join(dataDir, 'probe.json'),
  ...(SNAPSHOT ? { PROBE_SNAPSHOT: path.join(dataDir, 'heap') } : {}),
};
const selahBin = path.join(root, 'server/bin/selah.mjs');
spawnSync(process.execPath, [path.join(root, 'scripts/server-build.mjs')], { stdio: 'inherit' });
spawnSync(process.execPath, [selahBin, 'import-music', path.join(dataDir, 'import')], { env, stdio: 'ignore' });
// NODE_FLAGS: node's and V8's flags for the server instead of the start script's, to compare settings.
const nodeFlags = process.env.NODE_FLAGS === undefined ? settings.nodeFlags : process.env.NODE_FLAGS.split(' ').filter(Boolean);
const flags = [...nodeFlags, '--expose-gc', `--import=${probeFile}`];
const server = spawn('taskset', ['-c', process.env.SERVER_CORE ?? '0', process.execPath, ...flags, selahBin, 'start'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

interface Reading {
  heapUsed: number;
  heapTotal: number;
  external: number;
  malloc: number;
  anonymous: number;
  rss: number;
  snapshot: string | null;
}

/** A reading after full collections, or (`asIs`) as the memory stands, garbage included. */
async function read(asIs = false): Promise<Reading> {
  const out = env.PROBE_OUT;
  fs.rmSync(out, { force: true });
  if (asIs) fs.writeFileSync(`${out}.as-is`, '');
  else fs.rmSync(`${out}.as-is`, { force: true });
  process.kill(server.pid!, 'SIGUSR2');
  while (!fs.existsSync(out)) await sleep(100);
  await sleep(100);
  const { usage, snapshot } = JSON.parse(fs.readFileSync(out, 'utf8')) as { usage: NodeJS.MemoryUsage; snapshot: string | null };
  const maps = mappedRss(server.pid!);
  return {
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    malloc: maps.get('[heap]') ?? 0,
    anonymous: maps.get('[anonymous]') ?? 0,
    rss: [...maps.values()].reduce((a, b) => a + b, 0),
    snapshot,
  };
}

/** The server's CPU time so far (user + system), from /proc. */
function cpuSeconds(): number {
  const stat = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

/** Opens n listeners from one worker process; answers a function that closes them and says how they fared. */
async function listen(n: number): Promise<() => Promise<WorkerReport>> {
  const worker = fork(path.join(import.meta.dirname, 'fanout-worker.ts'));
  const ask = <T>(cmd: WorkerCommand, answer: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { cmd: string } & T) => m.cmd === answer && (worker.off('message', on), resolve(m));
      worker.on('message', on);
      worker.send(cmd);
    });
  await ask({ cmd: 'open', port, path: '/stream.mp3', n, perSecond: 1000 }, 'opened');
  await ask({ cmd: 'mark' }, 'marked');
  return async () => {
    const { report } = await ask<{ report: WorkerReport }>({ cmd: 'measure', nominalBytesPerS: 16000 }, 'measured');
    await sleep(3000);
    return report;
  };
}

/** Which constructors' objects grew between two snapshots: count and bytes (self size). */
function grown(before: string, after: string, n: number): string[] {
  const tally = (file: string) => {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
      nodes: number[];
      strings: string[];
    };
    const f = s.snapshot.meta.node_fields;
    const [type, name, size] = ['type', 'name', 'self_size'].map((x) => f.indexOf(x)) as [number, number, number];
    const types = s.snapshot.meta.node_types[0];
    const byKey = new Map<string, { count: number; bytes: number }>();
    for (let i = 0; i < s.nodes.length; i += f.length) {
      const t = types[s.nodes[i + type]!]!;
      const key = `${t}:${t === 'string' || t === 'concatenated string' ? '' : s.strings[s.nodes[i + name]!]!.slice(0, 40)}`;
      const e = byKey.get(key) ?? { count: 0, bytes: 0 };
      e.count++;
      e.bytes += s.nodes[i + size]!;
      byKey.set(key, e);
    }
    return byKey;
  };
  const [a, b] = [tally(before), tally(after)];
  return [...b]
    .map(([key, v]) => ({ key, count: v.count - (a.get(key)?.count ?? 0), bytes: v.bytes - (a.get(key)?.bytes ?? 0) }))
    .filter((x) => x.bytes / n >= 8)
    .sort((x, y) => y.bytes - x.bytes)
    .map((x) => `| ${x.key} | ${(x.count / n).toFixed(2)} | ${(x.bytes / n).toFixed(0)} |`);
}

try {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/stream/status`)
      .then(async (r) => ((await r.json()) as { song: { title: string } }).song.title !== '')
      .catch(() => false);
    if (ok) break;
    await sleep(500);
  }
  // Warm the paths a listener takes (and the listening log's first writes) before the baseline.
  await (
    await listen(200)
  )();
  const kb = (a: number, b: number, n: number) => ((b - a) / n / 1024).toFixed(2);
  console.log(
    `\n${new Date().toISOString().slice(0, 16)}Z · load average ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores) · node ${flags.slice(0, -2).join(' ')}\n`,
  );
  console.log('| listeners | V8 heap used | V8 heap total | external | malloc heap | anonymous | RSS |  (KB per listener, after GC)');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const n of counts) {
    const base = await read();
    const close = await listen(n);
    const cpu0 = cpuSeconds();
    await sleep(WINDOW_S * 1000);
    const cpu = (cpuSeconds() - cpu0) / WINDOW_S;
    const asIs = await read(true);
    const at = await read();
    const fared = await close();
    const after = await read();
    const row = (label: string, a: Reading, b: Reading) =>
      `| ${label} | ${kb(a.heapUsed, b.heapUsed, n)} | ${kb(a.heapTotal, b.heapTotal, n)} | ${kb(a.external, b.external, n)} | ${kb(a.malloc, b.malloc, n)} | ${kb(a.anonymous, b.anonymous, n)} | ${kb(a.rss, b.rss, n)} |`;
    console.log(row(`${n.toLocaleString('en-US')} open, ${WINDOW_S} s later, no collection`, base, asIs));
    console.log(row(`${n.toLocaleString('en-US')} open`, base, at));
    console.log(row(`${n.toLocaleString('en-US')} closed again`, base, after));
    console.log(
      `|  | connected ${fared.connected}, starved ${fared.starved} ${JSON.stringify(fared.failures)}; CPU ${(cpu * 100).toFixed(1)} % of a core with them open; RSS ${(base.rss / 2 ** 20).toFixed(0)} → ${(at.rss / 2 ** 20).toFixed(0)} → ${(after.rss / 2 ** 20).toFixed(0)} MB |`,
    );
    if (base.snapshot && at.snapshot) {
      console.log('\n| grown per listener (type:constructor) | objects | bytes |\n| --- | --- | --- |');
      console.log(grown(base.snapshot, at.snapshot, n).slice(0, 30).join('\n'));
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
