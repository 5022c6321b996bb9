import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../../db/client.ts';
import { acquireDataDirLock, LOCK_FILE_NAME } from '../data-dir-lock.ts';
import { stationTables } from './backup.ts';
import { BackupError, type Manifest } from './format.ts';
import { loadRows } from './load-rows.ts';
import { unpack } from './unpack.ts';

export interface RestoreOptions {
  file: string;
  /** DATA_DIR: must be empty (or absent). */
  dataDir: string;
  /** PostgreSQL to restore onto (must hold no tables); PGlite in DATA_DIR when absent. */
  databaseUrl?: string | undefined;
  /** The server's migrations folder: a backup is migrated forward to the newest. */
  migrations: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
  /** Migrations the backup did not have, applied after its rows were loaded. */
  migratedForward: string[];
}

/** Entries of DATA_DIR that do not make it a station's. */
const IGNORED = new Set([LOCK_FILE_NAME, 'selah.sock', '.DS_Store', 'lost+found']);

/**
 * Restores a backup into an empty DATA_DIR (PGlite) or onto an empty PostgreSQL database. The
 * archive is unpacked and the database built beside DATA_DIR, in one transaction on PostgreSQL;
 * only when all of it succeeded do the files move in, so a failed restore leaves the target as it was.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const holdsStation = async () => (await fsp.readdir(dataDir).catch(() => [])).some((e) => !IGNORED.has(e));
  // Refused before the lock is taken, so a folder in use or holding a station is not touched at all.
  if (await holdsStation()) throw new BackupError(`DATA_DIR (${dataDir}) already holds a station; restore into an empty folder.`);
  await fsp.access(opts.file).catch(() => {
    throw new BackupError(`There is no backup file at ${opts.file}.`);
  });
  const known = (await fsp.readdir(opts.migrations))
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));

  let target: Database | null = null;
  if (opts.databaseUrl) {
    target = await openDatabase({ kind: 'postgres', url: opts.databaseUrl, poolSize: 1 });
    const tables = await target
      .session((s) => stationTables(s))
      .catch(async (err: unknown) => {
        await target?.close();
        throw err;
      });
    if (tables.length) {
      await target.close();
      throw new BackupError('The PostgreSQL database (DATABASE_URL) already holds a station; restore onto an empty database.');
    }
  }
  const lock = opts.databaseUrl ? null : acquireDataDirLock(dataDir, 'restore');
  const staging = await fsp.mkdtemp(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-`));
  try {
    if (await holdsStation()) throw new BackupError(`DATA_DIR (${dataDir}) already holds a station; restore into an empty folder.`);
    log(`Reading ${opts.file}…`);
    const manifest = await unpack(opts.file, staging);
    const unknown = manifest.migrations.filter((m) => !known.includes(m));
    if (unknown.length) {
      throw new BackupError(
        `This backup was made by a newer Selah (${manifest.appVersion}; migration ${unknown[0]} is unknown here). Upgrade Selah first.`,
      );
    }
    const newer = known.filter((m) => !manifest.migrations.includes(m));
    const filesDir = path.join(staging, 'files');
    await fsp.mkdir(filesDir, { recursive: true });
    if (!target) target = await openDatabase({ kind: 'pglite', dataDir: filesDir });
    log(`Loading ${Object.keys(manifest.tables).length} tables…`);
    const rows = await target.session((s) => loadRows(s, { staging, manifest, migrations: opts.migrations, newer, dataDir }));
    await target.close();
    target = null;

    if (await holdsStation()) throw new BackupError(`DATA_DIR (${dataDir}) was filled during the restore; nothing was changed.`);
    await fsp.mkdir(dataDir, { recursive: true });
    const moved: string[] = [];
    try {
      for (const entry of await fsp.readdir(filesDir)) {
        await fsp.rename(path.join(filesDir, entry), path.join(dataDir, entry));
        moved.push(entry);
      }
    } catch (err) {
      for (const entry of moved) await fsp.rename(path.join(dataDir, entry), path.join(filesDir, entry)).catch(() => undefined);
      throw err;
    }
    const secret = path.join(dataDir, 'secret.key');
    if (fs.existsSync(secret)) await fsp.chmod(secret, 0o600);
    return { manifest, rows, files: Object.keys(manifest.files).length, migratedForward: newer };
  } finally {
    await target?.close().catch(() => undefined);
    await fsp.rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}

/** Reads and checks a backup file without restoring it (the console's list, a test). */
export async function readManifest(file: string): Promise<Manifest> {
  const staging = await fsp.mkdtemp(path.join(path.dirname(path.resolve(file)), '.restore-check-'));
  try {
    return await unpack(file, staging, { skipFiles: true });
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
