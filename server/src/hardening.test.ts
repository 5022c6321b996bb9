// The defects found by the outside review (issue 9), one describe per numbered defect.
// Each failed on the main of 2026-11-22 and must keep passing.
import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from './modules/accounts/index.ts';
import { createTestUser, type TestUser } from './test/fixtures.ts';
import { human, multipartFile } from './test/requests.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let ruth: TestUser;
let admin: TestUser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-hardening-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  ruth = await createTestUser(t.app.db, { username: 'ruth_h' });
  admin = await createTestUser(t.app.db, { username: 'admin_h', role: 'admin' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const thread = (user: TestUser, extra: Record<string, unknown> = {}, headers: Record<string, string> = user.auth) =>
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

describe('2. the posting limit is per member, however the token is written', () => {
  it('answers 429 on the sixth thread in ten minutes across header spellings and fresh logins', async () => {
    const member = await createTestUser(t.app.db, { username: 'fast_poster' });
    const second = await createTestUser(t.app.db, { username: 'other_poster' });
    const spellings = [
      `Bearer ${member.token}`,
      `bearer ${member.token}`,
      `BEARER  ${member.token}`,
      `Bearer\t${member.token}`,
      `bEaReR ${member.token}`,
    ];
    for (const authorization of spellings) expect((await thread(member, {}, { authorization })).statusCode).toBe(201);
    // A new sign-in brings no new allowance.
    const freshToken = await startSession(t.app.db, member.id, 'vitest', t.app.clock.now());
    const sixth = await thread(member, {}, { authorization: `Bearer ${freshToken}` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('rate_limit');
    // Someone else is not slowed by it.
    expect((await thread(second)).statusCode).toBe(201);
  });
});

describe('3. nothing public ties an anonymous post to its author', () => {
  it('leaves anonymous threads and the author’s replies in them out of public stats and lists', async () => {
    const author = await createTestUser(t.app.db, { username: 'quiet_author', displayName: 'Quiet Author' });
    const stranger = await createTestUser(t.app.db, { username: 'curious_one' });
    expect((await thread(author)).statusCode).toBe(201);
    const statsBefore = (await t.app.inject(`/api/users/${author.id}/stats`)).json();
    const anon = (await thread(author, { anonymous: true, title: 'A private struggle' })).json();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/community/threads/${anon.id}/comments`,
      headers: author.auth,
      payload: { content: 'Thank you all for praying.', ...human() },
    });
    expect(reply.statusCode).toBe(201);
    const statsAfter = (await t.app.inject({ url: `/api/users/${author.id}/stats`, headers: stranger.auth })).json();
    expect(statsAfter).toEqual(statsBefore);
    const comments = (await t.app.inject({ url: `/api/community/threads/${anon.id}/comments`, headers: stranger.auth })).json();
    expect(comments[0].author.displayName).toBe('Anonymous Member');
    expect(JSON.stringify(comments)).not.toContain('quiet_author');
    const publicComments = (await t.app.inject(`/api/users/${author.id}/comments`)).json();
    expect(JSON.stringify(publicComments)).not.toContain('A private struggle');
    // Staff still see who, and so does the author.
    const staffView = (await t.app.inject({ url: `/api/community/threads/${anon.id}/comments`, headers: admin.auth })).json();
    expect(staffView[0].author.username).toBe('quiet_author');
    expect((await t.app.inject({ url: `/api/users/${author.id}/stats`, headers: author.auth })).json().discussions).toBe(2);
  });
});

/** A PNG that claims width×height in its header, with a token of data: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
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

const upload = (user: TestUser, bytes: Buffer) => {
  const { payload, contentType } = multipartFile('avatar', 'me.png', bytes, 'image/png');
  return t.app.inject({ method: 'POST', url: '/api/auth/avatar', headers: { ...user.auth, 'content-type': contentType }, payload });
};

describe('5 and 6. bad input answers 400 with a sentence, never 500', () => {
  const nul = 'hello\u0000world';
  const cases: Array<[string, string, Record<string, unknown>, boolean]> = [
    [
      'POST',
      '/api/auth/signup',
      {
        username: nul,
        email: 'a@example.org',
        password: 'long enough pw',
        confirmPassword: 'long enough pw',
        country: 'US',
        city: 'bowling-green-ky',
      },
      false,
    ],
    ['POST', '/api/auth/login', { username: nul, password: 'whatever pw' }, false],
    [
      'POST',
      '/api/contact',
      { name: nul, email: 'a@example.org', contactReason: 'prayer', subject: 'Hello there', message: 'A message long enough.' },
      false,
    ],
    ['POST', '/api/newsletter', { email: `a${nul}@example.org` }, false],
    ['POST', '/api/community/threads', { title: nul, category: 'prayer', content: 'Long enough content here.' }, true],
    ['POST', '/api/community/threads', { title: 'Long enough title', category: 'prayer', content: `Long enough ${nul} content.` }, true],
    ['PATCH', '/api/auth/profile', { bio: nul }, true],
  ];
  it.each(cases)('%s %s with a NUL byte', async (method, url, body, auth) => {
    const res = await t.app.inject({ method: method as 'POST', url, headers: auth ? ruth.auth : {}, payload: { ...body, ...human() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/control characters/);
  });

  it('answers a tampered or foreign page cursor with 400', async () => {
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    const variants = [
      'not base64 at all!!',
      b64('garbage'),
      b64([]),
      b64([1, 2]),
      b64([true, 'not-a-date', id]),
      b64([true, '2026-01-01T00:00:00Z', 'x']),
      b64({ sort: 'recent', isPinned: 'yes', lastActivityAt: '2026-01-01T00:00:00Z', id }),
      b64({ sort: 'recent', isPinned: true, lastActivityAt: '2026-13-45T00:00:00Z', id }),
      b64({ sort: 'popular', score: 1e30, id }),
      b64({ sort: 'popular', score: -1, id }),
      b64({ sort: 'search', rank: 'drop table', id }),
      b64({ sort: 'search', rank: '0.5', id }),
      b64(null),
      b64(42),
      b64('"x"'),
      b64({ sort: 'recent' }),
      'a'.repeat(3000),
    ];
    for (const cursor of variants) {
      const res = await t.app.inject({ url: `/api/community/threads?cursor=${encodeURIComponent(cursor)}` });
      expect.soft(res.statusCode, cursor).toBe(400);
    }
  });

  it('answers an impossible schedule date, an empty moderation and a bad avatar with 400', async () => {
    for (const date of ['2026-13-45', '2026-02-30', '0000-00-00']) {
      const res = await t.app.inject(`/api/schedule?date=${date}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Use a real date like 2026-11-22');
    }
    const anyThread = (await thread(admin)).json();
    const moderate = await t.app.inject({
      method: 'POST',
      url: `/api/community/threads/${anyThread.id}/moderate`,
      headers: admin.auth,
      payload: {},
    });
    expect(moderate.statusCode).toBe(400);
    const good = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const truncated = await upload(ruth, good.subarray(0, Math.floor(good.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/could not be read/);
  });

  it('refuses a 16000×16000 PNG from its header, without decoding it', async () => {
    const bomb = pngClaiming(16000, 16000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload(ruth, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('too_many_pixels');
  });
});

describe('10 and 11. headers, framework errors, empty bodies', () => {
  it('lets other sites embed the playlists and the public status, while the API stays same-origin', async () => {
    for (const url of ['/listen.m3u', '/listen.pls', '/api/stream/status']) {
      const res = await t.app.inject(url);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const api = await t.app.inject('/api/community/threads');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers framework errors in its own words and codes', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'The request body is not valid JSON.', error: 'bad_json' });
    const badUrl = await t.app.inject('/api/community/threads/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(JSON.stringify(badUrl.json())).not.toMatch(/FST_|%E0/);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooBig.json().error).toBe('too_large');
  });

  it('takes a bare POST with a JSON content type and no body (logout)', async () => {
    const member = await createTestUser(t.app.db, { username: 'leaving_now' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...member.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('sends HSTS only over HTTPS, and lets websockets reach this host only', async () => {
    const plain = await t.app.inject({ url: '/api/health', headers: { host: 'radio.example.org' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const csp = String(plain.headers['content-security-policy']);
    expect(csp).toContain('connect-src');
    expect(csp).not.toMatch(/connect-src[^;]*\sws:(\s|;)/);
    expect(csp).toContain('ws://radio.example.org');
  });
});

describe('lone surrogates (text that is not Unicode) are refused with 400, never a 500', () => {
  const lone = 'Praise \ud800 night';
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['POST', '/api/admin/playlists', { name: lone }],
    ['POST', '/api/admin/playlists', { name: 'Low \udfff end' }],
    ['POST', '/api/live/start', { title: lone }],
    ['POST', '/api/admin/live/start', { title: lone }],
    ['POST', '/api/community/threads', { title: `Long enough ${lone}`, category: 'prayer', content: 'Long enough content here.' }],
    ['PATCH', '/api/auth/profile', { bio: lone }],
    ['POST', '/api/chat/messages', { message: lone }],
    ['POST', '/api/chat/messages', { message: 'hello', username: lone }],
  ];
  it.each(cases)('%s %s', async (method, url, body) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      // JSON.stringify writes a lone surrogate as the escape \ud800, as a hostile client would send it.
      payload: JSON.stringify({ ...body, ...human() }),
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('a lone surrogate in a query string or a key is refused too', async () => {
    expect((await t.app.inject({ url: '/api/search?q=%ED%A0%80' })).statusCode).toBeLessThan(500);
    const key = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { ...ruth.auth, 'content-type': 'application/json' },
      payload: '{"bio":"fine","\\ud800":"x"}',
    });
    expect(key.statusCode).toBe(400);
  });
});
