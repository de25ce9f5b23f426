-- Places as pages of their own: restaurants need a genre, a price range and opening hours that a
-- program can read ("営業中" is computed, never typed), venues an access note, artists their links;
-- residents favorite places and artists; the map reads posts by coordinates.

-- One genre code per restaurant (src/shared/places.ts lists them); NULL for other kinds.
ALTER TABLE venues ADD COLUMN genre TEXT;
-- Shown as written, e.g. '¥1,000〜¥2,000'; schema.org's priceRange takes the same text.
ALTER TABLE venues ADD COLUMN price_range TEXT;
-- How to get there, e.g. 'みなと駅から徒歩5分'.
ALTER TABLE venues ADD COLUMN access TEXT NOT NULL DEFAULT '';
-- Structured weekly hours in Asia/Tokyo (src/shared/opening-hours.ts): periods per weekday, a
-- closing time at or before the opening time runs past midnight; NULL = hours not known.
ALTER TABLE venues ADD COLUMN opening_hours_json TEXT;
ALTER TABLE venues ADD COLUMN reservation_url TEXT;
CREATE INDEX venues_kind_genre ON venues (kind, genre, id);

-- [{label, url}] beside the artist's main url (SNS, streaming).
ALTER TABLE artists ADD COLUMN links_json TEXT NOT NULL DEFAULT '[]';

-- Upcoming slots of an artist, across venues.
CREATE INDEX event_artists_by_artist ON event_artists (artist_id, starts_at);

-- A resident's saved places (venues, restaurants) and artists, beside their saved posts.
CREATE TABLE place_favorites (
  user_id INTEGER NOT NULL REFERENCES users (id),
  target TEXT NOT NULL CHECK (target IN ('place', 'artist')),
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, target, target_id)
);
CREATE INDEX place_favorites_by_user ON place_favorites (user_id, created_at DESC);

-- The map: posts with coordinates, read by a bounding box. Visibility, kind and author are in the
-- index so the map's query decides most posts without reading their rows.
CREATE INDEX posts_geo ON posts (lat, lng, visibility, kind, user_id)
  WHERE lat IS NOT NULL AND lng IS NOT NULL;
