/**
 * API load beside the broadcast: 100 concurrent readers of GET /api/community/threads for 10 s
 * while 20 listeners play the stream. Reports requests per second, latency p50/p99, timeouts,
 * and the listeners' bitrate during the load, for each station build and database given.
 *
 *   node --import tsx bench/api-load.ts                                  # this checkout, PGlite
 *   BEFORE_DIR=/tmp/selah-before BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import tsx bench/api-load.ts                                # before and after, both databases
 *
 * BEFORE_DIR is a checkout of an older commit (git worktree add /tmp/selah-before <commit>,
 * with node_modules linked from this one). Every run starts a fresh station and database.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { synthesizeTrack } from '../server/src/modules/radio/library/synth-track.ts';
import { startBenchStation } from './bench-station.ts';

const here = path.resolve(import.meta.dirname, '..');
const builds = [...(process.env.BEFORE_DIR ? [['before', process.env.BEFORE_DIR]] : []), ['after', here]] as const;
const databases = ['pglite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])] as const;
const READERS = Number(process.env.READERS ?? 100);
const LISTENERS = Number(process.env.LISTENERS ?? 20);
const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const nominal = 16_000; // 128 kbps in bytes per second

const music = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-load-music-'));
for (const [i, hz] of [196, 220, 247].entries()) {
  fs.writeFileSync(
    path.join(music, `t${i}.mp3`),
    await synthesizeTrack({ title: `Load ${i}`, artist: 'Bench', root: hz, seconds: 60 }, 128),
  );
}

async function freshPostgres(): Promise<string> {
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  const name = `selah_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

const get = (agent: http.Agent, url: string, timeoutMs: number) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(url, { agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(String(res.statusCode)))));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });

async function measure(root: string, db: string) {
  const station = await startBenchStation({ root, port: PORT, music, databaseUrl: db === 'postgres' ? await freshPostgres() : '' });
  const { base } = station;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/stream/status`).then(
      async (r) => !!((await r.json()) as { song: { title: string } }).song.title,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const listeners = Array.from({ length: LISTENERS }, () => {
    const l = {
      bytes: 0,
      counting: false,
      req: http.get(`${base}/stream.mp3`, (res) => res.on('data', (c: Buffer) => l.counting && (l.bytes += c.length))),
    };
    l.req.on('error', () => undefined);
    return l;
  });
  await new Promise((r) => setTimeout(r, 5000)); // past the 4 s burst
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + WINDOW_S * 1000;
  for (const l of listeners) l.counting = true;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          await get(agent, `${base}/api/community/threads?limit=20`, 5000);
          latencies.push(performance.now() - t0);
        } catch {
          failures++;
        }
      }
    }),
  );
  for (const l of listeners) l.counting = false;
  const rates = listeners.map((l) => l.bytes / WINDOW_S).sort((a, b) => a - b);
  for (const l of listeners) l.req.destroy();
  agent.destroy();
  await station.stop();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    reqPerS: latencies.length / WINDOW_S,
    p50: pct(50),
    p99: pct(99),
    failures,
    listenerMin: rates[0]! / nominal,
    atFullRate: rates.filter((r) => r >= 0.95 * nominal).length,
  };
}

console.log(`| build | database | req/s | p50 / p99 (ms) | failed or > 5 s | listeners at ≥ 95 % of 128 kbps | slowest listener |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const db of databases) {
  for (const [name, root] of builds) {
    const r = await measure(root, db);
    console.log(
      `| ${name} | ${db} | ${r.reqPerS.toFixed(0)} | ${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} | ${r.failures} | ${r.atFullRate} of ${LISTENERS} | ${(r.listenerMin * 100).toFixed(0)} % |`,
    );
  }
}
fs.rmSync(music, { recursive: true, force: true });
