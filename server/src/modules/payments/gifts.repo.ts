import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Frequency, PaymentMethod, ProcessorKind } from '@selah/contracts/payments';
import { counted, toDate } from './row-dates.ts';

/** Paid gifts (each with its ledger entry) and a donor's gifts. Amounts are integer cents; rows answer camelCase. */

export interface GiftRow {
  id: string;
  receiptNumber: number;
  intentId: string | null;
  planId: string | null;
  processor: ProcessorKind;
  processorRef: string;
  userId: string | null;
  donorName: string;
  donorEmail: string;
  donorMessage: string;
  fundId: string;
  fundName: string;
  frequency: Frequency;
  amountCents: number;
  feeCents: number;
  totalCents: number;
  refundedCents: number;
  currency: string;
  status: GiftStatus;
  paymentMethod: PaymentMethod;
  cardBrand: string | null;
  cardLast4: string | null;
  onAirName: string | null;
  onAirAmount: boolean;
  paidAt: Date;
}

export type GiftStatus = 'processing' | 'paid' | 'partially_refunded' | 'refunded' | 'failed';

function giftOf(r: GiftRow): GiftRow {
  return { ...r, paidAt: toDate(r.paidAt)!, receiptNumber: Number(r.receiptNumber) };
}

export interface NewGift {
  intentId: string | null;
  planId: string | null;
  processor: ProcessorKind;
  processorRef: string;
  userId: string | null;
  donorName: string;
  donorEmail: string;
  donorMessage: string;
  fundId: string;
  frequency: Frequency;
  amountCents: number;
  feeCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
  /** A bank payment starts 'processing' (no ledger entry until it clears); else 'paid'. */
  status?: 'processing' | 'paid';
  paymentMethod?: PaymentMethod;
  onAirName?: string | null;
  onAirAmount?: boolean;
}

/** Records a gift (paid with its ledger entry, or a bank payment still processing), once per processor reference; null when it was already recorded. */
export async function insertGift(db: Db, g: NewGift): Promise<GiftRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx as unknown as Db,
      sql`INSERT INTO payment_gifts (intent_id, plan_id, processor, processor_ref, user_id, donor_name, donor_email, donor_message,
            fund_id, frequency, amount_cents, fee_cents, currency, card_brand, card_last4, paid_at, status, payment_method,
            on_air_name, on_air_amount)
          VALUES (${g.intentId}, ${g.planId}, ${g.processor}, ${g.processorRef}, ${g.userId}, ${g.donorName}, ${g.donorEmail},
            ${g.donorMessage}, ${g.fundId}, ${g.frequency}, ${g.amountCents}, ${g.feeCents}, ${g.currency}, ${g.cardBrand},
            ${g.cardLast4}, ${g.paidAt}, ${g.status ?? 'paid'}, ${g.paymentMethod ?? 'card'}, ${g.onAirName ?? null},
            ${g.onAirAmount ?? false})
          ON CONFLICT (processor_ref) DO NOTHING
          RETURNING id`,
    );
    if (!row) return null;
    if (g.status !== 'processing')
      await tx.execute(
        sql`INSERT INTO payment_ledger (gift_id, kind, amount_cents, processor_ref, created_at)
          VALUES (${row.id}, 'gift', ${g.amountCents + g.feeCents}, ${g.processorRef}, ${g.paidAt})`,
      );
    const [gift] = await selectGifts(tx as unknown as Db, sql`g.id = ${row.id}`, 1);
    return gift ?? null;
  });
}

const giftSelect = sql.raw(`SELECT g.id, g.receipt_number AS "receiptNumber", g.intent_id AS "intentId", g.plan_id AS "planId",
  g.processor, g.processor_ref AS "processorRef", g.user_id AS "userId", g.donor_name AS "donorName",
  g.donor_email AS "donorEmail", g.donor_message AS "donorMessage", g.fund_id AS "fundId", f.name AS "fundName",
  g.frequency, g.amount_cents AS "amountCents", g.fee_cents AS "feeCents", (g.amount_cents + g.fee_cents) AS "totalCents",
  g.refunded_cents AS "refundedCents", g.currency, g.status, g.payment_method AS "paymentMethod", g.card_brand AS "cardBrand",
  g.card_last4 AS "cardLast4", g.on_air_name AS "onAirName", g.on_air_amount AS "onAirAmount", g.paid_at AS "paidAt"
  FROM payment_gifts g JOIN payment_funds f ON f.id = g.fund_id`);

