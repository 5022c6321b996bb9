-- Issue 27: the request line (songs asked for by listeners, messages to the studio) and go-live
-- alerts (members who follow a program or the whole station).

-- Whether the AutoDJ plays listeners' requests during a program (a live show queues them for its host).
ALTER TABLE programs ADD COLUMN requests_allowed boolean NOT NULL DEFAULT true;

-- A song a listener asked for: pending until the AutoDJ plays it. `requester` is "member:<id>" or
-- "address:<hash>" (the address is never kept as it is).
CREATE TABLE song_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  track_id uuid NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  requester text NOT NULL,
  name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'played')),
  created_at timestamptz NOT NULL,
  played_at timestamptz,
  read_at timestamptz
);
CREATE INDEX song_requests_pending ON song_requests (created_at) WHERE status = 'pending';
CREATE INDEX song_requests_requester ON song_requests (requester, created_at);
CREATE INDEX song_requests_track ON song_requests (track_id, created_at);

-- A prayer request or shout-out sent to the studio; the host marks it read or puts it on air.
CREATE TABLE studio_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('prayer', 'shoutout')),
  name text NOT NULL DEFAULT '',
  body text NOT NULL,
  sender text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  aired_at timestamptz
);
CREATE INDEX studio_messages_created ON studio_messages (created_at);

-- Go-live alerts: a member follows one program, or the station (program_id null).
CREATE TABLE live_follows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  program_id uuid REFERENCES programs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX live_follows_program ON live_follows (user_id, program_id) WHERE program_id IS NOT NULL;
CREATE UNIQUE INDEX live_follows_station ON live_follows (user_id) WHERE program_id IS NULL;
CREATE INDEX live_follows_by_program ON live_follows (program_id);

-- One alert per show: the key names the show (a program on its date, or a video session).
CREATE TABLE live_alerts (
  key text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);
