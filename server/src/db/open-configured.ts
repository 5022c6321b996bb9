import type { Config } from '../config.ts';
import { acquireDataDirLock } from '../platform/data-dir-lock.ts';
import fs from 'node:fs';
import path from 'node:path';
import { startWorkerThread, workerExit } from '../platform/worker-thread.ts';
import { openDatabase, pgliteDir, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { copyTemplate, usableTemplate } from './template.ts';
import type { PrepareWorkerData } from './prepare-worker.ts';

export interface OpenConfiguredOptions {
  /** Named in the data folder's lock (`start`, `migrate`, ...); defaults to the CLI command. */
  purpose?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

/**
 * The database the configuration names (PostgreSQL or PGlite in DATA_DIR), migrated.
 * PGlite holds DATA_DIR's lock until `close()`: a second process on the same folder is refused
 * with DataDirLockedError. Several processes may share a PostgreSQL server.
 */
export async function openConfiguredDatabase(config: Config, options: OpenConfiguredOptions = {}): Promise<Database> {
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, options.purpose ?? cliCommand());
  let database: Database | undefined;
  try {
    if (lock && (options.migrate ?? true) && !fs.existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))) {
      const template = usableTemplate(config.paths.serverDist, config.paths.migrations);
      if (template) copyTemplate(template, pgliteDir(config.dataDir));
      else await prepareEmbeddedDatabase({ dataDir: config.dataDir, migrations: config.paths.migrations });
    }
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    );
    if (options.migrate ?? true) await migrate(database, config.paths.migrations);
  } catch (err) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
  if (!lock) return database;
  const opened = database;
  return {
    ...opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * A new PGlite database is created and migrated in a worker thread: initdb runs a second
 * PostgreSQL instance whose memory (several hundred MB) the main thread would otherwise keep.
 */
async function prepareEmbeddedDatabase(workerData: PrepareWorkerData): Promise<void> {
  await workerExit(startWorkerThread(new URL('./prepare-worker.ts', import.meta.url), { workerData })).catch((err: Error) => {
    throw new Error(`The embedded database could not be created in ${workerData.dataDir}: ${err.message}`);
  });
}

/** The command this process runs, as main.ts reads it (`selah <command>`, `start` when none). */
function cliCommand(): string {
  const name = process.argv[2];
  return name && !name.startsWith('-') ? name : 'start';
}