export async function selectGifts(db: Db, where: SQL, limit: number, order: 'desc' | 'asc' = 'desc'): Promise<GiftRow[]> {
  const dir = order === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  const rows = await queryRows<GiftRow>(
    db,
    sql`${giftSelect} WHERE ${where} ORDER BY g.paid_at ${dir}, g.receipt_number ${dir} LIMIT ${limit}`,
  );
  return rows.map(giftOf);
}

export const findGift = async (db: Db, id: string) => (await selectGifts(db, sql`g.id = ${id}`, 1))[0] ?? null;
export const findGiftByIntent = async (db: Db, intentId: string) => (await selectGifts(db, sql`g.intent_id = ${intentId}`, 1))[0] ?? null;
export const findGiftByRef = async (db: Db, ref: string) => (await selectGifts(db, sql`g.processor_ref = ${ref}`, 1))[0] ?? null;

/** A donor's gifts: a member's own and any given with their email. */
export function giftsOfDonor(db: Db, who: { userId?: string | null; email: string }, limit = 500): Promise<GiftRow[]> {
  const byUser = who.userId ? sql`g.user_id = ${who.userId} OR ` : sql``;
  return selectGifts(db, sql`(${byUser}lower(g.donor_email) = lower(${who.email}))`, limit);
}

export function giftsOfDonorInYear(db: Db, who: { userId?: string | null; email: string }, from: Date, to: Date): Promise<GiftRow[]> {
  const byUser = who.userId ? sql`g.user_id = ${who.userId} OR ` : sql``;
  return selectGifts(
    db,
    sql`(${byUser}lower(g.donor_email) = lower(${who.email})) AND g.paid_at >= ${from} AND g.paid_at < ${to} AND ${counted}`,
    5000,
    'asc',
  );
}

/** Donors (email, earliest name) with paid gifts in [from, to). */
export async function donorsInRange(db: Db, from: Date, to: Date): Promise<Array<{ email: string; userId: string | null }>> {
  return queryRows(
    db,
    sql`SELECT lower(donor_email) AS email, (array_agg(user_id) FILTER (WHERE user_id IS NOT NULL))[1] AS "userId"
        FROM payment_gifts g WHERE paid_at >= ${from} AND paid_at < ${to} AND ${counted} GROUP BY lower(donor_email) ORDER BY 1`,
  );
}

/**
 * A bank payment clears: processing → paid, with its ledger entry. False when it had already
 * moved (a duplicate webhook or a second run of the job changes nothing).
 */
export async function clearGift(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await queryRows<{ total: number; ref: string }>(
      t,
      sql`UPDATE payment_gifts SET status = 'paid' WHERE id = ${id} AND status = 'processing'
          RETURNING amount_cents + fee_cents AS total, processor_ref AS ref`,
    );
    if (!row) return false;
    await t.execute(
      sql`INSERT INTO payment_ledger (gift_id, kind, amount_cents, processor_ref, created_at)
          VALUES (${id}, 'gift', ${Number(row.total)}, ${row.ref}, ${now}) ON CONFLICT (processor_ref) DO NOTHING`,
    );
    return true;
  });
}

/**
 * The bank returned a payment: the gift is failed. If it had been counted (cleared, then
 * returned), the ledger takes the money back out. False when it had already failed.
 */
export async function failGift(db: Db, id: string, failure: string, now: Date): Promise<{ wasCounted: boolean } | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await queryRows<{ status: GiftStatus; remaining: number; ref: string }>(
      t,
      sql`SELECT status, amount_cents + fee_cents - refunded_cents AS remaining, processor_ref AS ref FROM payment_gifts WHERE id = ${id} FOR UPDATE`,
    );
    if (!before || before.status === 'failed' || before.status === 'refunded') return null;
    await t.execute(sql`UPDATE payment_gifts SET status = 'failed', failure = ${failure} WHERE id = ${id}`);
    const wasCounted = before.status !== 'processing';
    if (wasCounted && Number(before.remaining) > 0)
      await t.execute(
        sql`INSERT INTO payment_ledger (gift_id, kind, amount_cents, processor_ref, created_at)
            VALUES (${id}, 'refund', ${-Number(before.remaining)}, ${`return:${before.ref}`}, ${now}) ON CONFLICT (processor_ref) DO NOTHING`,
      );
    return { wasCounted };
  });
}
