/**
 * A station's first start, as a person does it (`npm start` on a fresh data folder): how soon the
 * API answers, how soon /stream.mp3 sends its first audio byte and the first song is on air, how fast the health check answers
 * while the demo music is made, and when all of it is ready. Builds nothing: `npm run build` first.
 *
 *   node --import tsx bench/first-start.ts
 *   CPU=0 node --import tsx bench/first-start.ts                  # the station pinned to core 0 (taskset)
 *   ROOT=/tmp/selah-before node --import tsx bench/first-start.ts # an older checkout (before/after)
 *   UNTIL_S=120 node --import tsx bench/first-start.ts            # stop measuring after 120 s
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { processTree, sumRss } from './proc-tree.ts';

const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(process.env.ROOT ?? here);
const PORT = Number(process.env.BENCH_PORT ?? 4303);
const base = `http://127.0.0.1:${PORT}`;
const UNTIL_S = Number(process.env.UNTIL_S ?? 3600);
if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) throw new Error('Run npm run build first.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-first-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: '' };
const command = process.env.CPU ? ['taskset', '-c', process.env.CPU, 'npm', 'start'] : ['npm', 'start'];
const t0 = performance.now();
const since = () => (performance.now() - t0) / 1000;
const station = spawn(command[0]!, command.slice(1), { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
let allReadyS: number | null = null;
let tracks = 0;
station.stdout.setEncoding('utf8');
station.stdout.on('data', (chunk: string) => {
  for (const m of chunk.matchAll(/Demo music: (\d+)\/(\d+)/g)) {
    tracks = Number(m[1]);
    if (m[1] === m[2]) allReadyS = since();
  }
});

/** One request's time in ms, or null when the station does not answer. */
const timed = (url: string) =>
  new Promise<number | null>((resolve) => {
    const start = performance.now();
    http
      .get(url, { timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - start : null));
      })
      .on('error', () => resolve(null))
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy();
      });
  });

/** Connects a listener as soon as the port takes connections; resolves at its first audio byte. */
const firstAudioByte = () =>
  new Promise<number>((resolve) => {
    const attempt = () => {
      const req = http.get(`${base}/stream.mp3`, (res) => {
        res.once('data', () => {
          resolve(since());
          req.destroy();
        });
      });
      req.on('error', () => setTimeout(attempt, 50));
    };
    attempt();
  });

/** When /api/stream/status first names a song on air (the demo's ident), polled every 50 ms. */
const firstSong = async (): Promise<{ s: number; title: string }> => {
  for (;;) {
    const title = await new Promise<string>((resolve) => {
      http
        .get(`${base}/api/stream/status`, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => {
            try {
              resolve((JSON.parse(body) as { song: { title: string } }).song.title);
            } catch {
              resolve('');
            }
          });
        })
        .on('error', () => resolve(''));
    });
    if (title) return { s: since(), title };
    await new Promise((r) => setTimeout(r, 50));
  }
};

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

try {
  const audio = firstAudioByte();
  const song = firstSong();
  let apiS = 0;
  while ((await timed(`${base}/api/health`)) === null) await new Promise((r) => setTimeout(r, 50));
  apiS = since();
  const audioS = await audio;
  const first = await song;
  // The health check, one request at a time, every 200 ms while the music is made.
  const latencies: number[] = [];
  let peakRss = 0;
  while (allReadyS === null && since() < UNTIL_S) {
    if (station.exitCode !== null) throw new Error(`The station exited (${station.exitCode}).`);
    const ms = await timed(`${base}/api/health`);
    if (ms !== null) latencies.push(ms);
    peakRss = Math.max(peakRss, sumRss(processTree(station.pid!)));
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(
    `\nFirst start of ${root}, ${os.cpus().length} cores${process.env.CPU ? `, station on core ${process.env.CPU}` : ''}, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log('| measure | result |\n| --- | --- |');
  console.log(`| API answers (health check) | ${apiS.toFixed(1)} s after \`npm start\` |`);
  console.log(
    `| first audio byte on /stream.mp3 | ${audioS.toFixed(1)} s after \`npm start\`, ${(audioS - apiS).toFixed(1)} s after the API answered |`,
  );
  console.log(`| first song on air (/api/stream/status names it) | ${first.s.toFixed(1)} s after \`npm start\` (“${first.title}”) |`);
  console.log(
    `| health check while the music is made, p50 / p95 / max (${latencies.length} requests) | ${percentile(latencies, 0.5).toFixed(1)} / ${percentile(latencies, 0.95).toFixed(1)} / ${Math.max(...latencies).toFixed(1)} ms |`,
  );
  console.log(
    `| all demo music ready (${tracks} tracks) | ${allReadyS === null ? `not within ${UNTIL_S} s (${tracks} made)` : `${(allReadyS as number).toFixed(0)} s`} |`,
  );
  console.log(`| peak RSS of everything \`npm start\` runs, meanwhile | ${(peakRss / 1048576).toFixed(0)} MB |`);
} finally {
  process.kill(-station.pid!, 'SIGTERM');
  await new Promise((r) => (station.exitCode !== null ? r(null) : station.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
