import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { openDatabase, type Database, type Session } from '../../db/client.ts';
import { acquireDataDirLock, LOCK_FILE_NAME } from '../data-dir-lock.ts';
import { stationTables } from './backup.ts';
import { BackupError, FORMAT, MANIFEST_NAME, MARKER_NAME, manifestSchema, quoteIdent, type Manifest } from './format.ts';
import { readTar, TarFormatError } from './tar.ts';

export interface RestoreOptions {
  file: string;
  /** DATA_DIR: must be empty (or absent). */
  dataDir: string;
  /** PostgreSQL to restore onto (must hold no tables); PGlite in DATA_DIR when absent. */
  databaseUrl?: string | undefined;
  /** The server's migrations folder: a backup is migrated forward to the newest. */
  migrations: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
  /** Migrations the backup did not have, applied after its rows were loaded. */
  migratedForward: string[];
}

/** Rows sent per INSERT. */
const LOAD_ROWS = 1000;
/** Columns that hold absolute paths under DATA_DIR: moved to the new DATA_DIR. */
const PATH_COLUMNS: Array<[table: string, column: string]> = [['tracks', 'file_path']];

/** Entries of DATA_DIR that do not make it a station's. */
const IGNORED = new Set([LOCK_FILE_NAME, 'selah.sock', '.DS_Store', 'lost+found']);

