import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_SERIES_DAYS } from '@selah/contracts/events';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { occurrenceStarts } from '../../platform/time/recurrence.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-db.ts';

// Saturday 20 February 2027 in New York.
const clock = fixedClock('2027-02-20T17:00:00.000Z');
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { radioEnabled: false, stationTimezone: 'America/New_York', publicUrl: 'https://radio.example.org' },
);
const quiet = { info() {}, warn() {}, error() {} };
const DAY_MS = 24 * 3_600_000;

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database, clock });
  await app.ready();
  admin = await createTestUser(app.db, { username: 'pastor', role: 'admin' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Ev = { id: string; seriesId: string; startsAt: string };
/** An open weekly series (neither count nor until) starting at `startsAt`, 7 PM to 9 PM. */
async function openWeekly(title: string, startsAt: string): Promise<Ev> {
  const endsAt = new Date(new Date(startsAt).getTime() + 2 * 3_600_000).toISOString();
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: admin.auth,
    payload: { title, startsAt, endsAt, category: 'bible-study', recurrence: { freq: 'weekly' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ev>();
}
/** Every date of a series as [rule start, id], by start (straight from the table: duplicates would show). */
async function datesOf(seriesId: string): Promise<Array<{ at: string; id: string }>> {
  const rows = await queryRows<{ at: unknown; id: string }>(
    app.db,
    sql`SELECT occurrence_start AS at, id FROM events WHERE series_id = ${seriesId}::uuid ORDER BY occurrence_start, id`,
  );
  return rows.map((r) => ({ at: (r.at instanceof Date ? r.at : new Date(String(r.at))).toISOString(), id: r.id }));
}
const lastDate = async (seriesId: string) => (await datesOf(seriesId)).at(-1)?.at;
const ics = async (id: string) => (await app.inject({ url: `/events/${id}.ics` })).body;
/** The RRULE's UNTIL as an ISO instant. */
function untilOf(text: string): string {
  const m = /UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(text);
  expect(m, text).not.toBeNull();
  return `${m![1]}-${m![2]}-${m![3]}T${m![4]}:${m![5]}:${m![6]}.000Z`;
}
/** Two instances run what is due; the app's own poller may take a job first, so the caller polls for the result. */
async function runJobs(): Promise<void> {
  const instances = [new JobScheduler({ db: app.db, clock, log: quiet }), new JobScheduler({ db: app.db, clock, log: quiet })];
  for (const s of instances) app.service('events').registerJobs(s);
  await Promise.all(instances.map((s) => s.runDue()));
}

describe('an open series keeps going', () => {
  it('the daily job writes a weekly study on to a year ahead of the clock, once, without removed dates or cancelled series', async () => {
    // Tuesdays at 7 PM from 2 March 2027, and Thursdays at 7 PM from 4 March.
    const study = await openWeekly('Tuesday Bible Study', '2027-03-03T00:00:00Z');
    const choir = await openWeekly('Thursday Choir', '2027-03-05T00:00:00Z');
    const written = await datesOf(study.seriesId);
    expect(written.at(-1)!.at).toBe('2028-03-01T00:00:00.000Z');

    // The last date written is removed: it must not come back.
    const removed = written.at(-1)!;
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/events/${removed.id}`, headers: admin.auth })).statusCode).toBe(204);

    // Three Thursdays later the choir is cancelled as a whole: its past dates stay, it goes no further.
    clock.set('2027-03-20T16:00:00.000Z');
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/admin/events/${choir.id}?scope=series`, headers: admin.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const choirDates = await datesOf(choir.seriesId);
    expect(choirDates.map((d) => d.at)).toEqual(['2027-03-05T00:00:00.000Z', '2027-03-12T00:00:00.000Z', '2027-03-18T23:00:00.000Z']);

    // Sixty days after the series were made, the due jobs run on two instances.
    clock.set('2027-04-21T17:00:00.000Z');
    const horizon = new Date(clock.ms() + OPEN_SERIES_DAYS * DAY_MS);
    const expected = occurrenceStarts(new Date(study.startsAt), 'America/New_York', { freq: 'weekly', until: horizon }, 1000)
      .map((d) => d.toISOString())
      .filter((at) => at !== removed.at);
    await runJobs();
    await expect.poll(() => lastDate(study.seriesId)).toBe(expected.at(-1));
    expect(horizon.getTime() - new Date(expected.at(-1)!).getTime()).toBeLessThan(7 * DAY_MS);

    // Every Tuesday at 7 PM New York time up to a year past now, none twice, the removed one not again.
    const after = await datesOf(study.seriesId);
    expect(after.map((d) => d.at)).toEqual(expected);
    expect(after.map((d) => d.at)).not.toContain(removed.at);
    expect(await datesOf(choir.seriesId)).toEqual(choirDates);

    // A new date is like the others: same title and two hours long, in the upcoming list and answerable.
    const newest = (await app.inject({ url: `/api/events/${after.at(-1)!.id}` })).json<Ev & { title: string; endsAt: string }>();
    expect(newest).toMatchObject({ title: 'Tuesday Bible Study', seriesId: study.seriesId, startsAt: expected.at(-1) });
    expect(new Date(newest.endsAt).getTime() - new Date(newest.startsAt).getTime()).toBe(2 * 3_600_000);

    // The calendar files follow: UNTIL is the last date written, the removed date stays excluded.
    const studyCal = await ics(after[0]!.id);
    expect(untilOf(studyCal)).toBe(expected.at(-1));
    expect(studyCal).toContain('EXDATE;TZID=America/New_York:20280229T190000');
    expect(untilOf(await ics(choirDates[0]!.id))).toBe('2027-03-18T23:00:00.000Z');

    // Running again the same day (a restart, another instance) writes nothing more.
    await runJobs();
    expect(await datesOf(study.seriesId)).toEqual(after);

    // A week on, the next day's run (scheduled by this one) writes one more Tuesday.
    clock.set('2027-04-28T17:00:00.000Z');
    await runJobs();
    await expect.poll(async () => (await datesOf(study.seriesId)).length).toBe(after.length + 1);
    expect(await lastDate(study.seriesId)).toBe(new Date(new Date(expected.at(-1)!).getTime() + 7 * DAY_MS).toISOString());
    expect(await datesOf(choir.seriesId)).toEqual(choirDates);
  });
});
