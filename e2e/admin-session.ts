import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './admin';
import { signInAs } from './support';

/** Signs the page in as the e2e station's admin. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  const me = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: string;
    username: string;
    displayName: string;
  };
  await signInAs(page, { token, user: me });
  return token;
}
