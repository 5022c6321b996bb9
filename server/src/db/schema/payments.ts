import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// The other giving tables are read and written in raw SQL (modules/payments/*.repo.ts).

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
