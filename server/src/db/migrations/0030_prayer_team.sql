-- The prayer team (issue "Church life"): members who asked to hear of every new prayer request.
-- One row per member on the team; leaving deletes it.
CREATE TABLE prayer_team_members (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL
);
