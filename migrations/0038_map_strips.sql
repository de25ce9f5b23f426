-- The map reads a box strip by strip (worker/map/strips.ts): a strip is a row of zoom-18 tiles,
-- map_y >> 14 (256 px at zoom 18, about 125 m in Japan), and within a strip a range of map_x.
-- The indexes by latitude they replace read a box's whole band across the town (a street view in
-- a town 0.15° wide read some 37 times its own area), so a map view's rows read grew with the
-- town's size; by strip it reads the view grown to whole strips, whatever lies east and west.

-- The points (from zoom 16, a quiet view, the memo's blocks): by kind first, so the event chips
-- read only events, then the strip and map_x, with every column the filters read.
CREATE INDEX posts_map_strips ON posts (
  kind, (map_y >> 14), map_x, user_id, publish_state, publish_at, starts_at, ends_at,
  valid_from, valid_until, lat, lng
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL;
DROP INDEX posts_map_points;

-- What map_cells leaves to read time (events, coupons, scheduled posts), counted per cell.
CREATE INDEX posts_map_live_strips ON posts (
  (map_y >> 14), map_x, kind, user_id, publish_state, publish_at, starts_at, ends_at,
  valid_from, valid_until, lat, lng
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL
  AND (kind <> 'post' OR publish_state <> 'published');
DROP INDEX posts_map_live;

-- The few authors who are not active: the map leaves their posts out by looking them up here
-- once per statement instead of reading every pin's author.
CREATE INDEX users_not_active ON users (id) WHERE status <> 'active';
