import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import pg from 'pg';
import { inject } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { openDatabase, type Database, type PgliteEngine } from '../db/client.ts';
import { databaseUrl } from './test-db-names.ts';

/**
 * What every PGlite copy in this worker starts from, made once: the template's dump unzipped, and
 * PostgreSQL's WebAssembly compiled with its files read (about a third of a copy's CPU otherwise).
 */
/** Node's WebAssembly (the server's type library declares only its types). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;
let pglite: { dump: Buffer; engine: PgliteEngine } | null = null;
async function pgliteParts(): Promise<{ dump: Buffer; engine: PgliteEngine }> {
  if (pglite) return pglite;
  const require = createRequire(import.meta.url);
  const file = (name: string) => fs.readFileSync(require.resolve(`@electric-sql/pglite/${name}`));
  pglite = {
    dump: zlib.gunzipSync(fs.readFileSync(inject('pgliteTemplate'))),
    engine: { wasmModule: await wasm.compile(file('pglite.wasm')), fsBundle: new Blob([file('pglite.data')]) },
  };
  return pglite;
}

/**
 * A fresh, migrated database for one test file, copied from the template the test run made once
 * (global-setup.ts): in-memory PGlite loaded from its dump, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the postgres test project). Closing it drops the copy, so
 * tests leave nothing behind.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) {
    const { dump, engine } = await pgliteParts();
    return openDatabase({ kind: 'pglite', dataDir: null, load: dump, engine });
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
