-- Machine translations of post text for the international sites. The
-- translation pipeline fills this table; the edge (share-link meta) and the API read it.
-- One row per post field and target language. `source_hash` is the hex SHA-256 of the UTF-8
-- source text that was translated: when the post is edited, the hash no longer matches its text
-- and readers must treat the row as missing (show the original) until it is translated again.
CREATE TABLE translations (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (
    field IN ('title', 'body', 'place_name', 'address', 'coupon_offer', 'coupon_terms')
  ),
  -- Site language codes (src/shared/sites.ts), not NLLB codes.
  target_lang TEXT NOT NULL CHECK (target_lang IN ('en', 'ko', 'zh-hans', 'zh-hant')),
  source_hash TEXT NOT NULL CHECK (length(source_hash) = 64),
  text TEXT NOT NULL,
  -- Which provider/model produced it, for re-translation when a better one is configured.
  provider TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (post_id, field, target_lang)
) WITHOUT ROWID;
