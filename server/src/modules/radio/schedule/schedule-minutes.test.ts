import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRadioMessages as m } from '@selah/contracts/admin-radio';
import type { ScheduleProgram, StreamStatus, WeekScheduleResponse } from '@selah/contracts/radio';
import { fixedClock } from '../../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Monday 23 November 2026, 10:30 in Chicago (the station's zone). Saturday 28 November is cleared for these tests.
const clock = fixedClock('2026-11-23T16:30:00Z');
const SATURDAY = '2026-11-28';
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  for (const p of (await list()).filter((p) => p.weekday === 6)) {
    await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${p.id}`, headers: admin.auth });
  }
});
afterAll(() => t.close());

type Program = {
  id: string;
  title: string;
  weekday: number;
  date: string | null;
  start: string;
  end: string;
  startHour: number;
  endHour: number;
};
async function list() {
  return (await t.app.inject({ url: '/api/admin/programs', headers: admin.auth })).json<{ programs: Program[] }>().programs;
}
const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/programs', headers: admin.auth, payload });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/programs/${id}`, headers: admin.auth, payload });
const day = async (date: string) =>
  (await t.app.inject({ url: `/api/schedule?date=${date}` })).json<{ programs: ScheduleProgram[] }>().programs;
const show = { host: 'Pastor Daniel Reyes', description: '', category: 'preach' };

