import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const tracks = pgTable('tracks', {
  id: uuid('id').primaryKey().defaultRandom(),
  filePath: text('file_path').notNull().unique(),
  title: text('title').notNull(),
  artist: text('artist').notNull(),
  durationMs: integer('duration_ms').notNull(),
  bitrateKbps: integer('bitrate_kbps').notNull(),
  /** The cover's file name in DATA_DIR/art, when the track has one. */
  art: text('art'),
  playlist: text('playlist').notNull().default('worship'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  hasArtwork: boolean('has_artwork').notNull().default(false),
  /** EBU R128 integrated loudness (LUFS) and true peak (dBTP); null until measured (sound-levels.ts). */
  loudnessLufs: real('loudness_lufs'),
  truePeakDb: real('true_peak_db'),
  /** Where the song's sound starts and ends (leading and trailing silence skipped). */
  soundStartMs: integer('sound_start_ms'),
  soundEndMs: integer('sound_end_ms'),
  /** Why the song could not be measured (it then plays as it is), or null. */
  soundError: text('sound_error'),
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
  /** Minutes after the station's midnight: 0-1439 (issue 27). */
  startMinute: integer('start_minute').notNull(),
  /** Minutes after the station's midnight: 1-1440, after `startMinute` (no program crosses midnight). */
  endMinute: integer('end_minute').notNull(),
  title: text('title').notNull(),
  host: text('host').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('music'),
  plays: text('plays', { enum: ['autodj', 'replay', 'live'] })
    .notNull()
    .default('autodj'),
  playlist: text('playlist').notNull().default('worship'),
  /** The console's playlist (issue 14); when null the older named `playlist` decides. */
  playlistId: uuid('playlist_id').references(() => playlists.id, { onDelete: 'set null' }),
  /** A one-off program's date in station time; null for every week. */
  onDate: date('on_date', { mode: 'string' }),
  /** A pre-recorded program's file (a library song kept out of rotation), played at its start. */
  trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'set null' }),
  /** Whether the AutoDJ plays listeners' requests during it (a live show queues them for its host). */
  requestsAllowed: boolean('requests_allowed').notNull().default(true),
  // `search` is a generated tsvector (0016), read only in raw SQL: left out (see search.ts).
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

export const playlists = pgTable('playlists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  mode: text('mode', { enum: ['ordered', 'shuffled'] })
    .notNull()
    .default('shuffled'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.position] })],
);

export const autodjRules = pgTable('autodj_rules', {
  id: integer('id').primaryKey().default(1),
  songGapMinutes: integer('song_gap_minutes').notNull().default(60),
  artistGapMinutes: integer('artist_gap_minutes').notNull().default(15),
  jinglePlaylistId: uuid('jingle_playlist_id').references(() => playlists.id, { onDelete: 'set null' }),
  jingleEverySongs: integer('jingle_every_songs').notNull().default(0),
  jingleTopOfHour: boolean('jingle_top_of_hour').notNull().default(false),
  /** The loudness every song is played at (LUFS) and the AutoDJ's crossfade (0–6000 ms). */
  targetLufs: real('target_lufs').notNull().default(-16),
  crossfadeMs: integer('crossfade_ms').notNull().default(2000),
});

/** See 0017_radio_leader.sql: the instance that runs the radio engine and where the others relay it from. */
export const radioLeader = pgTable(
  'radio_leader',
  {
    id: integer('id').primaryKey().default(1),
    url: text('url').notNull(),
    instance: text('instance').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('radio_leader_id_check', sql`id = 1`)],
);

/** See 0043_source_keys.sql: a DJ's source key for the live mount; only its SHA-256 is kept. */
export const radioSourceKeys = pgTable('radio_source_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique('radio_source_keys_key_hash_key'),
  keyHint: text('key_hint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});
