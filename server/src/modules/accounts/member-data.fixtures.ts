import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fixedClock, type TestClock } from '../../platform/time/clock.ts';
export let t: TestApp;
export let admin: TestUser;
export let other: TestUser;
export const password = 'still waters run deep';
// Each file's own, made in its beforeAll.
export let clock: TestClock;

/** A station on a clock that stands still, with an admin and another member (made before the file's tests, closed after). */
export function memberDataStation() {
  beforeAll(async () => {
    // Time stands still (an hour ahead of the forms' render times): the sign-in guard's waits never run
    // out during the test, however slow the machine.
    clock = fixedClock(new Date(Date.now() + 3600_000).toISOString());
    t = await createTestApp(
      {
        publicUrl: 'https://radio.example.org',
        limits: { ...loadConfig({ NODE_ENV: 'test' }).limits, minFormMs: 0, signupsPerHour: 50 },
      },
      { clock },
    );
    admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_ann' });
    other = await createTestUser(t.app.db, { username: 'silas', displayName: 'Silas Other' });
  });
  afterAll(() => t.close());
}

/** A member signed up through the form (a real password), as `TestUser`. */
export async function signUp(username: string): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, email: `${username}@example.org`, password, confirmPassword: password, hp: '', renderAt: 0 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token, user } = res.json<{ token: string; user: { id: string } }>();
  return { id: user.id, username, role: 'member', token, auth: { authorization: `Bearer ${token}` } };
}

export async function give(who: TestUser, amount: number) {
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/payments/intent',
    headers: who.auth,
    payload: { amount, currency: 'usd' },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const cookie = String(intent.headers['set-cookie']).split(';')[0]!;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/intent/${intent.json<{ id: string }>().id}/confirm`,
    headers: { cookie },
    payload: { token: `tok_test_success_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`, brand: 'Visa', last4: '4242' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

export const deleteOwn = (who: TestUser, body: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: who.auth, payload: body as object, remoteAddress });
