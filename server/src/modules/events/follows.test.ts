import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { followMessages } from '@selah/contracts/requests';
import { mailOutbox } from '../../db/schema/accounts.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Thursday 10:30 in Chicago: "Kingdom Teachings" (a live show) is on the schedule.
const clock = fixedClock('2026-11-26T16:30:00Z');
let t: TestApp;
let ruth: TestUser, naomi: TestUser, boaz: TestUser;
let program: { id: string; title: string; host: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ruth = await createTestUser(t.app.db, { username: 'ruth' });
  naomi = await createTestUser(t.app.db, { username: 'naomi' });
  boaz = await createTestUser(t.app.db, { username: 'boaz' });
  const schedule = await t.app.inject({ url: '/api/schedule?date=2026-11-26' });
  const found = schedule
    .json<{ programs: Array<{ id: string; title: string; host: string }> }>()
    .programs.find((p) => p.title === 'Kingdom Teachings');
  program = { id: found!.id, title: found!.title, host: found!.host };
});
afterAll(() => t.close());

const put = (url: string, user?: TestUser, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url, ...(user ? { headers: user.auth } : {}) });
const liveNow = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/notifications?type=live_now', headers: user.auth })).json<{
    notifications: Array<{ title: string; body: string; link: string }>;
  }>().notifications;
/** The radio's event as the engine publishes it when a DJ takes over during the program. */
const djOnAir = (date: string) =>
  t.app.bus.publish('radio.live-started', {
    show: 'Selah Live',
    dj: 'dj_daniel',
    program,
    showKey: `radio:program:${program.id}@${date}`,
    startedAt: clock.now().toISOString(),
  });
const videoLive = () =>
  t.app.bus.publish('live.stream-started', {
    title: 'Sunday Service',
    broadcaster: 'Pastor Daniel',
    userId: null,
    showKey: 'video',
    startedAt: clock.now().toISOString(),
  });

describe('following a program or the station', () => {
  it('follows and unfollows, and lists what a member follows', async () => {
    expect((await put(`/api/programs/${program.id}/follow`)).statusCode).toBe(401);
    expect((await put(`/api/programs/${program.id}/follow`, ruth)).json()).toEqual({ following: true });
    expect((await put(`/api/programs/${program.id}/follow`, ruth)).json()).toEqual({ following: true }); // twice is once
    expect((await put('/api/station/follow', naomi)).json()).toEqual({ following: true });
    expect((await t.app.inject({ url: '/api/follows', headers: ruth.auth })).json()).toEqual({ station: false, programIds: [program.id] });
    expect((await t.app.inject({ url: '/api/follows', headers: naomi.auth })).json()).toEqual({ station: true, programIds: [] });
    expect((await put('/api/station/follow', boaz)).statusCode).toBe(200);
    expect((await put('/api/station/follow', boaz, 'DELETE')).json()).toEqual({ following: false });
    expect((await t.app.inject({ url: '/api/follows', headers: boaz.auth })).json()).toEqual({ station: false, programIds: [] });
  });

  it('answers an unknown or malformed program with a clear 4xx', async () => {
    const unknown = await put('/api/programs/00000000-0000-4000-8000-000000000000/follow', ruth);
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, followMessages.programNotFound]);
    const bad = await put('/api/programs/kingdom/follow', ruth);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(followMessages.programNotFound);
  });

  it('has "Live now" in the app and by push until a member changes it', async () => {
    const prefs = (await t.app.inject({ url: '/api/notification-preferences', headers: ruth.auth })).json<Array<{ type: string }>>();
    expect(prefs.find((p) => p.type === 'live_now')).toMatchObject({ inApp: true, push: true, email: false });
    const { preferences } = t.app.service('notifications');
    expect(await preferences.channels('live_now', [ruth.id])).toEqual([
      expect.objectContaining({ userId: ruth.id, push: true, email: false }),
    ]);
    expect(await preferences.channels('event_reminder', [ruth.id])).toEqual([]);
  });
});

describe('going live', () => {
  it('tells the program’s followers and the station’s once, not again when the DJ reconnects within the show', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: naomi.auth,
      payload: { type: 'live_now', preferences: { email: true } },
    });
    await djOnAir('2026-11-26');
    clock.advance(20 * 60_000); // the DJ's connection dropped and came back
    await djOnAir('2026-11-26');
    await t.app.service('notifications').idle();
    for (const user of [ruth, naomi]) {
      expect(await liveNow(user)).toEqual([
        expect.objectContaining({
          title: 'Kingdom Teachings is live now',
          body: `${program.host} is on the air with Kingdom Teachings. Tap to listen.`,
          link: '/live',
        }),
      ]);
    }
    expect(await liveNow(boaz)).toEqual([]);
    // Naomi asked for "Live now" by email too; Ruth kept the default (no email).
    const mail = await t.app.db.select().from(mailOutbox);
    expect(mail.filter((m) => m.toAddress === 'naomi@example.test' && m.subject.includes('Kingdom Teachings is live now'))).toHaveLength(1);
    expect(mail.filter((m) => m.toAddress === 'ruth@example.test')).toHaveLength(0);
  });

  it('tells them again at the program’s next airing', async () => {
    clock.set('2026-12-03T16:30:00Z');
    await djOnAir('2026-12-03');
    expect(await liveNow(ruth)).toHaveLength(2);
  });

  it('tells the station’s followers when the video goes live, once a broadcast', async () => {
    await videoLive();
    clock.advance(30 * 60_000);
    await videoLive(); // the stream dropped and came back: the same service
    expect((await liveNow(naomi)).filter((n) => n.title === 'Sunday Service is live now')).toHaveLength(1);
    expect((await liveNow(ruth)).filter((n) => n.title === 'Sunday Service is live now')).toHaveLength(0);
    clock.advance(5 * 3_600_000); // the evening service
    await videoLive();
    expect((await liveNow(naomi)).filter((n) => n.title === 'Sunday Service is live now')).toHaveLength(2);
  });

  it('stops telling a member who unfollowed', async () => {
    expect((await put(`/api/programs/${program.id}/follow`, ruth, 'DELETE')).json()).toEqual({ following: false });
    clock.set('2026-12-10T16:30:00Z');
    await djOnAir('2026-12-10');
    expect(await liveNow(ruth)).toHaveLength(2);
    expect((await liveNow(naomi)).filter((n) => n.title === 'Kingdom Teachings is live now')).toHaveLength(3);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'boaz@example.test'))).toEqual([]);
  });
});
