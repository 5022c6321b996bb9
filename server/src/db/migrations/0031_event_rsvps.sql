-- Event RSVPs (issue "Church life"): an event may have a number of places; members answer
-- "I'm coming" with seats, and are going while places last, else waitlisted in order.
ALTER TABLE events ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity > 0);

-- One answer per member and event. Writes lock the event row (SELECT … FOR UPDATE) so the
-- seats going never exceed the capacity, however many answer at once.
CREATE TABLE event_rsvps (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 10),
  status text NOT NULL CHECK (status IN ('going', 'waitlisted')),
  created_at timestamptz NOT NULL,
  -- The order members answered in (written under the event's lock): the waitlist's order.
  position bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_rsvps_queue_idx ON event_rsvps (event_id, status, position);
