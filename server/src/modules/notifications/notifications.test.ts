import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@selah/contracts/notifications';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startStation, stationApi } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof stationApi>;
let ruth: TestUser, naomi: TestUser, boaz: TestUser, eli: TestUser, orpah: TestUser;
beforeAll(async () => {
  t = await startStation();
  api = stationApi(t);
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  boaz = await createTestUser(t.app.db, { username: 'boaz', displayName: 'Boaz Field' });
  eli = await createTestUser(t.app.db, { username: 'eli', displayName: 'Eli Shiloh' });
  orpah = await createTestUser(t.app.db, { username: 'orpah', displayName: 'Orpah Moab' });
});
afterAll(() => t.close());

const about = async (user: TestUser, threadId: string) =>
  (await api.inbox(user, 'limit=50')).notifications.filter((n) => (n.metadata as { threadId?: string }).threadId === threadId);

describe('who hears of a reply', () => {
  it('tells the author (prayer_reply on a prayer request), the parent comment’s author and followers, once each, never the replier', async () => {
    const id = await api.thread(ruth);
    await api.follow(eli, id);
    const top = await api.reply(naomi, id, 'Praying with you.');
    await api.reply(boaz, id, 'Amen to that.', top);
    const ruths = await about(ruth, id);
    expect(ruths.map((n) => [n.type, n.title])).toEqual([['prayer_reply', 'Boaz Field and 1 other replied to your prayer request']]);
    expect(ruths[0]).toMatchObject({
      link: `/community?thread=${id}`,
      readAt: null,
      body: 'Please pray for my family',
      metadata: { threadId: id, actorCount: 2 },
    });
    expect((await about(naomi, id)).map((n) => [n.type, n.title])).toEqual([['comment', 'Boaz Field replied to your comment']]);
    expect((await about(eli, id)).map((n) => n.title)).toEqual(['Boaz Field and 1 other replied in a discussion you follow']);
    expect(await about(boaz, id)).toEqual([]);
  });

  it('says thread_reply outside prayer categories, and no notification for one’s own reply', async () => {
    const id = await api.thread(ruth, { category: 'testimonies', title: 'God provided the rent' });
    await api.reply(ruth, id, 'An update: it came through again!');
    expect(await about(ruth, id)).toEqual([]);
    await api.reply(orpah, id, 'Praise God!');
    expect((await about(ruth, id)).map((n) => [n.type, n.title])).toEqual([['thread_reply', 'Orpah Moab replied to your discussion']]);
  });

  it('tells a mentioned member, and not a member who mentions themselves', async () => {
    const id = await api.thread(naomi, {
      category: 'testimonies',
      title: 'A good harvest this year',
      content: 'Thank you @boaz and @naomi for the help.',
    });
    expect((await about(boaz, id)).map((n) => [n.type, n.title, n.link])).toEqual([
      ['mention', 'Naomi Bethlehem mentioned you', `/community?thread=${id}`],
    ]);
    expect(await about(naomi, id)).toEqual([]);
  });

  it('never names an anonymous author: followers read "Someone"', async () => {
    const id = await api.thread(ruth, { anonymous: true, title: 'A private struggle' });
    await api.follow(eli, id);
    await api.reply(ruth, id, 'Thank you for praying, @eli.');
    // Two events (the reply, the @mention): one notification each.
    expect((await about(eli, id)).map((n) => [n.type, n.title])).toEqual([
      ['mention', 'Someone mentioned you'],
      ['content_follow', 'Someone replied in a discussion you follow'],
    ]);
    expect(JSON.stringify(await api.inbox(eli, 'limit=50'))).not.toMatch(/Ruth|ruth/);
  });
});

