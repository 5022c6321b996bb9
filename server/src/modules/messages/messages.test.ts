import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MESSAGE_MAX_LENGTH, messagesMessages } from '@selah/contracts/messages';
import type { NotificationPush } from '@selah/contracts/notifications';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { longTimeMember, messagesApi } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof messagesApi>;
let ruth: TestUser, naomi: TestUser, boaz: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    limits: { threadsPer10Min: 1000, repliesPer10Min: 1000, signupsPerHour: 5, minFormMs: 0, messagesPer10Min: 8 },
  });
  api = messagesApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ruth = await longTimeMember(t, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await longTimeMember(t, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  boaz = await longTimeMember(t, { username: 'boaz', displayName: 'Boaz Field' });
});
afterAll(() => t.close());

/** A member's open page: its /ws/notifications socket, keeping every push. */
async function page(user: TestUser) {
  const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/notifications`;
  const ws = new WebSocket(url);
  const pushes: NotificationPush[] = [];
  ws.on('message', (data) => pushes.push(JSON.parse(String(data)) as NotificationPush));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'auth', token: user.token }));
  await expect.poll(() => pushes.some((p) => p.type === 'unread_count')).toBe(true);
  return { ws, pushes };
}

describe('direct messages', () => {
  it('are sent, listed with the other person and the unread count, pushed live, read and paged', async () => {
    const naomiPage = await page(naomi);
    const first = await api.sent(ruth, naomi, 'Shalom, Naomi! <b>Are you coming on Sunday?</b>');
    // Text is kept as written (the page shows it as text), trimmed.
    expect(first.text).toBe('Shalom, Naomi! <b>Are you coming on Sunday?</b>');
    await api.sent(ruth, naomi, 'Bring the bread, please.');
    // Delivered over the existing socket, without asking, with the unread total for the header.
    await expect
      .poll(() => naomiPage.pushes.filter((p) => p.type === 'direct_message').map((p) => p.type === 'direct_message' && p.unreadMessages))
      .toEqual([1, 2]);
    const pushed = naomiPage.pushes.find((p) => p.type === 'direct_message');
    expect(pushed).toMatchObject({ message: { fromId: ruth.id, toId: naomi.id }, from: { displayName: 'Ruth Moab' } });
    naomiPage.ws.close();

    const list = await api.conversations(naomi);
    expect(list.unreadTotal).toBe(2);
    expect(list.conversations.map((c) => [c.with.displayName, c.lastMessage.text, c.unread])).toEqual([
      ['Ruth Moab', 'Bring the bread, please.', 2],
    ]);
    expect((await api.conversations(ruth)).conversations.map((c) => [c.with.id, c.unread])).toEqual([[naomi.id, 0]]);
    expect(await api.unread(naomi)).toBe(2);

    // One notification for the unread conversation (not one per message), naming no words of it.
    const inbox = (await t.app.inject({ url: '/api/notifications?type=direct_message', headers: naomi.auth })).json<{
      notifications: Array<{ title: string; body: string; link: string }>;
    }>();
    expect(inbox.notifications.map((n) => [n.title, n.body, n.link])).toEqual([
      ['Ruth Moab sent you a message', messagesMessages.messageBody, `/messages?with=${ruth.id}`],
    ]);

    const talk = await api.conversation(naomi, ruth.id);
    expect(talk.messages.map((m) => m.text)).toEqual(['Shalom, Naomi! <b>Are you coming on Sunday?</b>', 'Bring the bread, please.']);
    expect(talk.blocked).toBe('none');
    expect(await api.read(naomi, ruth.id)).toEqual({ marked: 2, unreadTotal: 0 });
    // The bell's notification of it is read with the conversation.
    const bell = await t.app.inject({ url: '/api/notifications?type=direct_message&unreadOnly=true', headers: naomi.auth });
    expect(bell.json<{ notifications: unknown[] }>().notifications).toEqual([]);
    expect(await api.unread(naomi)).toBe(0);
    expect((await api.conversation(ruth, naomi.id)).messages.every((m) => m.readAt !== null)).toBe(true);

    // Paging back: one at a time, oldest last.
    const newest = await api.conversation(naomi, ruth.id, '?limit=1');
    expect(newest.messages.map((m) => m.text)).toEqual(['Bring the bread, please.']);
    const older = await api.conversation(naomi, ruth.id, `?limit=1&before=${newest.olderCursor}`);
    expect(older.messages.map((m) => m.text)).toEqual(['Shalom, Naomi! <b>Are you coming on Sunday?</b>']);
    expect(older.olderCursor).toBeNull();
  });

  it('refuses bad input with a sentence a person understands', async () => {
    const tester = await longTimeMember(t, { username: 'tester' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ to: naomi.id, text: '   ' }, 400, messagesMessages.empty],
      [{ to: naomi.id, text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 400, messagesMessages.tooLong],
      [{ to: naomi.id }, 400, messagesMessages.empty],
      [{ to: 'naomi', text: 'Hello' }, 400, messagesMessages.memberNotFound],
      [{ to: tester.id, text: 'Hello me' }, 400, messagesMessages.toYourself],
      [{ to: '00000000-0000-4000-8000-000000000000', text: 'Hello' }, 404, messagesMessages.memberNotFound],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/messages', headers: tester.auth, payload });
      expect([res.statusCode, res.json<{ message: string }>().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/messages', payload: { to: naomi.id, text: 'Hi' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/messages/conversations' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/messages/conversations/not-a-member', headers: ruth.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/messages/conversations?x=1', headers: ruth.auth })).statusCode).toBe(200);
  });

  it('a block works both ways: nobody writes, and neither sees the other’s messages, until it is lifted', async () => {
    await api.sent(boaz, ruth, 'Good morning from the field.');
    expect((await api.block(ruth, boaz.id)).json()).toEqual({ blocked: true });

    const toBlocker = await api.send(boaz, ruth.id, 'Why did you go quiet?');
    expect([toBlocker.statusCode, toBlocker.json().message]).toEqual([403, messagesMessages.blockedByThem]);
    const fromBlocker = await api.send(ruth, boaz.id, 'Please stop.');
    expect([fromBlocker.statusCode, fromBlocker.json().message]).toEqual([403, messagesMessages.blockedByYou]);

    expect((await api.conversations(ruth)).conversations.map((c) => c.with.id)).not.toContain(boaz.id);
    expect((await api.conversations(boaz)).conversations.map((c) => c.with.id)).not.toContain(ruth.id);
    expect(await api.conversation(ruth, boaz.id)).toMatchObject({ messages: [], blocked: 'by_you' });
    expect(await api.conversation(boaz, ruth.id)).toMatchObject({ messages: [], blocked: 'by_them' });
    expect(await api.unread(ruth)).toBe(0);
    expect((await api.profile(boaz.id, ruth)).blocked).toBe('by_you');

    expect((await api.block(ruth, boaz.id, false)).json()).toEqual({ blocked: false });
    expect((await api.conversation(ruth, boaz.id)).messages.map((m) => m.text)).toEqual(['Good morning from the field.']);
    await api.sent(ruth, boaz, 'Sorry, I was away.');
    expect((await api.block(ruth, ruth.id)).statusCode).toBe(400);
    expect((await api.block(ruth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${boaz.id}/block` })).statusCode).toBe(401);
  });

  it('a flood of messages is stopped with 429 and a readable message', async () => {
    const eager = await longTimeMember(t, { username: 'eager' });
    for (let i = 0; i < 8; i++) await api.sent(eager, naomi, `Message ${i + 1}`);
    const res = await api.send(eager, naomi.id, 'One more');
    expect([res.statusCode, res.json().message]).toEqual([429, messagesMessages.flood]);
  });
});

describe('new members', () => {
  it('write only to staff or back to who wrote first, until they have posted', async () => {
    const newcomer = await createTestUser(t.app.db, { username: 'newcomer', displayName: 'New Comer' });
    const admin = await createTestUser(t.app.db, { username: 'pastor', role: 'admin' });
    const limited = await api.send(newcomer, ruth.id, 'Hello stranger');
    expect([limited.statusCode, limited.json().message]).toEqual([403, messagesMessages.newMember]);
    // The station team is always reachable.
    await api.sent(newcomer, admin, 'How do I join the prayer team?');
    // Someone wrote to them first: they may answer.
    await api.sent(naomi, newcomer, 'Welcome to the station!');
    await api.sent(newcomer, naomi, 'Thank you!');
    expect((await api.send(newcomer, boaz.id, 'Hi Boaz')).statusCode).toBe(403);
    // Taking part in the community lifts the limit.
    const thread = await t.app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: newcomer.auth,
      payload: { title: 'Hello from a new listener', category: 'testimonies', content: 'Glad to have found this station.' },
    });
    expect(thread.statusCode, thread.body).toBe(201);
    await api.sent(newcomer, boaz, 'Hi Boaz');
  });
});
