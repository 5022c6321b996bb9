import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client.ts';

/**
 * Hot queries (the site search's) run as prepared statements: PostgreSQL parses and plans each
 * statement once per connection and then only executes it, instead of planning it again on
 * every request (on PGlite planning the search's statements took about 40% of their time).
 *
 * A statement is named after a hash of its text, so the same text is prepared once whatever
 * calls it. Only statements whose text is one of a known few may come here (the parameters vary,
 * not the text): each distinct text stays prepared as long as the connection lives.
 *
 * - PostgreSQL (node-postgres): `{ name, text, values }`; the driver prepares the statement on
 *   each pooled connection the first time that connection runs it.
 * - PGlite: its `query` always parses an unnamed statement, and a protocol-level `EXECUTE` cannot
 *   take parameters, so the statement is made with SQL's `PREPARE` and run with `EXECUTE
 *   name('…', …)`, its parameters written as quoted literals (`literal` below) that PostgreSQL
 *   casts to the types `PREPARE` inferred. PGlite is one connection, so once is enough.
 *
 * Inside a transaction (a `tx` has no client of its own) the query runs unprepared.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (isPglite(client)) {
    await preparedOnce(client, name, text);
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    return (await client.query<T>(`EXECUTE ${name}${args}`)).rows;
  }
  return (await (client as PgPool).query<T>({ name, text, values: params })).rows;
}

interface PgliteClient {
  waitReady: Promise<void>;
  exec(text: string): Promise<unknown>;
  query<T>(text: string): Promise<{ rows: T[] }>;
}
interface PgPool {
  query<T>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }>;
}

const dialect = new PgDialect();
const isPglite = (client: unknown): client is PgliteClient => typeof client === 'object' && client !== null && 'waitReady' in client;

/** Per PGlite instance: the statements prepared (or being prepared) on it. */
const preparing = new WeakMap<object, Map<string, Promise<unknown>>>();

function preparedOnce(client: PgliteClient, name: string, text: string): Promise<unknown> {
  let names = preparing.get(client);
  if (!names) preparing.set(client, (names = new Map()));
  let done = names.get(name);
  if (!done) {
    done = client.exec(`PREPARE ${name} AS ${text}`);
    names.set(name, done);
    // A failed PREPARE (a mistake in the statement) is tried again next time, not remembered.
    done.catch(() => names.delete(name));
  }
  return done;
}

/**
 * A parameter as an SQL literal, the way node-postgres' `escapeLiteral` writes one: quotes
 * doubled, and an `E'…'` string with backslashes doubled when it has any, which reads the same
 * whatever `standard_conforming_strings` says. NULL for null; dates in ISO form; an array as an
 * array literal (`'{"a","b"}'`, cast by the statement, e.g. `$1::uuid[]`).
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = Array.isArray(value) ? `{${value.map(arrayElement).join(',')}}` : scalar(value);
  if (text.includes('\0')) throw new TypeError('An SQL literal cannot hold a NUL character');
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`Cannot write ${value} as an SQL literal`);
  if (['number', 'bigint', 'string', 'boolean'].includes(typeof value)) return String(value);
  throw new TypeError(`Cannot write a ${typeof value} as an SQL literal`);
}

/** An element of an array literal: double-quoted, with `"` and `\` escaped by a backslash. */
const arrayElement = (value: unknown): string =>
  value === null || value === undefined ? 'NULL' : `"${scalar(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
