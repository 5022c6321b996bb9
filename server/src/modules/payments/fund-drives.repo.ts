import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { FundDrive } from '@selah/contracts/payments';
import { counted } from './row-dates.ts';

export interface FundDriveRow {
  id: string;
  title: string;
  goalCents: number;
  raisedCents: number;
  matchCents: number | null;
  startsAt: Date;
  endsAt: Date;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

// Raised: gifts paid in [starts_at, ends_at), each less what was refunded of it.
// A bank payment counts once it clears (never while processing, never once returned).
const columns = sql`d.id, d.title, d.goal_cents AS "goalCents", d.match_cents AS "matchCents", d.starts_at AS "startsAt",
  d.ends_at AS "endsAt",
  (SELECT coalesce(sum(g.amount_cents - g.refunded_cents), 0) FROM payment_gifts g
   WHERE g.paid_at >= d.starts_at AND g.paid_at < d.ends_at AND ${counted}) AS "raisedCents"`;
const normalise = (r: FundDriveRow): FundDriveRow => ({
  ...r,
  goalCents: Number(r.goalCents),
  raisedCents: Number(r.raisedCents),
  matchCents: r.matchCents === null ? null : Number(r.matchCents),
  startsAt: toDate(r.startsAt),
  endsAt: toDate(r.endsAt),
});

export async function insertDrive(
  db: Db,
  d: { title: string; goalCents: number; matchCents: number | null; startsAt: Date; endsAt: Date; createdBy: string | null; now: Date },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO fund_drives (title, goal_cents, match_cents, starts_at, ends_at, created_by, created_at)
        VALUES (${d.title}, ${d.goalCents}, ${d.matchCents}, ${d.startsAt.toISOString()}::timestamptz, ${d.endsAt.toISOString()}::timestamptz,
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

export async function setDriveMatch(db: Db, id: string, matchCents: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE fund_drives SET match_cents = ${matchCents} WHERE id = ${id}::uuid RETURNING id`,
  );
  return rows.length > 0;
}

/** What a page shows: raised, the sponsor's match (1:1, never over its cap) and whether the goal is reached. */
export function driveView(d: FundDriveRow): FundDrive {
  const matchedCents = d.matchCents === null ? 0 : Math.min(Math.max(d.raisedCents, 0), d.matchCents);
  const totalCents = d.raisedCents + matchedCents;
  return {
    id: d.id,
    title: d.title,
    goalCents: d.goalCents,
    raisedCents: d.raisedCents,
    matchCents: d.matchCents,
    matchedCents,
    totalCents,
    goalReached: totalCents >= d.goalCents,
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
  };
}
