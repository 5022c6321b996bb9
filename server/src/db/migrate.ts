import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.ts';

/**
 * Applies `NNNN_name.sql` files in order, each once, each in its own transaction.
 * Hand-written SQL keeps parallel work on separate domains free of journal conflicts
 * (docs/decisions/002-sql-migrations.md).
 */
export async function migrate(database: Database, dir: string): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  await database.exec(`
    CREATE TABLE IF NOT EXISTS selah_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  // Read once: a start with nothing to apply asks one question, not one per migration.
  const done = new Set((await queryRows<{ name: string }>(database.db, sql`SELECT name FROM selah_migrations`)).map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.sql$/, '');
    if (done.has(name)) continue;
    const sqlText = await fs.readFile(path.join(dir, file), 'utf8');
    const quoted = name.replace(/'/g, "''");
    // A concurrent start that applied it first makes the insert fail and rolls this copy back.
    await database
      .exec(`BEGIN;\n${sqlText}\n;INSERT INTO selah_migrations (name) VALUES ('${quoted}');\nCOMMIT;`)
      .catch(async (err: Error) => {
        await database.exec('ROLLBACK;').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${err.message}`);
      });
    applied.push(name);
  }
  return applied;
}

/**
 * Extensions are per database, not per schema: when tests and benchmarks give each run a schema
 * of its own on one server, the extensions the migrations create go into `public` first (once,
 * whichever run comes first), so dropping a run's schema never takes them from the others.
 */
export async function sharedExtensions(client: { query(text: string): Promise<unknown> }): Promise<void> {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch (err) {
    // Two runs creating it at the same moment: one wins, and the other finds it made.
    const found = (await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)) as { rowCount: number | null };
    if (!found.rowCount) throw err;
  }
}