describe('programs to the minute', () => {
  it('starts and ends a program at any minute; answers carry "HH:MM" and the whole hours older clients read', async () => {
    const res = await post({ ...show, title: 'Morning Sermon', weekdays: [6], start: '07:30', end: '08:15' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ programs: Program[] }>().programs[0]).toMatchObject({ start: '07:30', end: '08:15', startHour: 7, endHour: 9 });
    expect(await day(SATURDAY)).toContainEqual(
      expect.objectContaining({
        title: 'Morning Sermon',
        start: '07:30',
        end: '08:15',
        time: '7:30 AM - 8:15 AM',
        // 07:30 in Chicago (UTC-6) on 28 November.
        startsAt: '2026-11-28T13:30:00.000Z',
        endsAt: '2026-11-28T14:15:00.000Z',
      }),
    );
    // Back to back at the minute is no overlap; one minute in is.
    expect((await post({ ...show, title: 'After the Sermon', weekdays: [6], start: '08:15', end: '09:00' })).statusCode).toBe(201);
    const clash = await post({ ...show, title: 'Too Early', weekdays: [6], start: '07:00', end: '07:31' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(m.overlap('Morning Sermon', 'Saturday', '07:30–08:15'));
  });

  it('takes the whole-hour payload older clients send, and "00:00" as an end means midnight', async () => {
    const old = await post({ ...show, title: 'Evening Hymns', weekdays: [6], startHour: 20, endHour: 21 });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json<{ programs: Program[] }>().programs[0]).toMatchObject({ start: '20:00', end: '21:00', startHour: 20, endHour: 21 });
    const late = await post({ ...show, title: 'Night Watch', weekdays: [6], start: '22:30', end: '00:00' });
    expect(late.json<{ programs: Program[] }>().programs[0]).toMatchObject({ start: '22:30', end: '24:00', endHour: 24 });
    // An old client moving the end by whole hours keeps the start's minutes.
    const [night] = late.json<{ programs: Program[] }>().programs;
    const moved = await patch(night!.id, { startHour: 23 });
    expect(moved.json()).toMatchObject({ start: '23:00', end: '24:00' });
    const minutes = await patch(night!.id, { start: '23:15' });
    expect(minutes.json()).toMatchObject({ start: '23:15', end: '24:00' });
  });

  it('refuses bad times with a sentence, and adds nothing', async () => {
    const before = (await list()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start: '22:00', end: '02:00' }, m.crossesMidnight],
      [{ start: '09:00', end: '09:00' }, m.endAfterStart],
      [{ start: '7:5', end: '08:00' }, m.badTime],
      [{ start: '25:00', end: '26:00' }, m.badTime],
      [{ start: '07:60', end: '08:00' }, m.badTime],
      [{ start: '24:00', end: '24:00' }, m.badTime],
      [{ start: '10:00' }, m.needTimes],
      [{}, m.needTimes],
      [{ start: '10:00', end: '11:00', plays: 'live', trackId: '00000000-0000-4000-8000-000000000000' }, m.fileOnLive],
      [{ start: '10:00', end: '11:00', trackId: '00000000-0000-4000-8000-000000000000' }, m.fileNotFound],
      [{ start: '10:00', end: '11:00', trackId: 'not-a-file' }, m.fileNotFound],
    ];
    for (const [slot, message] of cases) {
      const res = await post({ ...show, title: 'Bad Slot', weekdays: [6], ...slot });
      expect(res.statusCode, JSON.stringify(slot)).toBe(400);
      expect(res.json().message, JSON.stringify(slot)).toBe(message);
    }
    const [sermon] = (await list()).filter((p) => p.title === 'Morning Sermon');
    const backwards = await patch(sermon!.id, { end: '07:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(m.crossesMidnight);
    expect((await list()).length).toBe(before);
    expect((await list()).find((p) => p.id === sermon!.id)).toMatchObject({ start: '07:30', end: '08:15' });
  });
});

describe('a one-off program replaces the weekly program it overlaps, on its date only', () => {
  it('hides the weekly program that day, airs the one-off (the status says so), and the next week is as before', async () => {
    // Monday 10:00-11:00 is Kingdom Teachings every week; today (Monday 23rd, 10:30) a special service holds 10:15-10:45.
    const special = await post({ ...show, title: 'Thanksgiving Service', date: '2026-11-23', start: '10:15', end: '10:45' });
    expect(special.statusCode, special.body).toBe(201);
    const today = (await day('2026-11-23')).map((p) => p.title);
    expect(today).toContain('Thanksgiving Service');
    expect(today).not.toContain('Kingdom Teachings');
    expect((await day('2026-11-30')).map((p) => p.title)).toContain('Kingdom Teachings');
    const status = (await t.app.inject({ url: '/api/stream/status' })).json<StreamStatus>();
    expect(status.onAir.program).toMatchObject({ title: 'Thanksgiving Service', start: '10:15', end: '10:45' });
    expect((await day('2026-11-23')).filter((p) => p.isLive).map((p) => p.title)).toEqual(['Thanksgiving Service']);
    // At 10:50 the weekly program is still hidden today: nothing is on air from the schedule until 11:00.
    clock.set('2026-11-23T16:50:00Z');
    const later = (await t.app.inject({ url: '/api/stream/status' })).json<StreamStatus>();
    expect(later.onAir.program?.title).not.toBe('Kingdom Teachings');
    clock.set('2026-11-23T16:30:00Z');
  });

  it("lists each program's next airing over the coming week, soonest first, the one on air marked", async () => {
    const week = (await t.app.inject({ url: '/api/schedule/week' })).json<WeekScheduleResponse>();
    expect(week.timezone).toBe('America/Chicago');
    expect(week.now).toBe('2026-11-23T16:30:00.000Z');
    const ids = week.programs.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const starts = week.programs.map((p) => p.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(week.programs.every((p) => p.endsAt > week.now && p.startsAt < '2026-11-30T16:30:00.000Z')).toBe(true);
    expect(week.programs.filter((p) => p.isLive).map((p) => p.title)).toEqual(['Thanksgiving Service']);
    // Monday's Kingdom Teachings is replaced today: its next airing is next Monday.
    const monday = (await list()).find((p) => p.title === 'Kingdom Teachings' && p.weekday === 1 && p.date === null)!;
    expect(week.programs.find((p) => p.id === monday.id)).toMatchObject({ startsAt: '2026-11-30T16:00:00.000Z' });
    expect(week.programs.find((p) => p.title === 'Morning Sermon')).toMatchObject({ startsAt: '2026-11-28T13:30:00.000Z' });
  });
});
