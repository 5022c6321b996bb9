/**
 * One process of the fan-out bench's load generator (bench/fanout-load.ts forks several, so
 * 10,000 listeners are not bounded by one event loop): raw HTTP listeners on one stream, each
 * counting the bytes it receives into one shared read buffer (no allocation per read).
 * Driven over IPC: `open` → `opened`, `mark` (the window starts) → `marked`, `measure` → `measured`.
 */
import net from 'node:net';

export type WorkerCommand =
  | { cmd: 'open'; port: number; path: string; n: number; perSecond: number }
  | { cmd: 'mark' }
  | { cmd: 'measure'; nominalBytesPerS: number };

export interface WorkerReport {
  connected: number;
  starved: number;
  ttfbs: number[];
  failures: Record<string, number>;
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
const listeners: Listener[] = [];
let markedAt = 0;

async function open(port: number, path: string, n: number, perSecond: number) {
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
    if (i % 25 === 24) await sleep((25 / perSecond) * 1000);
  }
}

/** Connected: received audio and still open. Starved: below half the bitrate over the window, or failed. */
function measure(nominalBytesPerS: number): WorkerReport {
  const seconds = (performance.now() - markedAt) / 1000;
  const report: WorkerReport = { connected: 0, starved: 0, ttfbs: [], failures: {} };
  for (const l of listeners) {
    if (!l.failed && l.ttfb !== null) report.connected++;
    if (l.failed || (l.bytes - l.windowStart) / seconds < nominalBytesPerS * 0.5) report.starved++;
    if (l.why) report.failures[l.why] = (report.failures[l.why] ?? 0) + 1;
    report.ttfbs.push(l.ttfb ?? -1);
  }
  for (const l of listeners) l.socket.destroy();
  return report;
}

process.on('message', (m: WorkerCommand) => {
  if (m.cmd === 'open') void open(m.port, m.path, m.n, m.perSecond).then(() => process.send!({ cmd: 'opened' }));
  if (m.cmd === 'mark') {
    for (const l of listeners) l.windowStart = l.bytes;
    markedAt = performance.now();
    process.send!({ cmd: 'marked' });
  }
  if (m.cmd === 'measure') process.send!({ cmd: 'measured', report: measure(m.nominalBytesPerS) }, () => process.exit(0));
});
