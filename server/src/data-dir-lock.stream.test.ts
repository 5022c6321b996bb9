// Real servers on one data folder: the second is refused while the first runs; after the first
// is killed with -9 (nothing left on its port: the server is the process we started), a third
// takes the folder over. Runs once (a .stream test), not again on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-lock-servers-'));
const servers: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => stop(s, 'SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function startServer(port: number): Server {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/bin/selah.mjs'), 'start'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // The child's environment, not this process's configuration.
      // eslint-disable-next-line no-restricted-properties
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Any free port for the video ingest: these servers share a machine with other stations.
      RTMP_PORT: '0',
    },
  });
  servers.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += String(d)));
  child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>, server?: Server): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (server && server.child.exitCode !== null) {
      throw new Error(`${what}: the server exited (${server.child.exitCode}):\n${server.output().stderr}`);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${server?.output().stderr ?? ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const health = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })
    .then(async (res) => (res.ok ? ((await res.json()) as { ok: boolean; db: string }) : undefined))
    .catch(() => undefined);

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const lockHolder = () => (JSON.parse(fs.readFileSync(path.join(dataDir, 'selah.lock'), 'utf8')) as { pid: number }).pid;

describe('one server per data folder', () => {
  it('refuses a second server, and lets a third take over after the first is killed -9', async () => {
    const [port1, port2] = [await freePort(), await freePort()];
    const first = startServer(port1);
    expect(await until('first server healthy', 90_000, () => health(port1), first)).toMatchObject({ ok: true, db: 'pglite' });
    // The process we started is the server itself (no wrapper holding it as a child).
    expect(lockHolder()).toBe(first.child.pid);

    const second = startServer(port2);
    const code = await Promise.race([second.exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    const { stderr } = second.output();
    expect(stderr).toContain(`Another Selah (pid ${first.child.pid}, "start", since `);
    expect(stderr).toContain(`is using the data folder ${dataDir}.`);
    expect(stderr).not.toMatch(/^\s+at /m); // a message, not a stack trace
    expect(await health(port1)).toMatchObject({ ok: true });

    await stop(first.child, 'SIGKILL');
    expect(await listening(port1)).toBe(false);

    // Same folder and port: the stale lock is taken over, the port is free.
    const third = startServer(port1);
    expect(await until('third server healthy', 90_000, () => health(port1), third)).toMatchObject({ ok: true });
    expect(lockHolder()).toBe(third.child.pid);

    // A clean stop gives the folder back.
    await stop(third.child, 'SIGTERM');
    expect(third.child.exitCode).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'selah.lock'))).toBe(false);
  }, 240_000);
});
