import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { testServerUrl } from '../../config.ts';
import { type Database } from '../../db/client.ts';
import { threads } from '../../db/schema/community.ts';
import { tracks } from '../../db/schema/radio.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBackup, stationTables } from './backup.ts';
import { readTar, TarWriter } from './tar.ts';
/** Every table's row count. */
export const counts = (database: Database) =>
  database.session(async (s) => {
    const out: Record<string, number> = {};
    for (const t of await stationTables(s)) out[t] = Number((await s.query<{ n: string }>(`SELECT count(*) AS n FROM "${t}"`))[0]!.n);
    return out;
  });

/** sha256 of every file under DATA_DIR/music, by relative path. */
export function musicSums(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'music');
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const abs = path.join(root, f);
    if (fs.statSync(abs).isFile()) out[f] = crypto.createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
  }
  return out;
}

/** Copies a backup with `change` applied to its entries, the manifest's counts and checksums made to match. */
export async function rewrite(from: string, to: string, change: (name: string, data: Buffer) => Buffer) {
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

export async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export let t: TestApp;
export let tmp: string;
export let dataDir: string;
export let file: string;
export const migrations = path.resolve(import.meta.dirname, '../../db/migrations');

/** A station with members, threads, a track and files, and a backup of it (made before the file's tests, closed after). */
export function backupStation() {
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
}
