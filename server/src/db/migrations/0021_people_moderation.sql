-- The station console's people and moderation (issue 14).
-- A suspended member cannot sign in or post; their sessions end when they are suspended.
ALTER TABLE users ADD COLUMN suspended_at timestamptz, ADD COLUMN suspended_by uuid REFERENCES users(id) ON DELETE SET NULL;

-- Why a reply was hidden: 'staff' (an admin), 'reports' (the rule: three members reported it).
ALTER TABLE comments ADD COLUMN hidden_at timestamptz, ADD COLUMN hidden_reason text;
ALTER TABLE threads ADD COLUMN hidden_at timestamptz, ADD COLUMN hidden_reason text;

-- A member's report of a thread or a reply: one per member per post, open until an admin resolves it.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target_type text NOT NULL CHECK (target_type IN ('thread', 'comment')),
  target_id uuid NOT NULL,
  reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  resolution text CHECK (resolution IN ('dismiss', 'hide', 'delete'))
);
CREATE UNIQUE INDEX reports_one_per_member_idx ON reports (target_type, target_id, reporter_id);
CREATE INDEX reports_open_idx ON reports (created_at) WHERE resolved_at IS NULL;
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at DESC);
