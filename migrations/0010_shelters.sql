-- Shelters from the government's open data (国土地理院 指定緊急避難場所・指定避難所データ): each is a
-- venues row of kind 'shelter' keyed by the data's 共通ID, plus what it is designated for. Imported
-- by `npm run import:shelters -- FILE.csv`; a re-import updates the same rows.

ALTER TABLE venues ADD COLUMN shelter_code TEXT;
CREATE UNIQUE INDEX venues_shelter_code ON venues (shelter_code) WHERE shelter_code IS NOT NULL;

-- One row per imported shelter. emergency = 指定緊急避難場所 (flee there now, for the hazards
-- flagged); evacuation = 指定避難所 (stay there). The eight flags follow the CSV's columns
-- (src/shared/shelters.ts SHELTER_HAZARDS).
CREATE TABLE shelter_designations (
  venue_id INTEGER PRIMARY KEY REFERENCES venues (id),
  emergency INTEGER NOT NULL DEFAULT 0 CHECK (emergency IN (0, 1)),
  evacuation INTEGER NOT NULL DEFAULT 0 CHECK (evacuation IN (0, 1)),
  flood INTEGER NOT NULL DEFAULT 0 CHECK (flood IN (0, 1)),
  sediment INTEGER NOT NULL DEFAULT 0 CHECK (sediment IN (0, 1)),
  storm_surge INTEGER NOT NULL DEFAULT 0 CHECK (storm_surge IN (0, 1)),
  earthquake INTEGER NOT NULL DEFAULT 0 CHECK (earthquake IN (0, 1)),
  tsunami INTEGER NOT NULL DEFAULT 0 CHECK (tsunami IN (0, 1)),
  fire INTEGER NOT NULL DEFAULT 0 CHECK (fire IN (0, 1)),
  inland_flood INTEGER NOT NULL DEFAULT 0 CHECK (inland_flood IN (0, 1)),
  volcano INTEGER NOT NULL DEFAULT 0 CHECK (volcano IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
