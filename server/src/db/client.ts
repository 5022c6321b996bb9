import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs a multi-statement SQL script (migrations, test fixtures). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    let dataDir: string | undefined;
    if (target.dataDir) {
      dataDir = path.join(target.dataDir, 'pglite');
      fs.mkdirSync(dataDir, { recursive: true });
    }
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      exec: async (text) => {
        await client.exec(text);
      },
      close: () => client.close(),
    };
  }
  const options = target.schema ? `-c search_path=${target.schema}` : undefined;
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, options });
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  // Fail fast with a readable message when the server is unreachable.
  const probe = await pool.connect().catch((err: Error) => {
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${err.message}`);
  });
  probe.release();
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
