import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locales } from '@selah/contracts/i18n';

/** The station's identity and public content, seeded from content/ on first start. */
export const stationContent = pgTable('station_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A salted hash of the sender's address: enough to spot abuse, useless to identify anyone. */
const clientHash = () => text('client_hash').notNull();
/** Set when someone on the team marks the item handled in the console's inbox. */
const handled = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by'),
});
/** Added by 0048: the language of the page it was sent from (the team's reply speaks it); NULL: English. */
const locale = () => text('locale', { enum: locales });

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  contactReason: text('contact_reason').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  clientHash: clientHash(),
  locale: locale(),
  ...handled(),
  createdAt: createdAt(),
});

export const sponsorInquiries = pgTable('sponsor_inquiries', {
  id: id(),
  organizationName: text('organization_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  website: text('website').notNull().default(''),
  packageName: text('package_name').notNull().default(''),
  message: text('message').notNull(),
  clientHash: clientHash(),
  locale: locale(),
  ...handled(),
  createdAt: createdAt(),
});

export const adOrders = pgTable('ad_orders', {
  id: id(),
  businessName: text('business_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull().default(''),
  packageType: text('package_type').notNull(),
  clientHash: clientHash(),
  locale: locale(),
  ...handled(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  { id: id(), email: text('email').notNull(), clientHash: clientHash(), createdAt: createdAt() },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`)],
);
