import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseUrl } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate, sharedExtensions } from '../db/migrate.ts';

const migrationsDir = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new schema on the
 * PostgreSQL server named by TEST_DATABASE_URL (the postgres test project). Closing it drops
 * the schema, so tests leave nothing behind.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database, migrationsDir);
    return database;
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await sharedExtensions(admin);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
  await migrate(database, migrationsDir);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await dropper.end();
    },
  };
}
