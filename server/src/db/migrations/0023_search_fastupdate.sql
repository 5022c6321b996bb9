-- Search indexes without a pending list (fastupdate off).
--
-- By default a GIN index queues new rows in a pending list that every search reads through
-- sequentially until VACUUM (or the list's 4 MB limit) merges it. On the site-search benchmark
-- (100,000 threads, PostgreSQL) the lists held 75–363 pages after filling, and a word found in
-- one thread took 4 ms instead of 0.2 ms; PGlite has no autovacuum at all, so its lists would
-- only ever be merged by the insert that overflows them. Posts, episodes and events are written
-- rarely and searched often, so each row goes into its index as it is written, and what is
-- queued now is merged.
ALTER INDEX threads_search_idx SET (fastupdate = off);
ALTER INDEX threads_search_simple_idx SET (fastupdate = off);
ALTER INDEX media_episodes_search_idx SET (fastupdate = off);
ALTER INDEX media_videos_search_idx SET (fastupdate = off);
ALTER INDEX events_search_idx SET (fastupdate = off);
ALTER INDEX search_words_trgm_idx SET (fastupdate = off);

SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['threads_search_idx', 'threads_search_simple_idx',
  'media_episodes_search_idx', 'media_videos_search_idx', 'events_search_idx', 'search_words_trgm_idx']) AS i;
