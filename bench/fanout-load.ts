/**
 * The fan-out bench's load generator: N raw HTTP listeners on one stream, each counting the
 * bytes it receives into one shared read buffer (no allocation per read, so the generator is
 * cheap enough to keep up with 5,000 listeners on its own core), and the server's CPU and
 * memory read from /proc over a measuring window.
 */
import fs from 'node:fs';
import net from 'node:net';

export interface FanoutResult {
  n: number;
  connected: number;
  starved: number;
  ttfbP50: number;
  /** % of one core, over the window. */
  cpu: number;
  rssMb: number;
  /** Why listeners failed: an error code, or "closed" by the server. */
  failures: Record<string, number>;
}

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function usage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  return { cpuS: ticks / 100, rss };
}

interface Listener {
  socket: net.Socket;
  bytes: number;
  windowStart: number;
  ttfb: number | null;
  failed: boolean;
  why?: string;
}

const shared = Buffer.alloc(256 * 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens `n` listeners on `port` + `path` at `perSecond` (in steps of 50), lets them warm up, then measures.
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
  const { port, path, n, pid } = opts;
  const listeners: Listener[] = [];
  for (let i = 0; i < n; i++) {
    const l: Listener = { socket: null as unknown as net.Socket, bytes: 0, windowStart: 0, ttfb: null, failed: false };
    const sent = performance.now();
    l.socket = net.connect({
      port,
      host: '127.0.0.1',
      onread: {
        buffer: shared,
        callback: (size) => {
          if (l.ttfb === null) l.ttfb = performance.now() - sent;
          l.bytes += size;
          return true;
        },
      },
    });
    l.socket.on('connect', () => l.socket.write(`GET ${path} HTTP/1.1\r\nHost: bench\r\nUser-Agent: fanout\r\n\r\n`));
    l.socket.on('error', (err: NodeJS.ErrnoException) => {
      l.failed = true;
      l.why ??= err.code ?? err.message;
    });
    l.socket.on('close', () => {
      l.failed = true;
      l.why ??= l.ttfb === null ? 'closed before any byte' : 'closed by the server';
    });
    listeners.push(l);
    if (i % 50 === 49) await sleep((50 / opts.perSecond) * 1000);
  }
  await sleep(opts.warmupS * 1000);
  for (const l of listeners) l.windowStart = l.bytes;
  const before = usage(pid);
  const t0 = performance.now();
  await sleep(opts.windowS * 1000);
  const seconds = (performance.now() - t0) / 1000;
  const after = usage(pid);
  const rates = listeners.map((l) => (l.bytes - l.windowStart) / seconds);
  const connected = listeners.filter((l) => !l.failed && l.ttfb !== null).length;
  const starved = listeners.filter((l, i) => l.failed || rates[i]! < opts.nominalBytesPerS * 0.5).length;
  const failures: Record<string, number> = {};
  for (const l of listeners) if (l.why) failures[l.why] = (failures[l.why] ?? 0) + 1;
  const ttfbs = listeners.map((l) => l.ttfb ?? Infinity).sort((a, b) => a - b);
  for (const l of listeners) l.socket.destroy();
  await sleep(2000);
  return {
    n,
    connected,
    starved,
    ttfbP50: ttfbs[Math.floor(n * 0.5)]!,
    cpu: ((after.cpuS - before.cpuS) / seconds) * 100,
    rssMb: after.rss / 1024 / 1024,
    failures,
  };
}
