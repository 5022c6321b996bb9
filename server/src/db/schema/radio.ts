import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tracks = pgTable('tracks', {
  id: uuid('id').primaryKey().defaultRandom(),
  filePath: text('file_path').notNull().unique(),
  title: text('title').notNull(),
  artist: text('artist').notNull(),
  durationMs: integer('duration_ms').notNull(),
  bitrateKbps: integer('bitrate_kbps').notNull(),
  playlist: text('playlist').notNull().default('worship'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const plays = pgTable('plays', {
  id: uuid('id').primaryKey().defaultRandom(),
  trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  artist: text('artist').notNull(),
  source: text('source', { enum: ['autodj', 'live'] }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const programs = pgTable('programs', {
  id: uuid('id').primaryKey().defaultRandom(),
  weekday: integer('weekday').notNull(),
  startHour: integer('start_hour').notNull(),
  endHour: integer('end_hour').notNull(),
  title: text('title').notNull(),
  host: text('host').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('music'),
  plays: text('plays', { enum: ['autodj', 'replay', 'live'] })
    .notNull()
    .default('autodj'),
  playlist: text('playlist').notNull().default('worship'),
});

export const listeningSessions = pgTable('listening_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  userAgent: text('user_agent').notNull().default(''),
  clientHash: text('client_hash').notNull(),
});

export const listenerPeaks = pgTable('listener_peaks', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  peak: integer('peak').notNull(),
});
