/**
 * Stream fan-out benchmark: starts a station (a child process, on loopback) and, for each N,
 * opens N concurrent listeners and reports listeners served at full bitrate, starved
 * listeners, the server's CPU and memory, and time to first byte.
 *
 *   node --import tsx bench/stream-fanout.ts                 # N = 100, 500, 1000, 2500, 5000
 *   LISTENERS=50,200 WINDOW_S=5 node --import tsx bench/stream-fanout.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { synthesizeTrack } from '../server/src/modules/radio/synth-track.ts';

const root = path.resolve(import.meta.dirname, '..');
const counts = (process.env.LISTENERS ?? '100,500,1000,2500,5000').split(',').map(Number);
const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const WARMUP_S = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8390);
const KBPS = 128;
const nominal = (KBPS * 1000) / 8;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-fanout-'));
const musicDir = path.join(dataDir, 'import');
fs.mkdirSync(musicDir);
process.stdout.write('Preparing three 60 s tracks…\n');
for (const [i, root_] of [196, 220, 247].entries()) {
  fs.writeFileSync(
    path.join(musicDir, `t${i}.mp3`),
    await synthesizeTrack({ title: `Bench ${i}`, artist: 'Fan-out', root: root_, seconds: 60 }, KBPS),
  );
}
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' };
const selah = path.join(root, 'server/bin/selah.mjs');
spawnSync(process.execPath, [selah, 'import-music', musicDir], { env, stdio: 'ignore' });
const server = spawn(
  process.execPath,
  ['--max-old-space-size=4096', path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/main.ts'), 'start'],
  { env, stdio: ['ignore', 'ignore', 'inherit'] },
);

async function waitForSong() {
  for (let i = 0; i < 120; i++) {
    try {
      const s = (await (await fetch(`http://127.0.0.1:${PORT}/api/stream/status`)).json()) as { song: { title: string } };
      if (s.song.title) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The station did not start in 60 s.');
}

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
function usage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  return { cpuS: ticks / 100, rss };
}

/** The node process behind tsx: the one whose parent is our child. */
function serverPid(): number {
  const children = fs
    .readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return children[0] ?? server.pid!;
}

interface Listener {
  socket: net.Socket;
  bytes: number;
  windowStart: number;
  ttfb: number | null;
  failed: boolean;
}

async function run(n: number) {
  const listeners: Listener[] = [];
  const opened = Date.now();
  for (let i = 0; i < n; i++) {
    const l: Listener = { socket: new net.Socket(), bytes: 0, windowStart: 0, ttfb: null, failed: false };
    const sent = performance.now();
    l.socket.connect(PORT, '127.0.0.1', () => l.socket.write('GET /stream.mp3 HTTP/1.1\r\nHost: bench\r\nConnection: keep-alive\r\n\r\n'));
    l.socket.on('data', (c) => {
      if (l.ttfb === null) l.ttfb = performance.now() - sent;
      l.bytes += c.length;
    });
    l.socket.on('error', () => (l.failed = true));
    listeners.push(l);
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  for (const l of listeners) l.windowStart = l.bytes;
  const pid = serverPid();
  const before = usage(pid);
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
  const seconds = (Date.now() - t0) / 1000;
  const after = usage(pid);
  const rates = listeners.map((l) => (l.bytes - l.windowStart) / seconds);
  const full = rates.filter((r) => r >= nominal * 0.95).length;
  const starved = listeners.filter((l, i) => l.failed || rates[i]! < nominal * 0.5).length;
  const ttfbs = listeners.map((l) => l.ttfb ?? Infinity).sort((a, b) => a - b);
  for (const l of listeners) l.socket.destroy();
  await new Promise((r) => setTimeout(r, 1500));
  return {
    n,
    full,
    starved,
    cpu: ((after.cpuS - before.cpuS) / seconds) * 100,
    rssMb: after.rss / 1024 / 1024,
    ttfbP50: ttfbs[Math.floor(n * 0.5)]!,
    ttfbP95: ttfbs[Math.min(n - 1, Math.floor(n * 0.95))]!,
    openS: (t0 - opened) / 1000,
  };
}

try {
  await waitForSong();
  const rows = [];
  for (const n of counts) {
    process.stdout.write(`N = ${n}…\n`);
    rows.push(await run(n));
  }
  console.log(
    `\n${KBPS} kbps stream, ${WINDOW_S} s measuring window after ${WARMUP_S} s warm-up; server and listeners on one ${os.cpus().length}-core machine\n`,
  );
  console.log(
    '| listeners | at full bitrate | starved (< 50 %) | server CPU (% of one core) | server RSS (MB) | time to first byte p50 / p95 (ms) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.n.toLocaleString()} | ${r.full.toLocaleString()} (${((100 * r.full) / r.n).toFixed(1)} %) | ${r.starved} | ${r.cpu.toFixed(0)} | ${r.rssMb.toFixed(0)} | ${r.ttfbP50.toFixed(1)} / ${r.ttfbP95.toFixed(1)} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
