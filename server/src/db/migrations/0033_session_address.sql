-- Where a session signed in from (the client's address as the station saw it), for the member's
-- list of the places they are signed in.
ALTER TABLE sessions ADD COLUMN address text NOT NULL DEFAULT '';
