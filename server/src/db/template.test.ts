import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows } from './client.ts';
import { migrate } from './migrate.ts';
import { copyTemplate, migrationsStamp, templateDir, unpackTar, usableTemplate, writeTemplate } from './template.ts';

// The embedded database a first start copies instead of running initdb and every migration:
// made here as `npm run build` makes it (server/src/prebuild.ts), from the real migrations.
const { paths } = loadConfig({ NODE_ENV: 'test' });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A gzipped ustar archive of the given entries (a name ending in / is a folder). */
function tarGz(entries: Array<[string, string]>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, body] of entries) {
    const header = Buffer.alloc(512);
    const folder = name.endsWith('/');
    header.write(name, 0, 100);
    header.write('0000600\0', 100);
    header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124);
    header.write('00000000000\0', 136);
    header[156] = (folder ? '5' : '0').charCodeAt(0);
    header.write('ustar\0', 257);
    header.write('        ', 148);
    const sum = header.reduce((a, b) => a + b, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header);
    if (!folder) {
      const data = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
      data.write(body);
      blocks.push(data);
    }
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

describe('the embedded database template', () => {
  it('unpacks into a database that opens with every migration applied', async () => {
    const made = await openDatabase({ kind: 'pglite', dataDir: null });
    const applied = await migrate(made, paths.migrations);
    const dist = path.join(root, 'dist');
    writeTemplate(dist, await made.dumpDataDir!(), paths.migrations);
    await made.close();

    const template = usableTemplate(dist, paths.migrations);
    expect(template).toBe(templateDir(dist));
    const dataDir = path.join(root, 'station');
    copyTemplate(template!, path.join(dataDir, 'pglite'));
    expect(fs.existsSync(path.join(dataDir, 'pglite.partial'))).toBe(false);
    expect(fs.statSync(path.join(dataDir, 'pglite/PG_VERSION')).mode & 0o077).toBe(0);

    const opened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await migrate(opened, paths.migrations)).toEqual([]);
      const [row] = await queryRows<{ n: number }>(opened.db, sql`SELECT count(*)::int AS n FROM selah_migrations`);
      const n = row!.n;
      expect(n).toBe(applied.length);
      expect(n).toBe(fs.readdirSync(paths.migrations).filter((f) => f.endsWith('.sql')).length);
      // A working database: a member can be written and read back.
      await opened.exec(`INSERT INTO users (username, email, password_hash, display_name) VALUES ('t', 't@example.invalid', 'x', 'T')`);
      expect(await queryRows(opened.db, sql`SELECT username FROM users`)).toEqual([{ username: 't' }]);
    } finally {
      await opened.close();
    }
  }, 60_000);

  it('is not used when the migrations changed since it was made, or when it is missing', () => {
    const migrations = path.join(root, 'migrations');
    fs.cpSync(paths.migrations, migrations, { recursive: true });
    const dist = path.join(root, 'dist-changed');
    writeTemplate(dist, tarGz([['PG_VERSION', '17']]), migrations);
    expect(usableTemplate(dist, migrations)).not.toBeNull();
    const before = migrationsStamp(migrations);
    fs.writeFileSync(path.join(migrations, '9999_later.sql'), 'SELECT 1;');
    expect(migrationsStamp(migrations)).not.toBe(before);
    expect(usableTemplate(dist, migrations)).toBeNull();
    expect(usableTemplate(path.join(root, 'no-such-dist'), paths.migrations)).toBeNull();
  });

  it('refuses a name that leaves the folder, and an archive with no data folder, leaving nothing behind', () => {
    const bad = path.join(root, 'bad.tar.gz');
    const target = path.join(root, 'bad-station', 'pglite');
    fs.writeFileSync(
      bad,
      tarGz([
        ['PG_VERSION', '17'],
        ['../escaped', 'x'],
      ]),
    );
    expect(() => unpackTar(fs.readFileSync(bad), target)).toThrow('unsafe name: ../escaped');
    expect(fs.existsSync(path.join(root, 'bad-station', 'escaped'))).toBe(false);
    expect(fs.existsSync(target)).toBe(false);

    const empty = path.join(root, 'empty.tar.gz');
    fs.writeFileSync(
      empty,
      tarGz([
        ['base/', ''],
        ['base/1', 'x'],
      ]),
    );
    expect(() => unpackTar(fs.readFileSync(empty), target)).toThrow('no PostgreSQL data folder');
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
  });
});
