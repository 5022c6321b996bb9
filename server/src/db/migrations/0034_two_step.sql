-- Two-step sign-in (docs/decisions/020-two-step-sign-in.md): a member's authenticator-app secret,
-- sealed with the station's settings key, unused until a first code confirms it (enabled_at).
CREATE TABLE user_totp (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled_at timestamptz,
  -- The 30-second step of the last code accepted: a code is never accepted twice.
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes, only their SHA-256 kept.
CREATE TABLE user_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_recovery_codes_user_idx ON user_recovery_codes (user_id);
