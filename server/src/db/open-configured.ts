import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';

/** The database the configuration names (PostgreSQL or PGlite in DATA_DIR), migrated. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(database, config.paths.migrations);
  return database;
}
