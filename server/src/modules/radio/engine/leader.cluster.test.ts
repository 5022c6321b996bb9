// The radio's leader election on a real PostgreSQL (decision 011). A cluster test: the PostgreSQL project runs it.
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { PgLeader } from './leader.ts';

const url = testDatabaseUrl()!;
const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
const inSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const admin = async (text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  await admin(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
  await migrate(database, path.resolve(import.meta.dirname, '../../../db/migrations'));
  await database.close();
});
afterAll(() => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

/** An instance's campaign, with what it was told. */
function candidate(name: string) {
  const leader = new PgLeader({ databaseUrl: inSchema, url: `http://${name}.internal:8080`, log, retryMs: 100 });
  const told: boolean[] = [];
  leader.start((isLeader) => told.push(isLeader));
  return { leader, told, url: `http://${name}.internal:8080` };
}

describe('PgLeader', () => {
  it('elects exactly one, advertises it to the other, and hands over when it stops or loses its connection', async () => {
    const a = candidate('a');
    await expect.poll(() => a.told, { timeout: 5000 }).toEqual([true]);
    const b = candidate('b');
    await expect.poll(() => b.told, { timeout: 5000 }).toEqual([false]);
    expect(await b.leader.leaderUrl()).toBe(a.url);
    expect(await a.leader.leaderUrl()).toBeNull();

    // Its connection is cut (as when its process dies): PostgreSQL frees the lock, the other takes it.
    await admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'selah radio leader' AND pid IN
      (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = hashtext($1 || ':selah.radio-leader')::oid)`,
      [schema],
    );
    await expect.poll(() => a.told.at(-1), { timeout: 5000 }).toBe(false);
    await expect.poll(() => b.told, { timeout: 5000 }).toEqual([false, true]);
    expect(await a.leader.leaderUrl()).toBe(b.url);
    expect(a.leader.isLeader).toBe(false);

    // A leader that stops cleanly removes its address, and the other campaigns on.
    await b.leader.stop();
    await expect.poll(() => a.told.at(-1), { timeout: 5000 }).toBe(true);
    expect(await admin(`SELECT url FROM ${schema}.radio_leader`)).toEqual([{ url: a.url }]);
    await a.leader.stop();
    expect(await admin(`SELECT url FROM ${schema}.radio_leader`)).toEqual([]);
  });
});
