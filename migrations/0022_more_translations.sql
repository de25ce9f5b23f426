-- More text through the translation pipeline: a shelter's address and a restaurant's hours as the
-- shop writes them (subject 'place', fields 'address' and 'hours'), and an organization's name
-- (subject 'organization'), shown beside its events on the international sites. SQLite cannot
-- alter a CHECK, so the table is rebuilt with every row kept as it is.

-- The deletion triggers name the table in their bodies: dropped first so the rename below finds
-- no trigger pointing at a table that is gone, and created again after it.
DROP TRIGGER translations_of_deleted_post;
DROP TRIGGER translations_of_deleted_place;
DROP TRIGGER translations_of_deleted_artist;
DROP TRIGGER translations_of_deleted_rally;
DROP TRIGGER translations_of_deleted_rally_spot;

CREATE TABLE translations_with_organizations (
  subject TEXT NOT NULL CHECK (
    subject IN ('post', 'place', 'artist', 'rally', 'rally_spot', 'organization')
  ),
  subject_id INTEGER NOT NULL,
  -- post: title, body, place_name, address, coupon_offer, coupon_terms;
  -- place: name, description, access, address, hours; artist: name, genre, bio;
  -- rally: title, description, reward; rally_spot: name, description; organization: name.
  field TEXT NOT NULL CHECK (
    field IN (
      'title', 'body', 'place_name', 'address', 'coupon_offer', 'coupon_terms',
      'name', 'description', 'access', 'genre', 'bio', 'reward', 'hours'
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
INSERT INTO translations_with_organizations
  (subject, subject_id, field, target_lang, source_hash, text, provider, created_at)
SELECT subject, subject_id, field, target_lang, source_hash, text, provider, created_at
FROM translations;
DROP TABLE translations;
ALTER TABLE translations_with_organizations RENAME TO translations;

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
CREATE TRIGGER translations_of_deleted_rally AFTER DELETE ON stamp_rallies
BEGIN
  DELETE FROM translations WHERE subject = 'rally' AND subject_id = OLD.id;
  DELETE FROM translations WHERE subject = 'rally_spot'
    AND subject_id NOT IN (SELECT id FROM rally_spots);
END;
CREATE TRIGGER translations_of_deleted_rally_spot AFTER DELETE ON rally_spots
BEGIN
  DELETE FROM translations WHERE subject = 'rally_spot' AND subject_id = OLD.id;
END;
CREATE TRIGGER translations_of_deleted_organization AFTER DELETE ON organizations
BEGIN
  DELETE FROM translations WHERE subject = 'organization' AND subject_id = OLD.id;
END;
