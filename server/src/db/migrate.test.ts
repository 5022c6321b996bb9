import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client.ts';
import { migrate } from './migrate.ts';

let database: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-migrations-'));
const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
const tables = async () =>
  (await queryRows<{ t: string }>(database.db, sql`SELECT tablename AS t FROM pg_tables WHERE tablename LIKE 'm_%' ORDER BY 1`)).map(
    (r) => r.t,
  );

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('applies each migration once, in order, and only the new ones on a later start', async () => {
  write('0001_first.sql', 'CREATE TABLE m_first (id int PRIMARY KEY);');
  write('0002_second.sql', 'CREATE TABLE m_second (id int REFERENCES m_first (id));');
  write('notes.txt', 'not a migration');
  expect(await migrate(database, dir)).toEqual(['0001_first', '0002_second']);
  expect(await migrate(database, dir)).toEqual([]);

  write('0003_third.sql', 'CREATE TABLE m_third (id int);');
  expect(await migrate(database, dir)).toEqual(['0003_third']);
  expect(await tables()).toEqual(['m_first', 'm_second', 'm_third']);
});

it('a failing migration names its file and leaves nothing of itself behind', async () => {
  write('0004_broken.sql', 'CREATE TABLE m_broken (id int); SELECT no_such_function();');
  await expect(migrate(database, dir)).rejects.toThrow(/Migration 0004_broken\.sql failed/);
  expect(await tables()).not.toContain('m_broken');
  // Fixed, it is applied on the next start.
  write('0004_broken.sql', 'CREATE TABLE m_broken (id int);');
  expect(await migrate(database, dir)).toEqual(['0004_broken']);
});
