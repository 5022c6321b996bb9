/**
 * Community board benchmark: fills 100,000 threads and 500,000 comments, then measures the
 * list, search and comments endpoints (through the real app, in process) on PGlite and, when
 * BENCH_DATABASE_URL names a server, on PostgreSQL too, side by side.
 *
 *   node --import tsx bench/community-board.ts            # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/community-board.ts
 *   THREADS=20000 COMMENTS=100000 ... for a quicker run
 */
import crypto from 'node:crypto';
import { benchDatabase } from './bench-database.ts';
import { benchWords as words, fillThreads, timeCases, type Timing } from './bench-threads.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import type { Database } from '../server/src/db/client.ts';

const THREADS = Number(process.env.THREADS ?? 100_000);
const COMMENTS = Number(process.env.COMMENTS ?? 500_000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

async function fill(database: Database) {
  const started = Date.now();
  await fillThreads(database, THREADS);
  process.stdout.write(`  threads filled in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const c0 = Date.now();
  await database.exec(`
    INSERT INTO comments (thread_id, author_id, content, created_at)
      SELECT t.id, t.author_id, 'Praying for you, friend. Number ' || k, t.created_at + (k || ' minutes')::interval
      FROM (SELECT id, author_id, created_at, row_number() OVER () AS n FROM threads) t
      CROSS JOIN generate_series(1, ${Math.max(1, Math.round(COMMENTS / THREADS))}) k;
    ANALYZE;
  `);
  process.stdout.write(`  comments filled in ${((Date.now() - c0) / 1000).toFixed(1)} s\n`);
}

async function measure(database: Database) {
  const app = await buildApp(config, { database });
  await app.ready();
  const ids = (await app.inject('/api/community/threads?limit=50&tab=popular')).json().threads.map((t: { id: string }) => t.id) as string[];
  const cursorPage = (await app.inject('/api/community/threads?limit=20')).json();
  const cases: Record<string, () => string> = {
    'list recent (first page)': () => '/api/community/threads?limit=20',
    'list recent (next page)': () => `/api/community/threads?limit=20&cursor=${cursorPage.nextCursor}`,
    'list popular, category': () => '/api/community/threads?limit=20&tab=popular&category=prayer',
    'search (two words)': () =>
      `/api/community/threads?limit=20&search=${words[crypto.randomInt(words.length)]}+${words[crypto.randomInt(words.length)]}`,
    'comments of a thread': () => `/api/community/threads/${ids[crypto.randomInt(ids.length)]}/comments`,
  };
  const results = await timeCases(app, cases, SAMPLES);
  await app.close();
  return results;
}

async function run(kind: 'pglite' | 'postgres') {
  process.stdout.write(`\n${kind}: filling ${THREADS.toLocaleString()} threads and ~${COMMENTS.toLocaleString()} comments…\n`);
  const database = await benchDatabase(kind);
  try {
    await fill(database);
    return await measure(database);
  } finally {
    await database.close();
  }
}

const kinds: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : [])];
const all: Record<string, Record<string, Timing>> = {};
for (const k of kinds) all[k] = await run(k);

const names = Object.keys(all[kinds[0]!]!);
const header = `| endpoint | ${kinds.map((k) => `${k} p50 / p95 (ms)`).join(' | ')} |${kinds.length === 2 ? ' p50 ratio pglite/postgres |' : ''}`;
console.log(
  `\n${THREADS.toLocaleString()} threads, ${COMMENTS.toLocaleString()} comments, ${SAMPLES} requests per endpoint, in-process (app.inject)\n`,
);
console.log(header);
console.log(`|${' --- |'.repeat(kinds.length + 1 + (kinds.length === 2 ? 1 : 0))}`);
for (const n of names) {
  const cells = kinds.map((k) => `${all[k]![n]!.p50.toFixed(1)} / ${all[k]![n]!.p95.toFixed(1)}`);
  const ratio = kinds.length === 2 ? ` ${(all.pglite![n]!.p50 / all.postgres![n]!.p50).toFixed(2)}× |` : '';
  console.log(`| ${n} | ${cells.join(' | ')} |${ratio}`);
}
