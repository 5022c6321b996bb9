/**
 * Site search benchmark: fills 100,000 community threads, 10,000 episodes, 5,000 videos and 500 events, then
 * times GET /api/search (through the real app, in process) for several kinds of query, beside
 * today's community search (GET /api/community/threads?search=), on PGlite and, when
 * BENCH_DATABASE_URL names a server, on PostgreSQL too.
 *
 *   node --import tsx bench/search.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/search.ts
 *   THREADS=20000 EPISODES=2000 VIDEOS=1000 ... for a quicker run
 */
import crypto from 'node:crypto';
import { benchDatabase } from './bench-database.ts';
import { benchWords as words, fillThreads, sqlArray, timeCases, type Timing } from './bench-threads.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import type { Database } from '../server/src/db/client.ts';

const THREADS = Number(process.env.THREADS ?? 100_000);
const EPISODES = Number(process.env.EPISODES ?? 10_000);
const VIDEOS = Number(process.env.VIDEOS ?? 5_000);
const EVENTS = Number(process.env.EVENTS ?? 500);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
// The radio stays off: only the search is measured (and nothing touches the database after it closes).
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { radioEnabled: false });

const hosts = [
  'Pastor James Wilson',
  'Sister Grace Okafor',
  'Deacon Robert Hayes',
  'Mark Thompson',
  'Ruth Ellis',
  'Samuel Adeyemi',
  'Maria Lopez',
  'John Carter',
];
const arr = sqlArray;
// Misspellings that match no word, so the trigram (pg_trgm) fallback answers.
const typos = ['prayr', 'hopefull', 'wisdon', 'helaing', 'famly', 'worshp', 'strenght', 'thankfull'];

async function fill(database: Database) {
  const started = Date.now();
  await fillThreads(database, THREADS);
  await database.exec(`
    INSERT INTO media_shows (title, host, category) SELECT 'Show ' || g, (${arr(hosts)})[1 + g % ${hosts.length}], 'Teaching'
      FROM generate_series(1, 40) g;
    INSERT INTO media_episodes (show_id, title, description, category, host, duration_seconds, audio_file, audio_type, audio_bytes,
        status, published_at, created_at)
      SELECT (SELECT id FROM media_shows ORDER BY title OFFSET g % 40 LIMIT 1),
             'Episode ' || g || ': ' || (${arr(words)})[1 + g % ${words.length}] || ' for today',
             'A teaching on ' || (${arr(words)})[1 + (g * 5) % ${words.length}] || ' and ' || (${arr(words)})[1 + (g * 11) % ${words.length}],
             (ARRAY['Teaching','Prayer','Worship','Testimony','Family','Finance'])[1 + g % 6],
             (${arr(hosts)})[1 + g % ${hosts.length}], 1800, gen_random_uuid() || '.mp3', 'audio/mpeg', 28800000,
             'published', now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
      FROM generate_series(1, ${EPISODES}) g;
    INSERT INTO media_videos (title, description, category, duration_seconds, video_file, video_type, video_bytes, status, views, likes,
        published_at, created_at)
      SELECT 'Service ' || g || ' ' || (${arr(words)})[1 + g % ${words.length}],
             'Sunday service on ' || (${arr(words)})[1 + (g * 3) % ${words.length}],
             (ARRAY['Worship','Teachings','Youth','Healing','Testimony','Services'])[1 + g % 6], 3600, gen_random_uuid() || '.mp4',
             'video/mp4', 500000000, 'published', g % 500, g % 50, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
      FROM generate_series(1, ${VIDEOS}) g;
    INSERT INTO events (title, description, category, starts_at, ends_at, location, created_at, updated_at)
      SELECT 'Gathering ' || g || ' for ' || (${arr(words)})[1 + g % ${words.length}],
             'An evening of ' || (${arr(words)})[1 + (g * 5) % ${words.length}] || ' together', 'community',
             now() + (g || ' hours')::interval, now() + (g || ' hours')::interval + interval '2 hours', 'Fellowship Hall', now(), now()
      FROM generate_series(1, ${EVENTS}) g;
    ANALYZE;
  `);
  process.stdout.write(`  filled in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const pick = <T>(xs: T[]) => xs[crypto.randomInt(xs.length)]!;

async function measure(database: Database) {
  const app = await buildApp(config, { database });
  await app.ready();
  const cases: Record<string, () => string> = {
    'site search: one common word': () => `/api/search?query=${pick(words)}&limit=20`,
    'site search: word prefix (4 letters)': () => `/api/search?query=${pick(words).slice(0, 4)}&limit=20`,
    'site search: two words': () => `/api/search?query=${pick(words)}+${pick(words)}&limit=20`,
    'site search: a host’s name': () => `/api/search?query=${encodeURIComponent(pick(hosts).split(' ').at(-1)!)}&limit=20`,
    'site search: rare (a thread number)': () => `/api/search?query=number+${crypto.randomInt(THREADS)}&limit=20`,
    'site search: a typo (prayr, hopefull…)': () => `/api/search?query=${pick(typos)}&limit=20`,
    'site search: community only': () => `/api/search?query=${pick(words)}&type=community&limit=20`,
    "today's community search (two words)": () => `/api/community/threads?limit=20&search=${pick(words)}+${pick(words)}`,
  };
  const results = await timeCases(app, cases, SAMPLES);
  await app.close();
  return results;
}

async function run(kind: 'pglite' | 'postgres') {
  process.stdout.write(
    `\n${kind}: filling ${THREADS.toLocaleString()} threads, ${EPISODES.toLocaleString()} episodes, ${VIDEOS.toLocaleString()} videos…\n`,
  );
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
for (const k of kinds) {
  all[k] = await run(k);
  for (const [n, r] of Object.entries(all[k])) console.log(`  ${k} · ${n}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
}

const names = Object.keys(all[kinds[0]!]!);
console.log(
  `\n${THREADS.toLocaleString()} threads, ${EPISODES.toLocaleString()} episodes, ${VIDEOS.toLocaleString()} videos, ${SAMPLES} requests per case, in-process (app.inject)\n`,
);
console.log(`| query | ${kinds.map((k) => `${k} p50 / p95 (ms)`).join(' | ')} |`);
console.log(`|${' --- |'.repeat(kinds.length + 1)}`);
for (const n of names)
  console.log(`| ${n} | ${kinds.map((k) => `${all[k]![n]!.p50.toFixed(1)} / ${all[k]![n]!.p95.toFixed(1)}`).join(' | ')} |`);
