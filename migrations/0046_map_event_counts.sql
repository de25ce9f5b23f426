-- The すべて chip (every event the town has held: from 2000-01-01, no end; ALL_EVENTS_FROM in
-- src/shared/map-url.ts) at town zooms counts its events per cell instead of reading them one by
-- one (worker/map/all-events.ts, clusters.ts). Read one by one, what that view read grew with the
-- town's years and with its busy seasons; counted, it follows the cells on screen.
--
-- Whether an event shows in that view does not change with the clock: public, published, placed,
-- ending on or after the chip's start (00:00 on 2000-01-01 in Tokyo, 1999-12-31T15:00Z: the very
-- bound the filters compare with), by an active author. The generated column says the first part
-- from the row itself, so the triggers below and the read agree. An event still scheduled does
-- change (it shows once its publish_at has passed, which no write announces): those few are read
-- one by one (posts_map_events_unpublished).
ALTER TABLE posts ADD COLUMN map_event_counted INTEGER GENERATED ALWAYS AS (
  COALESCE(kind = 'event' AND visibility = 'public'
    AND publish_state = 'published' AND lat IS NOT NULL AND lng IS NOT NULL
    AND (CASE WHEN length(COALESCE(ends_at, starts_at)) = 10
        THEN julianday(COALESCE(ends_at, starts_at) || 'T23:59:59.999+09:00')
        ELSE julianday(COALESCE(ends_at, starts_at)) END) >= julianday('1999-12-31T15:00:00.000Z'),
    0)
) VIRTUAL;

-- Per zoom and cell, as map_cells (0023) for the plain posts, in a table of their own: the views of
-- the present read map_cells and would pay a row for every cell that only ever held events.
CREATE TABLE map_event_cells (
  zoom INTEGER NOT NULL,
  cy INTEGER NOT NULL,
  cx INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  sum_lat REAL NOT NULL DEFAULT 0,
  sum_lng REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (zoom, cy, cx)
) WITHOUT ROWID;

INSERT INTO map_event_cells (zoom, cy, cx, n, sum_lat, sum_lng)
SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom), count(*), sum(p.lat),
  sum(p.lng)
FROM posts p JOIN users u ON u.id = p.user_id CROSS JOIN map_zooms z
WHERE p.map_event_counted = 1 AND u.status = 'active'
GROUP BY 1, 2, 3;

-- Events not published (scheduled): few, read one by one by the same view, with the columns the
-- filters read.
CREATE INDEX posts_map_events_unpublished ON posts (
  (map_y >> 14), map_x, kind, user_id, publish_state, publish_at, starts_at, ends_at,
  valid_from, valid_until, lat, lng
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL AND kind = 'event'
  AND publish_state <> 'published';

-- Every write that changes whether a row counts, or where: the old row leaves its cells, the new
-- one enters them (each half only for a state that counted), whatever writes (the API, an
-- organizer's import, moderation, a repair by hand).
CREATE TRIGGER map_event_cells_leave AFTER UPDATE OF kind, visibility, publish_state, lat, lng,
  user_id, starts_at, ends_at ON posts
WHEN OLD.map_event_counted = 1 AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_event_cells SET n = n - 1, sum_lat = sum_lat - OLD.lat, sum_lng = sum_lng - OLD.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms)
    AND cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

CREATE TRIGGER map_event_cells_enter AFTER UPDATE OF kind, visibility, publish_state, lat, lng,
  user_id, starts_at, ends_at ON posts
WHEN NEW.map_event_counted = 1 AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active'
BEGIN
  INSERT INTO map_event_cells (zoom, cy, cx, n, sum_lat, sum_lng)
  SELECT zoom, NEW.map_y >> (30 - zoom), NEW.map_x >> (30 - zoom), 1, NEW.lat, NEW.lng
  FROM map_zooms WHERE true
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat,
    sum_lng = sum_lng + excluded.sum_lng;
END;

CREATE TRIGGER map_event_cells_insert AFTER INSERT ON posts
WHEN NEW.map_event_counted = 1 AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active'
BEGIN
  INSERT INTO map_event_cells (zoom, cy, cx, n, sum_lat, sum_lng)
  SELECT zoom, NEW.map_y >> (30 - zoom), NEW.map_x >> (30 - zoom), 1, NEW.lat, NEW.lng
  FROM map_zooms WHERE true
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat,
    sum_lng = sum_lng + excluded.sum_lng;
END;

CREATE TRIGGER map_event_cells_delete AFTER DELETE ON posts
WHEN OLD.map_event_counted = 1 AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_event_cells SET n = n - 1, sum_lat = sum_lat - OLD.lat, sum_lng = sum_lng - OLD.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms)
    AND cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

-- An author hidden by moderation (or back): all of their counted events leave (or return).
CREATE TRIGGER map_event_cells_author AFTER UPDATE OF status ON users
WHEN (OLD.status = 'active') <> (NEW.status = 'active')
BEGIN
  INSERT INTO map_event_cells (zoom, cy, cx, n, sum_lat, sum_lng)
  SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom),
    count(*) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.lat) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.lng) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END)
  FROM posts p CROSS JOIN map_zooms z
  WHERE p.user_id = NEW.id AND p.map_event_counted = 1
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + excluded.n,
    sum_lat = sum_lat + excluded.sum_lat, sum_lng = sum_lng + excluded.sum_lng;
END;
