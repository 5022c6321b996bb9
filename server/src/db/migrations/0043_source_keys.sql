-- A DJ's personal source key for the radio's live mount (docs/decisions/029-passkeys-and-the-staff-rule-everywhere.md):
-- DJ software cannot type a second step, so while the station asks staff for two steps the
-- account's password alone no longer opens the mount; this key does. Shown once, only its
-- SHA-256 kept (it is random and long), replaced by a new one or revoked.
CREATE TABLE radio_source_keys (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  key_hint text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
