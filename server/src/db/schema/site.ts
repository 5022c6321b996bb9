import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The station's identity and public content, seeded from content/ on first start. */
export const stationContent = pgTable('station_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
