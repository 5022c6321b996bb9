import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { giftFrequencies, paymentFunds, paymentIntents, paymentMethods, paymentPlans } from './payments.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// Giving, continued (0008_payments.sql, 0038_giving_frequencies_bank.sql): what was paid and refunded.

/** A gift that was paid; processor_ref (payment intent, invoice or renewal) makes recording it idempotent. */
export const paymentGifts = pgTable(
  'payment_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptNumber: serial('receipt_number').unique('payment_gifts_receipt_number_key'),
    intentId: uuid('intent_id').references(() => paymentIntents.id, { onDelete: 'set null' }),
    planId: uuid('plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    processor: text('processor').notNull(),
    processorRef: text('processor_ref').notNull().unique('payment_gifts_processor_ref_key'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name').notNull().default(''),
    donorEmail: text('donor_email').notNull(),
    donorMessage: text('donor_message').notNull().default(''),
    fundId: text('fund_id')
      .notNull()
      .references(() => paymentFunds.id),
    frequency: text('frequency', { enum: giftFrequencies }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', { enum: ['processing', 'paid', 'partially_refunded', 'refunded', 'failed'] })
      .notNull()
      .default('paid'),
    paidAt: ts('paid_at').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('card'),
    failure: text('failure'),
    onAirName: text('on_air_name'),
    onAirAmount: boolean('on_air_amount').notNull().default(false),
    thankedAt: ts('thanked_at'),
  },
  (t) => [
    check('payment_gifts_frequency_check', sql`frequency IN ('once', 'weekly', 'biweekly', 'monthly', 'yearly')`),
    check('payment_gifts_status_check', sql`status IN ('processing', 'paid', 'partially_refunded', 'refunded', 'failed')`),
    check('payment_gifts_payment_method_check', sql`payment_method IN ('card', 'bank')`),
    index('payment_gifts_paid_idx').on(t.paidAt.desc()),
    index('payment_gifts_donor_idx').on(sql`lower(${t.donorEmail})`, t.paidAt),
    index('payment_gifts_user_idx').on(t.userId, t.paidAt),
    index('payment_gifts_on_air_idx')
      .on(t.paidAt.desc())
      .where(sql`on_air_name IS NOT NULL`),
  ],
);

/** Money in and out: one row per gift (positive) and per refund (negative). */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => paymentGifts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gift', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    processorRef: text('processor_ref').notNull().unique('payment_ledger_processor_ref_key'),
    createdAt: ts('created_at').notNull(),
  },
  () => [check('payment_ledger_kind_check', sql`kind IN ('gift', 'refund')`)],
);

/** Visitors' links to see and manage their giving; only a SHA-256 of the token is kept. */
export const paymentManageTokens = pgTable('payment_manage_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  donorEmail: text('donor_email').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** Processor webhooks already handled (a replay changes nothing). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull(),
});
