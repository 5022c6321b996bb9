import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { queryRows, type Database } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Decision 002 describes every table twice: as a drizzle pgTable (schema/) and as SQL (migrations/).
 * This compares the migrated database's catalog with the pgTables: tables, columns, types, nullability.
 * A generated column (the search vectors) may be left out of its pgTable (schema/search.ts says why).
 */

interface Column {
  type: string;
  notNull: boolean;
  generated?: boolean;
}
type Tables = Map<string, Map<string, Column>>;

/** drizzle's spelling of a type, in the catalog's (format_type) spelling. */
const aliases: Record<string, string> = {
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
  varchar: 'character varying',
  char: 'character',
  timestamp: 'timestamp without time zone',
  time: 'time without time zone',
  timestamptz: 'timestamp with time zone',
};
const normalType = (type: string) => {
  const [, base = type, args = '', array = ''] = /^(.*?)(\(.*\))?((?:\[\d*\])*)$/.exec(type.trim()) ?? [];
  return (aliases[base] ?? base) + args.replace(/\s+/g, '') + array.replace(/\[\d+\]/g, '[]');
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function catalogTables(): Promise<Tables> {
  const rows = await queryRows<{ table: string; column: string; type: string; not_null: boolean; generated: boolean }>(
    database.db,
    sql`SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
          a.attgenerated <> '' AS generated
        FROM pg_catalog.pg_class c
        JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'selah_migrations'
        ORDER BY 1, a.attnum`,
  );
  const tables: Tables = new Map();
  for (const r of rows) {
    if (!tables.has(r.table)) tables.set(r.table, new Map());
    tables.get(r.table)!.set(r.column, { type: normalType(r.type), notNull: r.not_null, generated: r.generated });
  }
  return tables;
}

function drizzleTables(): Tables {
  const tables: Tables = new Map();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (tables.has(config.name)) throw new Error(`Two pgTables are named ${config.name}`);
    tables.set(config.name, new Map(config.columns.map((c) => [c.name, { type: normalType(c.getSQLType()), notNull: c.notNull }])));
  }
  return tables;
}

/** Every difference between the two descriptions, one readable line each. */
function differences(catalog: Tables, drizzle: Tables): string[] {
  const found: string[] = [];
  for (const [table, columns] of catalog) {
    const defined = drizzle.get(table);
    if (!defined) {
      found.push(`table ${table}: in the migrations, no pgTable in server/src/db/schema`);
      continue;
    }
    for (const [name, column] of columns) {
      const d = defined.get(name);
      if (!d) {
        if (!column.generated) found.push(`${table}.${name}: in the migrations, missing from its pgTable`);
      } else {
        if (d.type !== column.type) found.push(`${table}.${name}: type ${column.type} in the migrations, ${d.type} in its pgTable`);
        if (d.notNull !== column.notNull)
          found.push(
            `${table}.${name}: ${column.notNull ? 'NOT NULL' : 'nullable'} in the migrations, ${d.notNull ? 'notNull()' : 'nullable'} in its pgTable`,
          );
      }
    }
    for (const name of defined.keys())
      if (!columns.has(name)) found.push(`${table}.${name}: in its pgTable, no such column in the migrations`);
  }
  for (const table of drizzle.keys()) if (!catalog.has(table)) found.push(`table ${table}: a pgTable, no such table in the migrations`);
  return found;
}

it('every table of the migrations is a pgTable with the same columns, types and nullability, and no pgTable is more', async () => {
  const found = differences(await catalogTables(), drizzleTables());
  expect(found, `The schema files and the migrations disagree:\n  ${found.join('\n  ')}\n`).toEqual([]);
});

it('names every kind of difference, and lets a generated column be left out', () => {
  const columns = (c: Record<string, Column>) => new Map(Object.entries(c));
  const catalog: Tables = new Map([
    ['a', columns({ id: { type: 'uuid', notNull: true } })],
    [
      'b',
      columns({
        x: { type: 'integer', notNull: true },
        y: { type: 'text', notNull: false },
        z: { type: 'text', notNull: true },
        search: { type: 'tsvector', notNull: false, generated: true },
      }),
    ],
  ]);
  const drizzle: Tables = new Map([
    [
      'b',
      columns({
        x: { type: 'bigint', notNull: true },
        y: { type: 'text', notNull: true },
        w: { type: 'text', notNull: false },
      }),
    ],
    ['c', columns({})],
  ]);
  expect(differences(catalog, drizzle)).toEqual([
    'table a: in the migrations, no pgTable in server/src/db/schema',
    'b.x: type integer in the migrations, bigint in its pgTable',
    'b.y: nullable in the migrations, notNull() in its pgTable',
    'b.z: in the migrations, missing from its pgTable',
    'b.w: in its pgTable, no such column in the migrations',
    'table c: a pgTable, no such table in the migrations',
  ]);
  expect(normalType('varchar(20)')).toBe('character varying(20)');
  expect(normalType('serial')).toBe('integer');
  expect(normalType('text[]')).toBe('text[]');
});
