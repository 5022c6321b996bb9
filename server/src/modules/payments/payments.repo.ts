import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Frequency, ProcessorKind } from '@selah/contracts/payments';

/** All of giving's SQL. Amounts are integer cents; rows answer camelCase. */

export interface FundRow {
  id: string;
  name: string;
}

export interface IntentRow {
  id: string;
  processor: ProcessorKind;
  processorRef: string | null;
  userId: string | null;
  donorName: string;
  donorEmail: string;
  donorMessage: string;
  fundId: string;
  frequency: Frequency;
  amountCents: number;
  feeCents: number;
  currency: 'usd';
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: Date;
}

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
  status: 'paid' | 'partially_refunded' | 'refunded';
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

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
  status: 'incomplete' | 'active' | 'paused' | 'canceled';
  nextChargeAt: Date | null;
}

const toDate = (v: unknown) => (v instanceof Date ? v : v == null ? null : new Date(String(v)));

function giftOf(r: GiftRow): GiftRow {
  return { ...r, paidAt: toDate(r.paidAt)!, receiptNumber: Number(r.receiptNumber) };
}
function planOf(r: PlanRow): PlanRow {
  return { ...r, nextChargeAt: toDate(r.nextChargeAt) };
}

export async function listFunds(db: Db): Promise<FundRow[]> {
  return queryRows<FundRow>(db, sql`SELECT id, name FROM payment_funds WHERE active ORDER BY sort, name`);
}

export async function insertIntent(
  db: Db,
  row: Omit<IntentRow, 'id' | 'status' | 'processorRef' | 'createdAt'> & { now: Date },
): Promise<IntentRow> {
  const [r] = await queryRows<IntentRow>(
    db,
    sql`INSERT INTO payment_intents (processor, user_id, donor_name, donor_email, donor_message, fund_id, frequency,
          amount_cents, fee_cents, currency, created_at, updated_at)
        VALUES (${row.processor}, ${row.userId}, ${row.donorName}, ${row.donorEmail}, ${row.donorMessage}, ${row.fundId},
          ${row.frequency}, ${row.amountCents}, ${row.feeCents}, ${row.currency}, ${row.now}, ${row.now})
        RETURNING ${intentColumns}`,
  );
  return r!;
}

const intentColumns = sql.raw(`id, processor, processor_ref AS "processorRef", user_id AS "userId", donor_name AS "donorName",
  donor_email AS "donorEmail", donor_message AS "donorMessage", fund_id AS "fundId", frequency, amount_cents AS "amountCents",
  fee_cents AS "feeCents", currency, status, created_at AS "createdAt"`);

export async function setIntentRef(db: Db, id: string, ref: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE payment_intents SET processor_ref = ${ref}, updated_at = ${now} WHERE id = ${id}`);
}

export async function findIntent(db: Db, id: string): Promise<IntentRow | null> {
  const [r] = await queryRows<IntentRow>(db, sql`SELECT ${intentColumns} FROM payment_intents WHERE id = ${id}`);
  return r ?? null;
}

export async function findIntentByRef(db: Db, ref: string): Promise<IntentRow | null> {
  const [r] = await queryRows<IntentRow>(db, sql`SELECT ${intentColumns} FROM payment_intents WHERE processor_ref = ${ref}`);
  return r ?? null;
}

/** Moves a pending intent on; false when it had already moved (a second confirm). */
export async function settleIntent(
  db: Db,
  id: string,
  status: 'succeeded' | 'failed',
  failure: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payment_intents SET status = ${status}, failure = ${failure}, updated_at = ${now}
        WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return rows.length > 0;
}

export async function setIntentFailedByRef(db: Db, ref: string, failure: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE payment_intents SET status = 'failed', failure = ${failure}, updated_at = ${now} WHERE processor_ref = ${ref} AND status = 'pending'`,
  );
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
}

