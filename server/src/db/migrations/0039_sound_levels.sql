-- Issue 27: level sound and crossfades. Each song's loudness (EBU R128 integrated, LUFS), true
-- peak (dBTP) and where its sound starts and ends (leading and trailing silence skipped), measured
-- once with ffmpeg; null until measured (the background levelling job fills older libraries).
-- `sound_error` says why a song could not be measured (it then plays as it is).
ALTER TABLE tracks ADD COLUMN loudness_lufs real;
ALTER TABLE tracks ADD COLUMN true_peak_db real;
ALTER TABLE tracks ADD COLUMN sound_start_ms integer;
ALTER TABLE tracks ADD COLUMN sound_end_ms integer;
ALTER TABLE tracks ADD COLUMN sound_error text;
-- The station's loudness target and the AutoDJ's crossfade (the console's sound settings).
ALTER TABLE autodj_rules ADD COLUMN target_lufs real NOT NULL DEFAULT -16;
ALTER TABLE autodj_rules ADD COLUMN crossfade_ms integer NOT NULL DEFAULT 2000;
