-- Passkeys (WebAuthn) beside the authenticator app as a second step at sign-in
-- (docs/decisions/029-passkeys-and-the-staff-rule-everywhere.md).
CREATE TABLE user_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The credential's id as the browser sends it (base64url), unique across the station.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key (base64url): it proves a signature, it signs nothing.
  public_key text NOT NULL,
  -- The authenticator's signature counter: a later sign-in must show a higher one (0 when it keeps none).
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id);

-- A WebAuthn challenge waiting for its answer: random, for one member and one purpose, spent by the
-- first answer (right or wrong), refused after expires_at. A new one replaces the waiting one.
CREATE TABLE webauthn_challenges (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, purpose)
);
