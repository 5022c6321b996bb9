import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Database, Session } from '../../db/client.ts';
import { appVersion } from '../version.ts';
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, MARKER_NAME, markerText, quoteIdent, skippedPath, type Manifest } from './format.ts';
import { TarWriter } from './tar.ts';

export interface BackupOptions {
  database: Database;
  dataDir: string;
  /** The backup file to write (replaced only once complete). */
  file: string;
  now: Date;
  /** Whether the settings key comes from SELAH_SECRET_KEY (then it is not in the backup). */
  secretKeyFromEnv: boolean;
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: Manifest;
  /** How long the rows' transaction lasted (on PGlite, how long the station's queries waited). */
  transactionMs: number;
}

/** Rows fetched per round trip from the backup's cursor. */
const FETCH_ROWS = 2000;

/**
 * Writes one backup FILE of the whole station while it runs: every table read in one transaction
 * (REPEATABLE READ on PostgreSQL, so the rows are one moment's; PGlite's single connection holds
 * other queries meanwhile), into files beside FILE first, so the transaction lasts only as long as
 * reading the rows; then DATA_DIR's files. Written to FILE.partial (owner-only) and renamed, so a
 * failed backup never leaves a truncated FILE.
 */
export async function createBackup(opts: BackupOptions): Promise<BackupResult> {
  const file = path.resolve(opts.file);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const work = await fsp.mkdtemp(path.join(path.dirname(file), '.selah-backup-'));
  const partial = `${file}.partial`;
  try {
    const started = performance.now();
    const { migrations, tables } = await opts.database.session((s) => dumpTables(s, work), {
      isolation: 'repeatable read',
      readOnly: true,
    });
    const transactionMs = performance.now() - started;
    const files = await listFiles(opts.dataDir);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion,
      createdAt: opts.now.toISOString(),
      database: opts.database.kind,
      dataDir: path.resolve(opts.dataDir),
      migrations,
      tables,
      files: {},
      secretKey: opts.secretKeyFromEnv ? 'environment' : files.includes('secret.key') ? 'file' : 'none',
    };

    const out = fs.createWriteStream(partial, { mode: 0o600 });
    const gzip = zlib.createGzip({ level: 1, chunkSize: 256 * 1024 });
    gzip.pipe(out);
    const done = finished(out);
    const failed = new Promise<never>((_, reject) => {
      gzip.once('error', reject);
      out.once('error', reject);
    });
    const tar = new TarWriter(gzip);
    const write = async () => {
      await tar.entry(MARKER_NAME, Buffer.byteLength(markerText), Buffer.from(markerText));
      for (const table of Object.keys(tables)) {
        const tmp = path.join(work, `${table}.jsonl`);
        await tar.entry(`db/${table}.jsonl`, (await fsp.stat(tmp)).size, fs.createReadStream(tmp));
      }
      for (const rel of files) {
        const abs = path.join(opts.dataDir, rel);
        const stat = await fsp.stat(abs).catch(() => null);
        // Removed since the listing (an upload replaced): it is not part of the station any more.
        if (!stat?.isFile()) continue;
        const hash = crypto.createHash('sha256');
        const source =
          stat.size === 0
            ? Buffer.alloc(0)
            : hashing(fs.createReadStream(abs, { start: 0, end: stat.size - 1, highWaterMark: 1024 * 1024 }), hash);
        await tar.entry(`files/${rel}`, stat.size, source, stat.mtimeMs);
        manifest.files[rel] = { size: stat.size, sha256: hash.digest('hex') };
      }
      const json = Buffer.from(JSON.stringify(manifest, null, 1));
      await tar.entry(MANIFEST_NAME, json.length, json);
      await tar.finish();
      gzip.end();
      await done;
    };
    await Promise.race([write(), failed]);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
    return { file, size: (await fsp.stat(file)).size, manifest, transactionMs };
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

async function* hashing(stream: AsyncIterable<Buffer>, hash: crypto.Hash): AsyncGenerator<Buffer> {
  for await (const chunk of stream) {
    hash.update(chunk);
    yield chunk;
  }
}

/** The base tables of the station's schema, in name order. */
export async function stationTables(s: Session): Promise<string[]> {
  const rows = await s.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

async function dumpTables(s: Session, work: string): Promise<{ migrations: string[]; tables: Manifest['tables'] }> {
  const migrations = (await s.query<{ name: string }>('SELECT name FROM selah_migrations ORDER BY name')).map((r) => r.name);
  const tables: Manifest['tables'] = {};
  for (const table of await stationTables(s)) {
    const hash = crypto.createHash('sha256');
    const out = fs.createWriteStream(path.join(work, `${table}.jsonl`));
    let rows = 0;
    await s.query(`DECLARE selah_backup NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${quoteIdent(table)} t`);
    for (;;) {
      const batch = await s.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM selah_backup`);
      if (batch.length === 0) break;
      const text = batch.map((r) => r.j).join('\n') + '\n';
      hash.update(text);
      rows += batch.length;
      if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await s.query('CLOSE selah_backup');
    out.end();
    await finished(out);
    tables[table] = { rows, sha256: hash.digest('hex') };
  }
  return { migrations, tables };
}

/** DATA_DIR's files to back up, as paths relative to it (with /), sorted. */
async function listFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (rel: string) => {
    const entries = await fsp.readdir(path.join(dataDir, rel), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (skippedPath(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}
