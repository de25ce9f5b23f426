-- Two changes: kana-insensitive search, and translations of places and artists (below).

-- Kana-insensitive search: the Worker's normalization (worker/search/normalize.ts) now also folds
-- katakana to hiragana, for the index and the queries alike. Documents normalized before that
-- hold katakana a folded query can no longer match, so every document is marked pending again;
-- the Worker re-normalizes them in bounded batches before searches, as it does for rows written
-- outside the API. (Updating only `pending` leaves the FTS index alone until the text changes.)
UPDATE search_docs SET pending = 1 WHERE pending = 0;

-- Translations of places and artists beside those of posts: the same table, the same pipeline
-- (worker/translate), so a restaurant's name or an artist's bio reads in the site's language with
-- the machine-translation label, as a post does. The table is rebuilt with a subject ('post',
-- 'place' = venues, 'artist') in place of post_id; rows keep their meaning (subject 'post').
CREATE TABLE translations_by_subject (
  subject TEXT NOT NULL CHECK (subject IN ('post', 'place', 'artist')),
  subject_id INTEGER NOT NULL,
  -- post: title, body, place_name, address, coupon_offer, coupon_terms;
  -- place: name, description, access; artist: name, genre, bio.
  field TEXT NOT NULL CHECK (
    field IN (
      'title', 'body', 'place_name', 'address', 'coupon_offer', 'coupon_terms',
      'name', 'description', 'access', 'genre', 'bio'
    )
  ),
  -- Site language codes (src/shared/sites.ts), not NLLB codes.
  target_lang TEXT NOT NULL CHECK (target_lang IN ('en', 'ko', 'zh-hans', 'zh-hant')),
  -- Hex SHA-256 of the UTF-8 source text: a row whose hash no longer matches counts as missing.
  source_hash TEXT NOT NULL CHECK (length(source_hash) = 64),
  text TEXT NOT NULL,
  -- Which provider/model produced it ('demo' for the demo data's own translations).
  provider TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (subject, subject_id, field, target_lang)
) WITHOUT ROWID;
INSERT INTO translations_by_subject
  (subject, subject_id, field, target_lang, source_hash, text, provider, created_at)
SELECT 'post', post_id, field, target_lang, source_hash, text, provider, created_at FROM translations;
DROP TABLE translations;
ALTER TABLE translations_by_subject RENAME TO translations;

-- What ON DELETE CASCADE did for posts, now for every subject.
CREATE TRIGGER translations_of_deleted_post AFTER DELETE ON posts
BEGIN
  DELETE FROM translations WHERE subject = 'post' AND subject_id = OLD.id;
END;
CREATE TRIGGER translations_of_deleted_place AFTER DELETE ON venues
BEGIN
  DELETE FROM translations WHERE subject = 'place' AND subject_id = OLD.id;
END;
CREATE TRIGGER translations_of_deleted_artist AFTER DELETE ON artists
BEGIN
  DELETE FROM translations WHERE subject = 'artist' AND subject_id = OLD.id;
END;
