import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deviceName, placeOf } from './device.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { ...loadConfig({ NODE_ENV: 'test' }).limits, minFormMs: 0 } });
});
afterAll(() => t.close());

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const library = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

async function signIn(username: string, ua: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': ua },
    remoteAddress: ip,
    payload: { username, password: 'a quiet morning psalm' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}
const list = async (auth: { authorization: string }) =>
  (await t.app.inject({ url: '/api/auth/sessions', headers: auth })).json<{
    sessions: Array<{ id: string; device: string; place: string; current: boolean; lastSeenAt: string }>;
  }>().sessions;

describe('where a member is signed in', () => {
  it('lists each device with its place, marks this one, and signs one or all others out', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'user-agent': phone },
      remoteAddress: '203.0.113.24',
      payload: {
        username: 'martha_s',
        email: 'martha@example.org',
        password: 'a quiet morning psalm',
        confirmPassword: 'a quiet morning psalm',
        hp: '',
        renderAt: 0,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const onPhone = { authorization: `Bearer ${signup.json<{ token: string }>().token}` };
    const onLaptop = await signIn('martha_s', laptop, '198.51.100.7');
    const atLibrary = await signIn('martha_s', library, '192.0.2.200');

    const seen = await list(onLaptop);
    expect(seen.map((s) => [s.device, s.place, s.current]).sort()).toEqual(
      [
        ['Chrome on Android', '203.0.113.x', false],
        ['Firefox on Windows', '192.0.2.x', false],
        ['Safari on Mac', '198.51.100.x', true],
      ].sort(),
    );
    // Nobody else's sessions, and no full address or token in the answer.
    const body = JSON.stringify(seen);
    expect(body).not.toMatch(/203\.0\.113\.24|198\.51\.100\.7|192\.0\.2\.200|Bearer/);

    // The library computer is signed out from the laptop: its token stops working at once.
    const library_ = seen.find((s) => s.device === 'Firefox on Windows')!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${library_.id}`, headers: onLaptop })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: atLibrary })).statusCode).toBe(401);
    // Ending it again, or a session that is not theirs, is a 404 with a sentence; a bad id a 400.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${library_.id}`, headers: onLaptop });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toMatch(/not found/);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'someone_else',
        email: 'else@example.org',
        password: 'another long phrase',
        confirmPassword: 'another long phrase',
        hp: '',
        renderAt: 0,
      },
    });
    const stranger = { authorization: `Bearer ${other.json<{ token: string }>().token}` };
    const phoneSession = seen.find((s) => s.device === 'Chrome on Android')!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}`, headers: stranger })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/auth/me', headers: onPhone })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/not-a-uuid', headers: onLaptop })).statusCode).toBe(400);

    // Sign out everywhere else: the phone goes, this laptop stays.
    const all = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: onLaptop });
    expect(all.json()).toEqual({ ended: 1 });
    expect((await t.app.inject({ url: '/api/auth/me', headers: onPhone })).statusCode).toBe(401);
    expect((await list(onLaptop)).map((s) => s.device)).toEqual(['Safari on Mac']);
    expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  it('names devices and places as a person reads them', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0'),
    ).toBe('Edge on Windows');
    expect(deviceName('curl/8.5.0')).toBe('An app or program');
    expect(deviceName('')).toBe('Unknown device');
    expect(placeOf('::ffff:203.0.113.9')).toBe('203.0.113.x');
    expect(placeOf('127.0.0.1')).toBe('This machine');
    expect(placeOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::…');
    expect(placeOf('')).toBe('Unknown place');
  });
});
