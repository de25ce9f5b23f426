-- The event chips of a period (今日, 今週末, 今週, or any range of whole days) at town zooms count
-- their events per cell instead of reading them one by one (worker/map/event-periods.ts). Read one
-- by one, a period's view grew with how busy the town's weeks are; counted, it follows the cells.
--
-- An event shows in the days [first, last] when it starts on or before `last` and ends on or after
-- `first` (Tokyo days, as the map's filter compares). Since an event ends no earlier than it
-- starts, those that end before `first` all start before `last` too, so per cell:
--   shown = (events starting on or before `last`) - (events ending before `first`).
-- map_event_days keeps both as running totals per cell and day, a row only on the days where one
-- changes (an event starts or ends there): a view reads, per cell, the last row on or before
-- `last` and the last row before `first`. Which events count is the すべて chip's rule
-- (map_event_counted, 0046), so the view's cells are map_event_cells' and the periods counted
-- are those from the chip's first day on.

-- Tokyo days since 1970-01-01 (julianday 2440587.5 is 1970-01-01T00:00Z; Tokyo is 0.375 day
-- ahead): the start as the filter reads it (a plain date is 09:00 in Tokyo that day), the end as
-- endOfTokyoValue (worker/lib/tokyo-sql.ts) reads it (a plain date is its last millisecond).
ALTER TABLE posts ADD COLUMN map_event_start_day INTEGER GENERATED ALWAYS AS (
  CAST(julianday(starts_at) - 2440587.125 AS INTEGER)
) VIRTUAL;
ALTER TABLE posts ADD COLUMN map_event_end_day INTEGER GENERATED ALWAYS AS (
  CAST((CASE WHEN length(COALESCE(ends_at, starts_at)) = 10
      THEN julianday(COALESCE(ends_at, starts_at) || 'T23:59:59.999+09:00')
      ELSE julianday(COALESCE(ends_at, starts_at)) END) - 2440587.125 AS INTEGER)
) VIRTUAL;

-- Running totals per zoom, cell and day: the events by active authors starting (ending) on or
-- before `day`, and the sums of their positions (for the clusters' mean position).
CREATE TABLE map_event_days (
  zoom INTEGER NOT NULL,
  cy INTEGER NOT NULL,
  cx INTEGER NOT NULL,
  day INTEGER NOT NULL,
  starts INTEGER NOT NULL DEFAULT 0,
  start_lat REAL NOT NULL DEFAULT 0,
  start_lng REAL NOT NULL DEFAULT 0,
  ends INTEGER NOT NULL DEFAULT 0,
  end_lat REAL NOT NULL DEFAULT 0,
  end_lng REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (zoom, cy, cx, day)
) WITHOUT ROWID;

-- A row on every day a counted event starts or ends, whoever its author (an author shown again
-- finds the rows of their events there), with the totals up to that day.
WITH event AS (
  SELECT z.zoom, p.map_y >> (30 - z.zoom) AS cy, p.map_x >> (30 - z.zoom) AS cx,
    p.map_event_start_day AS first_day, p.map_event_end_day AS last_day, p.lat, p.lng,
    (u.status = 'active') AS shown
  FROM posts p JOIN users u ON u.id = p.user_id CROSS JOIN map_zooms z
  WHERE p.map_event_counted = 1 AND p.map_event_start_day IS NOT NULL
),
change AS (
  SELECT zoom, cy, cx, first_day AS day, shown AS starts, shown * lat AS start_lat,
    shown * lng AS start_lng, 0 AS ends, 0.0 AS end_lat, 0.0 AS end_lng
  FROM event
  UNION ALL
  SELECT zoom, cy, cx, last_day, 0, 0.0, 0.0, shown, shown * lat, shown * lng FROM event
),
daily AS (
  SELECT zoom, cy, cx, day, sum(starts) AS starts, sum(start_lat) AS start_lat,
    sum(start_lng) AS start_lng, sum(ends) AS ends, sum(end_lat) AS end_lat,
    sum(end_lng) AS end_lng
  FROM change GROUP BY zoom, cy, cx, day
)
INSERT INTO map_event_days (zoom, cy, cx, day, starts, start_lat, start_lng, ends, end_lat,
  end_lng)
SELECT zoom, cy, cx, day, sum(starts) OVER running, sum(start_lat) OVER running,
  sum(start_lng) OVER running, sum(ends) OVER running, sum(end_lat) OVER running,
  sum(end_lng) OVER running
FROM daily
WINDOW running AS (PARTITION BY zoom, cy, cx ORDER BY day);

-- Every write that changes whether an event counts, where or on which days: the old row leaves
-- the totals from its days on, the new one enters them (its days' rows made first, each a copy of
-- the totals before it, so they change nothing until the event is added).
CREATE TRIGGER map_event_days_leave AFTER UPDATE OF kind, visibility, publish_state, lat, lng,
  user_id, starts_at, ends_at ON posts
WHEN OLD.map_event_counted = 1 AND OLD.map_event_start_day IS NOT NULL
  AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_event_days SET starts = starts - 1, start_lat = start_lat - OLD.lat,
    start_lng = start_lng - OLD.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = OLD.map_y >> (30 - zoom)
    AND cx = OLD.map_x >> (30 - zoom) AND day >= OLD.map_event_start_day;
  UPDATE map_event_days SET ends = ends - 1, end_lat = end_lat - OLD.lat,
    end_lng = end_lng - OLD.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = OLD.map_y >> (30 - zoom)
    AND cx = OLD.map_x >> (30 - zoom) AND day >= OLD.map_event_end_day;
END;

CREATE TRIGGER map_event_days_enter AFTER UPDATE OF kind, visibility, publish_state, lat, lng,
  user_id, starts_at, ends_at ON posts
WHEN NEW.map_event_counted = 1 AND NEW.map_event_start_day IS NOT NULL
BEGIN
  INSERT INTO map_event_days (zoom, cy, cx, day, starts, start_lat, start_lng, ends, end_lat,
    end_lng)
  SELECT z.zoom, NEW.map_y >> (30 - z.zoom), NEW.map_x >> (30 - z.zoom), d.day,
    COALESCE(b.starts, 0), COALESCE(b.start_lat, 0), COALESCE(b.start_lng, 0),
    COALESCE(b.ends, 0), COALESCE(b.end_lat, 0), COALESCE(b.end_lng, 0)
  FROM map_zooms z
  CROSS JOIN (SELECT NEW.map_event_start_day AS day UNION SELECT NEW.map_event_end_day) d
  LEFT JOIN map_event_days b ON b.zoom = z.zoom AND b.cy = NEW.map_y >> (30 - z.zoom)
    AND b.cx = NEW.map_x >> (30 - z.zoom) AND b.day = (
      SELECT h.day FROM map_event_days h WHERE h.zoom = z.zoom
        AND h.cy = NEW.map_y >> (30 - z.zoom) AND h.cx = NEW.map_x >> (30 - z.zoom)
        AND h.day < d.day ORDER BY h.day DESC LIMIT 1)
  WHERE NOT EXISTS (SELECT 1 FROM map_event_days h WHERE h.zoom = z.zoom
    AND h.cy = NEW.map_y >> (30 - z.zoom) AND h.cx = NEW.map_x >> (30 - z.zoom)
    AND h.day = d.day);
  UPDATE map_event_days SET starts = starts + 1, start_lat = start_lat + NEW.lat,
    start_lng = start_lng + NEW.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = NEW.map_y >> (30 - zoom)
    AND cx = NEW.map_x >> (30 - zoom) AND day >= NEW.map_event_start_day
    AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active';
  UPDATE map_event_days SET ends = ends + 1, end_lat = end_lat + NEW.lat,
    end_lng = end_lng + NEW.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = NEW.map_y >> (30 - zoom)
    AND cx = NEW.map_x >> (30 - zoom) AND day >= NEW.map_event_end_day
    AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active';
END;

CREATE TRIGGER map_event_days_insert AFTER INSERT ON posts
WHEN NEW.map_event_counted = 1 AND NEW.map_event_start_day IS NOT NULL
BEGIN
  INSERT INTO map_event_days (zoom, cy, cx, day, starts, start_lat, start_lng, ends, end_lat,
    end_lng)
  SELECT z.zoom, NEW.map_y >> (30 - z.zoom), NEW.map_x >> (30 - z.zoom), d.day,
    COALESCE(b.starts, 0), COALESCE(b.start_lat, 0), COALESCE(b.start_lng, 0),
    COALESCE(b.ends, 0), COALESCE(b.end_lat, 0), COALESCE(b.end_lng, 0)
  FROM map_zooms z
  CROSS JOIN (SELECT NEW.map_event_start_day AS day UNION SELECT NEW.map_event_end_day) d
  LEFT JOIN map_event_days b ON b.zoom = z.zoom AND b.cy = NEW.map_y >> (30 - z.zoom)
    AND b.cx = NEW.map_x >> (30 - z.zoom) AND b.day = (
      SELECT h.day FROM map_event_days h WHERE h.zoom = z.zoom
        AND h.cy = NEW.map_y >> (30 - z.zoom) AND h.cx = NEW.map_x >> (30 - z.zoom)
        AND h.day < d.day ORDER BY h.day DESC LIMIT 1)
  WHERE NOT EXISTS (SELECT 1 FROM map_event_days h WHERE h.zoom = z.zoom
    AND h.cy = NEW.map_y >> (30 - z.zoom) AND h.cx = NEW.map_x >> (30 - z.zoom)
    AND h.day = d.day);
  UPDATE map_event_days SET starts = starts + 1, start_lat = start_lat + NEW.lat,
    start_lng = start_lng + NEW.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = NEW.map_y >> (30 - zoom)
    AND cx = NEW.map_x >> (30 - zoom) AND day >= NEW.map_event_start_day
    AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active';
  UPDATE map_event_days SET ends = ends + 1, end_lat = end_lat + NEW.lat,
    end_lng = end_lng + NEW.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = NEW.map_y >> (30 - zoom)
    AND cx = NEW.map_x >> (30 - zoom) AND day >= NEW.map_event_end_day
    AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active';
END;

CREATE TRIGGER map_event_days_delete AFTER DELETE ON posts
WHEN OLD.map_event_counted = 1 AND OLD.map_event_start_day IS NOT NULL
  AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_event_days SET starts = starts - 1, start_lat = start_lat - OLD.lat,
    start_lng = start_lng - OLD.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = OLD.map_y >> (30 - zoom)
    AND cx = OLD.map_x >> (30 - zoom) AND day >= OLD.map_event_start_day;
  UPDATE map_event_days SET ends = ends - 1, end_lat = end_lat - OLD.lat,
    end_lng = end_lng - OLD.lng
  WHERE zoom IN (SELECT zoom FROM map_zooms) AND cy = OLD.map_y >> (30 - zoom)
    AND cx = OLD.map_x >> (30 - zoom) AND day >= OLD.map_event_end_day;
END;

-- An author hidden by moderation (or back): their counted events leave (or return) every total
-- from their days on, in the cells they are in (rows that exist already: made above whoever the
-- author).
CREATE TRIGGER map_event_days_author AFTER UPDATE OF status ON users
WHEN (OLD.status = 'active') <> (NEW.status = 'active')
BEGIN
  UPDATE map_event_days SET
    starts = starts + (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END) * (
      SELECT count(*) FROM posts p WHERE p.user_id = NEW.id AND p.map_event_counted = 1
        AND p.map_y >> (30 - map_event_days.zoom) = map_event_days.cy
        AND p.map_x >> (30 - map_event_days.zoom) = map_event_days.cx
        AND p.map_event_start_day <= map_event_days.day),
    start_lat = start_lat + (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END) * (
      SELECT COALESCE(sum(p.lat), 0) FROM posts p WHERE p.user_id = NEW.id
        AND p.map_event_counted = 1
        AND p.map_y >> (30 - map_event_days.zoom) = map_event_days.cy
        AND p.map_x >> (30 - map_event_days.zoom) = map_event_days.cx
        AND p.map_event_start_day <= map_event_days.day),
    start_lng = start_lng + (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END) * (
      SELECT COALESCE(sum(p.lng), 0) FROM posts p WHERE p.user_id = NEW.id
        AND p.map_event_counted = 1
        AND p.map_y >> (30 - map_event_days.zoom) = map_event_days.cy
        AND p.map_x >> (30 - map_event_days.zoom) = map_event_days.cx
        AND p.map_event_start_day <= map_event_days.day),
    ends = ends + (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END) * (
      SELECT count(*) FROM posts p WHERE p.user_id = NEW.id AND p.map_event_counted = 1
        AND p.map_y >> (30 - map_event_days.zoom) = map_event_days.cy
        AND p.map_x >> (30 - map_event_days.zoom) = map_event_days.cx
        AND p.map_event_start_day IS NOT NULL
        AND p.map_event_end_day <= map_event_days.day),
    end_lat = end_lat + (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END) * (
      SELECT COALESCE(sum(p.lat), 0) FROM posts p WHERE p.user_id = NEW.id
        AND p.map_event_counted = 1
        AND p.map_y >> (30 - map_event_days.zoom) = map_event_days.cy
        AND p.map_x >> (30 - map_event_days.zoom) = map_event_days.cx
        AND p.map_event_start_day IS NOT NULL
        AND p.map_event_end_day <= map_event_days.day),
    end_lng = end_lng + (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END) * (
      SELECT COALESCE(sum(p.lng), 0) FROM posts p WHERE p.user_id = NEW.id
        AND p.map_event_counted = 1
        AND p.map_y >> (30 - map_event_days.zoom) = map_event_days.cy
        AND p.map_x >> (30 - map_event_days.zoom) = map_event_days.cx
        AND p.map_event_start_day IS NOT NULL
        AND p.map_event_end_day <= map_event_days.day)
  WHERE (zoom, cy, cx) IN (
    SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom)
    FROM posts p CROSS JOIN map_zooms z
    WHERE p.user_id = NEW.id AND p.map_event_counted = 1 AND p.map_event_start_day IS NOT NULL);
END;