describe('coalescing', () => {
  it('3 prayers by 3 members are 1 unread notification naming the count; once read, the next starts a new one', async () => {
    const id = await api.thread(ruth, { title: 'Surgery on Thursday' });
    for (const member of [naomi, boaz, eli]) await api.pray(member, id);
    const [only, ...rest] = (await about(ruth, id)).filter((n) => n.type === 'prayer_joined');
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ title: 'Eli Shiloh and 2 others prayed for your request', readAt: null, metadata: { actorCount: 3 } });
    await t.app.inject({ method: 'POST', url: `/api/notifications/${only!.id}/read`, headers: ruth.auth });
    await api.pray(orpah, id);
    const prayers = (await about(ruth, id)).filter((n) => n.type === 'prayer_joined');
    expect(prayers.map((n) => [n.title, n.readAt === null])).toEqual([
      ['Orpah Moab prayed for your request', true],
      ['Eli Shiloh and 2 others prayed for your request', false],
    ]);
  });
});

describe('the inbox API', () => {
  it('answers 401 to visitors on every endpoint', async () => {
    const some = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/notifications?limit=999'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', `/api/notifications/${some}/read`],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', `/api/notifications/${some}`],
      ['GET', '/api/notification-preferences'],
      ['PUT', '/api/notification-preferences'],
      ['POST', '/api/push/subscriptions'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it("keeps a member's notifications theirs: another member's id is 404 with the contract's sentence", async () => {
    const id = await api.thread(naomi, { title: 'A need for rain' });
    await api.pray(ruth, id);
    const [mine] = await about(naomi, id);
    for (const res of [
      await t.app.inject({ method: 'POST', url: `/api/notifications/${mine!.id}/read`, headers: boaz.auth }),
      await t.app.inject({ method: 'DELETE', url: `/api/notifications/${mine!.id}`, headers: boaz.auth }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(notificationMessages.notFound);
    }
    expect((await about(naomi, id))[0]?.readAt).toBeNull();
  });

  it('counts unread, marks one read, all read, and deletes', async () => {
    const member = await createTestUser(t.app.db);
    for (const title of ['First request here', 'Second request here', 'Third request here']) {
      const id = await api.thread(member, { title });
      await api.pray(ruth, id);
    }
    expect(await api.unread(member)).toBe(3);
    const [a, b] = (await api.inbox(member)).notifications;
    const read = await t.app.inject({ method: 'POST', url: `/api/notifications/${a!.id}/read`, headers: member.auth });
    expect(read.json()).toMatchObject({ id: a!.id, readAt: expect.any(String) });
    expect(await api.unread(member)).toBe(2);
    expect((await api.inbox(member, 'unreadOnly=true')).notifications.map((n) => n.id)).not.toContain(a!.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${b!.id}`, headers: member.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${b!.id}`, headers: member.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: member.auth })).json()).toEqual({
      marked: 1,
    });
    expect(await api.unread(member)).toBe(0);
    expect((await api.inbox(member)).notifications).toHaveLength(2);
  });

  it('filters by type or tab, pages with a keyset cursor, and refuses a bad cursor or a limit above 50', async () => {
    const member = await createTestUser(t.app.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await api.thread(member, { title: `Request number ${i}`, content: `Asking you, @${ruth.username}, to pray.` }));
    for (const id of ids) await api.pray(naomi, id);
    await api.reply(boaz, ids[0]!, 'With you.');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof api.inbox>> = await api.inbox(member, `tab=prayer&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.notifications.map((n) => n.type));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...Array(5).fill('prayer_joined'), 'prayer_reply'].sort());
    expect((await api.inbox(member, 'type=prayer_reply')).notifications).toHaveLength(1);
    expect((await api.inbox(member, 'tab=mentions')).notifications).toEqual([]);
    expect((await api.inbox(ruth, 'tab=mentions&limit=50')).notifications.length).toBeGreaterThanOrEqual(5);
    for (const query of ['cursor=garbage', 'limit=51', 'type=gossip']) {
      expect((await t.app.inject({ url: `/api/notifications?${query}`, headers: member.auth })).statusCode).toBe(400);
    }
  });
});
