-- The durable scheduler (platform/jobs): one row per job, claimed atomically by one instance.
-- Times come from the application's clock (a parameter), never from now(), so tests set them.
CREATE TABLE scheduled_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  key text NOT NULL,
  run_at timestamptz NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- Scheduling the same (name, key) twice is a no-op: the key names the occurrence.
  UNIQUE (name, key)
);
CREATE INDEX scheduled_jobs_due_idx ON scheduled_jobs (run_at) WHERE status = 'pending';
CREATE INDEX scheduled_jobs_lease_idx ON scheduled_jobs (locked_until) WHERE status = 'running';
