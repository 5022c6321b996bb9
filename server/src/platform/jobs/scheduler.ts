import type { Db } from '../../db/client.ts';
import type { Clock } from '../time/clock.ts';
import type { Log } from '../log.ts';
import * as repo from './jobs.repo.ts';

export interface JobInfo {
  id: string;
  name: string;
  key: string;
  /** 1 on the first try. */
  attempt: number;
}

/** Runs one job. Throwing puts it back for a later retry (failed after `maxAttempts`). */
export type JobHandler = (payload: unknown, job: JobInfo) => Promise<void> | void;

export interface ScheduleRequest {
  /** Names this occurrence: scheduling the same (name, key) again is a no-op. */
  key: string;
  runAt: Date;
  payload?: unknown;
}

export interface SchedulerOptions {
  /** How long a claimed job is this instance's before another may take it over. */
  leaseMs?: number;
  /** Jobs claimed per statement. */
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before retry n (1-based): base × 2^(n-1), at most an hour. */
  retryBaseMs?: number;
}

/** What modules see of the scheduler (ctx.jobs). */
export interface Jobs {
  schedule(name: string, request: ScheduleRequest): Promise<boolean>;
  cancel(name: string, key: string): Promise<boolean>;
  handle(name: string, handler: JobHandler): void;
  runDue(): Promise<number>;
}

export const MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;

/**
 * The durable scheduler: jobs live in the database, so they survive a restart, and each due
 * job is claimed by exactly one instance (see jobs.repo.ts claimDueJobs). Time is the injected
 * clock's, so tests move it by hand and call runDue().
 */
export class JobScheduler implements Jobs {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  /** runDue calls on one instance run one after another. */
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: Log },
    opts: SchedulerOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 5 * 60_000;
    this.batchSize = opts.batchSize ?? 20;
    this.maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
    this.retryBaseMs = opts.retryBaseMs ?? 30_000;
  }

  schedule(name: string, { key, runAt, payload }: ScheduleRequest): Promise<boolean> {
    return repo.insertJob(this.deps.db, { name, key, runAt, payload: payload ?? {}, now: this.deps.clock.now() });
  }

  cancel(name: string, key: string): Promise<boolean> {
    return repo.deletePendingJob(this.deps.db, name, key);
  }

  handle(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
    this.handlers.set(name, handler);
  }

  /** Claims and runs every due job this instance has a handler for. Answers how many ran. */
  runDue(): Promise<number> {
    const run = this.chain.then(() => this.runClaimed());
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Polls every `pollMs` (the timer never keeps the process alive). */
  start(pollMs: number): void {
    if (this.timer) return;
    this.stopped = false;
    const tick = () => {
      this.runDue()
        .catch((err: unknown) => this.deps.log.warn(`Scheduled jobs could not be run: ${message(err)}`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, pollMs).unref();
  }

  /** Stops polling and waits for the jobs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain;
  }

  private async runClaimed(): Promise<number> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    const { db, clock } = this.deps;
    await repo.failAbandonedJobs(db, clock.now(), this.maxAttempts);
    let ran = 0;
    // A bounded number of rounds: a flood of jobs does not hold this call forever.
    for (let round = 0; round < 10; round++) {
      const now = clock.now();
      const claimed = await repo.claimDueJobs(db, {
        names,
        now,
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        limit: this.batchSize,
        maxAttempts: this.maxAttempts,
      });
      for (const job of claimed) await this.runOne(job);
      ran += claimed.length;
      if (claimed.length < this.batchSize) break;
    }
    return ran;
  }

  private async runOne(job: repo.ClaimedJob): Promise<void> {
    const { db, clock, log } = this.deps;
    const handler = this.handlers.get(job.name)!;
    try {
      await handler(job.payload, { id: job.id, name: job.name, key: job.key, attempt: job.attempts });
      await repo.finishJob(db, job.id, job.attempts, { status: 'done', at: clock.now() });
    } catch (err) {
      const error = message(err);
      log.warn(`Job ${job.name} (${job.key}) failed on attempt ${job.attempts}: ${error}`);
      if (job.attempts >= this.maxAttempts) {
        await repo.finishJob(db, job.id, job.attempts, { status: 'failed', at: clock.now(), error });
      } else {
        const delay = Math.min(this.retryBaseMs * 2 ** (job.attempts - 1), HOUR_MS);
        await repo.finishJob(db, job.id, job.attempts, { status: 'pending', retryAt: new Date(clock.now().getTime() + delay), error });
      }
    }
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
