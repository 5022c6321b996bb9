import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { PaymentMethod, ProcessorKind } from '@selah/contracts/payments';
import type { Recurring } from './schedule.ts';
import { counted, toDate } from './row-dates.ts';

/** Recurring plans (weekly, every two weeks, monthly, yearly). Amounts are integer cents; rows answer camelCase. */

export interface PlanRow {
  id: string;
  processor: ProcessorKind;
  processorRef: string | null;
  paymentToken: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  userId: string | null;
  donorName: string;
  donorEmail: string;
  fundId: string;
  fundName: string;
  amountCents: number;
  feeCents: number;
  currency: string;
  frequency: Recurring;
  paymentMethod: PaymentMethod;
  status: 'incomplete' | 'active' | 'paused' | 'canceled';
  nextChargeAt: Date | null;
}

function planOf(r: PlanRow): PlanRow {
  return { ...r, nextChargeAt: toDate(r.nextChargeAt) };
}

const planSelect = sql.raw(`SELECT p.id, p.processor, p.processor_ref AS "processorRef", p.payment_token AS "paymentToken",
  p.card_brand AS "cardBrand", p.card_last4 AS "cardLast4", p.user_id AS "userId", p.donor_name AS "donorName",
  p.donor_email AS "donorEmail", p.fund_id AS "fundId", f.name AS "fundName", p.amount_cents AS "amountCents",
  p.fee_cents AS "feeCents", p.currency, p.frequency, p.payment_method AS "paymentMethod", p.status, p.next_charge_at AS "nextChargeAt"
  FROM payment_plans p JOIN payment_funds f ON f.id = p.fund_id`);

export async function insertPlan(db: Db, p: Omit<PlanRow, 'id' | 'fundName'> & { now: Date }): Promise<PlanRow> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO payment_plans (processor, processor_ref, payment_token, card_brand, card_last4, user_id, donor_name, donor_email,
          fund_id, amount_cents, fee_cents, currency, frequency, payment_method, status, next_charge_at, created_at, updated_at)
        VALUES (${p.processor}, ${p.processorRef}, ${p.paymentToken}, ${p.cardBrand}, ${p.cardLast4}, ${p.userId}, ${p.donorName},
          ${p.donorEmail}, ${p.fundId}, ${p.amountCents}, ${p.feeCents}, ${p.currency}, ${p.frequency}, ${p.paymentMethod}, ${p.status},
          ${p.nextChargeAt}, ${p.now}, ${p.now})
        ON CONFLICT (processor_ref) DO UPDATE SET updated_at = excluded.updated_at
        RETURNING id`,
  );
  return (await findPlan(db, row!.id))!;
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [r] = await queryRows<PlanRow>(db, sql`${planSelect} WHERE p.id = ${id}`);
  return r ? planOf(r) : null;
}

export async function findPlanByRef(db: Db, ref: string): Promise<PlanRow | null> {
  const [r] = await queryRows<PlanRow>(db, sql`${planSelect} WHERE p.processor_ref = ${ref}`);
  return r ? planOf(r) : null;
}

export async function plansOfDonor(db: Db, who: { userId?: string | null; email: string }): Promise<PlanRow[]> {
  const byUser = who.userId ? sql`p.user_id = ${who.userId} OR ` : sql``;
  const rows = await queryRows<PlanRow>(
    db,
    sql`${planSelect} WHERE (${byUser}lower(p.donor_email) = lower(${who.email})) AND p.status <> 'incomplete' ORDER BY p.created_at DESC`,
  );
  return rows.map(planOf);
}

export async function recurringDonors(db: Db) {
  const rows = await queryRows<PlanRow & { giftsCount: number; givenCents: number }>(
    db,
    sql`SELECT x.*, (SELECT count(*)::int FROM payment_gifts g WHERE g.plan_id = x.id AND ${counted}) AS "giftsCount",
          (SELECT coalesce(sum(g.amount_cents + g.fee_cents - g.refunded_cents), 0)::int FROM payment_gifts g
           WHERE g.plan_id = x.id AND ${counted}) AS "givenCents"
        FROM (${planSelect} WHERE p.status IN ('active', 'paused')) x ORDER BY x."donorEmail"`,
  );
  return rows.map((r) => ({ ...planOf(r), giftsCount: r.giftsCount, givenCents: r.givenCents }));
}

export async function updatePlan(
  db: Db,
  id: string,
  set: { status?: PlanRow['status']; amountCents?: number; feeCents?: number; fundId?: string; nextChargeAt?: Date | null; now: Date },
): Promise<void> {
  const parts: SQL[] = [sql`updated_at = ${set.now}`];
  if (set.status) parts.push(sql`status = ${set.status}`);
  if (set.amountCents !== undefined) parts.push(sql`amount_cents = ${set.amountCents}`);
  if (set.feeCents !== undefined) parts.push(sql`fee_cents = ${set.feeCents}`);
  if (set.fundId) parts.push(sql`fund_id = ${set.fundId}`);
  if (set.nextChargeAt !== undefined) parts.push(sql`next_charge_at = ${set.nextChargeAt}`);
  await db.execute(sql`UPDATE payment_plans SET ${sql.join(parts, sql`, `)} WHERE id = ${id}`);
}

/** Moves the plan's next charge from `due` to `next`, only if it is still `due` (one renewal per date). */
export async function advancePlan(db: Db, id: string, due: Date, next: Date, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payment_plans SET next_charge_at = ${next}, updated_at = ${now} WHERE id = ${id} AND next_charge_at = ${due} RETURNING id`,
  );
  return rows.length > 0;
}
