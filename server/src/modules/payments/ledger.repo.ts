import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { selectGifts, type GiftRow } from './gifts.repo.ts';
import { counted } from './row-dates.ts';

/** The station's reports: gifts by filter, totals by fund and month, refunds and each gift's ledger. */

export interface GiftFilter {
  fundId?: string;
  status?: string;
  frequency?: string;
  email?: string;
  from?: Date;
  to?: Date;
  limit: number;
}

export function listGifts(db: Db, f: GiftFilter): Promise<GiftRow[]> {
  const parts: SQL[] = [sql`true`];
  if (f.fundId) parts.push(sql`g.fund_id = ${f.fundId}`);
  if (f.status) parts.push(sql`g.status = ${f.status}`);
  if (f.frequency) parts.push(sql`g.frequency = ${f.frequency}`);
  if (f.email) parts.push(sql`lower(g.donor_email) LIKE ${'%' + f.email.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c) + '%'}`);
  if (f.from) parts.push(sql`g.paid_at >= ${f.from}`);
  if (f.to) parts.push(sql`g.paid_at < ${f.to}`);
  return selectGifts(db, sql.join(parts, sql` AND `), f.limit);
}

export async function totalsByFundMonth(db: Db, from: Date, to: Date, zone: string) {
  const rows = await queryRows<{
    fundId: string;
    fundName: string;
    month: string;
    gifts: number;
    amountCents: number;
    refundedCents: number;
  }>(
    db,
    sql`SELECT g.fund_id AS "fundId", f.name AS "fundName", to_char(g.paid_at AT TIME ZONE ${zone}, 'YYYY-MM') AS month,
          count(*)::int AS gifts, sum(g.amount_cents + g.fee_cents)::int AS "amountCents", sum(g.refunded_cents)::int AS "refundedCents"
        FROM payment_gifts g JOIN payment_funds f ON f.id = g.fund_id
        WHERE g.paid_at >= ${from} AND g.paid_at < ${to} AND ${counted}
        GROUP BY g.fund_id, f.name, f.sort, month ORDER BY month, f.sort`,
  );
  return rows;
}

/** Adds a refund to the ledger and the gift, once per processor refund id; null when already recorded or too large. */
export async function recordRefund(
  db: Db,
  r: { giftId: string; amountCents: number; processorRef: string; now: Date },
): Promise<GiftRow | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [inserted] = await queryRows<{ id: string }>(
      t,
      sql`INSERT INTO payment_ledger (gift_id, kind, amount_cents, processor_ref, created_at)
          VALUES (${r.giftId}, 'refund', ${-r.amountCents}, ${r.processorRef}, ${r.now})
          ON CONFLICT (processor_ref) DO NOTHING RETURNING id`,
    );
    if (!inserted) return null;
    await t.execute(
      sql`UPDATE payment_gifts SET refunded_cents = refunded_cents + ${r.amountCents},
            status = CASE WHEN refunded_cents + ${r.amountCents} >= amount_cents + fee_cents THEN 'refunded' ELSE 'partially_refunded' END
          WHERE id = ${r.giftId}`,
    );
    return (await selectGifts(t, sql`g.id = ${r.giftId}`, 1))[0] ?? null;
  });
}

export async function ledgerOf(db: Db, giftId: string) {
  return queryRows<{ kind: 'gift' | 'refund'; amountCents: number; processorRef: string }>(
    db,
    sql`SELECT kind, amount_cents AS "amountCents", processor_ref AS "processorRef" FROM payment_ledger WHERE gift_id = ${giftId} ORDER BY kind = 'refund', created_at`,
  );
}
