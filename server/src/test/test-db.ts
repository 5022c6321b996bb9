import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { databaseUrl } from './test-db-names.ts';

let pgliteDump: Buffer | null = null;

/**
 * A fresh, migrated database for one test file, copied from the template the test run made once
 * (global-setup.ts): in-memory PGlite loaded from its dump, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the postgres test project). Closing it drops the copy, so
 * tests leave nothing behind.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) {
    pgliteDump ??= fs.readFileSync(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', dataDir: null, load: pgliteDump });
  }
  const name = `${inject('postgresPrefix')}${crypto.randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
