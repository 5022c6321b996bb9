import { boolean, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { threads } from './community.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** See 0007_notifications.sql; coalescing (a partial unique index) is written in raw SQL. */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  type: text('type').notNull(),
  threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'cascade' }),
  eventId: text('event_id'),
  subject: text('subject').notNull().default(''),
  actorName: text('actor_name'),
  actorIds: uuid('actor_ids').array().notNull().default([]),
  title: text('title'),
  body: text('body'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  readAt: ts('read_at'),
  createdAt: ts('created_at').notNull(),
});

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(false),
    push: boolean('push').notNull().default(false),
    digest: text('digest', { enum: ['none', 'daily', 'weekly'] })
      .notNull()
      .default('none'),
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const notificationMembers = pgTable('notification_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timezone: text('timezone'),
  dailyDigestAt: ts('daily_digest_at'),
  weeklyDigestAt: ts('weekly_digest_at'),
});

export const notificationHeld = pgTable(
  'notification_held',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    type: text('type').notNull(),
    content: jsonb('content').$type<{ title: string; body: string; link: string }>().notNull(),
    releaseAt: ts('release_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('notification_held_user_idx').on(t.userId, t.releaseAt)],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const stationSecrets = pgTable('station_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** See 0030_prayer_team.sql: members told of every new prayer request. */
export const prayerTeamMembers = pgTable('prayer_team_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  joinedAt: ts('joined_at').notNull(),
});
