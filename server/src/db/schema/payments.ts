import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { locales } from '@selah/contracts/i18n';
import { users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// Giving (0008_payments.sql, 0038_giving_frequencies_bank.sql). The repositories read and write
// these in raw SQL (modules/payments/*.repo.ts); gifts and the ledger are in payment-gifts.ts.

const paymentProcessors = ['test', 'stripe'] as const;
export const paymentMethods = ['card', 'bank'] as const;
export const giftFrequencies = ['once', 'weekly', 'biweekly', 'monthly', 'yearly'] as const;

/** Columns an intent and a plan share: the processor, the donor, the fund and the amount. */
const giving = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  processor: text('processor', { enum: paymentProcessors }).notNull(),
  processorRef: text('processor_ref'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  donorName: text('donor_name').notNull().default(''),
  donorEmail: text('donor_email').notNull(),
  fundId: text('fund_id')
    .notNull()
    .references(() => paymentFunds.id),
  amountCents: integer('amount_cents').notNull(),
  feeCents: integer('fee_cents').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('card'),
});

export const paymentFunds = pgTable('payment_funds', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A checkout under way: what the donor chose before the processor confirms it. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    ...giving(),
    processorRef: text('processor_ref').unique('payment_intents_processor_ref_key'),
    donorMessage: text('donor_message').notNull().default(''),
    frequency: text('frequency', { enum: giftFrequencies }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    failure: text('failure'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    onAirName: text('on_air_name'),
    onAirAmount: boolean('on_air_amount').notNull().default(false),
    /** Added by 0047: the language of the page the gift was given from (a visitor's mail speaks it). */
    locale: text('locale', { enum: locales }),
  },
  () => [
    check('payment_intents_processor_check', sql`processor IN ('test', 'stripe')`),
    check('payment_intents_frequency_check', sql`frequency IN ('once', 'weekly', 'biweekly', 'monthly', 'yearly')`),
    check('payment_intents_amount_cents_check', sql`amount_cents >= 100`),
    check('payment_intents_fee_cents_check', sql`fee_cents >= 0`),
    check('payment_intents_status_check', sql`status IN ('pending', 'processing', 'succeeded', 'failed')`),
    check('payment_intents_payment_method_check', sql`payment_method IN ('card', 'bank')`),
  ],
);

/** A repeating gift: the test processor renews it with a scheduled job, Stripe with its subscription. */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    ...giving(),
    processorRef: text('processor_ref').unique('payment_plans_processor_ref_key'),
    /** The test processor's reusable payment token (never card data). */
    paymentToken: text('payment_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    status: text('status', { enum: ['incomplete', 'active', 'paused', 'canceled'] })
      .notNull()
      .default('incomplete'),
    nextChargeAt: ts('next_charge_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    frequency: text('frequency', { enum: ['weekly', 'biweekly', 'monthly', 'yearly'] })
      .notNull()
      .default('monthly'),
  },
  (t) => [
    check('payment_plans_processor_check', sql`processor IN ('test', 'stripe')`),
    check('payment_plans_amount_cents_check', sql`amount_cents >= 100`),
    check('payment_plans_fee_cents_check', sql`fee_cents >= 0`),
    check('payment_plans_status_check', sql`status IN ('incomplete', 'active', 'paused', 'canceled')`),
    check('payment_plans_frequency_check', sql`frequency IN ('weekly', 'biweekly', 'monthly', 'yearly')`),
    check('payment_plans_payment_method_check', sql`payment_method IN ('card', 'bank')`),
    index('payment_plans_donor_idx').on(sql`lower(${t.donorEmail})`),
    index('payment_plans_user_idx').on(t.userId),
  ],
);

/** See 0032_fund_drives.sql. */
export const fundDrives = pgTable('fund_drives', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  goalCents: bigint('goal_cents', { mode: 'number' }).notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  /** 0038: a sponsor's 1:1 match, up to this many cents. */
  matchCents: bigint('match_cents', { mode: 'number' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull(),
});
