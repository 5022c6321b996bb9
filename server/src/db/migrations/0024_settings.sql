-- The station's own settings, set in the browser (setup, console) instead of environment variables
-- (issue 26): mail delivery, payment keys, receipts, backups. Secret fields are stored encrypted
-- (platform/settings/secret-box.ts); the key lives in DATA_DIR or the environment, never here.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
