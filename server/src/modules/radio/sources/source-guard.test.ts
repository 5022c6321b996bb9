import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const stationPassword = 'live-secret-123';
beforeAll(async () => {
  t = await createTestApp({ stationSourcePassword: stationPassword });
});
afterAll(() => t.close());

const put = (user: string, pass: string, ip: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/live',
    headers: { authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
    payload: Buffer.alloc(0),
    remoteAddress: ip,
  });

it('the live source login is under the sign-in guard: guessing from one address ends in 429 with Retry-After', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 200; i++) statuses.push((await put('source', `guess-${i}`, '198.51.100.40')).statusCode);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
  expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  const blocked = await put('source', stationPassword, '198.51.100.40');
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // Another address with the right password still gets past the login (no engine here: 503, not 401/429).
  expect((await put('source', stationPassword, '198.51.100.41')).statusCode).toBe(503);
});

it('guessing a broadcaster’s own password slows strangers down on that account', async () => {
  await createTestUser(t.app.db, { username: 'dj_guarded', role: 'broadcaster' });
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await put('dj_guarded', `guess-${i}`, `198.51.100.${50 + i}`)).statusCode);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5)).toContain(429);
});

it('the metadata update is under the same guard; a request without credentials (libshout’s first) does not count', async () => {
  const meta = (pass: string | null, ip: string) =>
    t.app.inject({
      url: '/admin/metadata?mode=updinfo&mount=/live&song=Amazing%20Grace',
      headers: pass === null ? {} : { authorization: `Basic ${Buffer.from(`source:${pass}`).toString('base64')}` },
      remoteAddress: ip,
    });
  for (let i = 0; i < 40; i++) expect((await meta(null, '198.51.100.70')).statusCode).toBe(401);
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await meta(`guess-${i}`, '198.51.100.71')).statusCode);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  // The address that sent no credentials was never slowed: with the right password it gets past the login.
  expect((await meta(stationPassword, '198.51.100.70')).statusCode).not.toBe(429);
});
