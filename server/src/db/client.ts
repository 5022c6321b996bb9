import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs a multi-statement SQL script (migrations, test fixtures). */
  exec(sqlText: string): Promise<void>;
  /** PGlite only: its data folder as a gzipped tar (db/template.ts). */
  dumpDataDir?(): Promise<Buffer>;
  /**
   * Runs `fn` in one transaction on one connection (backups and restores): REPEATABLE READ on
   * PostgreSQL when asked; PGlite has one connection, so its transaction holds every other query.
   */
  session<T>(fn: (s: Session) => Promise<T>, opts?: { isolation?: 'repeatable read'; readOnly?: boolean }): Promise<T>;
  close(): Promise<void>;
}

/** One connection inside a transaction: raw SQL, for code that works on every table at once. */
export interface Session {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A multi-statement script (a migration). */
  exec(text: string): Promise<void>;
}

/** PGlite's compiled WebAssembly module and its file bundle (options `pgliteWasmModule` and `fsBundle`). */
export interface PgliteEngine {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** In memory only: start from this dump (`dumpDataDir`, gzipped or not) instead of initdb. */
      load?: Buffer;
      /** PostgreSQL's WebAssembly already compiled and its files read, for a process that opens many (the tests). */
      engine?: PgliteEngine;
    }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

/**
 * PGlite's PostgreSQL sized for one station on a small machine (decision 012): its defaults
 * (128 MB of shared buffers, 100 connections) are a server's, for a database one process uses.
 * Shared buffers are resident from the start (16 MB of them held 14 MB more of PGlite's memory than
 * 4 MB), and a page not in them is read from the data folder through the OS's cache (decision 040).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '4MB',
  max_connections: '5',
  wal_buffers: '512kB',
  temp_buffers: '1MB',
};

/** Where PGlite keeps a data folder's database. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    // Each driver is loaded only by a station that uses it.
    const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
    // PostgreSQL compiled to WebAssembly runs on V8's baseline compiler only: about 50-100 MB less
    // memory and a start 3x faster, for queries up to ~1.5x slower (decision 012).
    v8.setFlagsFromString('--liftoff-only');
    let dataDir: string | undefined;
    if (target.dataDir) {
      dataDir = pgliteDir(target.dataDir);
      fs.mkdirSync(dataDir, { recursive: true });
    }
    // pg_trgm (typo-tolerant search) ships with PGlite as a contrib extension, loaded when the
    // database opens; migration 0016 creates it (PostgreSQL has it in contrib).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const startParams = [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    const loadDataDir = target.load && !dataDir ? new Blob([target.load]) : undefined;
    const engine = target.engine ? { pgliteWasmModule: target.engine.wasmModule, fsBundle: target.engine.fsBundle } : {};
    const client = new PGlite({ dataDir, startParams, extensions: { pg_trgm }, loadDataDir, ...engine });
    await client.waitReady;
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      exec: async (text) => {
        await client.exec(text);
      },
      dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      session: (fn) =>
        client.transaction((tx) =>
          fn({
            query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
            exec: async (text: string) => void (await tx.exec(text)),
          }),
        ),
      close: () => client.close(),
    };
  }
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  // A schema of its own (tests, benchmarks) with public behind it, where the database-wide
  // extensions (pg_trgm) live.
  const options = target.schema ? `-c search_path=${target.schema},public` : undefined;
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, options });
  // pool.end() resolves once it has asked its connections to close, not when they have: an error
  // from one still closing (its database dropped, the server stopping) is no news.
  let ending = false;
  pool.on('error', (err) => {
    if (!ending) console.error('PostgreSQL pool error:', err.message);
  });
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
    async session(fn, opts = {}) {
      const client = await pool.connect();
      try {
        await client.query(
          `BEGIN${opts.isolation ? ` ISOLATION LEVEL ${opts.isolation.toUpperCase()}` : ''}${opts.readOnly ? ' READ ONLY' : ''}`,
        );
        const result = await fn({
          query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
          exec: async (text: string) => void (await client.query(text)),
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => {
      ending = true;
      return pool.end();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
