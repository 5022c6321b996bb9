import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { daySchedule, programAt, zonedNow } from './schedule.ts';
import { rotationFor } from '../engine/rotation.ts';
import { listPrograms, listTracks } from '../radio.repo.ts';
import { programs, tracks } from '../../../db/schema/radio.ts';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('schedule', () => {
  it('serves the weekday programs with the spec default show', async () => {
    const res = await t.app.inject('/api/schedule?date=2026-11-23'); // a Monday
    expect(res.statusCode).toBe(200);
    const { programs, timezone } = res.json();
    expect(timezone).toBe('America/Chicago');
    expect(programs[0]).toMatchObject({ title: "Wake Up Y'all (replay)", startHour: 0, endHour: 3 });
    expect(programs.map((p: { title: string }) => p.title)).toContain('Praise & Worship Music');
    expect(programs.find((p: { startHour: number }) => p.startHour === 6)).toMatchObject({
      title: "Wake Up Y'all",
      time: '6:00 AM - 9:00 AM',
    });
    const sunday = (await t.app.inject('/api/schedule?date=2026-11-22')).json().programs;
    expect(sunday).toEqual([
      expect.objectContaining({ title: 'Praise & Worship Music', host: 'AutoDJ', startHour: 0, endHour: 24, time: 'All day' }),
    ]);
    expect(programs.find((p: { startHour: number }) => p.startHour === 22).time).toBe('10:00 PM - Midnight');
    expect((await t.app.inject('/api/schedule?date=22/11/2026')).json().message).toBe('Use a real date like 2026-11-22');
  });

  it('marks the show on air in the station zone, across DST and midnight', async () => {
    const rows = await listPrograms(t.app.db);
    // The highlight is the program on air at `now` (as the status says), on `date` only when it is that day.
    const live = (date: string, now: string) => {
      const onAir = programAt(rows, 'America/Chicago', new Date(now));
      const today = zonedNow('America/Chicago', new Date(now)).date;
      return daySchedule(rows, date, 'America/Chicago', date === today ? (onAir?.id ?? null) : null)
        .filter((p) => p.isLive)
        .map((p) => p.title);
    };
    // 14:30 UTC on a winter Monday is 8:30 in Chicago (UTC-6).
    expect(live('2026-11-23', '2026-11-23T14:30:00Z')).toEqual(["Wake Up Y'all"]);
    // The same UTC time in summer is 9:30 (UTC-5).
    expect(live('2026-06-15', '2026-06-15T14:30:00Z')).toEqual(['In Case You Did Not Know']);
    // DST began 2026-03-08 at 2:00: 08:30 UTC that Sunday is 3:30 CDT, and Sunday plays worship all day.
    expect(live('2026-03-08', '2026-03-08T08:30:00Z')).toEqual(['Praise & Worship Music']);
    // 05:30 UTC Tuesday is 23:30 Monday in Chicago: Monday's late show, not Tuesday's.
    expect(live('2026-11-23', '2026-11-24T05:30:00Z')).toEqual(['Praise & Worship Music']);
    expect(live('2026-11-24', '2026-11-24T05:30:00Z')).toEqual([]);
    expect(zonedNow('America/Chicago', new Date('2026-11-24T06:10:00Z'))).toEqual({ date: '2026-11-24', weekday: 2, hour: 0, minute: 10 });
  });

  const currentRotation = async (tz: string, now: Date) => rotationFor(await listPrograms(t.app.db), await listTracks(t.app.db), tz, now);

  it("rotates the on-air program's playlist, and the whole library when that playlist is empty", async () => {
    const mk = (title: string, playlist: string) => ({
      filePath: `/music/${title}.mp3`,
      title,
      artist: 'Test',
      durationMs: 180_000,
      bitrateKbps: 128,
      playlist,
    });
    await t.app.db.insert(tracks).values([mk('Hymn A', 'worship'), mk('Hymn B', 'worship'), mk('Wake Up Tune', 'morning')]);
    // Monday 8:30 in Chicago is Wake Up Y'all; give it the morning playlist.
    await t.app.db
      .update(programs)
      .set({ playlist: 'morning' })
      .where(and(eq(programs.weekday, 1), eq(programs.startMinute, 360)));
    const morning = await currentRotation('America/Chicago', new Date('2026-11-23T14:30:00Z'));
    expect(morning).toMatchObject({ playlist: 'morning', tracks: [expect.objectContaining({ title: 'Wake Up Tune' })] });
    const evening = await currentRotation('America/Chicago', new Date('2026-11-24T04:30:00Z')); // Monday 22:30
    expect(evening.playlist).toBe('worship');
    expect(evening.tracks.map((x) => x.title).sort()).toEqual(['Hymn A', 'Hymn B']);
    await t.app.db.update(programs).set({ playlist: 'sermons' }).where(eq(programs.weekday, 1));
    const fallback = await currentRotation('America/Chicago', new Date('2026-11-23T14:30:00Z'));
    expect(fallback).toMatchObject({ playlist: '*' });
    expect(fallback.tracks).toHaveLength(3);
  });
});
