-- Town views of the present count their events, coupons and scheduled posts per cell, not one by
-- one (worker/map/steady.ts). Those items come and go with the clock, so no write can count them
-- for good; the hourly housekeeping decides, for a window of the next two hours, which of them stay
-- on the map for the whole window (map_steady = 1, counted in map_cells' live columns below) and
-- which stay off it (2). What it could not decide (an item that starts or ends within the window,
-- or one written or edited since the last run: 0) is read one by one from posts_map_live_unsteady,
-- as every live item was before. map_steady_window names the window the marks were made for; a
-- view outside it (the housekeeping did not run) reads every live item as before.
ALTER TABLE posts ADD COLUMN map_steady INTEGER NOT NULL DEFAULT 0;

-- The live items marked steady, per zoom and cell beside the plain posts (same rows: a view reads
-- its cells once). Scheduled posts are "sched"; sums of coordinates as for the plain posts. Town
-- zooms only (below 16): street views read their few live items one by one (street.ts), and rows
-- of live counts alone would be rows they read for nothing.
ALTER TABLE map_cells ADD COLUMN event_n INTEGER NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN event_lat REAL NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN event_lng REAL NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN coupon_n INTEGER NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN coupon_lat REAL NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN coupon_lng REAL NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN sched_n INTEGER NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN sched_lat REAL NOT NULL DEFAULT 0;
ALTER TABLE map_cells ADD COLUMN sched_lng REAL NOT NULL DEFAULT 0;

-- One row: the window (epoch ms, both ends included) the last complete marking run decided for.
CREATE TABLE map_steady_window (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  from_ms INTEGER NOT NULL,
  until_ms INTEGER NOT NULL
);

-- The live items not decided for the window: posts_map_live_now's columns and condition, and
-- map_steady = 0. Few at any time (what starts or ends within two hours, and what is new).
CREATE INDEX posts_map_live_unsteady ON posts (
  (map_y >> 14), map_x, kind, user_id, publish_state, publish_at, starts_at, ends_at,
  valid_from, valid_until, lat, lng
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL AND map_ended = 0
  AND map_steady = 0 AND (kind <> 'post' OR publish_state <> 'published');

-- An edit of anything the decision read undoes it: a steady item leaves the counts (with the
-- values it was counted with) and is read one by one until the next run decides again.
CREATE TRIGGER posts_map_steady_edited AFTER UPDATE OF kind, visibility, publish_state, publish_at,
  lat, lng, user_id, starts_at, ends_at, valid_from, valid_until, map_ended ON posts
WHEN OLD.map_steady <> 0
BEGIN
  UPDATE map_cells SET
    event_n = event_n - (OLD.kind = 'event'),
    event_lat = event_lat - (CASE WHEN OLD.kind = 'event' THEN OLD.lat ELSE 0 END),
    event_lng = event_lng - (CASE WHEN OLD.kind = 'event' THEN OLD.lng ELSE 0 END),
    coupon_n = coupon_n - (OLD.kind = 'coupon'),
    coupon_lat = coupon_lat - (CASE WHEN OLD.kind = 'coupon' THEN OLD.lat ELSE 0 END),
    coupon_lng = coupon_lng - (CASE WHEN OLD.kind = 'coupon' THEN OLD.lng ELSE 0 END),
    sched_n = sched_n - (OLD.kind = 'post'),
    sched_lat = sched_lat - (CASE WHEN OLD.kind = 'post' THEN OLD.lat ELSE 0 END),
    sched_lng = sched_lng - (CASE WHEN OLD.kind = 'post' THEN OLD.lng ELSE 0 END)
  WHERE OLD.map_steady = 1 AND zoom IN (SELECT zoom FROM map_zooms WHERE zoom < 16)
    AND cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
  UPDATE posts SET map_steady = 0 WHERE id = NEW.id;
END;

CREATE TRIGGER posts_map_steady_deleted AFTER DELETE ON posts
WHEN OLD.map_steady = 1
BEGIN
  UPDATE map_cells SET
    event_n = event_n - (OLD.kind = 'event'),
    event_lat = event_lat - (CASE WHEN OLD.kind = 'event' THEN OLD.lat ELSE 0 END),
    event_lng = event_lng - (CASE WHEN OLD.kind = 'event' THEN OLD.lng ELSE 0 END),
    coupon_n = coupon_n - (OLD.kind = 'coupon'),
    coupon_lat = coupon_lat - (CASE WHEN OLD.kind = 'coupon' THEN OLD.lat ELSE 0 END),
    coupon_lng = coupon_lng - (CASE WHEN OLD.kind = 'coupon' THEN OLD.lng ELSE 0 END),
    sched_n = sched_n - (OLD.kind = 'post'),
    sched_lat = sched_lat - (CASE WHEN OLD.kind = 'post' THEN OLD.lat ELSE 0 END),
    sched_lng = sched_lng - (CASE WHEN OLD.kind = 'post' THEN OLD.lng ELSE 0 END)
  WHERE zoom IN (SELECT zoom FROM map_zooms WHERE zoom < 16)
    AND cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

-- An author leaving or coming back changes whether their items are on the map: their steady items
-- leave the counts and all are undecided again. (That UPDATE of map_steady fires no trigger: the
-- edit trigger does not watch the column.)
CREATE TRIGGER posts_map_steady_author AFTER UPDATE OF status ON users
WHEN (OLD.status = 'active') <> (NEW.status = 'active')
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng, event_n, event_lat, event_lng,
    coupon_n, coupon_lat, coupon_lng, sched_n, sched_lat, sched_lng)
  SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom), 0, 0, 0,
    -sum(p.kind = 'event'), -sum(CASE WHEN p.kind = 'event' THEN p.lat ELSE 0 END),
    -sum(CASE WHEN p.kind = 'event' THEN p.lng ELSE 0 END),
    -sum(p.kind = 'coupon'), -sum(CASE WHEN p.kind = 'coupon' THEN p.lat ELSE 0 END),
    -sum(CASE WHEN p.kind = 'coupon' THEN p.lng ELSE 0 END),
    -sum(p.kind = 'post'), -sum(CASE WHEN p.kind = 'post' THEN p.lat ELSE 0 END),
    -sum(CASE WHEN p.kind = 'post' THEN p.lng ELSE 0 END)
  FROM posts p CROSS JOIN map_zooms z
  WHERE p.user_id = NEW.id AND p.map_steady = 1 AND z.zoom < 16
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET
    event_n = event_n + excluded.event_n, event_lat = event_lat + excluded.event_lat,
    event_lng = event_lng + excluded.event_lng, coupon_n = coupon_n + excluded.coupon_n,
    coupon_lat = coupon_lat + excluded.coupon_lat, coupon_lng = coupon_lng + excluded.coupon_lng,
    sched_n = sched_n + excluded.sched_n, sched_lat = sched_lat + excluded.sched_lat,
    sched_lng = sched_lng + excluded.sched_lng;
  UPDATE posts SET map_steady = 0 WHERE user_id = NEW.id AND map_steady <> 0;
END;
