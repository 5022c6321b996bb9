-- The instance that runs the radio engine (it holds PostgreSQL's advisory lock, decision 011) and
-- the address where the other instances relay its broadcast from. One row, written by each new
-- leader when it takes the lock; removed by a leader that stops cleanly.
CREATE TABLE radio_leader (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  url text NOT NULL,
  instance text NOT NULL,
  since timestamptz NOT NULL DEFAULT now()
);
