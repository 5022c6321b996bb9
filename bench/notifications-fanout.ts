/**
 * Notification fan-out benchmark: a reply in a thread with 10,000 followers. Measures, through
 * the real app (the reply POSTed in process, one follower's socket connected over loopback):
 *   - until all 10,000 notifications are stored (one INSERT … SELECT, coalescing ON CONFLICT),
 *   - until that follower's socket receives theirs,
 * for a first reply (10,000 new rows) and a second one (10,000 unread rows coalesced), on PGlite
 * and, when BENCH_DATABASE_URL names a server, on PostgreSQL too.
 *
 *   node --import tsx bench/notifications-fanout.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/notifications-fanout.ts
 *   FOLLOWERS=2000 ... for a quicker run
 */
import { benchDatabase } from './bench-database.ts';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { queryRows, type Database } from '../server/src/db/client.ts';
import { sql } from 'drizzle-orm';
import { createTestUser } from '../server/src/test/fixtures.ts';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { radioEnabled: false, limits: { threadsPer10Min: 1000, repliesPer10Min: 1000, signupsPerHour: 5, minFormMs: 0 } },
);

interface Result {
  label: string;
  storedMs: number;
  socketMs: number;
  requestMs: number;
  rows: number;
}

/** When every follower's notification names this replier (new rows, or unread ones coalesced). */
async function storedAt(database: Database, threadId: string, replier: string, expected: number): Promise<number> {
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE thread_id = ${threadId}::uuid AND type = 'content_follow' AND actor_name = ${replier}`,
    );
    if (row!.n >= expected) return performance.now();
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function measure(database: Database): Promise<Result[]> {
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  try {
    const author = await createTestUser(app.db, { displayName: 'Thread Author' });
    const listener = await createTestUser(app.db, { displayName: 'Connected Follower' });
    const thread = await app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: author.auth,
      payload: { title: 'Pray for our whole town', category: 'prayer', content: 'A flood came through last night.' },
    });
    const threadId = thread.json().id as string;
    const f0 = performance.now();
    await database.exec(`
      INSERT INTO users (username, email, password_hash, display_name)
        SELECT 'fan_' || g, 'fan_' || g || '@example.invalid', 'x', 'Fan ' || g FROM generate_series(1, ${FOLLOWERS - 1}) g;
      INSERT INTO thread_follows (thread_id, user_id)
        SELECT '${threadId}', id FROM users WHERE username LIKE 'fan\\_%';
      INSERT INTO thread_follows (thread_id, user_id) VALUES ('${threadId}', '${listener.id}');
      ANALYZE;`);
    process.stdout.write(`  ${FOLLOWERS.toLocaleString()} followers filled in ${((performance.now() - f0) / 1000).toFixed(1)} s\n`);

    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/notifications`);
    let onNotification: (() => void) | null = null;
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'notification') onNotification?.();
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const ready = new Promise((resolve) => ws.once('message', resolve));
    ws.send(JSON.stringify({ type: 'auth', token: listener.token }));
    await ready;

    const results: Result[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `Replier ${round}`;
      const replier = await createTestUser(app.db, { displayName: name });
      const received = new Promise<number>((resolve) => (onNotification = () => resolve(performance.now())));
      const t0 = performance.now();
      const request = app.inject({
        method: 'POST',
        url: `/api/community/threads/${threadId}/comments`,
        headers: replier.auth,
        payload: { content: `Praying with you all, reply ${round}.` },
      });
      // Every follower but the thread's author (who gets a reply notification instead).
      const stored = storedAt(database, threadId, name, FOLLOWERS);
      const res = await request;
      const requestDone = performance.now();
      if (res.statusCode !== 201) throw new Error(`reply: HTTP ${res.statusCode} ${res.body}`);
      const [storedDone, socketAt] = await Promise.all([stored, received]);
      const [{ n }] = (await queryRows<{ n: number }>(
        app.db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE thread_id = ${threadId}::uuid AND read_at IS NULL`,
      )) as [{ n: number }];
      results.push({
        label: round === 1 ? 'first reply (new rows)' : `reply ${round} (coalesced)`,
        storedMs: storedDone - t0,
        socketMs: socketAt - t0,
        requestMs: requestDone - t0,
        rows: n,
      });
    }
    ws.close();
    return results;
  } finally {
    await app.close();
  }
}

async function run(kind: 'pglite' | 'postgres'): Promise<Result[]> {
  process.stdout.write(`\n${kind}:\n`);
  const database = await benchDatabase(kind);
  try {
    return await measure(database);
  } finally {
    await database.close();
  }
}

const kinds: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : [])];
const all: Record<string, Result[]> = {};
for (const k of kinds) all[k] = await run(k);

console.log(
  `\nA reply in a thread with ${FOLLOWERS.toLocaleString()} followers (reply POSTed in process, one follower's socket over loopback)\n`,
);
console.log(`| run | ${kinds.map((k) => `${k}: all stored / socket received / reply request done (ms)`).join(' | ')} | unread rows |`);
console.log(`|${' --- |'.repeat(kinds.length + 2)}`);
for (let i = 0; i < all[kinds[0]!]!.length; i++) {
  const cells = kinds.map((k) => [all[k]![i]!.storedMs, all[k]![i]!.socketMs, all[k]![i]!.requestMs].map((v) => v.toFixed(0)).join(' / '));
  console.log(`| ${all[kinds[0]!]![i]!.label} | ${cells.join(' | ')} | ${all[kinds[0]!]![i]!.rows.toLocaleString()} |`);
}
