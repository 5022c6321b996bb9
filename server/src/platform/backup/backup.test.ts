import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { threads } from '../../db/schema/community.ts';
import { tracks } from '../../db/schema/radio.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { databaseUrl } from '../../test/test-db-names.ts';
import { createBackup, stationTables } from './backup.ts';
import { BackupError } from './format.ts';
import { readManifest, restoreBackup } from './restore.ts';
import { readTar, TarWriter } from './tar.ts';

/** Every table's row count. */
const counts = (database: Database) =>
  database.session(async (s) => {
    const out: Record<string, number> = {};
    for (const t of await stationTables(s)) out[t] = Number((await s.query<{ n: string }>(`SELECT count(*) AS n FROM "${t}"`))[0]!.n);
    return out;
  });

/** sha256 of every file under DATA_DIR/music, by relative path. */
function musicSums(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'music');
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const abs = path.join(root, f);
    if (fs.statSync(abs).isFile()) out[f] = crypto.createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
  }
  return out;
}

/** Copies a backup with `change` applied to its entries, the manifest's counts and checksums made to match. */
async function rewrite(from: string, to: string, change: (name: string, data: Buffer) => Buffer) {
  const entries: Array<{ name: string; data: Buffer }> = [];
  await readTar(fs.createReadStream(from).pipe(zlib.createGunzip()), ({ name }) => {
    const parts: Buffer[] = [];
    return { data: (c) => void parts.push(Buffer.from(c)), end: () => void entries.push({ name, data: Buffer.concat(parts) }) };
  });
  const manifestEntry = entries.find((e) => e.name === 'manifest.json')!;
  const manifest = JSON.parse(manifestEntry.data.toString('utf8')) as { tables: Record<string, { rows: number; sha256: string }> };
  for (const entry of entries) {
    const next = change(entry.name, entry.data);
    if (next === entry.data) continue;
    entry.data = next;
    const table = /^db\/(.+)\.jsonl$/.exec(entry.name)?.[1];
    if (table) {
      manifest.tables[table] = {
        rows: next.toString('utf8').split('\n').filter(Boolean).length,
        sha256: crypto.createHash('sha256').update(next).digest('hex'),
      };
    }
  }
  manifestEntry.data = Buffer.from(JSON.stringify(manifest));
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(to);
  gzip.pipe(out);
  const tar = new TarWriter(gzip);
  for (const entry of entries) await tar.entry(entry.name, entry.data.length, entry.data);
  await tar.finish();
  gzip.end();
  await finished(out);
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('station backups', { timeout: 180_000 }, () => {
  let t: TestApp;
  let tmp: string;
  let dataDir: string;
  let file: string;
  const migrations = path.resolve(import.meta.dirname, '../../db/migrations');

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-backup-test-'));
    dataDir = path.join(tmp, 'station');
    fs.mkdirSync(path.join(dataDir, 'music/uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'music/a.mp3'), crypto.randomBytes(150_000));
    fs.writeFileSync(path.join(dataDir, 'music/uploads/b.mp3'), crypto.randomBytes(70_001));
    fs.writeFileSync(path.join(dataDir, 'music/empty.mp3'), '');
    fs.mkdirSync(path.join(dataDir, 'media', 'a-folder-with-a-rather-long-name-to-need-a-pax-header-in-the-archive'), { recursive: true });
    fs.writeFileSync(
      path.join(
        dataDir,
        'media',
        'a-folder-with-a-rather-long-name-to-need-a-pax-header-in-the-archive',
        'episode-with-a-long-name-too.mp3',
      ),
      'x',
    );
    fs.writeFileSync(path.join(dataDir, 'secret.key'), crypto.randomBytes(32).toString('base64') + '\n', { mode: 0o600 });
    t = await createTestApp({ dataDir });
    const member = await createTestUser(t.app.db, { username: 'backup_member' });
    await createTestUser(t.app.db, { username: 'backup_admin', role: 'admin' });
    for (let i = 0; i < 25; i++) {
      await t.app.db
        .insert(threads)
        .values({ authorId: member.id, category: 'prayer', title: `Prayer for the harvest ${i}`, content: 'Please pray.' });
    }
    await t.app.db
      .insert(tracks)
      .values({ filePath: path.join(dataDir, 'music/a.mp3'), title: 'A', artist: 'B', durationMs: 1000, bitrateKbps: 128 });
    file = path.join(tmp, 'station.selah-backup.tar.gz');
    const result = await createBackup({ database: t.database, dataDir, file, now: new Date(), secretKeyFromEnv: false });
    expect(result.manifest.tables.threads!.rows).toBe(25);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes one owner-only file with a manifest of every table and file', async () => {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const manifest = await readManifest(file);
    expect(Object.keys(manifest.tables)).toEqual(expect.arrayContaining(['users', 'threads', 'settings', 'selah_migrations']));
    expect(Object.keys(manifest.files)).toEqual(expect.arrayContaining(['music/a.mp3', 'music/uploads/b.mp3', 'secret.key']));
    expect(manifest.secretKey).toBe('file');
    expect(manifest.migrations.length).toBeGreaterThan(10);
  });

  it('restores into an empty DATA_DIR: every table and every music file as they were', async () => {
    const target = path.join(tmp, 'restored-pglite');
    const result = await restoreBackup({ file, dataDir: target, migrations });
    expect(result.migratedForward).toEqual([]);
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      expect(await counts(restored)).toEqual(await counts(t.database));
      const [track] = await restored.db.select().from(tracks);
      expect(track!.filePath).toBe(path.join(target, 'music/a.mp3'));
    } finally {
      await restored.close();
    }
    expect(musicSums(target)).toEqual(musicSums(dataDir));
    expect(fs.readFileSync(path.join(target, 'secret.key'), 'utf8')).toBe(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8'));
    expect(fs.statSync(path.join(target, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it.skipIf(!testServerUrl())('restores onto an empty PostgreSQL database (moving a station to PostgreSQL)', async () => {
    const name = `selah_restore_${crypto.randomBytes(5).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = databaseUrl(testServerUrl()!, name);
    try {
      const target = path.join(tmp, 'restored-postgres');
      await restoreBackup({ file, dataDir: target, databaseUrl: url, migrations });
      const restored = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      try {
        expect(await counts(restored)).toEqual(await counts(t.database));
        // A sequence continues after the restored rows; the search words were restored, not doubled.
        const words = await restored.session((s) =>
          s.query<{ n: string }>(`SELECT count(*) AS n FROM search_words WHERE word = 'harvest'`),
        );
        expect(Number(words[0]!.n)).toBe(1);
      } finally {
        await restored.close();
      }
      expect(musicSums(target)).toEqual(musicSums(dataDir));
      // A second restore onto the same database is refused.
      await expect(restoreBackup({ file, dataDir: path.join(tmp, 'again'), databaseUrl: url, migrations })).rejects.toThrow(
        /already holds a station/,
      );
    } finally {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('refuses a truncated file and a foreign file, leaving the target empty', async () => {
    const whole = fs.readFileSync(file);
    const truncated = path.join(tmp, 'truncated.tar.gz');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = path.join(tmp, 'never');
    await expect(restoreBackup({ file: truncated, dataDir: target, migrations })).rejects.toThrow(/truncated/);
    expect(fs.readdirSync(target)).toEqual([]);

    const foreign = path.join(tmp, 'foreign.tar.gz');
    fs.writeFileSync(foreign, 'This is a shopping list, not a backup.\n');
    await expect(restoreBackup({ file: foreign, dataDir: target, migrations })).rejects.toThrow(/is not a Selah backup/);
    const gzipped = path.join(tmp, 'foreign2.tar.gz');
    fs.writeFileSync(gzipped, (await import('node:zlib')).gzipSync(Buffer.alloc(4096, 7)));
    await expect(restoreBackup({ file: gzipped, dataDir: target, migrations })).rejects.toThrow(BackupError);
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.readdirSync(tmp).filter((f) => f.includes('.restore-'))).toEqual([]);
  });

  it('a restore that fails while loading the rows leaves the target as it was', async () => {
    // The users table holds its first row twice: the load fails on the primary key, after the files were unpacked.
    const broken = path.join(tmp, 'broken.tar.gz');
    await rewrite(file, broken, (name, data) =>
      name === 'db/users.jsonl' ? Buffer.concat([data, data.subarray(0, data.indexOf(10) + 1)]) : data,
    );
    const target = path.join(tmp, 'broken-target');
    await expect(restoreBackup({ file: broken, dataDir: target, migrations })).rejects.toThrow(/duplicate key/);
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.readdirSync(tmp).filter((f) => f.includes('.restore-'))).toEqual([]);
    if (!testServerUrl()) return;
    const name = `selah_restore_${crypto.randomBytes(5).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    try {
      const url = databaseUrl(testServerUrl()!, name);
      await expect(restoreBackup({ file: broken, dataDir: target, databaseUrl: url, migrations })).rejects.toThrow(/duplicate key/);
      const after = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      try {
        expect(await after.session((s) => stationTables(s))).toEqual([]);
      } finally {
        await after.close();
      }
      expect(fs.readdirSync(target)).toEqual([]);
    } finally {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('refuses a DATA_DIR that already holds a station and leaves it untouched', async () => {
    const before = fs.readdirSync(dataDir).sort();
    const sums = musicSums(dataDir);
    await expect(restoreBackup({ file, dataDir, migrations })).rejects.toThrow('already holds a station; restore into an empty folder');
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    expect(musicSums(dataDir)).toEqual(sums);
  });

  it('is consistent while the station keeps writing', async () => {
    const member = await createTestUser(t.app.db, { username: 'busy_member' });
    const before = (await counts(t.database)).threads!;
    const writes = Array.from({ length: 40 }, (_, i) =>
      t.app.db.insert(threads).values({ authorId: member.id, category: 'prayer', title: `Busy ${i}`, content: 'More.' }),
    );
    const during = path.join(tmp, 'during.tar.gz');
    // The station answers requests meanwhile (on PGlite they wait for the rows' transaction, then go on).
    const requests = Array.from({ length: 10 }, () => t.app.inject({ url: '/api/community/threads?limit=5' }));
    const [result, ...answers] = await Promise.all([
      createBackup({ database: t.database, dataDir, file: during, now: new Date(), secretKeyFromEnv: false }),
      ...requests,
      ...writes,
    ]);
    for (const answer of answers.slice(0, requests.length)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    const taken = result.manifest.tables.threads!.rows;
    expect(taken).toBeGreaterThanOrEqual(before);
    expect(taken).toBeLessThanOrEqual(before + 40);
    expect((await counts(t.database)).threads).toBe(before + 40);
    // Every row the backup names is in it, checksummed (a restore reads exactly these).
    expect((await readManifest(during)).tables.threads!.rows).toBe(taken);
  });

  it('restores a backup made before the newest migrations and migrates it forward', async () => {
    const all = fs
      .readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const older = path.join(tmp, 'older-migrations');
    fs.mkdirSync(older);
    for (const f of all.slice(0, -2)) fs.copyFileSync(path.join(migrations, f), path.join(older, f));
    const oldDir = path.join(tmp, 'old-station');
    const old = await openDatabase({ kind: 'pglite', dataDir: oldDir });
    const oldFile = path.join(tmp, 'old.tar.gz');
    try {
      await migrate(old, older);
      // Written in the old schema's own words: today's code knows columns the old station lacks.
      await old.exec(
        "INSERT INTO users (username, email, password_hash, display_name) VALUES ('from_the_past', 'past@example.org', 'not-a-hash', 'From the past')",
      );
      await createBackup({ database: old, dataDir: oldDir, file: oldFile, now: new Date(), secretKeyFromEnv: true });
    } finally {
      await old.close();
    }
    const target = path.join(tmp, 'restored-old');
    const result = await restoreBackup({ file: oldFile, dataDir: target, migrations });
    expect(result.migratedForward).toEqual(all.slice(-2).map((f) => f.replace(/\.sql$/, '')));
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      expect(await migrate(restored, migrations)).toEqual([]);
      expect((await counts(restored)).users).toBe(1);
    } finally {
      await restored.close();
    }
  });
});
