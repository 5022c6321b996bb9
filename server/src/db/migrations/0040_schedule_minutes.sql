-- Issue 27: programs start and end at any minute (minutes after the station's midnight, 0-1440),
-- and may open with one pre-recorded file (a sermon) played at their start time.
ALTER TABLE programs ADD COLUMN start_minute integer;
ALTER TABLE programs ADD COLUMN end_minute integer;
UPDATE programs SET start_minute = start_hour * 60, end_minute = end_hour * 60;
ALTER TABLE programs ALTER COLUMN start_minute SET NOT NULL;
ALTER TABLE programs ALTER COLUMN end_minute SET NOT NULL;
ALTER TABLE programs ADD CONSTRAINT programs_minutes_check
  CHECK (start_minute BETWEEN 0 AND 1439 AND end_minute BETWEEN 1 AND 1440 AND end_minute > start_minute);
DROP INDEX IF EXISTS programs_day_idx;
ALTER TABLE programs DROP COLUMN start_hour;
ALTER TABLE programs DROP COLUMN end_hour;
CREATE INDEX programs_day_idx ON programs (weekday, start_minute);
-- The file a pre-recorded program plays at its start (a song of the library, kept out of rotation).
ALTER TABLE programs ADD COLUMN track_id uuid REFERENCES tracks(id) ON DELETE SET NULL;
