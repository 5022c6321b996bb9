import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Live video: stream keys, the live chat and its mutes, the live settings (0009_live.sql).
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One RTMP stream key per broadcaster; only its SHA-256 is kept, and its last four characters. */
export const liveStreamKeys = pgTable('live_stream_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique('live_stream_keys_key_hash_key'),
  keyHint: text('key_hint').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A member's (user_id, verified) or a visitor's (address_hash) chat message; `seq` orders them. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    message: text('message').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    addressHash: text('address_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('chat_messages_recent_idx')
      .on(t.seq.desc())
      .where(sql`deleted_at IS NULL`),
    index('chat_messages_address_idx').on(t.addressHash, t.createdAt.desc()),
    index('chat_messages_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A mute holds a member or a visitor's address until a time. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash'),
    until: ts('until').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('chat_mutes_check', sql`user_id IS NOT NULL OR address_hash IS NOT NULL`),
    index('chat_mutes_user_idx').on(t.userId, t.until),
    index('chat_mutes_address_idx').on(t.addressHash, t.until),
  ],
);

/** The station's live settings, one row per name (chat for visitors, slow mode, radio feed). */
export const liveSettings = pgTable('live_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});
