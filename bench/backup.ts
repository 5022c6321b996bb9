/**
 * Backup benchmark: a station with N community threads (100,000 by default) and M MB of music
 * (1024 by default, random bytes that compress as little as MP3s do), on PostgreSQL. Times `selah
 * backup` and `selah restore` (onto an empty database) and their file's size, beside pg_dump -Fc and
 * pg_restore of the same database plus tar/gzip of the same music folder, reported as ratios.
 * Then the same station on PGlite (the embedded database): backup, and restore into an empty DATA_DIR.
 *
 *   npm run bench:backup
 *   npm run bench:backup -- --threads 2000 --music-mb 20        (a quick run)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  (the server to use; this is the default)
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fillThreads } from './bench-threads.ts';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createBackup } from '../server/src/platform/backup/backup.ts';
import { restoreBackup } from '../server/src/platform/backup/restore.ts';

const { values } = parseArgs({
  options: {
    threads: { type: 'string', default: '100000' },
    'music-mb': { type: 'string', default: '1024' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const THREADS = Number(values.threads);
const MUSIC_MB = Number(values['music-mb']);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const migrations = path.resolve(import.meta.dirname, '../server/src/db/migrations');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-bench-backup-'));
const created: string[] = [];
const dbUrl = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
async function newDatabase(): Promise<string> {
  const name = `selah_bench_backup_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  created.push(name);
  return name;
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** DATA_DIR/music filled with `MUSIC_MB` of incompressible bytes, in files of up to 8 MB. */
function fillMusic(dataDir: string) {
  const dir = path.join(dataDir, 'music');
  fs.mkdirSync(dir, { recursive: true });
  let left = MUSIC_MB * 1024 * 1024;
  for (let i = 0; left > 0; i++) {
    const size = Math.min(left, 8 * 1024 * 1024);
    fs.writeFileSync(path.join(dir, `track-${String(i).padStart(4, '0')}.mp3`), crypto.randomBytes(size));
    left -= size;
  }
}

async function fill(database: Database) {
  await migrate(database, migrations);
  await fillThreads(database, THREADS);
  await database.exec(`
    INSERT INTO comments (thread_id, author_id, content)
      SELECT t.id, t.author_id, 'Praying with you, ' || g FROM threads t, generate_series(1, 2) g;
    ANALYZE;`);
}

async function main() {
  console.log(`Backup benchmark: ${THREADS} threads (and two replies each), ${MUSIC_MB} MB of music`);
  const dataDir = path.join(work, 'station');
  fillMusic(dataDir);

  // The station on PostgreSQL.
  const source = await newDatabase();
  const database = await openDatabase({ kind: 'postgres', url: dbUrl(source) });
  const filled = await timed(() => fill(database));
  console.log(`  filled PostgreSQL in ${s(filled.ms)}`);

  const file = path.join(work, 'selah.tar.gz');
  const backup = await timed(() => createBackup({ database, dataDir, file, now: new Date(), secretKeyFromEnv: true }));
  await database.close();
  const target = await newDatabase();
  const restore = await timed(() =>
    restoreBackup({ file, dataDir: path.join(work, 'restored-pg'), databaseUrl: dbUrl(target), migrations }),
  );

  // pg_dump/pg_restore of the same database, with tar/gzip of the same music for the whole station.
  const dump = path.join(work, 'pg.dump');
  const musicTar = path.join(work, 'music.tar.gz');
  const pgDump = await timed(() => execFileSync('pg_dump', ['-Fc', '-f', dump, dbUrl(source)]));
  const tarC = await timed(() => execFileSync('tar', ['-czf', musicTar, '-C', dataDir, 'music']));
  const pgTarget = await newDatabase();
  const pgRestore = await timed(() => execFileSync('pg_restore', ['--no-owner', '-d', dbUrl(pgTarget), dump]));
  fs.mkdirSync(path.join(work, 'untar'));
  const tarX = await timed(() => execFileSync('tar', ['-xzf', musicTar, '-C', path.join(work, 'untar')]));

  const size = fs.statSync(file).size;
  const pgSize = fs.statSync(dump).size + fs.statSync(musicTar).size;
  const rows: Array<[string, string, string, string]> = [
    ['backup', s(backup.ms), s(pgDump.ms + tarC.ms), ratio(backup.ms, pgDump.ms + tarC.ms)],
    ['restore', s(restore.ms), s(pgRestore.ms + tarX.ms), ratio(restore.ms, pgRestore.ms + tarX.ms)],
    ['size', mb(size), mb(pgSize), ratio(size, pgSize)],
  ];
  console.log('\nPostgreSQL station          selah           pg_dump/pg_restore + tar.gz of music   selah ÷ pg');
  for (const [what, a, b, r] of rows) console.log(`  ${what.padEnd(26)}${a.padEnd(16)}${b.padEnd(39)}${r}`);
  console.log(
    `  (rows' transaction: ${s(backup.value.transactionMs)}; database only: pg_dump ${s(pgDump.ms)}, ${mb(fs.statSync(dump).size)}; pg_restore ${s(pgRestore.ms)})`,
  );

  if (!values['skip-pglite']) {
    // The same station on the embedded database.
    const pgliteDir = path.join(work, 'pglite-station');
    fs.mkdirSync(pgliteDir);
    fs.renameSync(path.join(dataDir, 'music'), path.join(pgliteDir, 'music'));
    const embedded = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    const filledLite = await timed(() => fill(embedded));
    console.log(`\n  filled PGlite in ${s(filledLite.ms)}`);
    const liteFile = path.join(work, 'selah-pglite.tar.gz');
    const liteBackup = await timed(() =>
      createBackup({ database: embedded, dataDir: pgliteDir, file: liteFile, now: new Date(), secretKeyFromEnv: true }),
    );
    await embedded.close();
    const liteRestore = await timed(() => restoreBackup({ file: liteFile, dataDir: path.join(work, 'restored-pglite'), migrations }));
    console.log('PGlite station');
    console.log(`  backup                    ${s(liteBackup.ms).padEnd(16)}${mb(fs.statSync(liteFile).size)}`);
    console.log(`    of which the rows' transaction (the station's queries wait): ${s(liteBackup.value.transactionMs)}`);
    console.log(`  restore (empty DATA_DIR)  ${s(liteRestore.ms)}`);
  }
}

try {
  await main();
} finally {
  for (const name of created) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
}
