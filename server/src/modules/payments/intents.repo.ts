import { sql } from 'drizzle-orm';
import type { Locale } from '@selah/contracts/i18n';
import { queryRows, type Db } from '../../db/client.ts';
import type { Frequency, PaymentMethod, ProcessorKind } from '@selah/contracts/payments';

/** Giving's funds and checkout intents. Amounts are integer cents; rows answer camelCase. */

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
  status: 'pending' | 'processing' | 'succeeded' | 'failed';
  paymentMethod: PaymentMethod;
  /** The name the donor gave to be thanked on air; null when they did not allow it. */
  onAirName: string | null;
  onAirAmount: boolean;
  createdAt: Date;
}

export async function listFunds(db: Db): Promise<FundRow[]> {
  return queryRows<FundRow>(db, sql`SELECT id, name FROM payment_funds WHERE active ORDER BY sort, name`);
}

export async function insertIntent(
  db: Db,
  row: Omit<IntentRow, 'id' | 'status' | 'processorRef' | 'createdAt'> & { now: Date; locale?: Locale | null },
): Promise<IntentRow> {
  const [r] = await queryRows<IntentRow>(
    db,
    sql`INSERT INTO payment_intents (processor, user_id, donor_name, donor_email, donor_message, fund_id, frequency,
          amount_cents, fee_cents, currency, payment_method, on_air_name, on_air_amount, locale, created_at, updated_at)
        VALUES (${row.processor}, ${row.userId}, ${row.donorName}, ${row.donorEmail}, ${row.donorMessage}, ${row.fundId},
          ${row.frequency}, ${row.amountCents}, ${row.feeCents}, ${row.currency}, ${row.paymentMethod}, ${row.onAirName},
          ${row.onAirAmount}, ${row.locale ?? null}, ${row.now}, ${row.now})
        RETURNING ${intentColumns}`,
  );
  return r!;
}

const intentColumns = sql.raw(`id, processor, processor_ref AS "processorRef", user_id AS "userId", donor_name AS "donorName",
  donor_email AS "donorEmail", donor_message AS "donorMessage", fund_id AS "fundId", frequency, amount_cents AS "amountCents",
  fee_cents AS "feeCents", currency, status, payment_method AS "paymentMethod", on_air_name AS "onAirName",
  on_air_amount AS "onAirAmount", created_at AS "createdAt"`);

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
  status: 'processing' | 'succeeded' | 'failed',
  failure: string | null,
  now: Date,
): Promise<boolean> {
  // A bank payment moves pending → processing → succeeded or failed; each step once.
  const from = status === 'processing' ? sql`status = 'pending'` : sql`status IN ('pending', 'processing')`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payment_intents SET status = ${status}, failure = ${failure}, updated_at = ${now}
        WHERE id = ${id} AND ${from} RETURNING id`,
  );
  return rows.length > 0;
}

export async function setIntentFailedByRef(db: Db, ref: string, failure: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE payment_intents SET status = 'failed', failure = ${failure}, updated_at = ${now} WHERE processor_ref = ${ref} AND status IN ('pending', 'processing')`,
  );
}

/**
 * The language a donor without an account reads their mail in: the page's of this gift's checkout,
 * else of their latest checkout (a renewal, a year-end statement); null when none was recorded.
 */
export async function donorPageLocale(db: Db, who: { intentId?: string | null; email: string }): Promise<Locale | null> {
  const [r] = await queryRows<{ locale: Locale }>(
    db,
    sql`SELECT locale FROM payment_intents
        WHERE locale IS NOT NULL AND (id = ${who.intentId ?? null} OR lower(donor_email) = lower(${who.email}))
        ORDER BY (id = ${who.intentId ?? null}) IS TRUE DESC, created_at DESC LIMIT 1`,
  );
  return r?.locale ?? null;
}
