-- The music library and what went on air.
CREATE TABLE tracks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_path text NOT NULL UNIQUE,
  title text NOT NULL,
  artist text NOT NULL,
  duration_ms integer NOT NULL,
  bitrate_kbps integer NOT NULL,
  playlist text NOT NULL DEFAULT 'worship',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tracks_playlist_idx ON tracks (playlist);

CREATE TABLE plays (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  track_id uuid REFERENCES tracks(id) ON DELETE SET NULL,
  title text NOT NULL,
  artist text NOT NULL,
  source text NOT NULL CHECK (source IN ('autodj', 'live')),
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plays_started_idx ON plays (started_at DESC);

-- The weekly schedule, in the station's time zone (0 = Sunday).
CREATE TABLE programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  weekday integer NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_hour integer NOT NULL CHECK (start_hour BETWEEN 0 AND 23),
  end_hour integer NOT NULL CHECK (end_hour BETWEEN 1 AND 24 AND end_hour > start_hour),
  title text NOT NULL,
  host text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'music',
  plays text NOT NULL DEFAULT 'autodj' CHECK (plays IN ('autodj', 'replay', 'live')),
  -- What the AutoDJ plays during this program (and when a live host is absent).
  playlist text NOT NULL DEFAULT 'worship'
);
CREATE INDEX programs_day_idx ON programs (weekday, start_hour);

-- Listening statistics: one row per listening session (no address kept), and the peak per hour.
CREATE TABLE listening_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  user_agent text NOT NULL DEFAULT '',
  client_hash text NOT NULL
);
CREATE INDEX listening_sessions_started_idx ON listening_sessions (started_at);

CREATE TABLE listener_peaks (
  hour timestamptz PRIMARY KEY,
  peak integer NOT NULL
);
