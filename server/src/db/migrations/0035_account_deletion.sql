-- A deleted account (issue 29, decision 021): the row stays as a tombstone so the discussions and
-- replies that point at it are not cascaded away; everything personal on it is overwritten and
-- the member's private rows elsewhere are deleted. Such a row never signs in and is never listed.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
