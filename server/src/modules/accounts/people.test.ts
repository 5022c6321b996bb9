import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleMessages } from '@selah/contracts/admin-people';
import type { AdminUser, AdminUserPage } from '@selah/contracts/admin-people';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { human } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_james' });
});
afterAll(() => t.close());

let ip = 0;
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
const password = 'correct horse battery';
/** A real member (signed up with a password), answering their id and session token. */
async function signUp(username: string, displayName = username) {
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
const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: freshIp(), payload: { username, password } });
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>, who: TestUser = admin) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const auditOf = async (targetId: string) =>
  (await call('GET', `/api/admin/audit?targetId=${targetId}`)).json<{
    entries: Array<{ action: string; summary: string; before: unknown; after: unknown }>;
  }>().entries;

describe('finding members', () => {
  it('searches username, display name and email, with roles, post counts and pages', async () => {
    const ruth = await createTestUser(t.app.db, { username: 'ruth_moabite', displayName: 'Ruth of Moab' });
    await createTestUser(t.app.db, { username: 'boaz_b', displayName: 'Boaz', role: 'broadcaster' });
    const thread = await postThread(t, ruth);
    await postReply(t, ruth, thread);
    await postReply(t, ruth, thread);

    const byName = (await call('GET', '/api/admin/users?query=MOAB')).json<AdminUserPage>();
    expect(byName.users.map((u) => u.username)).toEqual(['ruth_moabite']);
    expect(byName.users[0]).toMatchObject({ displayName: 'Ruth of Moab', role: 'member', threads: 1, replies: 2, suspendedAt: null });
    expect((await call('GET', '/api/admin/users?query=Boaz')).json<AdminUserPage>().users[0]!.role).toBe('broadcaster');
    expect((await call('GET', '/api/admin/users?query=ruth_moabite@example')).json<AdminUserPage>().total).toBe(1);
    expect((await call('GET', '/api/admin/users?query=%25')).json<AdminUserPage>().total).toBe(0);
    const broadcasters = (await call('GET', '/api/admin/users?role=broadcaster')).json<AdminUserPage>();
    expect(broadcasters.users.every((u) => u.role === 'broadcaster')).toBe(true);

    const page1 = (await call('GET', '/api/admin/users?limit=1&page=1')).json<AdminUserPage>();
    const page2 = (await call('GET', '/api/admin/users?limit=1&page=2')).json<AdminUserPage>();
    expect(page1.pages).toBe(page1.total);
    expect(page1.users[0]!.id).not.toBe(page2.users[0]!.id);
  });

  it('shows a member with their posts and the reports they sent', async () => {
    const author = await createTestUser(t.app.db);
    const reporter = await createTestUser(t.app.db);
    const thread = await postThread(t, author, 'Thanks for the prayers');
    const reply = await postReply(t, author, thread, 'Still thankful today');
    await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { targetType: 'comment', targetId: reply, reason: 'spam' },
    });
    const detail = (await call('GET', `/api/admin/users/${author.id}`)).json<{
      user: AdminUser;
      threads: unknown[];
      replies: Array<{ content: string }>;
    }>();
    expect(detail.user.reportsAgainst).toBe(1);
    expect(detail.threads).toHaveLength(1);
    expect(detail.replies.map((r) => r.content)).toEqual(['Still thankful today']);
    const sent = (await call('GET', `/api/admin/users/${reporter.id}`)).json<{ reports: Array<{ targetId: string; reason: string }> }>();
    expect(sent.reports).toEqual([expect.objectContaining({ targetId: reply, reason: 'spam' })]);
    const missing = await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(peopleMessages.userNotFound);
  });
});

describe('roles', () => {
  it('makes a member a broadcaster: their own login then opens the live source mount', async () => {
    const naomi = await signUp('naomi');
    const radio = t.app.service('radio');
    expect(await radio.verifyBroadcaster('naomi', password)).toBe(false);
    const res = await call('PUT', `/api/admin/users/${naomi.id}/role`, { role: 'broadcaster' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUser>().role).toBe('broadcaster');
    expect(await radio.verifyBroadcaster('naomi', password)).toBe(true);
    expect(await radio.verifyBroadcaster('naomi', 'wrong password')).toBe(false);
    expect((await me(naomi.token)).json<{ role: string }>().role).toBe('broadcaster');
    const [line] = await auditOf(naomi.id);
    expect(line).toMatchObject({
      action: 'people.role',
      summary: 'Made naomi a broadcaster',
      before: { role: 'member' },
      after: { role: 'broadcaster' },
    });
  });

  it('refuses a role that does not exist with a sentence, and changes nothing', async () => {
    const m = await createTestUser(t.app.db);
    const res = await call('PUT', `/api/admin/users/${m.id}/role`, { role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(peopleMessages.badRole);
    expect((await call('GET', `/api/admin/users/${m.id}`)).json<{ user: AdminUser }>().user.role).toBe('member');
    expect(await auditOf(m.id)).toEqual([]);
  });
});

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
