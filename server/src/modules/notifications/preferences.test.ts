import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages, notificationTypes } from '@selah/contracts/notifications';
import { fixedClock } from '../../platform/time/clock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { readOutbox } from '../../platform/mailer/outbox.repo.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startPushService } from './push-service.fixture.ts';
import { startStation, stationApi } from './test-support.ts';

// 22:30 in Chicago (CST, UTC-6): inside 22:00–08:00 quiet hours.
const clock = fixedClock('2030-01-15T04:30:00.000Z');
let t: TestApp;
let api: ReturnType<typeof stationApi>;
let ruth: TestUser, naomi: TestUser;
beforeAll(async () => {
  t = await startStation({ stationTimezone: 'America/Chicago' }, { clock });
  api = stationApi(t);
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
});
afterAll(() => t.close());

const mailTo = async (user: TestUser) => (await readOutbox(t.app.db, 100)).filter((m) => m.toAddress === `${user.username}@example.test`);

describe('preferences', () => {
  it("answers one entry per type with the spec's defaults when nothing is stored ('Live now' pushes too)", async () => {
    const member = await createTestUser(t.app.db);
    const res = await t.app.inject({ url: '/api/notification-preferences', headers: member.auth });
    expect(res.json()).toEqual(
      notificationTypes.map((type) => ({ type, inApp: true, email: false, push: type === 'live_now', digest: 'none', quietHours: null })),
    );
  });

  it('sets one type partially, and several types in one call (Enable All / Disable All)', async () => {
    const member = await createTestUser(t.app.db);
    let prefs = await api.setPreferences(member, { type: 'mention', preferences: { email: true } });
    expect(prefs.find((p) => p.type === 'mention')).toEqual({
      type: 'mention',
      inApp: true,
      email: true,
      push: false,
      digest: 'none',
      quietHours: null,
    });
    prefs = await api.setPreferences(member, { types: [...notificationTypes], preferences: { push: true, digest: 'daily' } });
    expect(prefs.every((p) => p.push === true && p.digest === 'daily')).toBe(true);
    expect(prefs.find((p) => p.type === 'mention')?.email).toBe(true);
    prefs = await api.setPreferences(member, { types: [...notificationTypes], preferences: { inApp: false, email: false, push: false } });
    expect(prefs.every((p) => !p.inApp && !p.email && !p.push)).toBe(true);
  });

  it('stores quiet hours with the zone, and refuses bad hours, an unknown zone, equal ends or no type', async () => {
    const member = await createTestUser(t.app.db);
    const quietHours = { start: '22:00', end: '08:00', timezone: 'Europe/London' };
    const prefs = await api.setPreferences(member, { types: ['prayer_joined', 'mention'], preferences: { quietHours } });
    expect(prefs.filter((p) => p.quietHours).map((p) => [p.type, p.quietHours])).toEqual([
      ['prayer_joined', quietHours],
      ['mention', quietHours],
    ]);
    const put = (body: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: member.auth, payload: body as object });
    const cases: Array<[unknown, string]> = [
      [
        { type: 'mention', preferences: { quietHours: { start: '22:30', end: '08:00', timezone: 'UTC' } } },
        notificationMessages.quietHours,
      ],
      [
        { type: 'mention', preferences: { quietHours: { start: '24:00', end: '08:00', timezone: 'UTC' } } },
        notificationMessages.quietHours,
      ],
      [
        { type: 'mention', preferences: { quietHours: { start: '22:00', end: '08:00', timezone: 'Mars/Olympus' } } },
        notificationMessages.badTimezone,
      ],
      [
        { type: 'mention', preferences: { quietHours: { start: '08:00', end: '08:00', timezone: 'UTC' } } },
        notificationMessages.quietHoursSame,
      ],
      [{ preferences: { email: true } }, notificationMessages.badType],
      [{ type: 'gossip', preferences: { email: true } }, notificationMessages.badType],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const cleared = await api.setPreferences(member, { type: 'mention', preferences: { quietHours: null } });
    expect(cleared.find((p) => p.type === 'mention')?.quietHours).toBeNull();
  });

  it('stores nothing for a type whose inbox is off', async () => {
    const member = await createTestUser(t.app.db);
    await api.setPreferences(member, { type: 'prayer_joined', preferences: { inApp: false } });
    const id = await api.thread(member, { title: 'Quiet request here' });
    await api.pray(naomi, id);
    expect(await api.unread(member)).toBe(0);
    await api.reply(naomi, id, 'Still praying.');
    expect((await api.inbox(member)).notifications.map((n) => n.type)).toEqual(['prayer_reply']);
  });
});

describe('quiet hours', () => {
  it('hold email and push (the inbox still fills) and release them when they end', async () => {
    const pushService = await startPushService();
    // The local push service is on loopback: exempt its origin from the outbound guard.
    t.app.config.outboundAllowOrigins.push(pushService.origin);
    try {
      const sub = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: ruth.auth,
        payload: pushService.subscription(),
      });
      expect(sub.statusCode).toBe(204);
      await api.setPreferences(ruth, {
        type: 'prayer_joined',
        preferences: { email: true, push: true, quietHours: { start: '22:00', end: '08:00', timezone: 'America/Chicago' } },
      });
      const id = await api.thread(ruth, { title: 'Pray for our night shift' });
      await api.pray(naomi, id);
      await api.settled();
      expect((await api.inbox(ruth)).notifications[0]).toMatchObject({
        type: 'prayer_joined',
        title: 'Naomi Bethlehem prayed for your request',
      });
      expect(await mailTo(ruth)).toEqual([]);
      expect(pushService.received).toEqual([]);

      // A restarted instance's scheduler (the app's own polls too; either runs the job once).
      const scheduler = new JobScheduler({ db: t.app.db, clock, log: { info() {}, warn() {}, error() {} } });
      t.app.service('notifications').registerJobs(scheduler);
      clock.set('2030-01-15T13:59:00.000Z'); // 07:59 in Chicago: still quiet
      expect(await scheduler.runDue()).toBe(0);
      clock.set('2030-01-15T14:00:00.000Z'); // 08:00: quiet hours are over
      await scheduler.runDue();
      await expect.poll(() => pushService.received.length).toBe(1);
      expect(pushService.received[0]!.payload).toEqual({
        title: 'Naomi Bethlehem prayed for your request',
        body: 'Pray for our night shift',
        link: `/community?thread=${id}`,
      });
      const mails = await mailTo(ruth);
      expect(mails.map((m) => m.subject)).toEqual(['Naomi Bethlehem prayed for your request']);
      // Outside quiet hours the next one goes at once.
      await api.pray(await createTestUser(t.app.db, { displayName: 'Boaz Field' }), id);
      await api.settled();
      expect(pushService.received.map((p) => p.payload.title)).toEqual([
        'Naomi Bethlehem prayed for your request',
        'Boaz Field and 1 other prayed for your request',
      ]);
      expect(pushService.undecryptable).toEqual([]);
    } finally {
      await pushService.close();
    }
  });
});
