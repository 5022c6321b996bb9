import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { fixedClock } from '../time/clock.ts';
import type { Log } from '../module.ts';
import { findJob } from './jobs.repo.ts';
import { JobScheduler, MAX_ATTEMPTS } from './scheduler.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const warnings: string[] = [];
const log: Log = { info: () => {}, warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) };
const T0 = '2030-03-01T12:00:00.000Z';
let unique = 0;
/** Each test uses its own job name, so the tests share one database without seeing each other's jobs. */
const jobName = () => `test.job.${++unique}`;

function scheduler(clock = fixedClock(T0), opts = {}) {
  return { clock, jobs: new JobScheduler({ db: database.db, clock, log }, opts) };
}

describe('JobScheduler', () => {
  it('runs a due job once, with its payload, and marks it done', async () => {
    const name = jobName();
    const { jobs } = scheduler();
    const seen: unknown[] = [];
    jobs.handle(name, (payload) => void seen.push(payload));
    await jobs.schedule(name, { key: 'a', runAt: new Date(T0), payload: { userId: 'ruth' } });
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual([{ userId: 'ruth' }]);
    expect(await findJob(database.db, name, 'a')).toMatchObject({ status: 'done', attempts: 1, finishedAt: new Date(T0) });
  });

  it('treats scheduling the same (name, key) twice as one job', async () => {
    const name = jobName();
    const { jobs } = scheduler();
    let runs = 0;
    jobs.handle(name, () => void runs++);
    expect(await jobs.schedule(name, { key: 'same', runAt: new Date(T0) })).toBe(true);
    expect(await jobs.schedule(name, { key: 'same', runAt: new Date(T0) })).toBe(false);
    await jobs.runDue();
    // Even once done, the same key does not come back.
    expect(await jobs.schedule(name, { key: 'same', runAt: new Date(T0) })).toBe(false);
    await jobs.runDue();
    expect(runs).toBe(1);
  });

  it('leaves a job that is not yet due until the clock passes its time', async () => {
    const name = jobName();
    const { jobs, clock } = scheduler();
    let runs = 0;
    jobs.handle(name, () => void runs++);
    await jobs.schedule(name, { key: 'later', runAt: new Date(Date.parse(T0) + 60 * 60_000) });
    expect(await jobs.runDue()).toBe(0);
    clock.advance(59 * 60_000);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('cancels a pending job', async () => {
    const name = jobName();
    const { jobs } = scheduler();
    let runs = 0;
    jobs.handle(name, () => void runs++);
    await jobs.schedule(name, { key: 'x', runAt: new Date(T0) });
    expect(await jobs.cancel(name, 'x')).toBe(true);
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(0);
  });

  it('runs a job exactly once when two instances on one database run runDue concurrently', async () => {
    const name = jobName();
    const clock = fixedClock(T0);
    const [a, b] = [scheduler(clock).jobs, scheduler(clock).jobs];
    const ranBy: string[] = [];
    a.handle(name, async (_p, job) => {
      ranBy.push(`a:${job.key}`);
      await new Promise((r) => setTimeout(r, 20));
    });
    b.handle(name, async (_p, job) => {
      ranBy.push(`b:${job.key}`);
      await new Promise((r) => setTimeout(r, 20));
    });
    for (let i = 0; i < 30; i++) await a.schedule(name, { key: `k${i}`, runAt: new Date(T0) });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    const keys = ranBy.map((r) => r.slice(2)).sort();
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys).toHaveLength(30);
  });

  it('runs, after a restart, a job that fell due while no instance was running', async () => {
    const name = jobName();
    const clock = fixedClock(T0);
    const before = scheduler(clock).jobs;
    before.handle(name, () => {
      throw new Error('not this instance');
    });
    await before.schedule(name, { key: 'overnight', runAt: new Date(Date.parse(T0) + 8 * 60 * 60_000) });
    await before.stop();
    // The station was down all night; a new instance starts in the morning.
    clock.advance(9 * 60 * 60_000);
    const after = scheduler(clock).jobs;
    const seen: string[] = [];
    after.handle(name, (_p, job) => void seen.push(job.key));
    expect(await after.runDue()).toBe(1);
    expect(seen).toEqual(['overnight']);
  });

  it('claims again a job whose instance died while running it (its lease ran out)', async () => {
    const name = jobName();
    const clock = fixedClock(T0);
    const dying = scheduler(clock, { leaseMs: 60_000 }).jobs;
    let resolveHang!: () => void;
    dying.handle(name, () => new Promise<void>((r) => (resolveHang = r)));
    await dying.schedule(name, { key: 'lease', runAt: new Date(T0) });
    const hung = dying.runDue();
    await expect.poll(async () => (await findJob(database.db, name, 'lease'))?.status).toBe('running');
    const survivor = scheduler(clock).jobs;
    const seen: string[] = [];
    survivor.handle(name, (_p, job) => void seen.push(`${job.key}#${job.attempt}`));
    expect(await survivor.runDue()).toBe(0);
    clock.advance(61_000);
    expect(await survivor.runDue()).toBe(1);
    expect(seen).toEqual(['lease#2']);
    resolveHang();
    await hung;
    // The dead instance's late finish does not overwrite the survivor's outcome.
    expect(await findJob(database.db, name, 'lease')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('retries a failing job with backoff and marks it failed after 5 tries, keeping the error', async () => {
    const name = jobName();
    const { jobs, clock } = scheduler(fixedClock(T0), { retryBaseMs: 1000 });
    let tries = 0;
    jobs.handle(name, () => {
      tries++;
      throw new Error(`broken #${tries}`);
    });
    await jobs.schedule(name, { key: 'bad', runAt: new Date(T0) });
    await jobs.runDue();
    expect(await findJob(database.db, name, 'bad')).toMatchObject({ status: 'pending', attempts: 1, lastError: 'broken #1' });
    // Not retried before its backoff has passed.
    expect(await jobs.runDue()).toBe(0);
    for (let i = 0; i < 10; i++) {
      clock.advance(60 * 60_000);
      await jobs.runDue();
    }
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(await findJob(database.db, name, 'bad')).toMatchObject({ status: 'failed', attempts: 5, lastError: 'broken #5' });
    expect(warnings.some((w) => w.includes(`Job ${name} (bad) failed on attempt 5`))).toBe(true);
  });

  it('polls with start() and stops with stop()', async () => {
    const name = jobName();
    const { jobs } = scheduler();
    let runs = 0;
    jobs.handle(name, () => void runs++);
    await jobs.schedule(name, { key: 'polled', runAt: new Date(T0) });
    jobs.start(10);
    await expect.poll(() => runs, { timeout: 2000 }).toBe(1);
    await jobs.stop();
  });
});
