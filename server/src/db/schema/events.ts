import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { programs } from './radio.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** See 0010_events.sql. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('service'),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  location: text('location'),
  isOnline: boolean('is_online').notNull().default(false),
  programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  sequence: integer('sequence').notNull().default(0),
  /** 0031: places; null for no limit. */
  capacity: integer('capacity'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** See 0031_event_rsvps.sql: one answer per member and event. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    status: text('status', { enum: ['going', 'waitlisted'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** One per member and event or program occurrence (partial unique indexes in the SQL). */
export const reminders = pgTable('reminders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
  programId: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: ts('starts_at').notNull(),
  leadMinutes: integer('lead_minutes').notNull(),
  reminderType: text('reminder_type', { enum: ['notification', 'email', 'push'] })
    .notNull()
    .default('notification'),
  remindAt: ts('remind_at').notNull(),
  notifiedAt: ts('notified_at'),
  createdAt: ts('created_at').notNull(),
});
