import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { migrate, sharedExtensions } from '../server/src/db/migrate.ts';

const migrations = path.resolve(import.meta.dirname, '../server/src/db/migrations');

/**
 * A fresh, migrated database for one benchmark run: in-memory PGlite, or a new schema on the
 * PostgreSQL server of BENCH_DATABASE_URL, dropped by `close()`.
 */
export async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database, migrations);
    return database;
  }
  const url = process.env.BENCH_DATABASE_URL!;
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await sharedExtensions(admin);
  const database = await openDatabase({ kind: 'postgres', url, schema });
  await migrate(database, migrations);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
