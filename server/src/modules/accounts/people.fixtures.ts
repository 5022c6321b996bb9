import { afterAll, beforeAll, expect } from 'vitest';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { human } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
export let t: TestApp;
export let admin: TestUser;
/** A station with an admin (made before the file's tests, closed after). */
export function peopleStation() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_james' });
  });
  afterAll(() => t.close());
}

export let ip = 0;
export const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
export const password = 'correct horse battery';
/** A real member (signed up with a password), answering their id and session token. */
export async function signUp(username: string, displayName = username) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: freshIp(),
    payload: {
      username,
      displayName,
      email: `${username}@example.org`,
      password,
      confirmPassword: password,
      country: 'US',
      city: '',
      ...human(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { id: body.user.id, token: body.token };
}
export const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: freshIp(), payload: { username, password } });
export const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
export const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>, who: TestUser = admin) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
export const auditOf = async (targetId: string) =>
  (await call('GET', `/api/admin/audit?targetId=${targetId}`)).json<{
    entries: Array<{ action: string; summary: string; before: unknown; after: unknown }>;
  }>().entries;
