-- Site search (issue 12): typo tolerance with pg_trgm over the words people search by, and the
-- events' and programs' own word vectors, so each module answers its part from an index.

-- pg_trgm is in PostgreSQL's contrib and ships with PGlite (loaded when the database opens,
-- db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Typo tolerance works on words, not on rows: every word of what people look things up by
-- (titles, an episode's host) is kept once here, and a misspelt search word is matched against
-- these few thousand words by trigrams ("prayr" → "prayer"), then searched for as usual. Rows
-- add their words on insert and on a change of title; words are never removed (a word no row
-- has any more finds nothing).
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple',
      coalesce(to_jsonb(NEW) ->> 'title', '') || ' ' || coalesce(to_jsonb(NEW) ->> 'host', '')))) AS w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER threads_search_words AFTER INSERT OR UPDATE OF title ON threads
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER media_episodes_search_words AFTER INSERT OR UPDATE OF title, host ON media_episodes
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER media_videos_search_words AFTER INSERT OR UPDATE OF title ON media_videos
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER events_search_words AFTER INSERT OR UPDATE OF title ON events
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER programs_search_words AFTER INSERT OR UPDATE OF title, host ON programs
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();

INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT unnest(tsvector_to_array(to_tsvector('simple', title))) AS w FROM threads
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', title || ' ' || host))) FROM media_episodes
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', title))) FROM media_videos
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', title))) FROM events
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', title || ' ' || host))) FROM programs
  ) words
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;

-- Events: unstemmed, so every word matches as a prefix, as in the other kinds.
ALTER TABLE events ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', coalesce(location, '')), 'B')
    || setweight(to_tsvector('simple', description), 'B')
) STORED;
CREATE INDEX events_search_idx ON events USING gin (search);

-- The weekly programs: one vector per row instead of one computed per row and search.
ALTER TABLE programs ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', host), 'A')
    || setweight(to_tsvector('simple', description), 'B')
) STORED;
