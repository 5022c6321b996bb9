import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationMessages } from '@selah/contracts/notifications';
import { pushSubscriptions, stationSecrets } from '../../db/schema/notifications.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startPushService } from './push-service.fixture.ts';
import { startStation, stationApi } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof stationApi>;
let service: Awaited<ReturnType<typeof startPushService>>;
let ruth: TestUser, naomi: TestUser;
beforeAll(async () => {
  service = await startPushService();
  t = await startStation({ outboundAllowOrigins: [service.origin] });
  api = stationApi(t);
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const subscribe = (user: TestUser, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: user.auth, payload: body as object });
const devicesOf = (user: TestUser) => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));

describe('web push', () => {
  it('publishes the VAPID public key generated on first start and kept in the database', async () => {
    const { publicKey } = (await t.app.inject('/api/push/vapid-public-key')).json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await t.app.inject('/api/push/vapid-public-key')).json().publicKey).toBe(publicKey);
    const [kept] = await t.app.db.select().from(stationSecrets).where(eq(stationSecrets.name, 'notifications.vapid'));
    expect(JSON.parse(kept!.value).publicKey).toBe(publicKey);
  });

  it('refuses a subscription with bad keys or a plain-HTTP endpoint off this machine', async () => {
    const good = service.subscription();
    for (const body of [
      { ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: 'AAAA' } },
      { ...good, endpoint: 'http://push.example.org/send/1' },
      { ...good, endpoint: 'not a url' },
      // Internal addresses (server-side request forgery through the push sender).
      ...[
        'https://127.0.0.1/push',
        'https://localhost/push',
        'https://0.0.0.0/push',
        'https://2130706433/push',
        'https://[::1]/push',
        'https://10.0.0.1/push',
        'https://169.254.169.254/latest/meta-data',
        'https://user:pass@push.example.org/send/1',
        `${good.endpoint.replace('http:', 'https:')}`,
        `http://127.0.0.2:${new URL(good.endpoint).port}/push`,
      ].map((endpoint) => ({ ...good, endpoint })),
    ]) {
      const res = await subscribe(ruth, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await devicesOf(ruth)).toEqual([]);
  });

  it('sends { title, body, link } encrypted (aes128gcm, VAPID) to every device, and forgets a device the push service answers 410 for', async () => {
    expect((await subscribe(ruth, service.subscription('/push/phone'))).statusCode).toBe(204);
    expect((await subscribe(ruth, service.subscription('/push/laptop'))).statusCode).toBe(204);
    await api.setPreferences(ruth, { type: 'prayer_joined', preferences: { push: true } });
    const id = await api.thread(ruth, { title: 'Pray for safe travel' });
    await api.pray(naomi, id);
    await api.settled();
    expect(service.undecryptable).toEqual([]);
    expect(service.received.map((r) => r.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    const [first] = service.received;
    expect(first!.payload).toEqual({
      title: 'Naomi Bethlehem prayed for your request',
      body: 'Pray for safe travel',
      link: `/community?thread=${id}`,
    });
    expect(first!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = (await t.app.inject('/api/push/vapid-public-key')).json();
    expect(first!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));

    // The phone's browser unsubscribed: its push service now answers 410 Gone.
    service.answer(410);
    await api.pray(await createTestUser(t.app.db), id);
    await api.settled();
    expect(await devicesOf(ruth)).toEqual([]);
    service.answer(201);
    service.received.length = 0;
    await api.pray(await createTestUser(t.app.db), id);
    await api.settled();
    expect(service.received).toEqual([]);
  });

  it('removes a device by its endpoint, only for its own member', async () => {
    const device = service.subscription('/push/tablet');
    await subscribe(naomi, device);
    const remove = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: user.auth, payload: { endpoint: device.endpoint } });
    const notTheirs = await remove(ruth);
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([404, notificationMessages.pushNotFound]);
    expect((await remove(naomi)).statusCode).toBe(204);
    expect(await devicesOf(naomi)).toEqual([]);
  });
});
