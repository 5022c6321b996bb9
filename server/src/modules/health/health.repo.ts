import { sql } from 'drizzle-orm';
import { getTableName, isTable } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

const tableNames = Object.values(schema)
  .filter((v) => isTable(v))
  .map((t) => getTableName(t));

/**
 * Lists the station's tables that cannot be read (missing, or their first page unreadable), with
 * the database's words. The tables: the schema's, and every table the database had at the first
 * check (the modules' own).
 */
export function tableChecker(db: Db) {
  let known: Promise<string[]> | null = null;
  const stationTables = () =>
    (known ??= queryRows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    ).then(
      (rows) => [...new Set([...tableNames, ...rows.map((r) => r.name)])].sort(),
      () => {
        known = null;
        return tableNames;
      },
    ));
  const check = async () => {
    const problems: string[] = [];
    for (const name of await stationTables()) {
      await db.execute(sql`SELECT 1 FROM ${sql.identifier(name)} LIMIT 1`).catch((err: unknown) => {
        const cause = (err as { cause?: unknown }).cause ?? err;
        problems.push(`${name}: ${cause instanceof Error ? cause.message : String(cause)}`);
      });
    }
    return problems;
  };
  /** `prime` takes the list at start, before anything could be lost. */
  return Object.assign(check, { prime: async () => void (await stationTables()) });
}
