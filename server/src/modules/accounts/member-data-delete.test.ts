// The station comes from member-data.fixtures.ts (createTestApp), so this file runs on both databases.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberDataMessages } from '@selah/contracts/member-data';
import { queryRows } from '../../db/client.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { t, admin, other, password, memberDataStation, signUp, give, deleteOwn } from './member-data.fixtures.ts';

memberDataStation();

describe('a member deletes their account', () => {
  it('refuses a wrong or missing password and keeps the account', async () => {
    const tim = await signUp('timothy');
    const wrong = await deleteOwn(tim, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(memberDataMessages.wrongPassword);
    const missing = await deleteOwn(tim, {});
    expect(missing.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/auth/me', headers: tim.auth })).statusCode).toBe(200);
  });

  it('stops guessing: after repeated wrong passwords even the right one waits', async () => {
    const guessed = await signUp('phoebe');
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await deleteOwn(guessed, { password: `guess number ${i}` }, '198.51.100.9')).statusCode);
    expect(codes).toContain(429);
    expect((await deleteOwn(guessed, { password }, '198.51.100.9')).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/auth/me', headers: guessed.auth })).statusCode).toBe(200);
  });

  it('ends every session, shows their posts by a former member, and keeps gifts without the account', async () => {
    const dorcas = await signUp('dorcas');
    const threadId = await postThread(t, dorcas, 'Dorcas shares a testimony');
    const replyId = await postReply(t, dorcas, threadId, 'Dorcas adds a word of thanks.');
    await postReply(t, other, threadId, 'Silas is grateful too.');
    await give(dorcas, 4200);
    await t.app.inject({ method: 'POST', url: '/api/prayer-team', headers: dorcas.auth });

    const members = async () => (await t.app.inject({ url: '/api/community/stats' })).json<{ totalMembers: number }>().totalMembers;
    const before = await members();
    const res = await deleteOwn(dorcas, { password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await members()).toBe(before - 1);
    expect(res.json().message).toBe(memberDataMessages.deleted);

    expect((await t.app.inject({ url: '/api/auth/me', headers: dorcas.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/export', headers: dorcas.auth })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dorcas', password } });
    expect(login.statusCode).toBe(401);

    const thread = (await t.app.inject({ url: `/api/community/threads/${threadId}`, headers: other.auth })).json();
    const shown = thread.thread ?? thread;
    expect(shown.title).toBe('Dorcas shares a testimony');
    expect(shown.authorInfo).toMatchObject({ id: null, displayName: 'Former member' });
    const comments = (await t.app.inject({ url: `/api/community/threads/${threadId}/comments`, headers: other.auth })).json();
    const list = JSON.stringify(comments);
    expect(list).toContain('Dorcas adds a word of thanks.');
    expect(list).not.toContain('dorcas@example.org');
    expect(list).not.toMatch(/"username":"dorcas"/);
    expect(list).toContain(replyId);

    const [gift] = await queryRows<{ userId: string | null; donorEmail: string; amount: number }>(
      t.app.db,
      sql`SELECT user_id AS "userId", donor_email AS "donorEmail", amount_cents AS amount FROM payment_gifts WHERE amount_cents = 4200`,
    );
    expect(gift).toEqual({ userId: null, donorEmail: 'dorcas@example.org', amount: 4200 });
    const [row] = await queryRows<{ email: string; username: string; displayName: string; sessions: number; team: number }>(
      t.app.db,
      sql`SELECT email, username, display_name AS "displayName",
            (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions,
            (SELECT count(*)::int FROM prayer_team_members p WHERE p.user_id = u.id) AS team
          FROM users u WHERE id = ${dorcas.id}::uuid`,
    );
    expect(row!.email).not.toContain('dorcas');
    expect(row!.username).not.toContain('dorcas');
    expect(row).toMatchObject({ displayName: 'Former member', sessions: 0, team: 0 });

    const audit = (await t.app.inject({ url: '/api/admin/audit?action=people.delete', headers: admin.auth })).json().entries;
    expect(audit.map((e: { targetId: string }) => e.targetId)).toContain(dorcas.id);
    // The name is free again for someone new.
    expect((await signUp('dorcas')).username).toBe('dorcas');
  });
});

describe('an admin deletes an account on request', () => {
  it('needs a reason, is audited, and refuses oneself and the last admin', async () => {
    const priscilla = await signUp('priscilla');
    const del = (who: TestUser, id: string, body: unknown) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: who.auth, payload: body as object });
    expect((await del(admin, priscilla.id, { reason: '' })).statusCode).toBe(400);
    expect((await del(other, priscilla.id, { reason: 'She asked by email' })).statusCode).toBe(403);
    expect((await del(admin, admin.id, { reason: 'Testing myself' })).statusCode).toBe(400);
    const done = await del(admin, priscilla.id, { reason: 'She asked by email on 3 May' });
    expect(done.statusCode, done.body).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: priscilla.auth })).statusCode).toBe(401);
    expect((await del(admin, priscilla.id, { reason: 'Again' })).statusCode).toBe(404);
    const entries = (
      await t.app.inject({ url: `/api/admin/audit?action=people.delete&targetId=${priscilla.id}`, headers: admin.auth })
    ).json().entries as Array<{ summary: string; actorName?: string }>;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toContain('She asked by email on 3 May');
    const people = (await t.app.inject({ url: '/api/admin/users?query=former_', headers: admin.auth })).json();
    expect(people.total).toBe(0);

    // The station's only admin cannot delete their own account either.
    const lone = await createTestUser(t.app.db, { role: 'admin', username: 'lone_admin' });
    const second = await del(lone, admin.id, { reason: 'Pastor Ann moved away' });
    expect(second.statusCode, second.body).toBe(204);
    await queryRows(
      t.app.db,
      sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'timothy') WHERE id = ${lone.id}::uuid`,
    );
    const last = await deleteOwn(lone, { password });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(memberDataMessages.lastAdmin);
  });
});
