/**
 * The fan-out bench's load generator: N raw HTTP listeners on one stream, spread over several
 * processes (bench/fanout-worker.ts, up to 2,500 listeners each, so the client side is not one
 * event loop's limit), and the server's CPU and memory read from /proc over a measuring window.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { WorkerCommand, WorkerReport } from './fanout-worker.ts';

export interface FanoutResult {
  n: number;
  connected: number;
  starved: number;
  ttfbP50: number;
  /** % of one core, over the window. */
  cpu: number;
  /** The median of the resident memory read once a second over the window. */
  rssMb: number;
  /** Why listeners failed: an error code, or "closed" by the server. */
  failures: Record<string, number>;
  workers: number;
}

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function usage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  return { cpuS: ticks / 100, rss };
}

/** The cores a process may run on (taskset's list), and the one it last ran on. */
export function coresOf(pid: number): { allowed: string; last: number } {
  const allowed = /Cpus_allowed_list:\s+(\S+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { allowed, last: Number(stat[36]) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PER_WORKER = Number(process.env.PER_WORKER ?? 2500);

/** Sends each worker its command and waits for each one's answer. */
function all<T>(workers: ChildProcess[], command: (i: number) => WorkerCommand, answer: string): Promise<T[]> {
  return Promise.all(
    workers.map(
      (w, i) =>
        new Promise<T>((resolve, reject) => {
          const onMessage = (m: { cmd: string } & T) => {
            if (m.cmd !== answer) return;
            w.off('message', onMessage);
            resolve(m);
          };
          w.on('message', onMessage);
          w.once('exit', (code) => code && reject(new Error(`A load worker exited with ${code}`)));
          w.send(command(i));
        }),
    ),
  );
}

/**
 * Opens `n` listeners on `port` + `path` at `perSecond` in all, lets them warm up, then measures.
 * Connected: received audio and still open at the end. Starved: below half the bitrate, or failed.
 */
export async function fanout(opts: {
  port: number;
  path: string;
  n: number;
  pid: number;
  nominalBytesPerS: number;
  warmupS: number;
  windowS: number;
  perSecond: number;
}): Promise<FanoutResult> {
  const { n, pid } = opts;
  const count = Math.max(1, Math.ceil(n / PER_WORKER));
  // The workers inherit this process's core (taskset) and its --import tsx.
  const workers = Array.from({ length: count }, () => fork(path.join(import.meta.dirname, 'fanout-worker.ts')));
  const share = (i: number) => Math.floor(n / count) + (i < n % count ? 1 : 0);
  try {
    await all(
      workers,
      (i) => ({ cmd: 'open', port: opts.port, path: opts.path, n: share(i), perSecond: opts.perSecond / count }),
      'opened',
    );
    await sleep(opts.warmupS * 1000);
    await all(workers, () => ({ cmd: 'mark' }), 'marked');
    const before = usage(pid);
    const t0 = performance.now();
    const rss: number[] = [];
    for (let s = 0; s < opts.windowS; s++) {
      await sleep(1000);
      rss.push(usage(pid).rss);
    }
    const after = usage(pid);
    const seconds = (performance.now() - t0) / 1000;
    const reports = (
      await all<{ report: WorkerReport }>(workers, () => ({ cmd: 'measure', nominalBytesPerS: opts.nominalBytesPerS }), 'measured')
    ).map((m) => m.report);
    const failures: Record<string, number> = {};
    for (const r of reports) for (const [why, k] of Object.entries(r.failures)) failures[why] = (failures[why] ?? 0) + k;
    const ttfbs = reports.flatMap((r) => r.ttfbs.map((t) => (t < 0 ? Infinity : t))).sort((a, b) => a - b);
    return {
      n,
      connected: reports.reduce((s, r) => s + r.connected, 0),
      starved: reports.reduce((s, r) => s + r.starved, 0),
      ttfbP50: ttfbs[Math.floor(n * 0.5)]!,
      cpu: ((after.cpuS - before.cpuS) / seconds) * 100,
      rssMb: rss.sort((a, b) => a - b)[rss.length >> 1]! / 1024 / 1024,
      failures,
      workers: count,
    };
  } finally {
    for (const w of workers) if (w.exitCode === null) w.kill();
    await sleep(2000);
  }
}
