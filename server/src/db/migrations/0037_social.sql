-- Following people, blocking and direct messages between members (issue 30, decision 023).

-- A member follows another: their new public discussions and their going live reach the follower.
CREATE TABLE user_follows (
  follower_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX user_follows_followee_idx ON user_follows (followee_id);

-- A member blocks another: no messages either way, and neither sees the other's.
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- One-to-one messages. `removed_at`: the moderators deleted it after a report (kept for the report).
CREATE TABLE direct_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  removed_at timestamptz,
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX direct_messages_pair_idx
  ON direct_messages (least(sender_id, recipient_id), greatest(sender_id, recipient_id), created_at DESC, id DESC);
CREATE INDEX direct_messages_unread_idx ON direct_messages (recipient_id, sender_id) WHERE read_at IS NULL;
CREATE INDEX direct_messages_sender_idx ON direct_messages (sender_id, created_at DESC);

-- A recipient's report of a message: the only private messages staff can read.
CREATE TABLE message_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES direct_messages(id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  resolution text CHECK (resolution IN ('dismiss', 'delete')),
  UNIQUE (message_id, reporter_id)
);
CREATE INDEX message_reports_open_idx ON message_reports (created_at) WHERE resolved_at IS NULL;
