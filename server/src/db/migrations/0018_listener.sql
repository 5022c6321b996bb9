-- Each track's cover: a file name in DATA_DIR/art (embedded in the MP3, or made for the demo music).
ALTER TABLE tracks ADD COLUMN IF NOT EXISTS art text;
-- What a member's posts show of where they live: nothing (the default), their region, or their town.
ALTER TABLE users ADD COLUMN IF NOT EXISTS place_shown text NOT NULL DEFAULT 'none';
