import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Podcasts (shows and episodes) and the video library, with views and likes (0011_media.sql).
// Their generated `search` vectors are left out, as every generated column is (see search.ts).
const ts = (name: string) => timestamp(name, { withTimezone: true });
const mediaStatuses = ['draft', 'published'] as const;
const status = () => text('status', { enum: mediaStatuses }).notNull().default('published');
const uploadedBy = () => uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' });

export const mediaShows = pgTable('media_shows', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('teaching'),
  host: text('host').notNull().default(''),
  artworkFile: text('artwork_file'),
  /** Podcasting 2.0 podcast:guid: the same for the life of the show. */
  feedGuid: uuid('feed_guid').notNull().defaultRandom(),
  explicit: boolean('explicit').notNull().default(false),
  featured: boolean('featured').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const mediaEpisodes = pgTable(
  'media_episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    showId: uuid('show_id').references(() => mediaShows.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('teaching'),
    host: text('host').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    audioFile: text('audio_file').notNull(),
    audioType: text('audio_type').notNull(),
    audioBytes: bigint('audio_bytes', { mode: 'number' }).notNull(),
    artworkFile: text('artwork_file'),
    explicit: boolean('explicit').notNull().default(false),
    status: status(),
    /** 'upload' or 'recording' (a live show kept by the radio's recorder). */
    origin: text('origin').notNull().default('upload'),
    uploadedBy: uploadedBy(),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('media_episodes_status_check', sql`status IN ('draft', 'published')`),
    index('media_episodes_list_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index('media_episodes_show_idx').on(t.showId, t.publishedAt.desc()),
    index('media_episodes_search_idx')
      .using('gin', sql`search`)
      .with({ fastupdate: false }),
  ],
);

export const mediaVideos = pgTable(
  'media_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('Worship'),
    durationSeconds: integer('duration_seconds').notNull(),
    videoFile: text('video_file').notNull(),
    videoType: text('video_type').notNull(),
    videoBytes: bigint('video_bytes', { mode: 'number' }).notNull(),
    posterFile: text('poster_file'),
    status: status(),
    origin: text('origin').notNull().default('upload'),
    uploadedBy: uploadedBy(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('media_videos_status_check', sql`status IN ('draft', 'published')`),
    index('media_videos_list_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index('media_videos_search_idx')
      .using('gin', sql`search`)
      .with({ fastupdate: false }),
  ],
);

const video = () =>
  uuid('video_id')
    .notNull()
    .references(() => mediaVideos.id, { onDelete: 'cascade' });

/** A view counts once per viewer (member id, else a hash of the address) per day. */
export const mediaVideoViews = pgTable(
  'media_video_views',
  {
    videoId: video(),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'media_video_views_pkey', columns: [t.videoId, t.viewer, t.day] }),
    index('media_video_views_recent_idx').on(t.viewedAt, t.videoId),
  ],
);

export const mediaVideoLikes = pgTable(
  'media_video_likes',
  {
    videoId: video(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'media_video_likes_pkey', columns: [t.videoId, t.userId] })],
);

/** An episode's transcript (WebVTT) and chapters (Podcasting 2.0 JSON), or a video's captions (0045_media_timed_text.sql). */
export const mediaTimedTexts = pgTable(
  'media_timed_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    episodeId: uuid('episode_id').references(() => mediaEpisodes.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').references(() => mediaVideos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['transcript', 'chapters'] }).notNull(),
    body: text('body').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('media_timed_texts_one_owner', sql`(episode_id IS NULL) <> (video_id IS NULL)`),
    uniqueIndex('media_timed_texts_episode_kind')
      .on(t.episodeId, t.kind)
      .where(sql`episode_id IS NOT NULL`),
    uniqueIndex('media_timed_texts_video_kind')
      .on(t.videoId, t.kind)
      .where(sql`video_id IS NOT NULL`),
  ],
);