/** Records a paid gift and its ledger entry, once per processor reference; null when it was already recorded. */
export async function insertGift(db: Db, g: NewGift): Promise<GiftRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx as unknown as Db,
      sql`INSERT INTO payment_gifts (intent_id, plan_id, processor, processor_ref, user_id, donor_name, donor_email, donor_message,
            fund_id, frequency, amount_cents, fee_cents, currency, card_brand, card_last4, paid_at)
          VALUES (${g.intentId}, ${g.planId}, ${g.processor}, ${g.processorRef}, ${g.userId}, ${g.donorName}, ${g.donorEmail},
            ${g.donorMessage}, ${g.fundId}, ${g.frequency}, ${g.amountCents}, ${g.feeCents}, ${g.currency}, ${g.cardBrand},
            ${g.cardLast4}, ${g.paidAt})
          ON CONFLICT (processor_ref) DO NOTHING
          RETURNING id`,
    );
    if (!row) return null;
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
  g.refunded_cents AS "refundedCents", g.currency, g.status, g.card_brand AS "cardBrand", g.card_last4 AS "cardLast4",
  g.paid_at AS "paidAt"
  FROM payment_gifts g JOIN payment_funds f ON f.id = g.fund_id`);

async function selectGifts(db: Db, where: SQL, limit: number, order: 'desc' | 'asc' = 'desc'): Promise<GiftRow[]> {
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
    sql`(${byUser}lower(g.donor_email) = lower(${who.email})) AND g.paid_at >= ${from} AND g.paid_at < ${to}`,
    5000,
    'asc',
  );
}

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

/** Donors (email, earliest name) with paid gifts in [from, to). */
export async function donorsInRange(db: Db, from: Date, to: Date): Promise<Array<{ email: string; userId: string | null }>> {
  return queryRows(
    db,
    sql`SELECT lower(donor_email) AS email, (array_agg(user_id) FILTER (WHERE user_id IS NOT NULL))[1] AS "userId"
        FROM payment_gifts WHERE paid_at >= ${from} AND paid_at < ${to} GROUP BY lower(donor_email) ORDER BY 1`,
  );
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
        WHERE g.paid_at >= ${from} AND g.paid_at < ${to}
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

// Plans

const planSelect = sql.raw(`SELECT p.id, p.processor, p.processor_ref AS "processorRef", p.payment_token AS "paymentToken",
  p.card_brand AS "cardBrand", p.card_last4 AS "cardLast4", p.user_id AS "userId", p.donor_name AS "donorName",
  p.donor_email AS "donorEmail", p.fund_id AS "fundId", f.name AS "fundName", p.amount_cents AS "amountCents",
  p.fee_cents AS "feeCents", p.currency, p.status, p.next_charge_at AS "nextChargeAt"
  FROM payment_plans p JOIN payment_funds f ON f.id = p.fund_id`);

export async function insertPlan(db: Db, p: Omit<PlanRow, 'id' | 'fundName'> & { now: Date }): Promise<PlanRow> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO payment_plans (processor, processor_ref, payment_token, card_brand, card_last4, user_id, donor_name, donor_email,
          fund_id, amount_cents, fee_cents, currency, status, next_charge_at, created_at, updated_at)
        VALUES (${p.processor}, ${p.processorRef}, ${p.paymentToken}, ${p.cardBrand}, ${p.cardLast4}, ${p.userId}, ${p.donorName},
          ${p.donorEmail}, ${p.fundId}, ${p.amountCents}, ${p.feeCents}, ${p.currency}, ${p.status}, ${p.nextChargeAt}, ${p.now}, ${p.now})
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
    sql`SELECT x.*, (SELECT count(*)::int FROM payment_gifts g WHERE g.plan_id = x.id) AS "giftsCount",
          (SELECT coalesce(sum(g.amount_cents + g.fee_cents - g.refunded_cents), 0)::int FROM payment_gifts g WHERE g.plan_id = x.id) AS "givenCents"
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

// Manage links and webhooks

export async function insertManageToken(db: Db, hash: string, email: string, now: Date, expiresAt: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO payment_manage_tokens (token_hash, donor_email, created_at, expires_at) VALUES (${hash}, ${email}, ${now}, ${expiresAt})`,
  );
}

export async function findManageToken(db: Db, hash: string, now: Date): Promise<string | null> {
  const [r] = await queryRows<{ email: string }>(
    db,
    sql`SELECT donor_email AS email FROM payment_manage_tokens WHERE token_hash = ${hash} AND expires_at > ${now}`,
  );
  return r?.email ?? null;
}

/** True the first time an event id is seen. */
export async function markWebhookHandled(db: Db, eventId: string, type: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ eventId: string }>(
    db,
    sql`INSERT INTO payment_webhook_events (event_id, type, received_at) VALUES (${eventId}, ${type}, ${now})
        ON CONFLICT (event_id) DO NOTHING RETURNING event_id AS "eventId"`,
  );
  return rows.length > 0;
}

export async function webhookHandled(db: Db, eventId: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = ${eventId}`);
  return (rows[0]?.n ?? 0) > 0;
}
