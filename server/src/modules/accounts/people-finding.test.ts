// The station comes from people.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { peopleMessages } from '@selah/contracts/admin-people';
import type { AdminUser, AdminUserPage } from '@selah/contracts/admin-people';
import { createTestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { t, peopleStation, password, signUp, me, call, auditOf } from './people.fixtures.ts';

peopleStation();

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
