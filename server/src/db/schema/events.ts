import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { programs } from './radio.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** See 0036_event_series.sql: a repeating event; each date is an `events` row. */
export const eventSeries = pgTable('event_series', {
  id: uuid('id').primaryKey().defaultRandom(),
  freq: text('freq', { enum: ['weekly', 'biweekly', 'monthly'] }).notNull(),
  startsAt: ts('starts_at').notNull(),
  until: ts('until').notNull(),
  timezone: text('timezone').notNull(),
  /** Made with neither count nor until: the daily job writes its dates on (0044_open_event_series.sql). */
  open: boolean('open').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

/** See 0036_event_series.sql: a removed date of a series (EXDATE). */
export const eventExdates = pgTable(
  'event_exdates',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => eventSeries.id, { onDelete: 'cascade' }),
    occurrenceStart: ts('occurrence_start').notNull(),
    eventId: uuid('event_id').notNull().unique(),
    removedAt: ts('removed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.occurrenceStart] })],
);

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
  /** 0036: the repeating series this date belongs to, its rule's start, and whether it was changed alone. */
  seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'cascade' }),
  occurrenceStart: ts('occurrence_start'),
  overridden: boolean('overridden').notNull().default(false),
  question: text('question'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  // `search` is a generated tsvector (0016), read only in raw SQL: left out (see search.ts).
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
    /** 0036: the answer's own id (check-in), the answer to the event's question, check-in. */
    id: uuid('id').notNull().defaultRandom().unique(),
    answer: text('answer'),
    checkedInAt: ts('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
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
  /** 0036: made for an attendee when they answered. */
  fromRsvp: boolean('from_rsvp').notNull().default(false),
});
