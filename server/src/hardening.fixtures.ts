import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestUser, type TestUser } from './test/fixtures.ts';
import { human, multipartFile } from './test/requests.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
export let t: TestApp;
export let ruth: TestUser;
export let admin: TestUser;
// Each file's own, made in its beforeAll.
export let dataDir: string;
/** A station with a member and an admin (made before the file's tests, closed after). */
export function hardeningStation() {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-hardening-'));
    t = await createTestApp({ dataDir });
    ruth = await createTestUser(t.app.db, { username: 'ruth_h' });
    admin = await createTestUser(t.app.db, { username: 'admin_h', role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export const thread = (user: TestUser, extra: Record<string, unknown> = {}, headers: Record<string, string> = user.auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/community/threads',
    headers,
    payload: {
      title: 'Prayer for my family',
      category: 'prayer',
      content: 'Please pray for us this week, thank you.',
      ...human(),
      ...extra,
    },
  });

/** A PNG that claims width×height in its header, with a token of data: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const upload = (user: TestUser, bytes: Buffer) => {
  const { payload, contentType } = multipartFile('avatar', 'me.png', bytes, 'image/png');
  return t.app.inject({ method: 'POST', url: '/api/auth/avatar', headers: { ...user.auth, 'content-type': contentType }, payload });
};
