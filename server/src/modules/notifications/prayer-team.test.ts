import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { stationApi } from './test-support.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let api: ReturnType<typeof stationApi>;
let ruth: TestUser, naomi: TestUser, boaz: TestUser, eli: TestUser, orpah: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // createTestApp itself (not startStation), so the file runs on PostgreSQL too.
  t = await createTestApp({
    limits: { threadsPer10Min: 1000, repliesPer10Min: 1000, signupsPerHour: 5, minFormMs: 0 },
    smtpUrl: smtp.url,
    mailFrom: 'Harvest Light <radio@example.org>',
    publicUrl: 'https://radio.example.org',
  });
  api = stationApi(t);
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  boaz = await createTestUser(t.app.db, { username: 'boaz', displayName: 'Boaz Field' });
  eli = await createTestUser(t.app.db, { username: 'eli', displayName: 'Eli Shiloh' });
  orpah = await createTestUser(t.app.db, { username: 'orpah', displayName: 'Orpah Moab' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const team = (user: TestUser, member?: boolean) =>
  t.app.inject(
    member === undefined
      ? { url: '/api/prayer-team', headers: user.auth }
      : { method: 'PUT', url: '/api/prayer-team', headers: user.auth, payload: { member } },
  );
const about = async (user: TestUser, threadId: string, type: string) =>
  (await api.inbox(user, 'limit=50')).notifications.filter(
    (n) => n.type === type && (n.metadata as { threadId?: string }).threadId === threadId,
  );

describe('the prayer team', () => {
  it('is joined and left by the signed-in member, and says so; visitors get 401, a bad body 400', async () => {
    expect((await team(naomi)).json()).toEqual({ member: false });
    expect((await team(naomi, true)).json()).toEqual({ member: true });
    expect((await team(naomi, true)).json()).toEqual({ member: true });
    expect((await team(naomi)).json()).toEqual({ member: true });
    expect((await t.app.inject({ url: '/api/prayer-team' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/prayer-team', payload: { member: true } })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/prayer-team', headers: naomi.auth, payload: { member: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/prayer team/);
  });

  it('tells every team member of a new prayer request once, not its author, and not those off the team', async () => {
    for (const m of [ruth, naomi, boaz]) await team(m, true);
    await api.setPreferences(boaz, { type: 'prayer_request', preferences: { email: true } });
    const id = await api.thread(ruth, { title: 'Pray for my mother’s surgery' });
    await api.settled();
    for (const m of [naomi, boaz]) {
      const got = await about(m, id, 'prayer_request');
      expect(got.map((n) => [n.title, n.body, n.link])).toEqual([
        ['Ruth Moab asked the prayer team to pray', 'Pray for my mother’s surgery', `/community?thread=${id}`],
      ]);
    }
    expect(await about(ruth, id, 'prayer_request')).toEqual([]);
    expect(await about(eli, id, 'prayer_request')).toEqual([]);
    // Email only where the member asked for it.
    const mailed = smtp.received.filter((m) => m.data.includes('asked the prayer team to pray')).map((m) => m.to);
    expect(mailed).toEqual(['boaz@example.test']);
  });

  it('is not told of discussions outside the prayer categories', async () => {
    const id = await api.thread(ruth, { category: 'testimonies', title: 'God provided the rent' });
    expect(await about(naomi, id, 'prayer_request')).toEqual([]);
  });

  it('never reveals the author of an anonymous request: no name, no id', async () => {
    const id = await api.thread(ruth, { anonymous: true, title: 'A private struggle at home' });
    await api.settled();
    const [got, ...rest] = await about(naomi, id, 'prayer_request');
    expect(rest).toEqual([]);
    expect(got!.title).toBe('Someone asked the prayer team to pray');
    const mails = smtp.received.filter((m) => m.data.replace(/=\r\n/g, '').includes(id)).map((m) => m.data);
    expect(mails.length).toBeGreaterThan(0);
    const everything = JSON.stringify(got) + mails.join('\n');
    expect(everything).not.toMatch(/Ruth|ruth/);
    expect(everything).not.toContain(ruth.id);
    const stored = await queryRows<{ actorIds: string[] }>(
      t.app.db,
      sql`SELECT actor_ids AS "actorIds", actor_name AS "actorName" FROM notifications WHERE thread_id = ${id}::uuid`,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(ruth.id);
    expect(await about(ruth, id, 'prayer_request')).toEqual([]);
  });

  it('stops telling a member who left', async () => {
    await team(boaz, false);
    const id = await api.thread(orpah, { title: 'Strength for the week ahead' });
    expect(await about(boaz, id, 'prayer_request')).toEqual([]);
    expect(await about(naomi, id, 'prayer_request')).toHaveLength(1);
  });

  it('tells everyone who prayed, once, when the author marks the request answered', async () => {
    const id = await api.thread(orpah, { title: 'A job interview on Monday' });
    await api.pray(eli, id);
    await api.pray(boaz, id);
    await api.pray(orpah, id);
    const answer = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/community/threads/${id}/answered`,
        headers: orpah.auth,
        payload: { update: 'I got the job!' },
      });
    expect((await answer()).statusCode).toBe(200);
    expect((await answer()).statusCode).toBe(200);
    for (const m of [eli, boaz]) {
      expect((await about(m, id, 'prayer_answered')).map((n) => [n.title, n.body])).toEqual([
        ['A prayer you prayed for was answered', 'A job interview on Monday: I got the job!'],
      ]);
    }
    expect(await about(orpah, id, 'prayer_answered')).toEqual([]);
    expect(await about(naomi, id, 'prayer_answered')).toEqual([]);
  });
});
