-- The station console's audit log (issue 14): who did what, when, and what it was before and after.
-- Kept even when the actor's account is deleted (the name stays as it was then).
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  -- A stable code such as 'user.role', 'program.create', 'report.hide'.
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  -- One sentence a volunteer reads in the log, e.g. "Made naomi a broadcaster".
  summary text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_log_recent_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);
