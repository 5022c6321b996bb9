import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@selah/contracts/events';
import { fixedClock } from './platform/time/clock.ts';
import { createTestUser, type TestUser } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// What the original site's client sends still works (issue 25): a reminder by the program's title
// and time, and quiet hours without a zone. Tuesday 1 December 2026, 18:00 in Chicago.
const clock = fixedClock('2026-12-02T00:00:00.000Z');
let t: TestApp;
let ruth: TestUser, admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ radioEnabled: false, stationTimezone: 'America/Chicago' }, { clock });
  ruth = await createTestUser(t.app.db, { username: 'ruth' });
  admin = await createTestUser(t.app.db, { username: 'pastor', role: 'admin' });
});
afterAll(() => t.close());

const remind = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reminders',
    headers: ruth.auth,
    payload: { userId: ruth.id, reminderType: 'notification', ...body },
  });

describe("the original client's reminder: programTitle and programTime", () => {
  it('resolves to the program of that title at that time, at its next airing', async () => {
    // A schedule of its own: two programs share a title on different days and hours, the time says which.
    const demo = (await t.app.inject({ url: '/api/admin/programs', headers: admin.auth })).json<{ programs: Array<{ id: string }> }>();
    for (const p of demo.programs) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${p.id}`, headers: admin.auth })).statusCode).toBe(204);
    }
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin.auth,
      payload: { title: 'Evening Psalms', host: 'Tasha Greene', weekdays: [3], start: '19:00', end: '20:00' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin.auth,
      payload: { title: 'Evening Psalms', host: 'Tasha Greene', weekdays: [5], start: '21:30', end: '22:30' },
    });
    expect(later.statusCode, later.body).toBe(201);

    const byTime = await remind({ programTitle: 'evening  psalms', programTime: '9:30 PM' });
    expect(byTime.statusCode, byTime.body).toBe(201);
    // Friday 4 December, 21:30 CST.
    expect(byTime.json()).toMatchObject({ target: 'program', title: 'Evening Psalms', startsAt: '2026-12-05T03:30:00.000Z', stored: true });

    // A time that names neither: the one airing soonest (Wednesday 2 December, 19:00 CST).
    const soonest = await remind({ programTitle: 'Evening Psalms', programTime: 'tonight' });
    expect(soonest.statusCode, soonest.body).toBe(201);
    expect(soonest.json().startsAt).toBe('2026-12-03T01:00:00.000Z');
  });

  it('says so when no program has that title', async () => {
    const res = await remind({ programTitle: 'No Such Show', programTime: '6:00 AM' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(eventMessages.programNotFound);
  });
});

describe("the original client's quiet hours: no zone", () => {
  it("takes the member's zone, else the station's", async () => {
    const set = (quietHours: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: ruth.auth,
        payload: { type: 'mention', preferences: { quietHours } },
      });
    const station = await set({ start: '22:00', end: '07:00' });
    expect(station.statusCode, station.body).toBe(200);
    const mention = (body: Array<{ type: string; quietHours: unknown }>) => body.find((p) => p.type === 'mention')!.quietHours;
    expect(mention(station.json())).toEqual({ start: '22:00', end: '07:00', timezone: 'America/Chicago' });

    expect((await set({ start: '21:00', end: '06:00', timezone: 'Europe/London' })).statusCode).toBe(200);
    const member = await set({ start: '23:00', end: '06:00' });
    expect(mention(member.json())).toEqual({ start: '23:00', end: '06:00', timezone: 'Europe/London' });
  });
});
