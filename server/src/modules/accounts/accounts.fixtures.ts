import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { human } from '../../test/requests.ts';
export let t: TestApp;
// Each file's own, made in its beforeAll.
export let dataDir: string;
/** A station with a folder of its own for avatars (made before the file's tests, closed after). */
export function accountsStation() {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-accounts-'));
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export let ipCounter = 0;
export const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
export const signupBody = (name: string, extra: Record<string, unknown> = {}) => ({
  username: name,
  email: `${name.toLowerCase()}@example.org`,
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  country: 'US',
  city: 'bowling-green-ky',
  ...human(),
  ...extra,
});
export const signup = (body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: ip });
export const login = (username: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
export const accounts = () => t.app.service('accounts').accounts;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
