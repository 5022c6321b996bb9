// Real server processes for the several-instances test: `selah start` from the sources (tsx), so
// `kill -9` ends a real process with its sockets and its database sessions.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { repoRoot } from '../config.ts';

export interface InstanceProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote, for the failure message. */
  output(): string;
  /** Ends it with SIGKILL (`hard`) or SIGTERM, and waits for the exit. */
  stop(hard?: boolean): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it answers true or `ms` pass; answers the last result. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, every = 50): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return true;
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, every));
  }
}

/** `selah <args>` from the sources, in a process of its own with only the given configuration. */
function selah(args: string[], env: Record<string, string>): ChildProcess {
  // The child's environment is its own configuration, not this process's: only PATH and HOME pass.
  // eslint-disable-next-line no-restricted-properties
  const { PATH = '', HOME = '' } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { PATH, HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a `selah` command to its end; throws with its output when it fails. */
export async function runSelah(args: string[], env: Record<string, string>): Promise<string> {
  const child = selah(args, env);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`selah ${args.join(' ')} exited with ${code}:\n${output}`);
  return output;
}

export async function startInstance(env: Record<string, string>): Promise<InstanceProcess> {
  const port = await freePort();
  const child = selah(['start'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const instance: InstanceProcess = {
    url,
    port,
    child,
    output: () => output,
    async stop(hard = false) {
      if (child.exitCode === null && child.signalCode === null) child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
  const ready = await until(async () => (await fetch(`${url}/api/health`)).ok, 90_000, 200);
  if (!ready) {
    await instance.stop(true);
    throw new Error(`The instance on port ${port} did not start:\n${output}`);
  }
  return instance;
}

/** A raw listener of a stream: every byte it receives, and whether its connection ever closed. */
export function listenTo(url: string, headers: Record<string, string> = {}) {
  const chunks: Buffer[] = [];
  let closed = false;
  const req = http.get(url, { headers, agent: false }, (res) => {
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('close', () => {
      closed = true;
    });
  });
  req.on('error', () => {
    closed = true;
  });
  return {
    bytes: () => chunks.reduce((n, c) => n + c.length, 0),
    data: () => Buffer.concat(chunks),
    get closed() {
      return closed;
    },
    close: () => req.destroy(),
  };
}

/** The first ICY StreamTitle in a stream read with `Icy-MetaData: 1` and metaint 16000, or null. */
export function firstIcyTitle(data: Buffer, metaint = 16_000): string | null {
  if (data.length <= metaint) return null;
  const len = data[metaint]! * 16;
  if (data.length < metaint + 1 + len) return null;
  const text = data.subarray(metaint + 1, metaint + 1 + len).toString('utf8');
  return /StreamTitle='(.*?)';/s.exec(text)?.[1] ?? null;
}
