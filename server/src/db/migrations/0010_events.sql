-- Events and reminders (issue 11): station events shown in the station's zone, and members'
-- reminders of an event or of a program of the weekly schedule.

-- Start and end are instants; pages and calendar files show them in the station's zone.
CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'service',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- A place; NULL with is_online for an event held online only.
  location text,
  is_online boolean NOT NULL DEFAULT false,
  program_id uuid REFERENCES programs(id) ON DELETE SET NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  -- iCalendar SEQUENCE: calendar apps replace their copy when it grows.
  sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX events_upcoming_idx ON events (ends_at, starts_at);

-- One reminder per member and event (or program occurrence). The durable job that sends it is
-- keyed by the reminder and its time; notified_at makes the notification go out once.
CREATE TABLE reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id uuid REFERENCES events(id) ON DELETE CASCADE,
  program_id uuid REFERENCES programs(id) ON DELETE CASCADE,
  -- What the member asked to be reminded of, as it was called then (programs change title).
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  lead_minutes integer NOT NULL CHECK (lead_minutes BETWEEN 0 AND 10080),
  reminder_type text NOT NULL DEFAULT 'notification' CHECK (reminder_type IN ('notification', 'email', 'push')),
  remind_at timestamptz NOT NULL,
  notified_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((event_id IS NULL) <> (program_id IS NULL))
);
CREATE UNIQUE INDEX reminders_event_once_idx ON reminders (user_id, event_id) WHERE event_id IS NOT NULL;
CREATE UNIQUE INDEX reminders_program_once_idx ON reminders (user_id, program_id, starts_at) WHERE program_id IS NOT NULL;
CREATE INDEX reminders_event_idx ON reminders (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX reminders_user_idx ON reminders (user_id, starts_at);
