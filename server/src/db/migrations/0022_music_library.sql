-- The station console's music library (issue 14): playlists the schedule points at, the AutoDJ's
-- rules (one row), one-off dated programs, and whether a song carries its own artwork.
CREATE TABLE playlists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  mode text NOT NULL DEFAULT 'shuffled' CHECK (mode IN ('ordered', 'shuffled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE playlist_tracks (
  playlist_id uuid NOT NULL REFERENCES playlists(id) ON DELETE CASCADE,
  position integer NOT NULL,
  track_id uuid NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  PRIMARY KEY (playlist_id, position)
);
CREATE INDEX playlist_tracks_track_idx ON playlist_tracks (track_id);
CREATE TABLE autodj_rules (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  song_gap_minutes integer NOT NULL DEFAULT 60,
  artist_gap_minutes integer NOT NULL DEFAULT 15,
  jingle_playlist_id uuid REFERENCES playlists(id) ON DELETE SET NULL,
  jingle_every_songs integer NOT NULL DEFAULT 0,
  jingle_top_of_hour boolean NOT NULL DEFAULT false
);
ALTER TABLE programs ADD COLUMN playlist_id uuid REFERENCES playlists(id) ON DELETE SET NULL;
ALTER TABLE programs ADD COLUMN on_date date;
ALTER TABLE tracks ADD COLUMN has_artwork boolean NOT NULL DEFAULT false;
