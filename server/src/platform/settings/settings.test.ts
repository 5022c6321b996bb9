import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { MemoryBus } from '../bus/memory-bus.ts';
import { loadSecretKey, secretBox } from './secret-box.ts';
import { createSettings, settingsPart } from './settings.ts';

const mail = settingsPart({
  key: 'test.mail',
  schema: z.object({ host: z.string(), user: z.string().optional(), password: z.string().optional() }),
  secrets: ['password'],
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const raw = async (key: string) =>
  (await queryRows<{ value: Record<string, unknown> }>(database.db, sql`SELECT value FROM settings WHERE key = ${key}`))[0]?.value;

describe('settings', () => {
  it('keeps a secret sealed in the database, opens it for the code that uses it, and says only whether it is set', async () => {
    const bus = new MemoryBus();
    const settings = createSettings({ db: database.db, box: secretBox(crypto.randomBytes(32)), bus });
    expect(await settings.read(mail)).toBeNull();
    expect(await settings.secretsSet(mail)).toEqual({ password: false });

    await settings.write(mail, { host: 'smtp.example.org', user: 'radio', password: 'hunter2 and more' });
    const stored = await raw('test.mail');
    expect(stored).toMatchObject({ host: 'smtp.example.org', user: 'radio' });
    expect(JSON.stringify(stored)).not.toContain('hunter2');
    expect(String(stored!.password)).toMatch(/^enc:v1:/);
    expect(await settings.read(mail)).toEqual({ host: 'smtp.example.org', user: 'radio', password: 'hunter2 and more' });
    expect(await settings.secretsSet(mail)).toEqual({ password: true });

    // The console sends a secret only when someone types a new one: left out, it is kept.
    await settings.write(mail, { host: 'mail.example.org', user: 'radio' });
    expect(await settings.read(mail)).toEqual({ host: 'mail.example.org', user: 'radio', password: 'hunter2 and more' });
    // An empty value clears it.
    await settings.write(mail, { host: 'mail.example.org', password: '' });
    expect(await settings.read(mail)).toEqual({ host: 'mail.example.org' });
    expect(await settings.secretsSet(mail)).toEqual({ password: false });
    await bus.close();
  });

  it('a change made by one instance is read by the others at once (their caches are emptied over the bus)', async () => {
    const bus = new MemoryBus();
    const box = secretBox(crypto.randomBytes(32));
    const a = createSettings({ db: database.db, box, bus });
    const b = createSettings({ db: database.db, box, bus });
    await a.write(mail, { host: 'first.example.org' });
    expect(await b.read(mail)).toMatchObject({ host: 'first.example.org' });
    await a.write(mail, { host: 'second.example.org' });
    expect(await b.read(mail)).toMatchObject({ host: 'second.example.org' });
    await b.remove(mail);
    expect(await a.read(mail)).toBeNull();
    await bus.close();
  });

  it('a secret sealed with another key cannot be opened', async () => {
    const bus = new MemoryBus();
    await createSettings({ db: database.db, box: secretBox(crypto.randomBytes(32)), bus }).write(mail, { host: 'h', password: 'p' });
    const other = createSettings({ db: database.db, box: secretBox(crypto.randomBytes(32)), bus });
    await expect(other.read(mail)).rejects.toThrow();
    await bus.close();
  });
});

describe('the settings key', () => {
  it('is made once in the data folder, owner-only, and read back the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-key-'));
    try {
      const first = loadSecretKey(undefined, dir);
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
      expect(loadSecretKey(undefined, dir).equals(first)).toBe(true);
      const fromEnv = crypto.randomBytes(32);
      expect(loadSecretKey(fromEnv, dir)).toBe(fromEnv);
      fs.writeFileSync(path.join(dir, 'secret.key'), 'not a key');
      expect(() => loadSecretKey(undefined, dir)).toThrow(/does not hold a settings key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
