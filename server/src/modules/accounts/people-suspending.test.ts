// The station comes from people.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { peopleMessages } from '@selah/contracts/admin-people';
import type { AdminUser } from '@selah/contracts/admin-people';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { human } from '../../test/requests.ts';
import { createTestApp } from '../../test/test-app.ts';
import { t, admin, peopleStation, password, signUp, login, me, call, auditOf } from './people.fixtures.ts';

peopleStation();

describe('the last admin', () => {
  it('cannot be made a member; with a second admin it can', async () => {
    const own = await createTestApp();
    try {
      const only = await createTestUser(own.app.db, { role: 'admin' });
      const demote = (id: string, who: TestUser) =>
        own.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, headers: who.auth, payload: { role: 'member' } });
      const refused = await demote(only.id, only);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(peopleMessages.lastAdmin);
      expect((await own.app.inject({ url: '/api/auth/me', headers: only.auth })).json<{ role: string }>().role).toBe('admin');
      const second = await createTestUser(own.app.db, { role: 'admin' });
      expect((await demote(only.id, second)).statusCode).toBe(200);
      expect((await demote(second.id, second)).statusCode).toBe(409);
    } finally {
      await own.close();
    }
  });
});

describe('suspending', () => {
  it('ends every session at once, refuses sign-in, posting and the live mount; restore lets them back', async () => {
    const eli = await signUp('eli_priest');
    await t.app.inject({ method: 'PUT', url: `/api/admin/users/${eli.id}/role`, headers: admin.auth, payload: { role: 'broadcaster' } });
    const second = (await login('eli_priest')).json<{ token: string }>().token;
    expect((await me(eli.token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);

    const res = await call('POST', `/api/admin/users/${eli.id}/suspend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUser>().suspendedAt).not.toBeNull();
    expect((await me(eli.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: { authorization: `Bearer ${second}` },
      payload: { ...human(), title: 'Still here?', category: 'testimonies', content: 'Trying to post while suspended.' },
    });
    expect(post.statusCode).toBe(401);
    const again = await login('eli_priest');
    expect(again.statusCode).toBe(403);
    expect(again.json<{ message: string }>().message).toBe(peopleMessages.suspended);
    expect(await t.app.service('radio').verifyBroadcaster('eli_priest', password)).toBe(false);
    expect((await auditOf(eli.id))[0]).toMatchObject({
      action: 'people.suspend',
      before: { suspended: false },
      after: { suspended: true },
    });

    const twice = await call('POST', `/api/admin/users/${eli.id}/suspend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(peopleMessages.alreadySuspended);

    expect((await call('POST', `/api/admin/users/${eli.id}/restore`)).statusCode).toBe(200);
    expect((await login('eli_priest')).statusCode).toBe(200);
    expect((await auditOf(eli.id))[0]).toMatchObject({ action: 'people.restore', after: { suspended: false } });
    const notSuspended = await call('POST', `/api/admin/users/${eli.id}/restore`);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json<{ message: string }>().message).toBe(peopleMessages.notSuspended);
  });

  it('does not suspend an admin or oneself', async () => {
    const other = await createTestUser(t.app.db, { role: 'admin' });
    const res = await call('POST', `/api/admin/users/${other.id}/suspend`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(peopleMessages.suspendAdmin);
    const self = await call('POST', `/api/admin/users/${admin.id}/suspend`);
    expect(self.statusCode).toBe(400);
    expect(self.json<{ message: string }>().message).toBe(peopleMessages.notYourself);
    expect((await me(other.token)).statusCode).toBe(200);
  });
});
