-- Tags and addresses on the international sites.
--
-- Tags are residents' own words and the timeline's filter keys: the key stays the Japanese word,
-- the label a visitor reads is its stored translation, one row per tag and language, filled by
-- the translate queue (worker/translate/tags.ts). A tag is its own source text, so no hash.
CREATE TABLE tag_translations (
  tag TEXT NOT NULL,
  target_lang TEXT NOT NULL,
  text TEXT NOT NULL,
  provider TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tag, target_lang)
) WITHOUT ROWID;

-- Japan Post's romanised names (住所の郵便番号（ローマ字）, KEN_ALL_ROME.CSV) beside the kanji, as
-- published ("SHIZUOKA KEN", "ATAMI SHI", "NAGISACHO"); null until an import brings them.
ALTER TABLE postal_codes ADD COLUMN prefecture_roman TEXT;
ALTER TABLE postal_codes ADD COLUMN city_roman TEXT;
ALTER TABLE postal_codes ADD COLUMN town_roman TEXT;

-- A place's address is matched by its municipality and town (src/shared/postal-roman.ts).
CREATE INDEX postal_codes_by_town ON postal_codes (city, town);
