import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A new embedded database, made at build time instead of at first start (decision 013).
 *
 * `npm run build` creates and migrates an empty PGlite database, unpacks PGlite's own dump of it
 * (`dumpDataDir`, a gzipped tar) into a data folder beside the server, and records the list of
 * migrations it holds. A first start that finds it copies that folder into DATA_DIR (plain files
 * by the kernel: no second PostgreSQL instance, no WebAssembly memory, and no
 * decompression whose buffers the process's malloc heap would keep for good) instead of running
 * initdb and every migration. A template made from other migrations is not used: the database is
 * then made as before (prepare-worker.ts).
 */

export interface TemplateStamp {
  /** The migrations the template holds, as `migrationsStamp` answers them. */
  migrations: string;
}

export const templateDir = (distDir: string) => path.join(distDir, 'pglite-template');
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

/** Unpacks PGlite's dump of a migrated database (a gzipped tar) as the template beside the server. */
export function writeTemplate(distDir: string, tarGz: Buffer, migrationsDir: string): void {
  fs.mkdirSync(distDir, { recursive: true });
  fs.rmSync(stampFile(distDir), { force: true });
  unpackTar(tarGz, templateDir(distDir));
  fs.writeFileSync(stampFile(distDir), JSON.stringify({ migrations: migrationsStamp(migrationsDir) } satisfies TemplateStamp));
}

/** The template beside the server, when there is one made from exactly these migrations. */
export function usableTemplate(distDir: string, migrationsDir: string): string | null {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(distDir), 'utf8')) as TemplateStamp;
    if (stamp.migrations !== migrationsStamp(migrationsDir)) return null;
    return fs.existsSync(path.join(templateDir(distDir), 'PG_VERSION')) ? templateDir(distDir) : null;
  } catch {
    return null;
  }
}

const field = (block: Buffer, offset: number, length: number) => block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
const octal = (block: Buffer, offset: number, length: number) => parseInt(field(block, offset, length).trim() || '0', 8);

/**
 * A new station's database: the template's folder copied into `dir`, owner-only as PostgreSQL
 * keeps its data folder. Copied into `<dir>.partial` first and renamed, so a start stopped
 * half-way leaves no half database behind.
 */
export function copyTemplate(template: string, dir: string): void {
  intoPlace(dir, (partial) => {
    copyFolder(template, partial);
    if (!fs.existsSync(path.join(partial, 'PG_VERSION'))) throw new Error('The database template holds no PostgreSQL data folder.');
  });
}

/**
 * Folders and regular files only, each file copied by the kernel (`copyFileSync`: sendfile, no
 * buffer in the process): about 1,300 files, 43 MB, in 50-100 ms, where reading and writing
 * through one 1 MB buffer took 90-160 ms and `fs.cpSync`, with its checks per file, longer still.
 */
function copyFolder(from: string, to: string): void {
  fs.mkdirSync(to, { mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
      fs.chmodSync(target, 0o600);
    }
  }
}

/**
 * Unpacks a gzipped tar of a data folder (ustar: regular files and folders only) into `dir`.
 * Names are kept inside `dir` (a leading `/` is dropped; `..` is refused). Files are written
 * owner-only. Written into `<dir>.partial` first and renamed.
 */
export function unpackTar(tarGz: Buffer, dir: string): void {
  intoPlace(dir, (partial) => unpackInto(zlib.gunzipSync(tarGz), partial));
}

function intoPlace(dir: string, fill: (partial: string) => void): void {
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(partial), { recursive: true });
  try {
    fill(partial);
    fs.chmodSync(partial, 0o700);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}

function unpackInto(tar: Buffer, partial: string): void {
  fs.mkdirSync(partial, { mode: 0o700 });
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
