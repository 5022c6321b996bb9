import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { NotificationPush } from '@selah/contracts/notifications';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { SOCKET_UNAUTHORIZED } from './socket.ts';
import { startStation, stationApi } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof stationApi>;
let url: string;
let ruth: TestUser, naomi: TestUser;
beforeAll(async () => {
  t = await startStation();
  api = stationApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/notifications`;
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
});
afterAll(() => t.close());

/** A page's socket: connects, keeps every message, and waits for the one it wants. */
async function connect(auth?: unknown) {
  const ws = new WebSocket(url);
  const messages: NotificationPush[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as NotificationPush));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  if (auth !== undefined) ws.send(typeof auth === 'string' ? auth : JSON.stringify(auth));
  const next = async (pick: (m: NotificationPush) => boolean, ms = 10_000) => {
    await expect.poll(() => messages.some(pick), { timeout: ms, interval: 5 }).toBe(true);
    return messages.find(pick)!;
  };
  return { ws, messages, closed, next };
}

describe('/ws/notifications', () => {
  it('pushes a new notification with the unread count as it happens, then counts after read and delete', async () => {
    const page = await connect({ type: 'auth', token: ruth.token });
    expect(await page.next((m) => m.type === 'unread_count')).toMatchObject({ type: 'unread_count', count: 0 });
    const id = await api.thread(ruth, { title: 'Pray for the harvest' });
    await api.pray(naomi, id);
    // Pushed, not polled: nothing asks the server again, and the message arrives on its own.
    const pushed = await page.next((m) => m.type === 'notification', 10_000);
    expect(pushed).toMatchObject({
      type: 'notification',
      unreadCount: 1,
      notification: {
        type: 'prayer_joined',
        title: 'Naomi Bethlehem prayed for your request',
        link: `/community?thread=${id}`,
        readAt: null,
      },
    });
    const notificationId = (pushed as Extract<NotificationPush, { type: 'notification' }>).notification.id;
    page.messages.length = 0;
    await t.app.inject({ method: 'POST', url: `/api/notifications/${notificationId}/read`, headers: ruth.auth });
    expect(await page.next((m) => m.type === 'unread_count')).toMatchObject({ count: 0 });
    // Another member's socket hears nothing of Ruth's.
    const other = await connect({ type: 'auth', token: naomi.token });
    await other.next((m) => m.type === 'unread_count');
    page.messages.length = 0;
    await t.app.inject({ method: 'DELETE', url: `/api/notifications/${notificationId}`, headers: ruth.auth });
    expect(await page.next((m) => m.type === 'unread_count')).toMatchObject({ count: 0 });
    expect(other.messages.map((m) => m.type)).toEqual(['unread_count']);
    page.ws.close();
    other.ws.close();
  });

  it('closes with 4401 on a bad token or a message that is not auth', async () => {
    for (const first of [{ type: 'auth', token: 'not-a-session' }, { type: 'hello' }, 'not json']) {
      const page = await connect(first);
      expect(await page.closed).toBe(SOCKET_UNAUTHORIZED);
      expect(page.messages).toEqual([]);
    }
  });

  it('closes with 4401 when no auth arrives within 5 s of the station’s clock', async () => {
    const clock = fixedClock('2030-01-15T12:00:00Z');
    const quiet = await startStation({}, { clock });
    await quiet.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${(quiet.app.server.address() as AddressInfo).port}/ws/notifications`);
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      clock.advance(4_900);
      // Still open: a ping goes through and comes back.
      await new Promise<void>((resolve) => ws.once('pong', () => resolve()).ping());
      clock.advance(100);
      expect(await closed).toBe(SOCKET_UNAUTHORIZED);
    } finally {
      await quiet.close();
    }
  });
});
