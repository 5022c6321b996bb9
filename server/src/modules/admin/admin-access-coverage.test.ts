// The station comes from admin-access.fixtures.ts (createTestApp). Like the table's other files, this one runs on
// PGlite only (onceOnly in vitest.config.ts): the same routes ask the same SQL on both engines.
import { describe, expect, it } from 'vitest';
import { t, users, adminAccessStation } from './admin-access.fixtures.ts';
import { adminRoutesPeople } from './admin-access-people.fixtures.ts';
import { adminRoutesMusic } from './admin-access-music.fixtures.ts';
import { adminRoutesSettings } from './admin-access-settings.fixtures.ts';
import { adminRoutesGiving } from './admin-access-giving.fixtures.ts';

adminAccessStation();

const adminRouteTable = [...adminRoutesPeople, ...adminRoutesMusic, ...adminRoutesSettings, ...adminRoutesGiving];

it('covers every route under /api/admin', () => {
  const registered = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin')).map((r) => `${r.method} ${r.url}`);
  const listed = adminRouteTable.map((r) => `${r.method} ${r.route}`);
  expect(registered.filter((r) => !listed.includes(r))).toEqual([]);
  expect(listed.filter((r) => !registered.includes(r))).toEqual([]);
});

// A member's own data (issue 29): signed in, each for themselves, whatever their role.
describe('a member’s own data routes', () => {
  it('GET /api/auth/export: a visitor 401, every signed-in role their own file', async () => {
    expect((await t.app.inject({ url: '/api/auth/export' })).statusCode).toBe(401);
    for (const role of ['member', 'broadcaster', 'admin'] as const) {
      const res = await t.app.inject({ url: '/api/auth/export', headers: users[role].auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile.id).toBe(users[role].id);
    }
  });
  it('passkeys: a visitor 401 on each route, every signed-in role their own list and options', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/options'],
      ['POST', '/api/auth/passkeys', { name: 'Key', response: {} }],
      ['DELETE', `/api/auth/passkeys/${id}`, { password: 'x' }],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ['member', 'broadcaster', 'admin'] as const) {
      expect((await t.app.inject({ url: '/api/auth/passkeys', headers: users[role].auth })).json()).toEqual({ passkeys: [] });
      const options = await t.app.inject({ method: 'POST', url: '/api/auth/passkeys/options', headers: users[role].auth });
      expect(options.json<{ user: { name: string } }>().user.name).toBe(users[role].username);
      // Removing asks for the account's own password first: a wrong one is 403 for every role.
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/passkeys/${id}`,
        headers: users[role].auth,
        payload: { password: 'x' },
      });
      expect(del.statusCode).toBe(403);
    }
  });
  it('DELETE /api/auth/account: a visitor 401, a wrong password 403 for any role', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { password: 'x' } })).statusCode).toBe(401);
    for (const role of ['member', 'broadcaster', 'admin'] as const) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: users[role].auth,
        payload: { password: 'not it' },
      });
      expect(res.statusCode, res.body).toBe(403);
    }
  });
});
