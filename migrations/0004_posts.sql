-- Posts, events and coupons: tag lookup, and the indexes the API's pages need so every
-- list is an index range scan at 100,000 posts (no OFFSET, no sort of the whole table).

-- One row per (tag, post): the timeline's tag filter walks this primary key newest first.
-- Triggers keep it in step with posts.tags_json, so every writer (the API, the demo seed, admin
-- tools) stays correct without knowing about this table.
CREATE TABLE post_tags (
  tag TEXT NOT NULL,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  PRIMARY KEY (tag, post_id)
) WITHOUT ROWID;
CREATE INDEX post_tags_by_post ON post_tags (post_id);

-- Malformed tags_json counts as no tags instead of failing the write.
CREATE TRIGGER posts_tags_after_insert AFTER INSERT ON posts
BEGIN
  INSERT OR IGNORE INTO post_tags (tag, post_id)
  SELECT j.value, NEW.id
  FROM json_each(CASE WHEN json_valid(NEW.tags_json) THEN NEW.tags_json ELSE '[]' END) AS j
  WHERE j.type = 'text' AND j.value <> '';
END;

CREATE TRIGGER posts_tags_after_update AFTER UPDATE OF tags_json ON posts
BEGIN
  DELETE FROM post_tags WHERE post_id = NEW.id;
  INSERT OR IGNORE INTO post_tags (tag, post_id)
  SELECT j.value, NEW.id
  FROM json_each(CASE WHEN json_valid(NEW.tags_json) THEN NEW.tags_json ELSE '[]' END) AS j
  WHERE j.type = 'text' AND j.value <> '';
END;

INSERT OR IGNORE INTO post_tags (tag, post_id)
SELECT j.value, p.id
FROM posts AS p, json_each(CASE WHEN json_valid(p.tags_json) THEN p.tags_json ELSE '[]' END) AS j
WHERE j.type = 'text' AND j.value <> '';

-- The feed's "favorited places": posts at a venue, newest first.
CREATE INDEX posts_by_venue ON posts (venue_id, id DESC) WHERE venue_id IS NOT NULL;

-- Own favorites, most recently saved first (the page cursor is created_at + post_id).
CREATE INDEX favorites_by_user ON favorites (user_id, created_at DESC, post_id DESC);

-- Follower counts and "who follows me".
CREATE INDEX follows_by_followee ON follows (followee_id, follower_id);

-- Photos are content-addressed and may be shared (the same file uploaded twice): before an R2
-- object is deleted, these find whether any other row still points at it.
CREATE INDEX post_media_by_key ON post_media (key);
CREATE INDEX post_media_by_thumb_key ON post_media (thumb_key);

-- One report per person and post; anonymous reports (user_id NULL) are not limited here.
CREATE UNIQUE INDEX reports_once ON reports (post_id, user_id) WHERE user_id IS NOT NULL;

-- The same question for avatars (users.avatar_url holds "/media/<key>").
CREATE INDEX users_by_avatar_url ON users (avatar_url) WHERE avatar_url IS NOT NULL;
