import type { Config } from '../config.ts';
import { acquireDataDirLock } from '../platform/data-dir-lock.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';

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

/** The command this process runs, as main.ts reads it (`selah <command>`, `start` when none). */
function cliCommand(): string {
  const name = process.argv[2];
  return name && !name.startsWith('-') ? name : 'start';
}
