import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A new embedded database, made at build time instead of at first start (decision 013).
 *
 * `npm run build` creates and migrates an empty PGlite database and keeps its data folder as a
 * gzipped tar (PGlite's own `dumpDataDir`) beside the server, with the list of migrations it
 * holds. A first start that finds it unpacks it into DATA_DIR (plain files: no second PostgreSQL
 * instance, no WebAssembly memory) instead of running initdb and every migration, about 4 s on a
 * small machine. A template made from other migrations is not used: the database is then made
 * as before (prepare-worker.ts).
 */

export interface TemplateStamp {
  /** The migrations the template holds, as `migrationsStamp` answers them. */
  migrations: string;
}

export const templateFile = (distDir: string) => path.join(distDir, 'pglite-template.tar.gz');
const stampFile = (distDir: string) => path.join(distDir, 'pglite-template.json');

/** One hash of every migration's name and text, in order. */
export function migrationsStamp(migrationsDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(migrationsDir, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function writeTemplate(distDir: string, tarGz: Buffer, migrationsDir: string): void {
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(templateFile(distDir), tarGz);
  fs.writeFileSync(stampFile(distDir), JSON.stringify({ migrations: migrationsStamp(migrationsDir) } satisfies TemplateStamp));
}

/** The template beside the server, when there is one made from exactly these migrations. */
export function usableTemplate(distDir: string, migrationsDir: string): string | null {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(distDir), 'utf8')) as TemplateStamp;
    if (stamp.migrations !== migrationsStamp(migrationsDir)) return null;
    return fs.existsSync(templateFile(distDir)) ? templateFile(distDir) : null;
  } catch {
    return null;
  }
}

const field = (block: Buffer, offset: number, length: number) => block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
const octal = (block: Buffer, offset: number, length: number) => parseInt(field(block, offset, length).trim() || '0', 8);

/**
 * Unpacks a gzipped tar of a data folder (ustar: regular files and folders only) into `dir`.
 * Names are kept inside `dir` (a leading `/` is dropped; `..` is refused). Files are written
 * owner-only, as PostgreSQL keeps its data folder. Written into `<dir>.partial` first and renamed,
 * so a start stopped half-way leaves no half database behind.
 */
export function unpackTemplate(tarGz: string, dir: string): void {
  const tar = zlib.gunzipSync(fs.readFileSync(tarGz));
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    unpackInto(tar, partial);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}

function unpackInto(tar: Buffer, partial: string): void {
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const relative = path.normalize(name.replace(/^\/+/, ''));
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`The database template holds an unsafe name: ${name}`);
    const target = path.join(partial, relative);
    if (type === '5') fs.mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      fs.writeFileSync(target, tar.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  if (!fs.existsSync(path.join(partial, 'PG_VERSION'))) throw new Error('The database template holds no PostgreSQL data folder.');
}
