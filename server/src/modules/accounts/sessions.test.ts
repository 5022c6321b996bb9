import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { deviceName, networkOf } from './device.ts';
import { createPlaces } from './places.ts';

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
    sessions: Array<{ id: string; device: string; place: string; network: string; current: boolean; lastSeenAt: string }>;
  }>().sessions;

describe('where a member is signed in', () => {
  it('lists each device with its place, marks this one, and signs one or all others out', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'user-agent': phone },
      remoteAddress: '81.2.69.142',
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
    const onLaptop = await signIn('martha_s', laptop, '::ffff:193.0.6.139');
    const atLibrary = await signIn('martha_s', library, '10.20.30.40');

    const seen = await list(onLaptop);
    // The place by address (DB-IP's country database), and the network without its last part.
    expect(seen.map((s) => [s.device, s.place, s.network, s.current]).sort()).toEqual(
      [
        ['Chrome on Android', 'United Kingdom', '81.2.69.x', false],
        ['Firefox on Windows', 'Local network', '10.20.30.x', false],
        ['Safari on Mac', 'Netherlands', '193.0.6.x', true],
      ].sort(),
    );
    // Nobody else's sessions, and no full address or token in the answer.
    const body = JSON.stringify(seen);
    expect(body).not.toMatch(/81\.2\.69\.142|193\.0\.6\.139|10\.20\.30\.40|Bearer/);

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
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.x');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::…');
    expect(networkOf('')).toBe('');
  });

  it('finds the country of real public addresses, IPv4 and IPv6, and says the truth of the rest', async () => {
    const places = createPlaces({ clock: fixedClock(new Date()) });
    const where = await places.lookup([
      '8.8.8.8',
      '::ffff:81.2.69.142',
      '200.160.2.3',
      '133.11.0.1',
      '2001:67c:2e8:22::c100:68b',
      '2a00:1450:4001:80e::200e',
      '127.0.0.1',
      '::1',
      '192.168.1.20',
      '100.64.3.4',
      'fd12:3456::1',
      '203.0.113.9',
      '2001:db8::1',
      '',
      'not an address',
    ]);
    expect(Object.fromEntries(where)).toEqual({
      '8.8.8.8': 'United States',
      '::ffff:81.2.69.142': 'United Kingdom',
      '200.160.2.3': 'Brazil',
      '133.11.0.1': 'Japan',
      '2001:67c:2e8:22::c100:68b': 'Netherlands',
      '2a00:1450:4001:80e::200e': 'Germany',
      '127.0.0.1': 'This machine',
      '::1': 'This machine',
      '192.168.1.20': 'Local network',
      '100.64.3.4': 'Local network',
      'fd12:3456::1': 'Local network',
      // Documentation ranges belong to no country.
      '203.0.113.9': 'Unknown place',
      '2001:db8::1': 'Unknown place',
      '': 'Unknown place',
      'not an address': 'Unknown place',
    });
  });

  it('says "Unknown place" for public addresses when the database is missing, and still knows local ones', async () => {
    const places = createPlaces({ clock: fixedClock(new Date()), database: () => '/nonexistent/dbip.mmdb' });
    const where = await places.lookup(['8.8.8.8', '10.0.0.7']);
    expect(where.get('8.8.8.8')).toBe('Unknown place');
    expect(where.get('10.0.0.7')).toBe('Local network');
  });
});
