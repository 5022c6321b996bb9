-- Podcasts (shows and their episodes) and the video library, with views and likes.
-- Files live in DATA_DIR/media; rows name them. A draft (a recorded live show not yet
-- published) is seen only by broadcasters and admins.

CREATE TABLE media_shows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'teaching',
  host text NOT NULL DEFAULT '',
  artwork_file text,
  -- Podcasting 2.0 podcast:guid: stays the same for the life of the show.
  feed_guid uuid NOT NULL DEFAULT gen_random_uuid(),
  explicit boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE media_episodes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  show_id uuid REFERENCES media_shows(id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'teaching',
  host text NOT NULL DEFAULT '',
  duration_seconds integer NOT NULL,
  audio_file text NOT NULL,
  audio_type text NOT NULL,
  audio_bytes bigint NOT NULL,
  artwork_file text,
  explicit boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  -- 'upload' or 'recording' (a live show kept by the radio's recorder).
  origin text NOT NULL DEFAULT 'upload',
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', host), 'A')
      || setweight(to_tsvector('simple', description), 'B')
  ) STORED
);
CREATE INDEX media_episodes_list_idx ON media_episodes (published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX media_episodes_show_idx ON media_episodes (show_id, published_at DESC);
CREATE INDEX media_episodes_search_idx ON media_episodes USING gin (search);

CREATE TABLE media_videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'Worship',
  duration_seconds integer NOT NULL,
  video_file text NOT NULL,
  video_type text NOT NULL,
  video_bytes bigint NOT NULL,
  poster_file text,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  origin text NOT NULL DEFAULT 'upload',
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  views integer NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')
  ) STORED
);
CREATE INDEX media_videos_list_idx ON media_videos (published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX media_videos_search_idx ON media_videos USING gin (search);

-- Views count once per viewer (member id, else a hash of the address) per day.
CREATE TABLE media_video_views (
  video_id uuid NOT NULL REFERENCES media_videos(id) ON DELETE CASCADE,
  viewer text NOT NULL,
  day date NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, viewer, day)
);
CREATE INDEX media_video_views_recent_idx ON media_video_views (viewed_at, video_id);

CREATE TABLE media_video_likes (
  video_id uuid NOT NULL REFERENCES media_videos(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, user_id)
);

-- Community search by word prefix (the threads' own index is English-stemmed, so "grocer"
-- never met "groceries"): an unstemmed vector beside it.
ALTER TABLE threads ADD COLUMN search_simple tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', content), 'B')
) STORED;
CREATE INDEX threads_search_simple_idx ON threads USING gin (search_simple);
