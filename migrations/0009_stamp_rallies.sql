-- Stamp rallies that cannot be faked: check-ins decided by the server (rotating QR codes at
-- staffed spots, printed codes plus the browser's position at unstaffed ones), one stamp per user
-- and spot, every attempt logged, and the reward coupon issued once on completion.

-- N of M: how many stamps complete the rally (NULL = every spot); the reward is a coupon post
-- issued into the user's coupons (coupon_grants, source 'rally'); who created the rally.
ALTER TABLE stamp_rallies ADD COLUMN required_stamps INTEGER
  CHECK (required_stamps IS NULL OR required_stamps >= 1);
ALTER TABLE stamp_rallies ADD COLUMN reward_coupon_id INTEGER REFERENCES posts (id);
ALTER TABLE stamp_rallies ADD COLUMN created_by INTEGER REFERENCES users (id);

-- How a spot checks in: 'staffed' (a screen at the spot shows a QR code that changes every 30 s,
-- an HMAC of rally, spot and time window keyed by `secret`) or 'printed' (a static code on a
-- poster, accepted only with the browser's position within `radius_m`). The printed code is kept
-- readable so the organizer can print it again; code_hash (its SHA-256) is what check-ins match.
ALTER TABLE rally_spots ADD COLUMN method TEXT NOT NULL DEFAULT 'printed'
  CHECK (method IN ('staffed', 'printed'));
ALTER TABLE rally_spots ADD COLUMN radius_m INTEGER NOT NULL DEFAULT 50
  CHECK (radius_m BETWEEN 10 AND 1000);
ALTER TABLE rally_spots ADD COLUMN secret TEXT;
ALTER TABLE rally_spots ADD COLUMN printed_code TEXT;
UPDATE rally_spots SET secret = lower(hex(randomblob(32))) WHERE secret IS NULL;

-- A stamp remembers the attempt that made it and whether the travel to it looked implausible.
ALTER TABLE stamps ADD COLUMN checkin_key TEXT;
ALTER TABLE stamps ADD COLUMN flagged INTEGER NOT NULL DEFAULT 0 CHECK (flagged IN (0, 1));
CREATE INDEX stamps_by_spot ON stamps (spot_id, created_at);

-- Every check-in attempt, accepted or refused, with the device's and the server's time and the
-- reported position: what the organizer's dashboard counts and flags.
CREATE TABLE rally_checkins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  attempt_key TEXT NOT NULL UNIQUE,
  rally_id INTEGER NOT NULL REFERENCES stamp_rallies (id) ON DELETE CASCADE,
  spot_id INTEGER REFERENCES rally_spots (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  method TEXT NOT NULL CHECK (method IN ('staffed', 'printed')),
  outcome TEXT NOT NULL CHECK (outcome IN ('stamped', 'already', 'refused')),
  reason TEXT,
  device_time TEXT,
  server_time TEXT NOT NULL,
  lat REAL,
  lng REAL,
  accuracy_m REAL,
  distance_m REAL,
  speed_kmh REAL,
  flagged INTEGER NOT NULL DEFAULT 0 CHECK (flagged IN (0, 1))
);
CREATE INDEX rally_checkins_by_rally ON rally_checkins (rally_id, id DESC);
CREATE INDEX rally_checkins_flagged ON rally_checkins (rally_id, id DESC) WHERE flagged = 1;

-- Who completed a rally; the primary key makes completion (and so the reward) happen once.
CREATE TABLE rally_completions (
  rally_id INTEGER NOT NULL REFERENCES stamp_rallies (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  completed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (rally_id, user_id)
);
