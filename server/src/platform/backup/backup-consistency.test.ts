// The station comes from backup.fixtures.ts (createTestApp), so this file runs on both databases.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { threads } from '../../db/schema/community.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { createBackup } from './backup.ts';
import { readManifest, restoreBackup } from './restore.ts';
import { counts, t, tmp, dataDir, migrations, backupStation } from './backup.fixtures.ts';

describe('station backups', { timeout: 180_000 }, () => {
  backupStation();

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
