import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, type DataDirLockInfo } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, 'selah.lock');
const readInfo = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as DataDirLockInfo;
function writeInfo(dir: string, info: Partial<DataDirLockInfo>): void {
  const full = { purpose: 'start', startedAt: '2026-11-23T01:02:03Z', host: os.hostname(), ...info };
  fs.writeFileSync(lockFile(dir), JSON.stringify(full));
}

/** The pid of a process that has exited (and been reaped). */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid!));
  });
}

/** A live process that is not this one. */
function livePid(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

describe('acquireDataDirLock', () => {
  it('writes who holds the folder, refuses a second holder in this process, and releases', () => {
    const dir = dataDir();
    const lock = acquireDataDirLock(dir, 'start');
    const info = readInfo(dir);
    expect(info).toEqual({ pid: process.pid, purpose: 'start', startedAt: expect.any(String), host: os.hostname() });
    expect(new Date(info.startedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(() => acquireDataDirLock(dir, 'migrate')).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, 'migrate')).toThrow(`(pid ${process.pid})`);
    expect(readInfo(dir).purpose).toBe('start');

    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lock.release(); // twice is harmless
    acquireDataDirLock(dir, 'migrate').release();
  });

  it('refuses while another live process holds it, saying which one', () => {
    const dir = dataDir();
    const pid = livePid();
    writeInfo(dir, { pid, purpose: 'start', startedAt: '2026-11-23T01:02:03Z' });
    let error: unknown;
    try {
      acquireDataDirLock(dir, 'create-admin');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `Another Selah (pid ${pid}, "start", since 2026-11-23T01:02:03Z) is using the data folder ${dir}. ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
    expect(readInfo(dir).pid).toBe(pid);
  });

  it('names the host when the holder ran on another machine', () => {
    const dir = dataDir();
    writeInfo(dir, { pid: livePid(), host: 'studio-b' });
    expect(() => acquireDataDirLock(dir, 'start')).toThrow(/ on studio-b, "start"/);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = dataDir();
    const pid = await deadPid();
    writeInfo(dir, { pid });
    const lock = acquireDataDirLock(dir, 'start');
    expect(readInfo(dir).pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual(['selah.lock']); // no takeover file left behind
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose process was killed but not yet reaped (a zombie)', async () => {
    const dir = dataDir();
    // sh starts a child, then becomes `sleep`, which never reaps it: the child stays a zombie. The
    // child outlives sh's exec by a moment (a `sleep 0` could end first and be reaped by sh itself).
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(String(d)))));
    const deadline = Date.now() + 5_000;
    const state = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    while (state() !== 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(state()).toBe('Z');
    writeInfo(dir, { pid });
    acquireDataDirLock(dir, 'start').release();
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container reuses pids)', () => {
    const dir = dataDir();
    writeInfo(dir, { pid: process.pid, startedAt: '2020-01-01T00:00:00Z' });
    const lock = acquireDataDirLock(dir, 'start');
    expect(readInfo(dir).startedAt).not.toBe('2020-01-01T00:00:00Z');
    lock.release();
  });

  it('refuses an unreadable lock while it is fresh (its writer is starting), takes it over once old', () => {
    const dir = dataDir();
    fs.writeFileSync(lockFile(dir), '');
    expect(() => acquireDataDirLock(dir, 'start')).toThrow('Another Selah is starting with the data folder');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    acquireDataDirLock(dir, 'start').release();
  });

  it('release leaves a lock that is no longer ours', () => {
    const dir = dataDir();
    const lock = acquireDataDirLock(dir, 'start');
    const pid = livePid();
    writeInfo(dir, { pid });
    lock.release();
    expect(readInfo(dir).pid).toBe(pid);
  });

  it('lets exactly one of several processes racing for a stale lock have it', async () => {
    const dir = dataDir();
    writeInfo(dir, { pid: await deadPid() });
    const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
    // Each contender loads the module, says "ready", waits for "go", tries, reports, and holds
    // what it got until its stdin closes.
    const script = `
      import readline from 'node:readline';
      const { acquireDataDirLock } = await import(${JSON.stringify(moduleUrl)});
      const lines = readline.createInterface({ input: process.stdin });
      console.log('ready');
      for await (const line of lines) {
        if (line !== 'go') continue;
        try {
          acquireDataDirLock(${JSON.stringify(dir)}, 'start');
          console.log('won');
        } catch (err) {
          console.log(err.name === 'DataDirLockedError' ? 'lost' : 'error ' + err.message);
        }
      }`;
    const contenders = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      const lines = readline.createInterface({ input: child.stdout! });
      const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
      return { child, next };
    });
    await Promise.all(contenders.map((c) => c.next()));
    const results = contenders.map((c) => c.next());
    for (const c of contenders) c.child.stdin!.write('go\n');
    const outcomes = (await Promise.all(results)).sort();
    expect(outcomes).toEqual(['lost', 'lost', 'lost', 'won']);

    expect(fs.readdirSync(dir)).toEqual(['selah.lock']);
    const holder = readInfo(dir).pid;
    expect(contenders.map((c) => c.child.pid)).toContain(holder);
    // The winner gives the folder back when it exits.
    await Promise.all(
      contenders.map((c) => {
        c.child.stdin!.end();
        return new Promise((resolve) => c.child.once('exit', resolve));
      }),
    );
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});
