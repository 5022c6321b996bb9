import { expect, type APIRequestContext } from '@playwright/test';

/** The e2e station's first admin, made by its setup in scripts/e2e-server.mjs. */
export const e2eAdmin = { username: 'e2e_admin', password: 'e2e-admin-password-1' };

let token: string | null = null;

export async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  const res = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(res.status(), 'admin login').toBe(200);
  token = ((await res.json()) as { token: string }).token;
  return token;
}

/** GET as the station's admin (to check what the site stored). */
export async function adminGet<T = Array<Record<string, string>>>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
