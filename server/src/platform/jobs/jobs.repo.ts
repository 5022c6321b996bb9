import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { scheduledJobs, type JobStatus } from '../../db/schema/jobs.ts';

export interface ClaimedJob {
  id: string;
  name: string;
  key: string;
  payload: unknown;
  attempts: number;
}

export interface JobRow extends ClaimedJob {
  runAt: Date;
  status: JobStatus;
  lockedUntil: Date | null;
  lastError: string | null;
  finishedAt: Date | null;
}

/** Adds a job; answers false when (name, key) already exists, whatever its status. */
export async function insertJob(db: Db, job: { name: string; key: string; runAt: Date; payload: unknown; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobs)
    .values({ name: job.name, key: job.key, runAt: job.runAt, payload: job.payload ?? {}, createdAt: job.now })
    .onConflictDoNothing({ target: [scheduledJobs.name, scheduledJobs.key] })
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** Removes a job that has not started yet. */
export async function deletePendingJob(db: Db, name: string, key: string): Promise<boolean> {
  const rows = await db
    .delete(scheduledJobs)
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.key, key), eq(scheduledJobs.status, 'pending')))
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs of the given names in one statement: pending ones whose time
 * has come, and running ones whose lease ran out (their instance died). FOR UPDATE SKIP LOCKED
 * keeps two instances from claiming the same row; the status check is re-evaluated on the
 * latest row version, so a job another instance just claimed is not claimed again.
 */
export async function claimDueJobs(
  db: Db,
  q: { names: string[]; now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<ClaimedJob[]> {
  const names = sql.join(
    q.names.map((n) => sql`${n}`),
    sql`, `,
  );
  const now = q.now.toISOString();
  return queryRows<ClaimedJob>(
    db,
    sql`UPDATE scheduled_jobs SET status = 'running', locked_until = ${q.leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM scheduled_jobs
          WHERE name IN (${names})
            AND ((status = 'pending' AND run_at <= ${now}::timestamptz)
              OR (status = 'running' AND locked_until <= ${now}::timestamptz AND attempts < ${q.maxAttempts}))
          ORDER BY run_at
          LIMIT ${q.limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, name, key, payload, attempts`,
  );
}

/** Jobs whose instance died during their last allowed attempt: failed, not retried forever. */
export async function failAbandonedJobs(db: Db, now: Date, maxAttempts: number): Promise<void> {
  await db.execute(
    sql`UPDATE scheduled_jobs SET status = 'failed', finished_at = ${now.toISOString()}::timestamptz,
          last_error = coalesce(last_error, 'The instance running this job stopped before it finished.')
        WHERE status = 'running' AND locked_until <= ${now.toISOString()}::timestamptz AND attempts >= ${maxAttempts}`,
  );
}

/** Marks this attempt's outcome; a later attempt (another instance took over) is left alone. */
export async function finishJob(
  db: Db,
  id: string,
  attempts: number,
  outcome:
    { status: 'done'; at: Date } | { status: 'pending'; retryAt: Date; error: string } | { status: 'failed'; at: Date; error: string },
): Promise<void> {
  const same = and(eq(scheduledJobs.id, id), eq(scheduledJobs.attempts, attempts), eq(scheduledJobs.status, 'running'));
  if (outcome.status === 'done') {
    await db.update(scheduledJobs).set({ status: 'done', finishedAt: outcome.at, lockedUntil: null }).where(same);
  } else if (outcome.status === 'pending') {
    await db
      .update(scheduledJobs)
      .set({ status: 'pending', runAt: outcome.retryAt, lockedUntil: null, lastError: outcome.error.slice(0, 2000) })
      .where(same);
  } else {
    await db
      .update(scheduledJobs)
      .set({ status: 'failed', finishedAt: outcome.at, lockedUntil: null, lastError: outcome.error.slice(0, 2000) })
      .where(same);
  }
}

/** One job by its name and key (tests, tools). */
export async function findJob(db: Db, name: string, key: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.key, key)))
    .limit(1);
  return row ?? null;
}
