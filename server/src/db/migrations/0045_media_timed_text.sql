-- An episode's transcript and chapters, and a video's captions (issue 28): kept as text in the
-- database (a transcript is tens of kilobytes), one of each kind per episode or video, gone with it.
-- A transcript is stored as WebVTT (an SRT upload is converted); chapters as Podcasting 2.0 JSON.
CREATE TABLE media_timed_texts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  episode_id uuid REFERENCES media_episodes(id) ON DELETE CASCADE,
  video_id uuid REFERENCES media_videos(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('transcript', 'chapters')),
  body text NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT media_timed_texts_one_owner CHECK ((episode_id IS NULL) <> (video_id IS NULL)),
  CONSTRAINT media_timed_texts_video_transcript CHECK (video_id IS NULL OR kind = 'transcript')
);
CREATE UNIQUE INDEX media_timed_texts_episode_kind ON media_timed_texts (episode_id, kind) WHERE episode_id IS NOT NULL;
CREATE UNIQUE INDEX media_timed_texts_video_kind ON media_timed_texts (video_id, kind) WHERE video_id IS NOT NULL;
