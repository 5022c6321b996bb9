// One Selah per data folder: PGlite opened by two processes lets both write, and one's writes
// vanish on the next start. `DATA_DIR/selah.lock` names the process that has the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from './time/clock.ts';
import { isStale, readLock, tryCreate, type DataDirLockInfo } from './data-dir-lock-file.ts';

export type { DataDirLockInfo } from './data-dir-lock-file.ts';

export const LOCK_FILE_NAME = 'selah.lock';

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holder: DataDirLockInfo | null;

  constructor(dataDir: string, holder: DataDirLockInfo | null) {
    super(describeHolder(dataDir, holder));
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

function describeHolder(dataDir: string, holder: DataDirLockInfo | null): string {
  const fix = 'Stop it first, or give this one its own DATA_DIR.';
  if (!holder) return `Another Selah is starting with the data folder ${dataDir}. ${fix}`;
  if (holder.pid === process.pid && heldHere.has(path.join(dataDir, LOCK_FILE_NAME))) {
    return `This Selah process (pid ${holder.pid}) already has the data folder ${dataDir} open.`;
  }
  const where = holder.host && holder.host !== os.hostname() ? ` on ${holder.host}` : '';
  return (
    `Another Selah (pid ${holder.pid}${where}, "${holder.purpose}", since ${holder.startedAt}) ` +
    `is using the data folder ${dataDir}. ${fix}`
  );
}

/** Data folders this process holds: opening the same one twice in one process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes `DATA_DIR/selah.lock` for this process, or throws DataDirLockedError naming the live
 * process that has it. A lock left by a dead process (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  fs.mkdirSync(dir, { recursive: true });
  if (heldHere.has(file)) throw new DataDirLockedError(dir, readLock(file) ?? ownInfo(purpose));

  const info = ownInfo(purpose);
  // A stale lock is removed at most once, then the exclusive open is tried once more: if another
  // process took the folder in between, that open fails and the other process has it.
  if (!tryCreate(file, info)) {
    const holder = readLock(file);
    // undefined: released between our open and our read.
    if (holder !== undefined) {
      if (!isStale(file, holder)) throw new DataDirLockedError(dir, holder);
      removeStale(file, dir);
    }
    if (!tryCreate(file, info)) throw new DataDirLockedError(dir, readLock(file) ?? null);
  }

  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.removeListener('exit', release);
    const current = readLock(file);
    if (current && current.pid === info.pid && current.startedAt === info.startedAt) {
      try {
        fs.unlinkSync(file);
      } catch {
        // Already gone: nothing to release.
      }
    }
  };
  process.on('exit', release);
  return { release };
}

function ownInfo(purpose: string): DataDirLockInfo {
  return {
    pid: process.pid,
    purpose,
    startedAt: systemClock
      .now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    host: os.hostname(),
  };
}

/**
 * Removes the stale lock. Only the process holding `selah.lock.takeover` may remove a lock it did
 * not write, so two processes that both found it stale cannot remove each other's fresh one: the
 * one that does not get the takeover is refused (and so is whichever loses the `wx` open after).
 */
function removeStale(file: string, dir: string): void {
  const takeover = `${file}.takeover`;
  if (!tryCreate(takeover, ownInfo('takeover'))) {
    const other = readLock(takeover);
    // Its holder was killed during its takeover (a window of microseconds): clear it, once.
    if (other !== undefined && isStale(takeover, other)) fs.rmSync(takeover, { force: true });
    if (!tryCreate(takeover, ownInfo('takeover'))) throw new DataDirLockedError(dir, null);
  }
  try {
    const current = readLock(file);
    if (current === undefined) return;
    if (!isStale(file, current)) throw new DataDirLockedError(dir, current);
    fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}
