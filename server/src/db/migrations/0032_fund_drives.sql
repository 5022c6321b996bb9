-- Fund drives (issue "Church life"): a goal over a window of time. What is raised is worked out
-- from the gifts paid in the window (less their refunds), never stored twice.
CREATE TABLE fund_drives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  goal_cents bigint NOT NULL CHECK (goal_cents > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX fund_drives_window_idx ON fund_drives (starts_at, ends_at);
