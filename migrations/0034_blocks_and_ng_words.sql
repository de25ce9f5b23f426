-- Blocking a user, and the town's NG words (posts and profiles that match are held for review).

-- blocker_id no longer sees blocked_id's posts, and blocked_id (signed in) no longer sees
-- blocker_id's posts or follows them. Both directions are read, hence the second index.
CREATE TABLE user_blocks (
  blocker_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_by_blocked ON user_blocks (blocked_id, blocker_id);

-- A block ends the follows between the two, both ways, whoever writes the block.
CREATE TRIGGER user_blocks_end_follows AFTER INSERT ON user_blocks
BEGIN
  DELETE FROM follows WHERE (follower_id = NEW.blocker_id AND followee_id = NEW.blocked_id)
    OR (follower_id = NEW.blocked_id AND followee_id = NEW.blocker_id);
END;

-- The staff's list. `normalized` is the word as matching sees it (NFKC, lower case, katakana as
-- hiragana: worker/moderation/ng-words.ts), unique so a word is listed once however it is typed.
CREATE TABLE ng_words (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  word TEXT NOT NULL,
  normalized TEXT NOT NULL UNIQUE,
  created_by INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A held post is hidden (every public read already leaves it out) with the time it was held; its
-- author still sees it, marked 確認中. Publishing or removing it clears held_at.
ALTER TABLE posts ADD COLUMN held_at TEXT;
CREATE INDEX posts_held ON posts (user_id, id DESC) WHERE held_at IS NOT NULL;

-- A profile edit (name, bio) that matched waits here; the public keeps the previous name and bio.
CREATE TABLE profile_holds (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  bio TEXT NOT NULL,
  matched TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Held subjects come first in the desk's queue until a moderator decides.
ALTER TABLE moderation_subjects ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
CREATE INDEX moderation_queue_held ON moderation_subjects (held, state, last_activity_at DESC)
  WHERE held = 1;

-- Whoever makes a held post public (the desk, a script), it is no longer held.
CREATE TRIGGER posts_held_ends AFTER UPDATE OF visibility ON posts
  WHEN NEW.held_at IS NOT NULL AND NEW.visibility <> 'hidden'
BEGIN
  UPDATE posts SET held_at = NULL WHERE id = NEW.id;
END;
