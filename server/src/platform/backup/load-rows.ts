import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Session } from '../../db/client.ts';
import { stationTables } from './backup.ts';
import { BackupError, quoteIdent, type Manifest } from './format.ts';

/** Rows sent per INSERT. */
const LOAD_ROWS = 1000;
/** Columns that hold absolute paths under DATA_DIR: moved to the new DATA_DIR. */
const PATH_COLUMNS: Array<[table: string, column: string]> = [['tracks', 'file_path']];

/** Builds the station's database from the unpacked rows: its migrations, its rows, then the newer migrations. */
export async function loadRows(
  s: Session,
  {
    staging,
    manifest,
    migrations,
    newer,
    dataDir,
  }: { staging: string; manifest: Manifest; migrations: string; newer: string[]; dataDir: string },
): Promise<number> {
  const apply = async (names: string[]) => {
    for (const name of names) {
      await s.exec(await fsp.readFile(path.join(migrations, `${name}.sql`), 'utf8'));
      await s.query('INSERT INTO selah_migrations (name) VALUES ($1)', [name]);
    }
  };
  await s.exec(`CREATE TABLE IF NOT EXISTS selah_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());`);
  // The schema as the backup knew it, so its rows fit; newer migrations then move them forward.
  await apply(manifest.migrations);

  const present = new Set(await stationTables(s));
  const tables = Object.keys(manifest.tables).filter((t) => t !== 'selah_migrations');
  for (const t of tables) if (!present.has(t)) throw new BackupError(`The backup's table ${t} is not in the schema its migrations make.`);

  // Foreign keys are dropped while rows go in (in any order) and added back after, which checks them all.
  const fks = await s.query<{ tbl: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  for (const fk of fks) await s.exec(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
  // What the migrations wrote (a default fund…) is in the backup as the station had it.
  if (tables.length) await s.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`);

  // Every table's written columns and serial sequences, read once from the catalog (information_schema
  // asked per table took most of a PGlite restore's time).
  const columns = new Map<string, { col: string; seq: string | null }[]>();
  const catalog = await s.query<{ tbl: string; col: string; seq: string | null }>(
    `SELECT c.relname AS tbl, a.attname AS col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS seq
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  for (const r of catalog) {
    if (!columns.has(r.tbl)) columns.set(r.tbl, []);
    columns.get(r.tbl)!.push({ col: r.col, seq: r.seq });
  }

  let total = 0;
  for (const table of tables) {
    const cols = (columns.get(table) ?? []).map((r) => quoteIdent(r.col));
    const list = cols.join(', ');
    const q = quoteIdent(table);
    // The rows' own triggers (search words) already ran when they were first written; their results are in the backup.
    await s.exec(`ALTER TABLE ${q} DISABLE TRIGGER USER`);
    const insert = `INSERT INTO ${q} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM jsonb_populate_recordset(NULL::${q}, $1::jsonb)`;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await s.query(insert, [`[${batch.join(',')}]`]);
      total += batch.length;
      batch = [];
    };
    const lines = readline.createInterface({ input: fs.createReadStream(path.join(staging, 'db', `${table}.jsonl`)), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line) continue;
      batch.push(line);
      if (batch.length >= LOAD_ROWS) await flush();
    }
    await flush();
    await s.exec(`ALTER TABLE ${q} ENABLE TRIGGER USER`);
    // Serial and identity columns continue after the highest restored value.
    const seqs = (columns.get(table) ?? []).filter((r) => r.seq !== null);
    for (const { col, seq } of seqs) {
      await s.query(`SELECT setval($1, coalesce((SELECT max(${quoteIdent(col)}) FROM ${q}), 0) + 1, false)`, [seq]);
    }
  }
  for (const fk of fks) await s.exec(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`);

  const from = manifest.dataDir.replace(/\/+$/, '');
  if (from !== dataDir) {
    for (const [table, column] of PATH_COLUMNS) {
      if (!present.has(table)) continue;
      const c = quoteIdent(column);
      await s.query(`UPDATE ${quoteIdent(table)} SET ${c} = $1 || substr(${c}, length($2) + 1) WHERE starts_with(${c}, $2 || '/')`, [
        dataDir,
        from,
      ]);
    }
  }
  await apply(newer);
  return total;
}
