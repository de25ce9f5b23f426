-- What staff say about a shelter while a warning or order is in force: 開設 (open), 混雑 (crowded),
-- 満員 (full), 閉鎖 (closed). One row per shelter, overwritten by the next setting (the last write
-- wins; set_at says when, set_by who). A status counts only while a warning of level 3 or more is
-- in force and was set after the oldest of them was issued (worker/hazard/shelter-status.ts), so a
-- lift ends every status without deleting anything.
CREATE TABLE shelter_status (
  venue_id INTEGER PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('open', 'crowded', 'full', 'closed')),
  set_at TEXT NOT NULL,
  set_by INTEGER REFERENCES users (id)
);
