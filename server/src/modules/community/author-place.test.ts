import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@selah/contracts/accounts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { human } from '../../test/requests.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';

let t: TestApp;
let grace: TestUser;
let naomi: TestUser;
let threadId: string;
beforeAll(async () => {
  t = await createTestApp();
  grace = await createTestUser(t.app.db, { username: 'grace_hall', displayName: 'Grace Hall', city: 'Bowling Green, KY', country: 'US' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', city: 'Smiths Grove', country: 'US' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/community/threads',
    headers: grace.auth,
    payload: { ...human(), title: 'Surgery on Thursday', category: 'prayer', content: 'Please pray for the surgeons and for me.' },
  });
  expect(res.statusCode).toBe(201);
  threadId = res.json<{ id: string }>().id;
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/community/threads/${threadId}/comments`,
    headers: grace.auth,
    payload: { ...human(), content: 'Thank you all for praying.' },
  });
  expect(reply.statusCode).toBe(201);
});
afterAll(() => t.close());

type Author = { displayName: string; city: string; country: string; place: string };
const threadAuthor = async () => (await t.app.inject(`/api/community/threads/${threadId}`)).json<{ authorInfo: Author }>().authorInfo;
// The member's own list (a visitor's board page is shared and kept 2 s, so it follows within 2 s).
const listAuthor = async () =>
  (await t.app.inject({ url: `/api/community/threads?userId=${grace.id}&limit=50`, headers: grace.auth }))
    .json<{ threads: Array<{ id: string; authorInfo: Author }> }>()
    .threads.find((x) => x.id === threadId)!.authorInfo;
const replyAuthor = async () =>
  (await t.app.inject(`/api/community/threads/${threadId}/comments`)).json<Array<{ author: Author }>>()[0]!.author;
const choose = (user: TestUser, placeShown: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: user.auth, payload: { placeShown } });

describe('what an author line shows of where a member lives', () => {
  it('is nothing by default: not the city, not the country, on the board, the thread and its replies', async () => {
    for (const author of [await threadAuthor(), await listAuthor(), await replyAuthor()]) {
      expect(author).toMatchObject({ displayName: 'Grace Hall', city: '', country: '', place: '' });
    }
    const me = (await t.app.inject({ url: '/api/auth/me', headers: grace.auth })).json<{ placeShown: string; city: string }>();
    expect(me).toMatchObject({ placeShown: 'none', city: 'Bowling Green, KY' });
  });

  it('is the region or the town when the member chooses, everywhere their name shows, and nothing again when they hide it', async () => {
    let res = await choose(grace, 'region');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ placeShown: 'region' });
    for (const author of [await threadAuthor(), await listAuthor(), await replyAuthor()]) expect(author.place).toBe('Kentucky');

    res = await choose(grace, 'city');
    expect(res.statusCode).toBe(200);
    for (const author of [await threadAuthor(), await listAuthor(), await replyAuthor()]) expect(author.place).toBe('Bowling Green, KY');
    // The town is shown, never the country code or the raw city field beside it.
    expect(await threadAuthor()).toMatchObject({ city: '', country: '' });

    res = await choose(grace, 'none');
    expect(res.statusCode).toBe(200);
    expect((await threadAuthor()).place).toBe('');
  });

  it('a town without a state shows the country as its region', async () => {
    expect((await choose(naomi, 'region')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: naomi.auth,
      payload: { ...human(), title: 'Thankful today', category: 'prayer', content: 'God provided a job for my son.' },
    });
    expect(res.json<{ authorInfo: Author }>().authorInfo.place).toBe('United States');
    expect((await choose(naomi, 'city')).statusCode).toBe(200);
    const again = (await t.app.inject(`/api/community/threads/${res.json<{ id: string }>().id}`)).json<{ authorInfo: Author }>();
    expect(again.authorInfo.place).toBe('Smiths Grove');
  });

  it('refuses a choice that is not one of the three with a sentence, and a visitor cannot choose', async () => {
    const bad = await choose(grace, 'street address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { placeShown: accountMessages.placeShownInvalid } });
    expect((await threadAuthor()).place).toBe('');
    const visitor = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { placeShown: 'city' } });
    expect(visitor.statusCode).toBe(401);
  });
});
