import { OPEN_SERIES_DAYS } from '@selah/contracts/events';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { occurrenceStarts } from '../../platform/time/recurrence.ts';
import { insertEvent } from './events.repo.ts';
import * as seriesRepo from './series.repo.ts';

/** The durable daily job that writes open series on (platform/jobs; decision 022). */
export const OPEN_SERIES_JOB = 'events.extend-open-series';

const DAY_MS = 24 * 3_600_000;

/** The run after `now`: the next midnight UTC. Its key names the day, so each day's run is one job. */
function nextRun(now: Date): { key: string; runAt: Date } {
  const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { key: runAt.toISOString().slice(0, 10), runAt };
}

/**
 * Writes one open series' dates after its last one up to `horizon`, by the rule, zone and wall
 * clock it was made with (counted from its first start, as when it was made), skipping dates that
 * exist or were removed. New dates copy the latest date not changed alone. Answers how many it wrote.
 */
async function extendSeries(db: Db, id: string, horizon: Date, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked: a cancel of the whole series (which closes it first) waits, or this sees it closed.
    const series = await seriesRepo.lockOpenSeries(tx, id);
    if (!series || series.until.getTime() >= horizon.getTime()) return 0;
    const template = await seriesRepo.seriesTemplate(tx, id);
    if (!template) return 0;
    const taken = await seriesRepo.takenStarts(tx, id, series.until);
    const starts = occurrenceStarts(series.startsAt, series.timezone, { freq: series.freq, until: horizon }, Number.MAX_SAFE_INTEGER);
    const fresh = starts.filter((s) => s.getTime() > series.until.getTime() && !taken.has(s.getTime()));
    const length = template.endsAt.getTime() - template.startsAt.getTime();
    for (const start of fresh) {
      await insertEvent(tx, { ...template, startsAt: start, endsAt: new Date(start.getTime() + length) }, null, now, id);
    }
    const last = starts.at(-1);
    if (last && last.getTime() > series.until.getTime()) await seriesRepo.extendUntil(tx, id, last);
    return fresh.length;
  });
}

/** Writes every open series on so its dates reach OPEN_SERIES_DAYS past `now`. Answers how many dates it wrote. */
export async function extendOpenSeries(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + OPEN_SERIES_DAYS * DAY_MS);
  let written = 0;
  for (const id of await seriesRepo.openSeriesIds(db)) written += await extendSeries(db, id, horizon, now);
  return written;
}

/**
 * The daily job: each run schedules the next day's first (so a failing run, retried by the
 * scheduler, never stops the days after it), then writes the open series on. Keyed by the day,
 * so two instances, or a restart, schedule and run each day once.
 */
export function createOpenSeriesJob(deps: { db: Db; clock: Clock; jobs: Pick<Jobs, 'schedule'> }) {
  const { db, clock, jobs } = deps;
  const scheduleNext = () => jobs.schedule(OPEN_SERIES_JOB, nextRun(clock.now()));
  return {
    /** At start: the next day's run, unless it is scheduled already. */
    async start(): Promise<void> {
      await scheduleNext();
    },
    registerJobs(scheduler: Pick<Jobs, 'handle'>): void {
      scheduler.handle(OPEN_SERIES_JOB, async () => {
        await scheduleNext();
        await extendOpenSeries(db, clock.now());
      });
    },
  };
}
