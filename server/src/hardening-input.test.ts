// The defects found by the outside review (issue 9), one describe per numbered defect.
// Each failed on the main of 2026-11-22 and must keep passing.
// The station comes from hardening.fixtures.ts (createTestApp), so this file runs on both databases.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { human } from './test/requests.ts';
import { t, ruth, admin, hardeningStation, thread, pngClaiming, upload } from './hardening.fixtures.ts';

hardeningStation();

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
