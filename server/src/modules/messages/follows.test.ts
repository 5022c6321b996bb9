import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesMessages } from '@selah/contracts/messages';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { messagesApi } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof messagesApi>;
let ruth: TestUser, naomi: TestUser, boaz: TestUser, host: TestUser;

beforeAll(async () => {
  t = await createTestApp({ limits: { threadsPer10Min: 1000, repliesPer10Min: 1000, signupsPerHour: 5, minFormMs: 0 } });
  api = messagesApi(t);
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  boaz = await createTestUser(t.app.db, { username: 'boaz', displayName: 'Boaz Field' });
  host = await createTestUser(t.app.db, { username: 'pastor_james', displayName: 'James Porter', role: 'broadcaster' });
});
afterAll(() => t.close());

const post = async (author: TestUser, title: string, anonymous = false) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/community/threads',
    headers: author.auth,
    payload: { title, category: 'testimonies', content: 'The Lord has been good to us.', anonymous },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const followNews = async (user: TestUser) => {
  await t.app.service('notifications').idle();
  const res = await t.app.inject({ url: '/api/notifications?type=content_follow&limit=50', headers: user.auth });
  return res.json<{ notifications: Array<{ title: string; body: string; link: string }> }>().notifications;
};

describe('following people', () => {
  it('counts followers and following on the profile, once per pair, and unfollows', async () => {
    expect(await api.profile(ruth.id)).toMatchObject({ displayName: 'Ruth Moab', followers: 0, following: 0, isFollowing: false });
    expect((await api.follow(naomi, ruth.id)).json()).toEqual({ following: true, followers: 1 });
    expect((await api.follow(naomi, ruth.id)).json()).toEqual({ following: true, followers: 1 });
    expect((await api.follow(boaz, ruth.id)).json()).toEqual({ following: true, followers: 2 });
    expect(await api.profile(ruth.id, naomi)).toMatchObject({ followers: 2, following: 0, isFollowing: true });
    expect(await api.profile(naomi.id)).toMatchObject({ followers: 0, following: 1 });
    // A visitor sees the counts, never a relation.
    expect(await api.profile(ruth.id)).toMatchObject({ followers: 2, isFollowing: false, blocked: 'none' });
    expect((await api.follow(boaz, ruth.id, false)).json()).toEqual({ following: false, followers: 1 });
    expect((await api.follow(boaz, ruth.id, false)).json()).toEqual({ following: false, followers: 1 });
  });

  it('refuses following oneself, unknown members, visitors and bad ids', async () => {
    const self = await api.follow(ruth, ruth.id);
    expect([self.statusCode, self.json().message]).toEqual([400, messagesMessages.followYourself]);
    const unknown = await api.follow(ruth, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, messagesMessages.memberNotFound]);
    expect((await api.follow(ruth, 'ruth')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${naomi.id}/follow` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('a followed member’s new public discussion reaches their followers; an anonymous one reaches nobody', async () => {
    const id = await post(ruth, 'Our roof was mended by neighbours');
    expect((await followNews(naomi)).map((n) => [n.title, n.body, n.link])).toEqual([
      ['Ruth Moab posted a new discussion', 'Our roof was mended by neighbours', `/community?thread=${id}`],
    ]);
    expect(await followNews(boaz)).toEqual([]);
    expect(await followNews(ruth)).toEqual([]);

    await post(ruth, 'A struggle I cannot name', true);
    const after = await followNews(naomi);
    expect(after).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain('A struggle I cannot name');
  });

  it('a followed host going live reaches their followers, linking to the live page', async () => {
    await api.follow(boaz, host.id);
    await t.app.bus.publish('live.stream-started', {
      title: 'Sunday Worship',
      broadcaster: 'James Porter',
      userId: host.id,
      showKey: 'video',
      startedAt: new Date(0).toISOString(),
    });
    expect((await followNews(boaz)).map((n) => [n.title, n.body, n.link])).toEqual([
      ['James Porter is live now', 'Sunday Worship', '/live'],
    ]);
    expect(await followNews(ruth)).toEqual([]);
  });

  it('a followed host going live on the radio tells their followers once, not again when the DJ reconnects', async () => {
    // Boaz follows the host (the test above).
    const onRadio = () =>
      t.app.bus.publish('radio.live-started', {
        show: 'Evening Praise',
        dj: host.username,
        program: null,
        showKey: 'radio:live@2026-11-25',
        startedAt: new Date(0).toISOString(),
      });
    await onRadio();
    await onRadio();
    const news = (await followNews(boaz)).map((n) => [n.title, n.body]);
    expect(news.filter(([, body]) => body === 'Evening Praise')).toEqual([['James Porter is live now', 'Evening Praise']]);
    expect(news).toHaveLength(2);
  });

  it('a block ends follows both ways and refuses following again', async () => {
    await api.follow(ruth, naomi.id);
    expect((await api.profile(ruth.id)).followers).toBe(1);
    await api.block(naomi, ruth.id);
    expect(await api.profile(ruth.id)).toMatchObject({ followers: 0, following: 0 });
    expect(await api.profile(naomi.id)).toMatchObject({ followers: 0, following: 0 });
    const again = await api.follow(ruth, naomi.id);
    expect([again.statusCode, again.json().message]).toEqual([400, messagesMessages.followBlocked]);
    await post(ruth, 'After the block');
    expect((await followNews(naomi)).map((n) => n.body)).not.toContain('After the block');
  });

  it('links the team page’s cards to the staff accounts with the same email', async () => {
    const team = (await t.app.inject({ url: '/api/team' })).json<Array<{ id: string; email: string }>>();
    const accounts = async () => (await t.app.inject({ url: '/api/team/accounts' })).json<{ accounts: unknown[] }>().accounts;
    // The first start's team (content/station.json) has no accounts yet.
    expect(team.length).toBeGreaterThan(0);
    expect(await accounts()).toEqual([]);
    const card = team[0]!;
    // A member's account with the card's address is not the host: only staff accounts are linked.
    await createTestUser(t.app.db, { username: card.email.split('@')[0]!.replace(/\W/g, '_') });
    expect(await accounts()).toEqual([]);
    await t.app.db.execute(sql`UPDATE users SET email = ${card.email.toUpperCase()}, role = 'broadcaster' WHERE id = ${host.id}::uuid`);
    expect(await accounts()).toEqual([{ teamMemberId: card.id, userId: host.id }]);
  });
});
