import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamStatus } from '@selah/contracts/radio';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { onAirLine } from './on-air-line.ts';
import { zonedNow } from '../schedule/schedule.ts';

const wakeUp = { id: 'wake-up', title: "Wake Up Y'all", host: 'Tasha Greene', plays: 'live' as const, start: '06:00', end: '09:00' };

describe('what is on air, said one way', () => {
  it('a live program with nobody connected is music until its host goes live, never "on air" or "live"', () => {
    expect(onAirLine({ live: false, liveShow: null, program: wakeUp })).toEqual({
      source: 'autodj',
      program: wakeUp,
      recording: false,
      awaitingLive: true,
      title: "Wake Up Y'all",
      label: 'Music until Tasha Greene goes live',
    });
  });

  it('a person at the live source is live: under the live program, or under the show’s own name', () => {
    expect(onAirLine({ live: true, liveShow: 'Tasha in the Morning', program: wakeUp })).toMatchObject({
      source: 'live',
      awaitingLive: false,
      label: "Live · Wake Up Y'all",
    });
    const music = { id: 'music', title: 'Praise & Worship', host: 'AutoDJ', plays: 'autodj' as const, start: '00:00', end: '24:00' };
    expect(onAirLine({ live: true, liveShow: 'Evening Prayer', program: music })).toMatchObject({
      source: 'live',
      title: 'Evening Prayer',
      label: 'Live · Evening Prayer',
    });
    expect(onAirLine({ live: false, liveShow: null, program: music })).toMatchObject({
      source: 'autodj',
      awaitingLive: false,
      label: 'On air · Praise & Worship',
    });
    expect(onAirLine({ live: false, liveShow: null, program: undefined })).toMatchObject({ source: 'autodj', program: null, label: null });
  });
});

describe('GET /api/stream/status and the schedule agree', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('with a live program on now and nobody at the live source, the status says the AutoDJ plays until the host goes live', async () => {
    const { date, weekday, hour } = zonedNow(t.app.time.zone(), t.app.clock.now());
    // The demo schedule's program of this hour makes way for a live one.
    const { programs } = (await t.app.inject({ url: '/api/admin/programs', headers: admin.auth })).json<{
      programs: Array<{ id: string; weekday: number; date: string | null; startHour: number; endHour: number }>;
    }>();
    for (const p of programs.filter((p) => (p.date ? p.date === date : p.weekday === weekday) && p.startHour <= hour && hour < p.endHour)) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${p.id}`, headers: admin.auth })).statusCode).toBe(204);
    }
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin.auth,
      payload: { title: "Wake Up Y'all", host: 'Tasha Greene', plays: 'live', date, startHour: hour, endHour: hour + 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const status = (await t.app.inject({ url: '/api/stream/status' })).json<StreamStatus>();
    expect(status.station.isLive).toBe(false);
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    expect(status.onAir).toEqual({
      source: 'autodj',
      program: { ...wakeUp, id: made.json<{ programs: Array<{ id: string }> }>().programs[0]!.id, start: hh(hour), end: hh(hour + 1) },
      recording: false,
      awaitingLive: true,
      title: "Wake Up Y'all",
      label: 'Music until Tasha Greene goes live',
    });
  });
});
