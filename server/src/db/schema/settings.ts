import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The station's settings, one row per part (mail, payments, receipts, backups…); secret fields encrypted. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
