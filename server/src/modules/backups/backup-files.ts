import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BackupEntry } from '@selah/contracts/admin-backups';
import { inZone } from '../../platform/time/zones.ts';

/** The backups in `folder`, newest first. */
export async function listBackups(folder: string): Promise<BackupEntry[]> {
  const names = (await fsp.readdir(folder).catch(() => [] as string[])).filter((n) => /^selah-\d{8}-\d{6}(-\d+)?\.tar\.gz$/.test(n));
  const entries = await Promise.all(
    names.map(async (name) => {
      const stat = await fsp.stat(path.join(folder, name)).catch(() => null);
      return stat ? { name, size: stat.size, createdAt: stat.mtime.toISOString() } : null;
    }),
  );
  return entries.filter((e): e is BackupEntry => e !== null).sort((a, b) => b.name.localeCompare(a.name));
}

/** Removes the backups beyond the newest `keep`. */
export async function pruneBackups(folder: string, keep: number): Promise<void> {
  for (const old of (await listBackups(folder)).slice(keep)) await fsp.rm(path.join(folder, old.name), { force: true });
}

/** A new backup's file name, from its time (UTC), not yet taken in `folder`. */
export async function freeBackupName(folder: string, now: Date): Promise<string> {
  const stamp = inZone(now, 'UTC').toFormat('yyyyLLdd-HHmmss');
  let name = `selah-${stamp}.tar.gz`;
  for (let i = 2; await fsp.stat(path.join(folder, name)).catch(() => null); i++) name = `selah-${stamp}-${i}.tar.gz`;
  return name;
}
