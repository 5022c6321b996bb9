import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupError, FORMAT, MANIFEST_NAME, MARKER_NAME, manifestSchema, type Manifest } from './format.ts';
import { readTar, TarFormatError } from './tar.ts';

/** Unpacks db/ into staging/db and files/ into staging/files, checking every checksum against the manifest. */
export async function unpack(file: string, staging: string, opts: { skipFiles?: boolean } = {}): Promise<Manifest> {
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
