import { pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Following, blocking and direct messages (migration 0037, decision 023).
const ts = (name: string) => timestamp(name, { withTimezone: true });
const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userFollows = pgTable(
  'user_follows',
  { followerId: member('follower_id'), followeeId: member('followee_id'), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] })],
);

export const userBlocks = pgTable(
  'user_blocks',
  { blockerId: member('blocker_id'), blockedId: member('blocked_id'), createdAt: ts('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

export const directMessages = pgTable('direct_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: member('sender_id'),
  recipientId: member('recipient_id'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
  removedAt: ts('removed_at'),
});

export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => directMessages.id, { onDelete: 'cascade' }),
    reporterId: member('reporter_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['dismiss', 'delete'] }),
  },
  (t) => [unique().on(t.messageId, t.reporterId)],
);
