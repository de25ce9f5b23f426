-- jimoto initial schema. Migrations are append-only: never edit a file that has
-- been applied anywhere; add the next number instead.
-- Times are ISO 8601 strings in UTC (…Z) unless a column says otherwise.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT COLLATE NOCASE UNIQUE,
  email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  password_hash TEXT,
  name TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  -- Relative (/media/…) or absolute URL; the client prefixes relative ones with the API base.
  avatar_url TEXT,
  birth_date TEXT,
  groups_json TEXT NOT NULL DEFAULT '[]',
  service_name TEXT,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'hidden', 'deleted')),
  campaign_code TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Places: concert venues, restaurants and evacuation shelters share one table.
CREATE TABLE venues (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('venue', 'restaurant', 'shelter')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  lat REAL,
  lng REAL,
  url TEXT,
  phone TEXT,
  hours TEXT,
  image_key TEXT,
  tags_json TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX venues_kind ON venues (kind, id);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL DEFAULT 'post' CHECK (kind IN ('post', 'event', 'coupon')),
  title TEXT,
  body TEXT NOT NULL DEFAULT '',
  tags_json TEXT NOT NULL DEFAULT '[]',
  place_name TEXT,
  address TEXT,
  lat REAL,
  lng REAL,
  venue_id INTEGER REFERENCES venues (id),
  -- Events: ISO 8601 with the Asia/Tokyo offset (+09:00).
  starts_at TEXT,
  ends_at TEXT,
  -- Coupons.
  coupon_offer TEXT,
  coupon_terms TEXT,
  valid_from TEXT,
  valid_until TEXT,
  per_user_limit INTEGER CHECK (per_user_limit IS NULL OR per_user_limit >= 1),
  total_limit INTEGER CHECK (total_limit IS NULL OR total_limit >= 1),
  visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'hidden', 'deleted')),
  like_count INTEGER NOT NULL DEFAULT 0,
  favorite_count INTEGER NOT NULL DEFAULT 0,
  campaign_code TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at >= starts_at)
);
-- Timelines page newest first by id (monotonic, so cursors stay stable under inserts).
CREATE INDEX posts_timeline ON posts (visibility, id DESC);
CREATE INDEX posts_kind_timeline ON posts (visibility, kind, id DESC);
CREATE INDEX posts_by_user ON posts (user_id, id DESC);

CREATE TABLE post_media (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- R2 keys of the display size and the thumbnail.
  key TEXT NOT NULL,
  thumb_key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  UNIQUE (post_id, position)
);

CREATE TABLE likes (
  user_id INTEGER NOT NULL REFERENCES users (id),
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX likes_by_post ON likes (post_id);

CREATE TABLE favorites (
  user_id INTEGER NOT NULL REFERENCES users (id),
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX favorites_by_post ON favorites (post_id);

CREATE TABLE follows (
  follower_id INTEGER NOT NULL REFERENCES users (id),
  followee_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);

CREATE TABLE reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id),
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE artists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  genre TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  url TEXT,
  image_key TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Schedule slots: who plays where and when (event and venue schedules).
CREATE TABLE event_artists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id INTEGER REFERENCES posts (id) ON DELETE CASCADE,
  artist_id INTEGER NOT NULL REFERENCES artists (id),
  venue_id INTEGER REFERENCES venues (id),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  CHECK (ends_at >= starts_at)
);
CREATE INDEX event_artists_by_venue ON event_artists (venue_id, starts_at);

CREATE TABLE stamp_rallies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  reward TEXT NOT NULL DEFAULT '',
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  image_key TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE rally_spots (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  rally_id INTEGER NOT NULL REFERENCES stamp_rallies (id) ON DELETE CASCADE,
  venue_id INTEGER REFERENCES venues (id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- SHA-256 of the code printed at the spot; a stamp is given for the matching code.
  code_hash TEXT NOT NULL,
  UNIQUE (rally_id, position)
);

CREATE TABLE stamps (
  user_id INTEGER NOT NULL REFERENCES users (id),
  spot_id INTEGER NOT NULL REFERENCES rally_spots (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, spot_id)
);
