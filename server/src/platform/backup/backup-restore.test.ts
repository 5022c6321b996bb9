// The station comes from backup.fixtures.ts (createTestApp), so this file runs on both databases.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServerUrl } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { tracks } from '../../db/schema/radio.ts';
import { databaseUrl } from '../../test/test-db-names.ts';
import { stationTables } from './backup.ts';
import { BackupError } from './format.ts';
import { readManifest, restoreBackup } from './restore.ts';
import { counts, musicSums, rewrite, onServer, t, tmp, dataDir, file, migrations, backupStation } from './backup.fixtures.ts';

describe('station backups', { timeout: 180_000 }, () => {
  backupStation();

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
});
