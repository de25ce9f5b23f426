-- The map's clusters (worker/map/clusters.ts): a town view at low zoom is answered with counts per
-- grid cell instead of reading thousands of posts.
--
-- Each post with coordinates has its place on the Web Mercator plane at zoom 24 (256-px tiles:
-- 2^32 pixels a side) as two integers, computed by SQLite itself from lat and lng, so no writer
-- can store a position and a cell that disagree. A cell of 64 screen pixels at zoom z is that
-- place divided by 2^(30 - z). worker/map/cells.ts writes the same formulas for venues.
ALTER TABLE posts ADD COLUMN map_x INTEGER GENERATED ALWAYS AS (
  CAST(max(0, min(4294967295, (lng + 180.0) / 360.0 * 4294967296.0)) AS INTEGER)
) VIRTUAL;
ALTER TABLE posts ADD COLUMN map_y INTEGER GENERATED ALWAYS AS (
  CAST(max(0, min(4294967295,
    (1.0 - ln(tan(radians(max(-85.0, min(85.0, lat)))) + 1.0 / cos(radians(max(-85.0, min(85.0, lat)))))
      / pi()) / 2.0 * 4294967296.0)) AS INTEGER)
) VIRTUAL;

-- The zooms that are answered with clusters (below 16, points).
CREATE TABLE map_zooms (zoom INTEGER PRIMARY KEY);
INSERT INTO map_zooms (zoom) VALUES (5), (6), (7), (8), (9), (10), (11), (12), (13), (14), (15);

-- Per zoom and cell: the posts that stay on the map once they are there, i.e. plain posts
-- (kind 'post'), public, published (not scheduled), with a place, by an active author. Events and
-- coupons leave the map as time passes and scheduled posts join it, with no write to tell: those
-- are counted at read time (posts_map_live below). `n` and the sums are kept by the triggers
-- below on every write to posts and every change of an author's status, so whatever writes (the
-- API, moderation, an import, a repair by hand) the table agrees with the posts.
CREATE TABLE map_cells (
  zoom INTEGER NOT NULL,
  cy INTEGER NOT NULL,
  cx INTEGER NOT NULL,
  n INTEGER NOT NULL,
  -- Sums of the coordinates: a cluster is drawn at the mean position of its posts.
  sum_lat REAL NOT NULL,
  sum_lng REAL NOT NULL,
  PRIMARY KEY (zoom, cy, cx)
) WITHOUT ROWID;

INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng)
SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom), count(*), sum(p.lat), sum(p.lng)
FROM posts p JOIN users u ON u.id = p.user_id CROSS JOIN map_zooms z
WHERE p.kind = 'post' AND p.visibility = 'public' AND p.publish_state = 'published'
  AND p.lat IS NOT NULL AND p.lng IS NOT NULL AND u.status = 'active'
GROUP BY 1, 2, 3;

CREATE TRIGGER map_cells_post_insert AFTER INSERT ON posts
WHEN NEW.kind = 'post' AND NEW.visibility = 'public' AND NEW.publish_state = 'published'
  AND NEW.lat IS NOT NULL AND NEW.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active'
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng)
  SELECT zoom, NEW.map_y >> (30 - zoom), NEW.map_x >> (30 - zoom), 1, NEW.lat, NEW.lng
  FROM map_zooms WHERE true
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat,
    sum_lng = sum_lng + excluded.sum_lng;
END;

-- An edit that moves a post, or changes whether it counts, takes it out of its old cells and
-- puts it into its new ones (the two halves run only for the state that counted).
CREATE TRIGGER map_cells_post_leave AFTER UPDATE OF kind, visibility, publish_state, lat, lng, user_id ON posts
WHEN OLD.kind = 'post' AND OLD.visibility = 'public' AND OLD.publish_state = 'published'
  AND OLD.lat IS NOT NULL AND OLD.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_cells SET n = n - 1, sum_lat = sum_lat - OLD.lat, sum_lng = sum_lng - OLD.lng
  WHERE cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

CREATE TRIGGER map_cells_post_enter AFTER UPDATE OF kind, visibility, publish_state, lat, lng, user_id ON posts
WHEN NEW.kind = 'post' AND NEW.visibility = 'public' AND NEW.publish_state = 'published'
  AND NEW.lat IS NOT NULL AND NEW.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active'
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng)
  SELECT zoom, NEW.map_y >> (30 - zoom), NEW.map_x >> (30 - zoom), 1, NEW.lat, NEW.lng
  FROM map_zooms WHERE true
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat,
    sum_lng = sum_lng + excluded.sum_lng;
END;

CREATE TRIGGER map_cells_post_delete AFTER DELETE ON posts
WHEN OLD.kind = 'post' AND OLD.visibility = 'public' AND OLD.publish_state = 'published'
  AND OLD.lat IS NOT NULL AND OLD.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_cells SET n = n - 1, sum_lat = sum_lat - OLD.lat, sum_lng = sum_lng - OLD.lng
  WHERE cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

-- An author hidden by moderation (or back): all of their counted posts leave (or return).
CREATE TRIGGER map_cells_author_status AFTER UPDATE OF status ON users
WHEN (OLD.status = 'active') <> (NEW.status = 'active')
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng)
  SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom),
    count(*) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.lat) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.lng) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END)
  FROM posts p CROSS JOIN map_zooms z
  WHERE p.user_id = NEW.id AND p.kind = 'post' AND p.visibility = 'public'
    AND p.publish_state = 'published' AND p.lat IS NOT NULL AND p.lng IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + excluded.n,
    sum_lat = sum_lat + excluded.sum_lat, sum_lng = sum_lng + excluded.sum_lng;
END;

-- What map_cells leaves to read time (events, coupons, scheduled posts), with every column the
-- map's filters read: a town view counts them from this index alone.
CREATE INDEX posts_map_live ON posts (
  lat, lng, map_x, map_y, kind, user_id, publish_state, publish_at,
  starts_at, ends_at, valid_from, valid_until
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL
  AND (kind <> 'post' OR publish_state <> 'published');

-- The points of a view (from zoom 16, or a quiet view): by kind first, so the event chips read
-- only the events of the box, and with every column the filters read, so a post is decided from
-- the index and only the (at most 501) posts shown are read. It replaces posts_geo, whose filter
-- read each post of the box to look at its dates and publication.
CREATE INDEX posts_map_points ON posts (
  kind, lat, lng, user_id, publish_state, publish_at, starts_at, ends_at, valid_from, valid_until
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL;
DROP INDEX posts_geo;
