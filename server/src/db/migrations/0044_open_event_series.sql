-- A series made with neither a count nor an until keeps going (issue 30, decision 022): it is
-- written a year ahead, and a daily job (events.extend-open-series) writes its dates on so they
-- always reach a year past today. Cancelling the series as a whole closes it.
-- Series made before this migration are left closed: a year of dates from an until cannot be told
-- apart from an open series.
ALTER TABLE event_series ADD COLUMN open boolean NOT NULL DEFAULT false;
CREATE INDEX event_series_open_idx ON event_series (id) WHERE open;
