-- The music library and what went on air.
CREATE TABLE tracks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_path text NOT NULL UNIQUE,
  title text NOT NULL,
  artist text NOT NULL,
  duration_ms integer NOT NULL,
  bitrate_kbps integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plays (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  track_id uuid REFERENCES tracks(id) ON DELETE SET NULL,
  title text NOT NULL,
  artist text NOT NULL,
  source text NOT NULL CHECK (source IN ('autodj', 'live')),
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plays_started_idx ON plays (started_at DESC);
