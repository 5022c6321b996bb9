// The answers of a station setting itself up, and the calls its tests share.
import type { TestApp } from '../../test/test-app.ts';
export const station: Record<string, string> = {
  name: 'Grace Chapel Radio',
  shortName: 'Grace Chapel',
  tagline: 'Hope for the Ozarks',
  city: 'Springfield, MO',
  timezone: 'America/Chicago',
  accent: '#1d4ed8',
  contactEmail: 'office@gracechapel.example',
};
export const admin = { username: 'pastor_ruth', email: 'ruth@gracechapel.example', password: 'a long and faithful passphrase' };

export const setupWith = (t: TestApp, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/setup', payload: body });
export const codeOf = (t: TestApp) => t.app.service('setup').setup.pendingCode()!;
export const get = async <T>(t: TestApp, url: string, auth?: { authorization: string }) =>
  (await t.app.inject({ url, ...(auth ? { headers: auth } : {}) })).json<T>();
