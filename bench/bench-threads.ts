/**
 * What the database benchmarks share: the community's thread filler (1,000 members and N threads
 * whose titles and bodies draw on `benchWords`) and the timing loop that measures GET requests
 * through the real app in process.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/src/db/client.ts';

export const benchWords = [
  'grace',
  'prayer',
  'healing',
  'family',
  'hope',
  'faith',
  'job',
  'surgery',
  'children',
  'peace',
  'church',
  'thankful',
  'strength',
  'travel',
  'worship',
  'wisdom',
];

/** An SQL array literal of these (fixed, quote-free) words. */
export const sqlArray = (xs: readonly string[]) => `ARRAY[${xs.map((w) => `'${w}'`).join(',')}]`;

/**
 * 1,000 members and `count` threads, one a minute back from now: "Request N about <word>",
 * "Please pray with us for <word> and <word> in our home, number N". Every 11th is anonymous and
 * every 97th hidden, as on a real board.
 */
export async function fillThreads(database: Database, count: number): Promise<void> {
  const words = sqlArray(benchWords);
  const n = benchWords.length;
  await database.exec(`
    INSERT INTO users (username, email, password_hash, display_name)
      SELECT 'bench_' || g, 'bench_' || g || '@example.invalid', 'x', 'Bench ' || g FROM generate_series(1, 1000) g;
    INSERT INTO threads (author_id, category, title, content, likes_count, replies_count, prayers_count, is_anonymous, is_hidden,
        created_at, last_activity_at)
      SELECT u.id, (ARRAY['prayer','testimonies','youth','encouragement','health'])[1 + g % 5],
             'Request ' || g || ' about ' || (${words})[1 + g % ${n}],
             'Please pray with us for ' || (${words})[1 + (g * 7) % ${n}] || ' and ' || (${words})[1 + (g * 3) % ${n}] ||
               ' in our home, number ' || g,
             g % 17, 5, g % 23, g % 11 = 0, g % 97 = 0,
             now() - (g || ' minutes')::interval, date_trunc('milliseconds', now() - (g || ' minutes')::interval)
      FROM generate_series(1, ${count}) g
      JOIN LATERAL (SELECT id FROM users WHERE username = 'bench_' || (1 + g % 1000)) u ON true;
  `);
}

export interface Timing {
  p50: number;
  p95: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Times `samples` GETs of each case (after 10 warm-ups), each from a different client address so
 * the per-address rate limit is not what is measured. A non-200 answer stops the run.
 */
export async function timeCases(app: FastifyInstance, cases: Record<string, () => string>, samples: number) {
  const results: Record<string, Timing> = {};
  for (const [name, url] of Object.entries(cases)) {
    for (let i = 0; i < 10; i++) await app.inject({ url: url(), remoteAddress: `10.0.${i}.1` });
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const u = url();
      const t0 = performance.now();
      const res = await app.inject({ url: u, remoteAddress: `10.1.${i >> 8}.${i & 255}` });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    results[name] = { p50: pct(times, 50), p95: pct(times, 95) };
  }
  return results;
}
