-- Notifications: the inbox, each member's preferences, mail and push held over quiet hours,
-- browsers' push subscriptions, and the station's generated secrets.

-- One row per notification. Title and body are rendered from these facts (server
-- modules/notifications/render.ts) so a row coalesced from many events reads
-- "Eli and 4 others prayed for your request".
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  thread_id uuid REFERENCES threads(id) ON DELETE CASCADE,
  event_id text,
  -- What it is about (the discussion's title).
  subject text NOT NULL DEFAULT '',
  -- The latest actor's name; NULL when they acted anonymously (shown as "Someone").
  actor_name text,
  -- Everyone it stands for, once each (the count in "and 4 others").
  actor_ids uuid[] NOT NULL DEFAULT '{}',
  -- Explicit wording, for kinds without a template (system messages…).
  title text,
  body text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_inbox_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- Coalescing: while unread, one row per member, kind and thread (INSERT … ON CONFLICT updates it).
CREATE UNIQUE INDEX notifications_coalesce_idx ON notifications (user_id, type, thread_id)
  WHERE read_at IS NULL AND thread_id IS NOT NULL;

-- Only what a member changed is stored; a missing row means the defaults.
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  in_app boolean NOT NULL DEFAULT true,
  email boolean NOT NULL DEFAULT false,
  push boolean NOT NULL DEFAULT false,
  digest text NOT NULL DEFAULT 'none' CHECK (digest IN ('none', 'daily', 'weekly')),
  quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 23),
  quiet_end smallint CHECK (quiet_end BETWEEN 0 AND 23),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, type)
);

-- Per member: their time zone (quiet hours, digests at 07:00) and when each digest last went out.
CREATE TABLE notification_members (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  timezone text,
  daily_digest_at timestamptz,
  weekly_digest_at timestamptz
);

-- Email and push held during quiet hours, released by a scheduled job when they end.
CREATE TABLE notification_held (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notification_id uuid REFERENCES notifications(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'push')),
  type text NOT NULL,
  content jsonb NOT NULL,
  release_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
-- A notification coalesced during the night is sent once, in its latest wording.
CREATE UNIQUE INDEX notification_held_once_idx ON notification_held (notification_id, channel) WHERE notification_id IS NOT NULL;
CREATE INDEX notification_held_user_idx ON notification_held (user_id, release_at);

-- One row per browser (device) that allowed push.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- Secrets the station generates on first start (unsubscribe-link key, VAPID keys).
CREATE TABLE station_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail may carry an HTML part and extra headers (List-Unsubscribe…).
ALTER TABLE mail_outbox ADD COLUMN body_html text, ADD COLUMN headers jsonb;