/**
 * Restores a backup into an empty DATA_DIR (PGlite) or onto an empty PostgreSQL database. The
 * archive is unpacked and the database built beside DATA_DIR, in one transaction on PostgreSQL;
 * only when all of it succeeded do the files move in, so a failed restore leaves the target as it was.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const holdsStation = async () => (await fsp.readdir(dataDir).catch(() => [])).some((e) => !IGNORED.has(e));
  // Refused before the lock is taken, so a folder in use or holding a station is not touched at all.
  if (await holdsStation()) throw new BackupError(`DATA_DIR (${dataDir}) already holds a station; restore into an empty folder.`);
  await fsp.access(opts.file).catch(() => {
    throw new BackupError(`There is no backup file at ${opts.file}.`);
  });
  const known = (await fsp.readdir(opts.migrations))
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));

  let target: Database | null = null;
  if (opts.databaseUrl) {
    target = await openDatabase({ kind: 'postgres', url: opts.databaseUrl, poolSize: 1 });
    const tables = await target
      .session((s) => stationTables(s))
      .catch(async (err: unknown) => {
        await target?.close();
        throw err;
      });
    if (tables.length) {
      await target.close();
      throw new BackupError('The PostgreSQL database (DATABASE_URL) already holds a station; restore onto an empty database.');
    }
  }
  const lock = opts.databaseUrl ? null : acquireDataDirLock(dataDir, 'restore');
  const staging = await fsp.mkdtemp(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-`));
  try {
    if (await holdsStation()) throw new BackupError(`DATA_DIR (${dataDir}) already holds a station; restore into an empty folder.`);
    log(`Reading ${opts.file}…`);
    const manifest = await unpack(opts.file, staging);
    const unknown = manifest.migrations.filter((m) => !known.includes(m));
    if (unknown.length) {
      throw new BackupError(
        `This backup was made by a newer Selah (${manifest.appVersion}; migration ${unknown[0]} is unknown here). Upgrade Selah first.`,
      );
    }
    const newer = known.filter((m) => !manifest.migrations.includes(m));
    const filesDir = path.join(staging, 'files');
    await fsp.mkdir(filesDir, { recursive: true });
    if (!target) target = await openDatabase({ kind: 'pglite', dataDir: filesDir });
    log(`Loading ${Object.keys(manifest.tables).length} tables…`);
    const rows = await target.session((s) => load(s, { staging, manifest, migrations: opts.migrations, newer, dataDir }));
    await target.close();
    target = null;

    if (await holdsStation()) throw new BackupError(`DATA_DIR (${dataDir}) was filled during the restore; nothing was changed.`);
    await fsp.mkdir(dataDir, { recursive: true });
    const moved: string[] = [];
    try {
      for (const entry of await fsp.readdir(filesDir)) {
        await fsp.rename(path.join(filesDir, entry), path.join(dataDir, entry));
        moved.push(entry);
      }
    } catch (err) {
      for (const entry of moved) await fsp.rename(path.join(dataDir, entry), path.join(filesDir, entry)).catch(() => undefined);
      throw err;
    }
    const secret = path.join(dataDir, 'secret.key');
    if (fs.existsSync(secret)) await fsp.chmod(secret, 0o600);
    return { manifest, rows, files: Object.keys(manifest.files).length, migratedForward: newer };
  } finally {
    await target?.close().catch(() => undefined);
    await fsp.rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}

/** Reads and checks a backup file without restoring it (the console's list, a test). */
export async function readManifest(file: string): Promise<Manifest> {
  const staging = await fsp.mkdtemp(path.join(path.dirname(path.resolve(file)), '.restore-check-'));
  try {
    return await unpack(file, staging, { skipFiles: true });
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks db/ into staging/db and files/ into staging/files, checking every checksum against the manifest. */
async function unpack(file: string, staging: string, opts: { skipFiles?: boolean } = {}): Promise<Manifest> {
  const foreign = `${file} is not a Selah backup.`;
  const seen = { tables: new Map<string, { rows: number; sha256: string }>(), files: new Map<string, { size: number; sha256: string }>() };
  let manifestText: string | null = null;
  let first = true;
  await fsp.mkdir(path.join(staging, 'db'), { recursive: true });
  const gunzip = zlib.createGunzip();
  const input = fs.createReadStream(file).pipe(gunzip);
  try {
    await readTar(input, ({ name, size }) => {
      if (first && name !== MARKER_NAME) throw new BackupError(foreign);
      first = false;
      if (name === MARKER_NAME || name === MANIFEST_NAME) {
        const parts: Buffer[] = [];
        if (size > 1024 * 1024 * 64) throw new BackupError(foreign);
        return {
          data: (c) => void parts.push(Buffer.from(c)),
          end: () => {
            if (name === MANIFEST_NAME) manifestText = Buffer.concat(parts).toString('utf8');
            else if (!Buffer.concat(parts).toString('utf8').startsWith('Selah station backup')) throw new BackupError(foreign);
          },
        };
      }
      const table = /^db\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(name)?.[1];
      const rel = name.startsWith('files/') ? safeRelative(name.slice('files/'.length)) : null;
      if (!table && !rel) throw new BackupError(`${foreign} (it holds ${name})`);
      const hash = crypto.createHash('sha256');
      let rows = 0;
      const dest = table ? path.join(staging, 'db', `${table}.jsonl`) : path.join(staging, 'files', rel!);
      let out: fs.WriteStream | null = null;
      if (table || !opts.skipFiles) {
        fs.mkdirSync(path.dirname(dest), { recursive: true });
        out = fs.createWriteStream(dest, { mode: 0o600 });
      }
      return {
        async data(chunk) {
          hash.update(chunk);
          if (table) for (const byte of chunk) if (byte === 10) rows++;
          if (out && !out.write(chunk)) await new Promise<void>((resolve) => out!.once('drain', () => resolve()));
        },
        async end() {
          if (out) {
            out.end();
            await finished(out);
          }
          if (table) seen.tables.set(table, { rows, sha256: hash.digest('hex') });
          else seen.files.set(rel!, { size, sha256: hash.digest('hex') });
        },
      };
    });
  } catch (err) {
    input.destroy();
    if (err instanceof BackupError) throw err;
    if (err instanceof TarFormatError) {
      throw new BackupError(
        /truncated/.test(err.message) ? `${file} is truncated: it ends before the backup does.` : `${foreign} (${err.message})`,
      );
    }
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') throw new BackupError(`${file} is truncated: it ends before the backup does.`);
    if (code === 'Z_DATA_ERROR') throw new BackupError(first ? foreign : `${file} is damaged (${(err as Error).message}).`);
    throw err;
  }
  if (manifestText === null) throw new BackupError(first ? foreign : `${file} is truncated: it has no manifest.`);
  let manifest: Manifest;
  try {
    const raw = JSON.parse(manifestText) as { format?: unknown; formatVersion?: unknown };
    if (raw.format !== FORMAT) throw new BackupError(foreign);
    if (typeof raw.formatVersion === 'number' && raw.formatVersion > 1) {
      throw new BackupError(`This backup has format ${raw.formatVersion}, newer than this Selah reads (1). Upgrade Selah first.`);
    }
    manifest = manifestSchema.parse(raw);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} has a damaged manifest.`);
  }
  for (const [table, want] of Object.entries(manifest.tables)) {
    const got = seen.tables.get(table);
    if (!got || got.rows !== want.rows || got.sha256 !== want.sha256)
      throw new BackupError(`${file} is damaged: table ${table} does not match its checksum.`);
  }
  for (const [rel, want] of Object.entries(manifest.files)) {
    const got = seen.files.get(rel);
    if (!got || got.size !== want.size || got.sha256 !== want.sha256)
      throw new BackupError(`${file} is damaged: ${rel} does not match its checksum.`);
  }
  return manifest;
}

/** A path inside DATA_DIR: relative, no `..`, no empty segments. */
function safeRelative(rel: string): string | null {
  const parts = rel.split('/');
  if (!rel || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\0'))) return null;
  return parts.join(path.sep);
}

async function load(
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
