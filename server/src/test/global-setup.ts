// Runs once per test project, before its files: the migrated database every test file starts from.
// Each file then gets a fresh copy in tens of milliseconds (PostgreSQL: CREATE DATABASE … TEMPLATE)
// or about a second (PGlite: its dump loaded), instead of initdb and every migration per file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, testServerUrl } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate, sharedExtensions } from '../db/migrate.ts';
import { migrationsStamp } from '../db/template.ts';
import { databaseUrl, TEMPLATE_PREFIX, testDatabasePrefix } from './test-db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a gzipped dump of a migrated database. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database, and the prefix of this run's databases. */
    postgresTemplate: string;
    postgresPrefix: string;
  }
}

const { paths } = loadConfig({});

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const stamp = migrationsStamp(paths.migrations).slice(0, 16);
  const kind = (project.config.env as Record<string, string | undefined>).SELAH_TEST_DB;
  if (kind === 'pglite') {
    project.provide('pgliteTemplate', await pgliteTemplate(stamp));
    return;
  }
  const url = testServerUrl();
  if (kind !== 'postgres' || !url) return;
  const template = `${TEMPLATE_PREFIX}${stamp}`;
  await postgresTemplate(url, template);
  const prefix = testDatabasePrefix(crypto.randomBytes(4).toString('hex'));
  project.provide('postgresTemplate', template);
  project.provide('postgresPrefix', prefix);
  // A file that crashed leaves its database behind: this run's are dropped at the end.
  return () => dropDatabases(url, prefix);
}

/** A migrated PGlite database's dump, kept in .tmp by the migrations it holds (made once per change of them). */
async function pgliteTemplate(stamp: string): Promise<string> {
  const file = path.join(paths.repoRoot, '.tmp', 'test-templates', `pglite-${stamp}.tar.gz`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrate(database, paths.migrations);
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, await database.dumpDataDir!());
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** The migrated template database on the server, made once per change of the migrations. */
async function postgresTemplate(url: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Two test runs at once (two checkouts) make it once.
    await admin.query(`SELECT pg_advisory_lock(hashtext('selah test template'))`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return;
    const partial = `${template}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
    await admin.query(`CREATE DATABASE ${partial}`);
    const inside = new pg.Client({ connectionString: databaseUrl(url, partial) });
    await inside.connect();
    await sharedExtensions(inside);
    await inside.end();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, partial), poolSize: 1 });
    try {
      await migrate(database, paths.migrations);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
  } finally {
    await admin.end();
  }
}

async function dropDatabases(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
