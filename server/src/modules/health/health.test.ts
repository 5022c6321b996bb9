import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createHealthService } from './health.service.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-health-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the health check', () => {
  it('answers ok while the tables read and the data folder takes writes', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    expect(fs.existsSync(path.join(dataDir, '.health-probe'))).toBe(false);
  });

  it('answers 503 naming a full or read-only disk', async () => {
    const full = createHealthService({
      db: t.app.db,
      dbKind: 'pglite',
      dataDir,
      statfs: async () => ({ bavail: 10, bsize: 4096 }),
      probeWrite: async () => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    });
    const health = await full.check();
    expect(health.ok).toBe(false);
    expect(health).toMatchObject({
      problems: [
        { check: 'disk', message: expect.stringMatching(/MB free/) },
        { check: 'disk', message: expect.stringContaining('ENOSPC') },
      ],
    });
  });

  it('answers 503 when a table cannot be read (lost or corrupted), though SELECT 1 still works', async () => {
    await t.app.db.execute(sql`ALTER TABLE chat_messages RENAME TO chat_messages_lost`);
    try {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ ok: false, problems: [{ check: 'database', message: expect.stringContaining('chat_messages') }] });
    } finally {
      await t.app.db.execute(sql`ALTER TABLE chat_messages_lost RENAME TO chat_messages`);
    }
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
