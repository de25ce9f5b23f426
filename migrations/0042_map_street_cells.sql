-- Street views over a crowded town (worker/map/street.ts): at zooms 16 and 17 a view holding more
-- items than grid cells is answered per cell, from map_cells, so what it reads follows the cells
-- on screen, not the posts in them. map_cells gains those two zooms and `sum_id`, the sum of its
-- posts' ids: a cell of one post names that post (its id, and its place from the sums) without
-- reading it. Rebuilt whole (as 0023 built it) so every zoom's sum_id is right, and the triggers
-- written again with sum_id beside the coordinate sums.
ALTER TABLE map_cells ADD COLUMN sum_id INTEGER NOT NULL DEFAULT 0;
INSERT INTO map_zooms (zoom) VALUES (16), (17);

DELETE FROM map_cells;
INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng, sum_id)
SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom), count(*), sum(p.lat), sum(p.lng),
  sum(p.id)
FROM posts p JOIN users u ON u.id = p.user_id CROSS JOIN map_zooms z
WHERE p.kind = 'post' AND p.visibility = 'public' AND p.publish_state = 'published'
  AND p.lat IS NOT NULL AND p.lng IS NOT NULL AND u.status = 'active'
GROUP BY 1, 2, 3;

DROP TRIGGER map_cells_post_insert;
DROP TRIGGER map_cells_post_leave;
DROP TRIGGER map_cells_post_enter;
DROP TRIGGER map_cells_post_delete;
DROP TRIGGER map_cells_author_status;

CREATE TRIGGER map_cells_post_insert AFTER INSERT ON posts
WHEN NEW.kind = 'post' AND NEW.visibility = 'public' AND NEW.publish_state = 'published'
  AND NEW.lat IS NOT NULL AND NEW.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active'
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng, sum_id)
  SELECT zoom, NEW.map_y >> (30 - zoom), NEW.map_x >> (30 - zoom), 1, NEW.lat, NEW.lng, NEW.id
  FROM map_zooms WHERE true
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat,
    sum_lng = sum_lng + excluded.sum_lng, sum_id = sum_id + excluded.sum_id;
END;

CREATE TRIGGER map_cells_post_leave AFTER UPDATE OF kind, visibility, publish_state, lat, lng, user_id ON posts
WHEN OLD.kind = 'post' AND OLD.visibility = 'public' AND OLD.publish_state = 'published'
  AND OLD.lat IS NOT NULL AND OLD.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_cells SET n = n - 1, sum_lat = sum_lat - OLD.lat, sum_lng = sum_lng - OLD.lng,
    sum_id = sum_id - OLD.id
  WHERE cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

CREATE TRIGGER map_cells_post_enter AFTER UPDATE OF kind, visibility, publish_state, lat, lng, user_id ON posts
WHEN NEW.kind = 'post' AND NEW.visibility = 'public' AND NEW.publish_state = 'published'
  AND NEW.lat IS NOT NULL AND NEW.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = NEW.user_id) = 'active'
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng, sum_id)
  SELECT zoom, NEW.map_y >> (30 - zoom), NEW.map_x >> (30 - zoom), 1, NEW.lat, NEW.lng, NEW.id
  FROM map_zooms WHERE true
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat,
    sum_lng = sum_lng + excluded.sum_lng, sum_id = sum_id + excluded.sum_id;
END;

CREATE TRIGGER map_cells_post_delete AFTER DELETE ON posts
WHEN OLD.kind = 'post' AND OLD.visibility = 'public' AND OLD.publish_state = 'published'
  AND OLD.lat IS NOT NULL AND OLD.lng IS NOT NULL
  AND (SELECT status FROM users WHERE id = OLD.user_id) = 'active'
BEGIN
  UPDATE map_cells SET n = n - 1, sum_lat = sum_lat - OLD.lat, sum_lng = sum_lng - OLD.lng,
    sum_id = sum_id - OLD.id
  WHERE cy = OLD.map_y >> (30 - zoom) AND cx = OLD.map_x >> (30 - zoom);
END;

CREATE TRIGGER map_cells_author_status AFTER UPDATE OF status ON users
WHEN (OLD.status = 'active') <> (NEW.status = 'active')
BEGIN
  INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng, sum_id)
  SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom),
    count(*) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.lat) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.lng) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END),
    sum(p.id) * (CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END)
  FROM posts p CROSS JOIN map_zooms z
  WHERE p.user_id = NEW.id AND p.kind = 'post' AND p.visibility = 'public'
    AND p.publish_state = 'published' AND p.lat IS NOT NULL AND p.lng IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET n = n + excluded.n,
    sum_lat = sum_lat + excluded.sum_lat, sum_lng = sum_lng + excluded.sum_lng,
    sum_id = sum_id + excluded.sum_id;
END;
