// The lock file itself: written exclusively, read back, and judged stale when its process is gone.
import fs from 'node:fs';
import { systemClock } from './time/clock.ts';

/** What `selah.lock` holds. */
export interface DataDirLockInfo {
  pid: number;
  /** The command that took the lock (`start`, `migrate`, ...). */
  purpose: string;
  startedAt: string;
  host: string;
}

/** Creates the lock file exclusively; false when it exists. */
export function tryCreate(file: string, info: DataDirLockInfo): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    fs.writeSync(fd, `${JSON.stringify(info)}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * The lock's content: undefined when the file is gone, null when it cannot be read as a lock
 * (empty while its creator is still writing it, or damaged).
 */
export function readLock(file: string): DataDirLockInfo | null | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as Partial<DataDirLockInfo>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      purpose: String(parsed.purpose ?? 'unknown'),
      startedAt: String(parsed.startedAt ?? 'an unknown time'),
      host: String(parsed.host ?? ''),
    };
  } catch {
    return null;
  }
}

/** An unreadable lock this old was left by a process that died while writing it. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

export function isStale(file: string, holder: DataDirLockInfo | null): boolean {
  if (holder === null) {
    try {
      return systemClock.ms() - fs.statSync(file).mtimeMs > UNREADABLE_LOCK_GRACE_MS;
    } catch {
      return true;
    }
  }
  // Our own pid with no lock held here: a previous life of this pid (a container restarted
  // after kill -9 often gets the same pid back).
  if (holder.pid === process.pid) return true;
  return !isAlive(holder.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/**
 * A process killed (kill -9) whose parent has not reaped it yet still answers kill(pid, 0); one
 * whose parent never reaps (a container without an init) would hold the folder for ever.
 */
function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}
