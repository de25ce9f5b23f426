import type { ShelterRow } from '../../src/shared/shelters'

// Writes parsed CSV rows (src/shared/shelters.ts parseShelterCsv) into D1: used by
// `npm run import:shelters` (through wrangler's local D1 proxy) and the worker tests. Only type
// imports here: the Node script imports this file directly with Node's type stripping.
//
// Upserts by 共通ID, so importing the same file again changes nothing. Rows go in batches (each a
// transaction in D1): a failing batch leaves none of its rows half-written.

/** The shape of D1Database this needs: the real binding and wrangler's proxy of it both fit. */
interface Database {
  prepare(sql: string): { bind(...values: unknown[]): unknown }
  batch(statements: unknown[]): Promise<unknown[]>
}

export interface ShelterImportResult {
  added: number
  updated: number
}

/** Must match SHELTER_HAZARDS's order (src/shared/shelters.ts), which names these columns. */
const HAZARD_COLUMNS = [
  'flood',
  'sediment',
  'storm_surge',
  'earthquake',
  'tsunami',
  'fire',
  'inland_flood',
  'volcano',
] as const

const UPSERT_VENUE = `INSERT INTO venues (kind, name, address, lat, lng, description, shelter_code)
  VALUES ('shelter', ?1, ?2, ?3, ?4, ?5, ?6)
  ON CONFLICT (shelter_code) WHERE shelter_code IS NOT NULL DO UPDATE SET
    kind = 'shelter', name = excluded.name, address = excluded.address, lat = excluded.lat,
    lng = excluded.lng, description = CASE WHEN excluded.description = '' THEN venues.description
      ELSE excluded.description END`

const UPSERT_EMERGENCY = `INSERT INTO shelter_designations
    (venue_id, emergency, evacuation, ${HAZARD_COLUMNS.join(', ')}, updated_at)
  SELECT id, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12 FROM venues WHERE shelter_code = ?1
  ON CONFLICT (venue_id) DO UPDATE SET emergency = excluded.emergency,
    evacuation = excluded.evacuation, ${HAZARD_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
    updated_at = excluded.updated_at`

// The 指定避難所 file says only that a place is one: the hazards stay as the other file set them.
const UPSERT_EVACUATION = `INSERT INTO shelter_designations (venue_id, evacuation, updated_at)
  SELECT id, 1, ?2 FROM venues WHERE shelter_code = ?1
  ON CONFLICT (venue_id) DO UPDATE SET evacuation = 1, updated_at = excluded.updated_at`

const ROWS_PER_BATCH = 40

export async function importShelterRows(
  db: Database,
  rows: readonly ShelterRow[],
  now = new Date().toISOString(),
): Promise<ShelterImportResult> {
  const existing = new Set<string>()
  for (let i = 0; i < rows.length; i += 90) {
    const codes = rows.slice(i, i + 90).map((row) => row.code)
    const statement = db
      .prepare(
        `SELECT shelter_code FROM venues WHERE shelter_code IN (${codes.map(() => '?').join(', ')})`,
      )
      .bind(...codes)
    const [found] = (await db.batch([statement])) as { results: { shelter_code: string }[] }[]
    for (const row of found?.results ?? []) existing.add(row.shelter_code)
  }
  for (let i = 0; i < rows.length; i += ROWS_PER_BATCH) {
    const statements: unknown[] = []
    for (const row of rows.slice(i, i + ROWS_PER_BATCH)) {
      statements.push(
        db.prepare(UPSERT_VENUE).bind(row.name, row.address, row.lat, row.lng, row.note, row.code),
      )
      statements.push(
        row.hazards
          ? db
              .prepare(UPSERT_EMERGENCY)
              .bind(
                row.code,
                row.hazards.length > 0 ? 1 : 0,
                row.evacuation ? 1 : 0,
                ...HAZARD_COLUMNS.map((hazard) => ((row.hazards ?? []).includes(hazard) ? 1 : 0)),
                now,
              )
          : db.prepare(UPSERT_EVACUATION).bind(row.code, now),
      )
    }
    await db.batch(statements)
  }
  const added = rows.filter((row) => !existing.has(row.code)).length
  return { added, updated: rows.length - added }
}
