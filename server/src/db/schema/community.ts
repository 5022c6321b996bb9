import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const threads = pgTable('threads', {
  id: uuid('id').primaryKey().defaultRandom(),
  authorId: uuid('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  isPinned: boolean('is_pinned').notNull().default(false),
  isHidden: boolean('is_hidden').notNull().default(false),
  /** Added by 0021: when and why it was hidden ('staff' or 'reports'). */
  hiddenAt: ts('hidden_at'),
  hiddenReason: text('hidden_reason'),
  likesCount: integer('likes_count').notNull().default(0),
  repliesCount: integer('replies_count').notNull().default(0),
  prayersCount: integer('prayers_count').notNull().default(0),
  answeredAt: ts('answered_at'),
  answerUpdate: text('answer_update'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
  // `search` and `search_simple` are generated tsvectors (0005, 0011), read only in raw SQL: left out (see search.ts).
});

export const comments = pgTable('comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  threadId: uuid('thread_id')
    .notNull()
    .references(() => threads.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  isHidden: boolean('is_hidden').notNull().default(false),
  /** Added by 0021: when and why it was hidden ('staff' or 'reports'). */
  hiddenAt: ts('hidden_at'),
  hiddenReason: text('hidden_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A member's mark on a thread (a like, a follow, a prayer): both go with the thread or the member. */
const memberOnThread = () => ({
  threadId: uuid('thread_id')
    .notNull()
    .references(() => threads.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const threadLikes = pgTable(
  'thread_likes',
  {
    ...memberOnThread(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

export const threadFollows = pgTable(
  'thread_follows',
  {
    ...memberOnThread(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

export const prayerMarks = pgTable(
  'prayer_marks',
  {
    ...memberOnThread(),
    day: date('day').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId, t.day] })],
);

/** See 0021_people_moderation.sql: a member's report of a thread or a reply, open until resolved. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: ['thread', 'comment'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['dismiss', 'hide', 'delete'] }),
  },
  (t) => [
    check('reports_target_type_check', sql`target_type IN ('thread', 'comment')`),
    check('reports_resolution_check', sql`resolution IN ('dismiss', 'hide', 'delete')`),
    uniqueIndex('reports_one_per_member_idx').on(t.targetType, t.targetId, t.reporterId),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at IS NULL`),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);
