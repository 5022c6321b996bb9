import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

export interface FundDriveRow {
  id: string;
  title: string;
  goalCents: number;
  raisedCents: number;
  startsAt: Date;
  endsAt: Date;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

// Raised: gifts paid in [starts_at, ends_at), each less what was refunded of it.
const columns = sql`d.id, d.title, d.goal_cents AS "goalCents", d.starts_at AS "startsAt", d.ends_at AS "endsAt",
  (SELECT coalesce(sum(g.amount_cents - g.refunded_cents), 0) FROM payment_gifts g
   WHERE g.paid_at >= d.starts_at AND g.paid_at < d.ends_at) AS "raisedCents"`;
const normalise = (r: FundDriveRow): FundDriveRow => ({
  ...r,
  goalCents: Number(r.goalCents),
  raisedCents: Number(r.raisedCents),
  startsAt: toDate(r.startsAt),
  endsAt: toDate(r.endsAt),
});

export async function insertDrive(
  db: Db,
  d: { title: string; goalCents: number; startsAt: Date; endsAt: Date; createdBy: string | null; now: Date },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO fund_drives (title, goal_cents, starts_at, ends_at, created_by, created_at)
        VALUES (${d.title}, ${d.goalCents}, ${d.startsAt.toISOString()}::timestamptz, ${d.endsAt.toISOString()}::timestamptz,
                ${d.createdBy}::uuid, ${d.now.toISOString()}::timestamptz)
        RETURNING id`,
  );
  return row!.id;
}

export async function findDrive(db: Db, id: string): Promise<FundDriveRow | null> {
  const [row] = await queryRows<FundDriveRow>(db, sql`SELECT ${columns} FROM fund_drives d WHERE d.id = ${id}::uuid`);
  return row ? normalise(row) : null;
}

/** The drive on at `now` (the latest started when several overlap), or null. */
export async function currentDrive(db: Db, now: Date): Promise<FundDriveRow | null> {
  const [row] = await queryRows<FundDriveRow>(
    db,
    sql`SELECT ${columns} FROM fund_drives d
        WHERE d.starts_at <= ${now.toISOString()}::timestamptz AND d.ends_at > ${now.toISOString()}::timestamptz
        ORDER BY d.starts_at DESC, d.created_at DESC LIMIT 1`,
  );
  return row ? normalise(row) : null;
}
