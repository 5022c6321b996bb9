CREATE TABLE threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  is_anonymous boolean NOT NULL DEFAULT false,
  is_pinned boolean NOT NULL DEFAULT false,
  is_hidden boolean NOT NULL DEFAULT false,
  likes_count integer NOT NULL DEFAULT 0,
  replies_count integer NOT NULL DEFAULT 0,
  prayers_count integer NOT NULL DEFAULT 0,
  answered_at timestamptz,
  answer_update text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Millisecond precision, so keyset cursors round-trip through JavaScript dates exactly.
  last_activity_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')
  ) STORED
);
-- Keyset pagination for each tab, and full-text search.
CREATE INDEX threads_recent_idx ON threads (is_pinned DESC, last_activity_at DESC, id DESC) WHERE NOT is_hidden;
CREATE INDEX threads_category_recent_idx ON threads (category, is_pinned DESC, last_activity_at DESC, id DESC) WHERE NOT is_hidden;
CREATE INDEX threads_popular_idx ON threads ((likes_count + replies_count) DESC, id DESC) WHERE NOT is_hidden;
CREATE INDEX threads_author_idx ON threads (author_id, created_at DESC);
CREATE INDEX threads_search_idx ON threads USING gin (search);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
  parent_id uuid REFERENCES comments(id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL,
  is_hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_thread_idx ON comments (thread_id, created_at);
CREATE INDEX comments_author_idx ON comments (author_id);

CREATE TABLE thread_likes (
  thread_id uuid NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id)
);

CREATE TABLE thread_follows (
  thread_id uuid NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id)
);
CREATE INDEX thread_follows_user_idx ON thread_follows (user_id);

-- 'I prayed': once a day per member; names are never shown.
CREATE TABLE prayer_marks (
  thread_id uuid NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id, day)
);
