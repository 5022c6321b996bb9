import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRadioMessages } from '@selah/contracts/admin-radio';
import { fixedClock } from '../../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Monday 23 November 2026, 10:30 in Chicago (the station's zone).
const clock = fixedClock('2026-11-23T16:30:00Z');
let t: TestApp;
let admin: TestUser;
let broadcaster: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  broadcaster = await createTestUser(t.app.db, { role: 'broadcaster' });
});
afterAll(() => t.close());

type Program = {
  id: string;
  title: string;
  weekday: number;
  date: string | null;
  startHour: number;
  endHour: number;
  playlistName: string | null;
};
const programs = async () =>
  (await t.app.inject({ url: '/api/admin/programs', headers: admin.auth })).json<{ timezone: string; programs: Program[] }>();
const find = async (weekday: number, startHour: number) =>
  (await programs()).programs.find((p) => p.weekday === weekday && p.startHour === startHour && p.date === null)!;
const post = (payload: Record<string, unknown>, user = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/programs', headers: user.auth, payload });
const day = async (date: string) =>
  (await t.app.inject({ url: `/api/schedule?date=${date}` })).json<{ programs: Array<{ title: string; isLive: boolean }> }>().programs;
const program = { title: 'Hymns at Ten', host: 'Ruth Okafor', description: 'Old hymns, sung by the congregation.', category: 'music' };

describe('the schedule in the console', () => {
  it('lists the seeded week in the station zone', async () => {
    const { timezone, programs: all } = await programs();
    expect(timezone).toBe('America/Chicago');
    expect(all.length).toBeGreaterThan(90);
    expect(await find(1, 10)).toMatchObject({ title: 'Kingdom Teachings', endHour: 11 });
  });

  it('refuses an overlapping program with a sentence naming the other one, and adds nothing', async () => {
    const before = (await programs()).programs.length;
    const res = await post({ ...program, weekdays: [1, 3], startHour: 10, endHour: 12 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: adminRadioMessages.overlap('Kingdom Teachings', 'Monday', '10:00–11:00'),
      error: 'overlap',
    });
    expect((await programs()).programs).toHaveLength(before);
  });

  it('refuses a one-off program whose time has passed, and one that ends before it starts', async () => {
    const before = (await programs()).programs.length;
    for (const slot of [
      { date: '2026-11-20', startHour: 10, endHour: 11 },
      { date: '2026-11-23', startHour: 9, endHour: 10 },
    ]) {
      const res = await post({ ...program, ...slot });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: adminRadioMessages.past, error: 'in_the_past' });
    }
    const backwards = await post({ ...program, weekdays: [1], startHour: 11, endHour: 10 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(adminRadioMessages.crossesMidnight);
    const noDay = await post({ ...program, startHour: 10, endHour: 11 });
    expect(noDay.json().message).toBe(adminRadioMessages.needDay);
    expect((await programs()).programs).toHaveLength(before);
  });

  it('replaces a program: delete, create in its place with a playlist, move and rename; the public schedule follows', async () => {
    const teachings = await find(1, 10);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${teachings.id}`, headers: broadcaster.auth })).statusCode,
    ).toBe(204);
    const list = await t.app.inject({ method: 'POST', url: '/api/admin/playlists', headers: admin.auth, payload: { name: 'Hymns' } });
    const res = await post({ ...program, weekdays: [1], startHour: 10, endHour: 11, playlistId: list.json().id }, broadcaster);
    expect(res.statusCode, res.body).toBe(201);
    const [created] = res.json<{ programs: Program[] }>().programs;
    expect(created).toMatchObject({ title: 'Hymns at Ten', weekday: 1, playlistName: 'Hymns' });
    expect(await day('2026-11-23')).toContainEqual(expect.objectContaining({ title: 'Hymns at Ten', isLive: true }));

    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${created!.id}`,
      headers: admin.auth,
      payload: { endHour: 12 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(adminRadioMessages.overlap('Lunch Show', 'Monday', '11:00–12:00'));
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${created!.id}`,
      headers: admin.auth,
      payload: { title: 'Hymns at Ten (choir)' },
    });
    expect(renamed.json()).toMatchObject({ title: 'Hymns at Ten (choir)', startHour: 10, endHour: 11 });
    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/admin/playlists/${list.json().id}`, headers: admin.auth });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(adminRadioMessages.playlistInUse('Hymns at Ten (choir)'));

    const audit = await t.app.inject({ url: '/api/admin/audit?action=schedule.', headers: admin.auth });
    // One line each (the test's clock stands still, so the three share a time and their order is not checked).
    expect(
      audit
        .json<{ entries: Array<{ summary: string }> }>()
        .entries.map((e) => e.summary)
        .sort(),
    ).toEqual([
      'Changed the program "Hymns at Ten (choir)" (every Monday, 10:00–11:00)',
      'Put "Hymns at Ten" with Ruth Okafor on the schedule (every Monday, 10:00–11:00)',
      'Took "Kingdom Teachings" off the schedule (every Monday, 10:00–11:00)',
    ]);
  });

  it('puts a one-off program on its own date only, where it replaces the weekly program it overlaps', async () => {
    const tuesday = await find(2, 10);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${tuesday.id}`, headers: admin.auth });
    const res = await post({ ...program, title: 'Thanksgiving Special', date: '2026-11-24', startHour: 10, endHour: 11 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await day('2026-11-24')).map((p) => p.title)).toContain('Thanksgiving Special');
    expect((await day('2026-12-01')).map((p) => p.title)).not.toContain('Thanksgiving Special');
    // Editing its words keeps it a one-off.
    const [special] = res.json<{ programs: Program[] }>().programs;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${special!.id}`,
      headers: admin.auth,
      payload: { host: 'Pastor Daniel Reyes' },
    });
    expect(edited.json()).toMatchObject({ date: '2026-11-24', weekday: 2, startHour: 10 });
    // A weekly program in the same hour is no clash: the one-off replaces it on its date (issue 27).
    const weekly = await post({ ...program, title: 'Tuesday Hymns', weekdays: [2], startHour: 10, endHour: 11 });
    expect(weekly.statusCode, weekly.body).toBe(201);
    expect((await day('2026-11-24')).map((p) => p.title)).not.toContain('Tuesday Hymns');
    expect((await day('2026-12-01')).map((p) => p.title)).toContain('Tuesday Hymns');
    // Two one-offs on one date still may not overlap.
    const twice = await post({ ...program, title: 'Second Special', date: '2026-11-24', start: '10:45', end: '11:30' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(adminRadioMessages.overlap('Thanksgiving Special', '2026-11-24', '10:00–11:00'));
  });
});
