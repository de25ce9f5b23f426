-- The map's events and coupons without the town's past (worker/map/ended.ts). The indexes of 0038
-- find a box's events strip by strip, ended ones too: a town keeps every event it ever held, so
-- an events view or a town view read more each month for the same few on the map.
--
-- map_ended = 1: an event that ended, or a coupon that expired, more than MAP_ENDED_GRACE_DAYS
-- ago, set by the hourly housekeeping (sweepEndedFromMap). Nothing the map shows for a period
-- that starts within that grace (every period the app asks for) can be such a post, so those
-- views read posts_map_live_now, which leaves them out; a period further back reads the indexes
-- of 0038 as before. An edit of the dates (or kind) clears the mark; the next sweep decides again.
ALTER TABLE posts ADD COLUMN map_ended INTEGER NOT NULL DEFAULT 0;

-- What comes and goes with the clock and has not left the map for good (events, coupons,
-- scheduled posts): by strip (worker/map/strips.ts), map_x, kind, then every column the filters
-- read, as posts_map_live_strips, whose place it takes for views of the present.
CREATE INDEX posts_map_live_now ON posts (
  (map_y >> 14), map_x, kind, user_id, publish_state, publish_at, starts_at, ends_at,
  valid_from, valid_until, lat, lng
) WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL AND map_ended = 0
  AND (kind <> 'post' OR publish_state <> 'published');

-- What has already ended at deploy time, marked at once (the hourly runs then keep up).
UPDATE posts SET map_ended = 1
WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL
  AND ((kind = 'event' AND (CASE WHEN length(COALESCE(ends_at, starts_at)) = 10
        THEN julianday(COALESCE(ends_at, starts_at) || 'T23:59:59.999+09:00')
        ELSE julianday(COALESCE(ends_at, starts_at)) END) < julianday('now', '-32 days'))
    OR (kind = 'coupon' AND (CASE WHEN length(valid_until) = 10
        THEN julianday(valid_until || 'T23:59:59.999+09:00')
        ELSE julianday(valid_until) END) < julianday('now', '-32 days')));

CREATE TRIGGER posts_map_ended_edited AFTER UPDATE OF kind, starts_at, ends_at, valid_until ON posts
WHEN OLD.map_ended = 1
BEGIN
  UPDATE posts SET map_ended = 0 WHERE id = NEW.id;
END;
