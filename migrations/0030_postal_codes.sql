-- Addresses by postal code (GET /api/postal/:code fills a form's 都道府県・市区町村・町域), from
-- Japan Post's 郵便番号データ. Empty after migrating: scripts/import-postal.mjs loads the town's
-- prefecture or all of Japan from KEN_ALL.CSV / utf_ken_all.csv (docs/operations.md). One code
-- can name several towns (and one town several codes), hence no single-column key.
CREATE TABLE postal_codes (
  code TEXT NOT NULL,
  prefecture TEXT NOT NULL,
  city TEXT NOT NULL,
  town TEXT NOT NULL,
  PRIMARY KEY (code, city, town)
) WITHOUT ROWID;
