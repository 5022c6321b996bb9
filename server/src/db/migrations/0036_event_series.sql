-- Events people sign up for (issue 30): repeating events, one removed or changed date, a
-- registration question, and check-in on the day.

-- A repeating event. Each date is an `events` row of its own (materialised, see decision 022):
-- RSVPs, reminders, the attendee list and check-in work per date as for a one-off event.
CREATE TABLE event_series (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  freq text NOT NULL CHECK (freq IN ('weekly', 'biweekly', 'monthly')),
  -- The first date's start (the rule's DTSTART) and the last date's start (its UNTIL).
  starts_at timestamptz NOT NULL,
  until timestamptz NOT NULL,
  -- The zone the dates were computed in (wall-clock time kept across daylight-saving changes).
  timezone text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (until >= starts_at)
);

-- A date staff removed (the calendar's EXDATE). event_id is the removed date's former id, so an
-- RSVP sent to it is told the date was removed rather than that nothing exists.
CREATE TABLE event_exdates (
  series_id uuid NOT NULL REFERENCES event_series(id) ON DELETE CASCADE,
  occurrence_start timestamptz NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  removed_at timestamptz NOT NULL,
  PRIMARY KEY (series_id, occurrence_start)
);

-- A date of a series: the start the rule gave it (RECURRENCE-ID), and whether staff changed this
-- date alone (then it is written as its own VEVENT in calendar files).
ALTER TABLE events ADD COLUMN series_id uuid REFERENCES event_series(id) ON DELETE CASCADE;
ALTER TABLE events ADD COLUMN occurrence_start timestamptz;
ALTER TABLE events ADD COLUMN overridden boolean NOT NULL DEFAULT false;
-- An optional question asked when answering ("Any dietary needs?").
ALTER TABLE events ADD COLUMN question text;
CREATE UNIQUE INDEX events_occurrence_idx ON events (series_id, occurrence_start) WHERE series_id IS NOT NULL;

-- Each answer gets an id (check-in addresses it), the answer to the question, and check-in.
ALTER TABLE event_rsvps ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX event_rsvps_id_idx ON event_rsvps (id);
ALTER TABLE event_rsvps ADD COLUMN answer text;
ALTER TABLE event_rsvps ADD COLUMN checked_in_at timestamptz;
ALTER TABLE event_rsvps ADD COLUMN checked_in_by uuid REFERENCES users(id) ON DELETE SET NULL;

-- A reminder made for an attendee when they answered (removed again when they cancel).
ALTER TABLE reminders ADD COLUMN from_rsvp boolean NOT NULL DEFAULT false;
