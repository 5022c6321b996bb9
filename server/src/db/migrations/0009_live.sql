-- Live video: broadcasters' stream keys, the live chat with its moderation, and the
-- station's live settings.

-- One RTMP stream key per broadcaster or admin. Only its SHA-256 is stored (the key is shown
-- once, when created or rotated); rotating replaces the row, so the old key stops working.
CREATE TABLE live_stream_keys (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  -- The key's last four characters, so the studio can say which key is in use.
  key_hint text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Live chat. Members post under their name (user_id set, verified); visitors under a display
-- name, with a hash of their address for rate limits and mutes.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order messages were posted in (two may share a created_at).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  username text NOT NULL,
  message text NOT NULL,
  is_verified boolean NOT NULL DEFAULT false,
  address_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by uuid REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX chat_messages_recent_idx ON chat_messages (seq DESC) WHERE deleted_at IS NULL;
CREATE INDEX chat_messages_address_idx ON chat_messages (address_hash, created_at DESC);
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, created_at DESC);

-- A mute holds a member (user_id) or a visitor's address (address_hash) until a time.
CREATE TABLE chat_mutes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  address_hash text,
  until timestamptz NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK (user_id IS NOT NULL OR address_hash IS NOT NULL)
);
CREATE INDEX chat_mutes_user_idx ON chat_mutes (user_id, until);
CREATE INDEX chat_mutes_address_idx ON chat_mutes (address_hash, until);

-- The station's live settings, one row per name (chat for visitors, slow mode, radio feed).
CREATE TABLE live_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL
);
