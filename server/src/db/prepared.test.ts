import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { queryRows, type Database } from './client.ts';
import { literal, preparedRows } from './prepared.ts';

// Prepared statements on the test database: PGlite (SQL PREPARE/EXECUTE with literals) and, in
// the postgres project, PostgreSQL (node-postgres' named statements).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const awkward = [
  "it's",
  'back\\slash and \\\\ two',
  "'); DROP TABLE users; --",
  '$1 $2 ? :name',
  'Ünïcödé — “quotes” 🙏',
  "E'x'",
  '',
  '{"a",b}',
  'NULL',
];

describe('literal', () => {
  it('doubles quotes, and writes an E-string with doubled backslashes when there are any', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal(null)).toBe('NULL');
    expect(literal(20)).toBe("'20'");
    expect(literal(true)).toBe("'true'");
    expect(literal(new Date('2026-11-24T01:02:03.004Z'))).toBe("'2026-11-24T01:02:03.004Z'");
    expect(literal(['a', null, 'say "hi"'])).toBe(String.raw` E'{"a",NULL,"say \\"hi\\""}'`);
  });

  it('refuses what it cannot write faithfully', () => {
    expect(() => literal('a\0b')).toThrow(/NUL/);
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => literal({ a: 1 })).toThrow(TypeError);
  });
});

describe('preparedRows', () => {
  it('hands every text to the database exactly as given', async () => {
    for (const text of awkward) {
      const [row] = await preparedRows<{ v: string; n: number }>(database.db, sql`SELECT ${text}::text AS v, length(${text}::text) AS n`);
      expect(row).toEqual({ v: text, n: [...text].length });
    }
    // The users table is still there after the would-be injection.
    expect(await queryRows(database.db, sql`SELECT count(*) FROM users`)).toHaveLength(1);
  });

  it('hands arrays over element by element (quotes, backslashes, commas, braces, nulls)', async () => {
    const values = [...awkward, null, 'a,b'];
    const [row] = await preparedRows<{ v: Array<string | null> }>(database.db, sql`SELECT ${sql.param(values)}::text[] AS v`);
    expect(row!.v).toEqual(values);
    const [empty] = await preparedRows<{ n: number | null }>(database.db, sql`SELECT cardinality(${sql.param([])}::text[]) AS n`);
    expect(empty!.n).toBe(0);
  });

  it('numbers, dates and nulls keep their meaning', async () => {
    const at = new Date('2026-11-24T01:02:03.004Z');
    const [row] = await preparedRows<{ n: number; later: Date | string; none: boolean }>(
      database.db,
      sql`SELECT ${41}::int + 1 AS n, ${at}::timestamptz + interval '1 hour' AS later, ${null}::text IS NULL AS none`,
    );
    expect(row!.n).toBe(42);
    expect(new Date(row!.later).toISOString()).toBe('2026-11-24T02:02:03.004Z');
    expect(row!.none).toBe(true);
  });

  it('runs the same statement many times at once with different values, each answered its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        preparedRows<{ v: string }>(database.db, sql`SELECT ${`value ${i}`}::text || ' (concurrent)' AS v`),
      ),
    );
    expect(answers.map((rows) => rows[0]!.v)).toEqual(Array.from({ length: 12 }, (_, i) => `value ${i} (concurrent)`));
  });

  it('prepares a statement once and then only executes it (PGlite is one session to look into)', async () => {
    if (database.kind !== 'pglite') return;
    for (const word of ['one', 'two', 'three']) await preparedRows(database.db, sql`SELECT ${word}::text AS once_marker`);
    const prepared = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%once_marker%' AND from_sql`,
    );
    expect(prepared[0]!.n).toBe(1);
  });

  it('a statement that fails says why, and is prepared afresh next time rather than its failure remembered', async () => {
    const later = () => preparedRows<{ v: string }>(database.db, sql`SELECT v FROM prepared_later WHERE v = ${'there'}`);
    await expect(later()).rejects.toThrow(/prepared_later/);
    await database.exec(`CREATE TABLE prepared_later (v text); INSERT INTO prepared_later VALUES ('there');`);
    expect(await later()).toEqual([{ v: 'there' }]);
  });

  it('inside a transaction the query runs there, unprepared', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE prepared_tx (v text) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO prepared_tx VALUES ('inside')`);
      return preparedRows<{ v: string }>(tx, sql`SELECT v FROM prepared_tx WHERE v = ${'inside'}`);
    });
    expect(seen).toEqual([{ v: 'inside' }]);
  });
});
