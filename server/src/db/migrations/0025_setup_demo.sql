-- A station of its own (issue 26). What the demo station wrote, item by item, so "remove the demo"
-- takes exactly that away and keeps what the station made; a module marks its own kinds.
CREATE TABLE demo_items (
  kind text NOT NULL,
  id text NOT NULL,
  PRIMARY KEY (kind, id)
);
