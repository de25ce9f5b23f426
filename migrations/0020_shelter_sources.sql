-- The government publishes a facility twice when it is both a 指定緊急避難場所 (mergeFromCity_2.csv)
-- and a 指定避難所 (mergeFromCity_1.csv), with a different 共通ID in each. shelter_sources keeps
-- every published row of the town (one per file kind and 共通ID) pointing at the one venue it
-- describes; shelter_designations is then computed from them (worker/hazard/shelter-import.ts).
CREATE TABLE shelter_sources (
  kind TEXT NOT NULL CHECK (kind IN ('emergency', 'evacuation')),
  code TEXT NOT NULL,
  venue_id INTEGER NOT NULL REFERENCES venues (id),
  -- The name without spaces, NFKC: a facility of the other file matches by it and its position.
  match_name TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  flood INTEGER NOT NULL DEFAULT 0,
  sediment INTEGER NOT NULL DEFAULT 0,
  storm_surge INTEGER NOT NULL DEFAULT 0,
  earthquake INTEGER NOT NULL DEFAULT 0,
  tsunami INTEGER NOT NULL DEFAULT 0,
  fire INTEGER NOT NULL DEFAULT 0,
  inland_flood INTEGER NOT NULL DEFAULT 0,
  volcano INTEGER NOT NULL DEFAULT 0,
  -- 指定避難所との住所同一 of the 指定緊急避難場所 file: the place is also one to stay.
  same_address INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, code)
);
CREATE INDEX shelter_sources_venue ON shelter_sources (venue_id);
CREATE INDEX shelter_sources_match ON shelter_sources (match_name);

-- What was imported before: one source per shelter, of the kind its designations say.
INSERT INTO shelter_sources (kind, code, venue_id, match_name, lat, lng, flood, sediment,
    storm_surge, earthquake, tsunami, fire, inland_flood, volcano, same_address)
  SELECT CASE WHEN d.emergency = 1 THEN 'emergency' ELSE 'evacuation' END, v.shelter_code, v.id,
    replace(replace(v.name, ' ', ''), '　', ''), v.lat, v.lng, d.flood, d.sediment, d.storm_surge,
    d.earthquake, d.tsunami, d.fire, d.inland_flood, d.volcano, d.evacuation
  FROM venues v JOIN shelter_designations d ON d.venue_id = v.id
  WHERE v.kind = 'shelter' AND v.shelter_code IS NOT NULL AND v.lat IS NOT NULL
    AND v.lng IS NOT NULL;

-- The rows of the import in progress: filled, used and emptied inside one batch (one
-- transaction), so it is empty between imports.
CREATE TABLE shelter_import_rows (
  seq INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  match_name TEXT NOT NULL,
  address TEXT NOT NULL,
  note TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- Metres per degree of longitude at this latitude (SQLite here has no cos()).
  metres_per_lng REAL NOT NULL,
  flood INTEGER NOT NULL,
  sediment INTEGER NOT NULL,
  storm_surge INTEGER NOT NULL,
  earthquake INTEGER NOT NULL,
  tsunami INTEGER NOT NULL,
  fire INTEGER NOT NULL,
  inland_flood INTEGER NOT NULL,
  volcano INTEGER NOT NULL,
  same_address INTEGER NOT NULL,
  venue_id INTEGER,
  added INTEGER NOT NULL DEFAULT 0
);

-- Each refresh of the town's shelters from the admin desk: who, which file, what it did.
-- Append-only, like the moderation audit log.
CREATE TABLE shelter_imports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('emergency', 'evacuation')),
  file_name TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  summary_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TRIGGER shelter_imports_no_update BEFORE UPDATE ON shelter_imports
BEGIN
  SELECT RAISE(ABORT, 'shelter_imports is append-only');
END;
CREATE TRIGGER shelter_imports_no_delete BEFORE DELETE ON shelter_imports
BEGIN
  SELECT RAISE(ABORT, 'shelter_imports is append-only');
END;

-- The hazard map asks for the shelters in its view.
CREATE INDEX venues_shelter_position ON venues (lat, lng) WHERE kind = 'shelter';
