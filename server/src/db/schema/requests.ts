import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { programs, tracks } from './radio.ts';

/** A song a listener asked for (issue 27); `requester` is "member:<id>" or "address:<hash>". */
export const songRequests = pgTable(
  'song_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    requester: text('requester').notNull(),
    name: text('name').notNull().default(''),
    status: text('status', { enum: ['pending', 'played'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('song_requests_requester').on(t.requester, t.createdAt), index('song_requests_track').on(t.trackId, t.createdAt)],
);

/** A prayer request or shout-out for the studio. */
export const studioMessages = pgTable('studio_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['prayer', 'shoutout'] }).notNull(),
  name: text('name').notNull().default(''),
  body: text('body').notNull(),
  sender: text('sender').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  airedAt: timestamp('aired_at', { withTimezone: true }),
});

/** A member follows a program (or the station, program null) to hear when it goes live. */
export const liveFollows = pgTable('live_follows', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  programId: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One go-live alert per show: the key names the show. */
export const liveAlerts = pgTable('live_alerts', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
