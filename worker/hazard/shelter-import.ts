import type { SHELTER_HAZARDS, ShelterFileKind, ShelterRow } from '../../src/shared/shelter-csv'

// Replaces the town's shelters of one file kind (指定緊急避難場所 or 指定避難所) with a file's rows, as
// one list of SQL statements: the Worker's upload and `npm run import:shelters` run it as one D1
// batch (one transaction: nothing half-written), `--remote` writes it as a SQL file for `wrangler
// d1 execute`. Only type imports here: the Node script loads this file with type stripping.
//
// A row finds its venue by its 共通ID, else (the other file's row of the same facility has another
// 共通ID) by the same name within MERGE_METRES of a row of the other kind; venue ids therefore stay
// put across imports (マイ避難所 point at them). A merged shelter shows the name and position of
// its 指定緊急避難場所 row, whichever file came last. A row of this kind that the file no longer lists
// stops being a source; a venue left without sources leaves the map.

/** The shape of D1Database this needs: the real binding and wrangler's proxy of it both fit. */
interface Database {
  prepare(sql: string): { bind(...values: unknown[]): unknown }
  batch(statements: unknown[]): Promise<unknown[]>
}

export interface SqlStatement {
  sql: string
  params: (string | number | null)[]
}

export interface ShelterImportResult {
  added: number
  updated: number
  /** Rows of this kind that the previous import had and this file does not. */
  removed: number
  /** Facilities that this file and the other kind's file both list (one shelter, both roles). */
  merged: number
}

/** Two rows of one facility in the two files sit within this distance of each other. */
export const MERGE_METRES = 10
const METRES_PER_DEGREE = 111_320

/**
 * The hazard columns, in the government CSV's order: the reader's list, written out because Node
 * loads this file with type stripping (a value import of an extensionless path fails there);
 * `satisfies` holds it to the reader's list, order included.
 */
const HAZARDS = [
  'flood',
  'sediment',
  'storm_surge',
  'earthquake',
  'tsunami',
  'fire',
  'inland_flood',
  'volcano',
] as const satisfies typeof SHELTER_HAZARDS
const FLAGS = HAZARDS.join(', ')

/** D1 refuses a statement over 100 KB; each chunk of rows stays well under it. */
const CHUNK_CHARS = 60_000

const matchName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '')

const STAGE = `INSERT INTO shelter_import_rows (kind, code, name, match_name, address, note, lat, lng,
    metres_per_lng, ${FLAGS}, same_address)
  SELECT ?1, ${Array.from({ length: 17 }, (_, i) => `json_extract(value, '$[${i}]')`).join(', ')}
  FROM json_each(?2)`

const distanceSquared = `((s.lat - r.lat) * ${METRES_PER_DEGREE}) * ((s.lat - r.lat) * ${METRES_PER_DEGREE})
    + ((s.lng - r.lng) * r.metres_per_lng) * ((s.lng - r.lng) * r.metres_per_lng)`

const setVenue = (choice: string) =>
  `UPDATE shelter_import_rows AS r SET venue_id = (${choice}) WHERE r.venue_id IS NULL`

function stagedChunks(kind: ShelterFileKind, rows: readonly ShelterRow[]): SqlStatement[] {
  const chunks: SqlStatement[] = []
  let batch: unknown[] = []
  let chars = 0
  const flush = () => {
    if (batch.length) chunks.push({ sql: STAGE, params: [kind, JSON.stringify(batch)] })
    batch = []
    chars = 0
  }
  for (const row of rows) {
    const staged = [
      row.code,
      row.name,
      matchName(row.name),
      row.address,
      row.note,
      row.lat,
      row.lng,
      METRES_PER_DEGREE * Math.cos((row.lat * Math.PI) / 180),
      ...HAZARDS.map((hazard) => (row.hazards?.includes(hazard) ? 1 : 0)),
      row.evacuation && row.hazards ? 1 : 0,
    ]
    const size = JSON.stringify(staged).length
    if (chars + size > CHUNK_CHARS) flush()
    batch.push(staged)
    chars += size
  }
  flush()
  return chunks
}

export interface ShelterImportPlan {
  statements: SqlStatement[]
  /** Index of the statement answering added, updated, removed. */
  countsAt: number
  /** Index of the statement answering merged. */
  mergedAt: number
}

/**
 * Step 2: each staged row's venue: the same file's row again, then the same 共通ID in the other
 * file, then a venue that an earlier import keyed by this 共通ID, then the other file's row of
 * the same facility.
 */
const MATCH_VENUES: SqlStatement[] = [
  {
    sql: setVenue(
      'SELECT s.venue_id FROM shelter_sources s WHERE s.kind = r.kind AND s.code = r.code',
    ),
    params: [],
  },
  {
    sql: setVenue('SELECT s.venue_id FROM shelter_sources s WHERE s.code = r.code LIMIT 1'),
    params: [],
  },
  { sql: setVenue('SELECT v.id FROM venues v WHERE v.shelter_code = r.code'), params: [] },
  {
    sql: setVenue(`SELECT s.venue_id FROM shelter_sources s
      WHERE s.kind != r.kind AND s.match_name = r.match_name AND ${distanceSquared} <= ?1
        AND s.venue_id NOT IN (SELECT venue_id FROM shelter_import_rows WHERE venue_id IS NOT NULL)
      ORDER BY ${distanceSquared} LIMIT 1`),
    params: [MERGE_METRES * MERGE_METRES],
  },
]

/**
 * Step 3: a new venue for each row that found none, and the rows' texts and positions written
 * over the venues they found (an 指定避難所 row does not overwrite its 指定緊急避難場所 row's).
 */
const WRITE_VENUES: SqlStatement[] = [
  {
    sql: `INSERT INTO venues (kind, name, address, lat, lng, description, shelter_code)
      SELECT 'shelter', name, address, lat, lng, note, code FROM shelter_import_rows
      WHERE venue_id IS NULL ORDER BY seq`,
    params: [],
  },
  {
    sql: `UPDATE shelter_import_rows AS r SET added = 1,
        venue_id = (SELECT v.id FROM venues v WHERE v.shelter_code = r.code)
      WHERE r.venue_id IS NULL`,
    params: [],
  },
  {
    sql: `UPDATE venues SET kind = 'shelter', name = r.name, address = r.address, lat = r.lat,
        lng = r.lng, description = CASE WHEN r.note = '' THEN venues.description ELSE r.note END
      FROM shelter_import_rows r WHERE venues.id = r.venue_id AND r.added = 0
        AND NOT (r.kind = 'evacuation' AND EXISTS (SELECT 1 FROM shelter_sources s
          WHERE s.venue_id = r.venue_id AND s.kind = 'emergency'))`,
    params: [],
  },
]

/** Step 4: added, updated, removed (rows of this kind the file no longer lists). */
const countStatement = (kind: ShelterFileKind): SqlStatement => ({
  sql: `SELECT (SELECT COUNT(*) FROM shelter_import_rows WHERE added = 1) AS added,
      (SELECT COUNT(*) FROM shelter_import_rows WHERE added = 0) AS updated,
      (SELECT COUNT(*) FROM shelter_sources s WHERE s.kind = ?1 AND NOT EXISTS (
        SELECT 1 FROM shelter_import_rows r WHERE r.code = s.code)) AS removed`,
  params: [kind],
})

/**
 * Step 5: this kind's sources replaced by the staged rows, and every venue's roles again: those
 * of all its rows in both files.
 */
const sourceStatements = (kind: ShelterFileKind, now: string): SqlStatement[] => [
  { sql: 'DELETE FROM shelter_sources WHERE kind = ?1', params: [kind] },
  {
    sql: `INSERT INTO shelter_sources (kind, code, venue_id, match_name, lat, lng, ${FLAGS},
        same_address)
      SELECT kind, code, venue_id, match_name, lat, lng, ${FLAGS}, same_address
      FROM shelter_import_rows ORDER BY seq`,
    params: [],
  },
  { sql: 'DELETE FROM shelter_designations', params: [] },
  {
    sql: `INSERT INTO shelter_designations (venue_id, emergency, evacuation, ${FLAGS}, updated_at)
      SELECT venue_id, MAX(kind = 'emergency' AND (${HAZARDS.join(' + ')}) > 0),
        MAX(kind = 'evacuation' OR same_address = 1),
        ${HAZARDS.map((hazard) => `MAX(${hazard})`).join(', ')}, ?1
      FROM shelter_sources GROUP BY venue_id`,
    params: [now],
  },
]

/** Step 6: how many venues both files now list (the answer's `merged`). */
const MERGED_COUNT: SqlStatement = {
  sql: `SELECT COUNT(DISTINCT r.venue_id) AS merged FROM shelter_import_rows r
    WHERE EXISTS (SELECT 1 FROM shelter_sources s WHERE s.venue_id = r.venue_id AND s.kind != r.kind)`,
  params: [],
}

const CLEAR_STAGED: SqlStatement = { sql: 'DELETE FROM shelter_import_rows', params: [] }

/**
 * The import's statements in order: the file's rows staged (step 1), then steps 2 to 6, the
 * staging table emptied again at the end.
 */
export function shelterImportPlan(
  kind: ShelterFileKind,
  rows: readonly ShelterRow[],
  now: string,
): ShelterImportPlan {
  const statements: SqlStatement[] = [
    CLEAR_STAGED,
    ...stagedChunks(kind, rows),
    ...MATCH_VENUES,
    ...WRITE_VENUES,
  ]
  const countsAt = statements.length
  statements.push(countStatement(kind), ...sourceStatements(kind, now))
  const mergedAt = statements.length
  statements.push(MERGED_COUNT, CLEAR_STAGED)
  return { statements, countsAt, mergedAt }
}

type BatchResult = { results?: Record<string, number>[] }

/**
 * Runs the plan (plus `also`, e.g. the audit row, in the same transaction) and answers what it
 * did. One batch: if any statement fails, none of them took effect.
 */
export async function importShelterRows(
  db: Database,
  kind: ShelterFileKind,
  rows: readonly ShelterRow[],
  now = new Date().toISOString(),
  also: SqlStatement[] = [],
): Promise<ShelterImportResult> {
  // Callers refuse a file without the town's rows; replacing the shelters with none would empty the map.
  if (rows.length === 0) throw new Error('no shelter rows to import')
  const plan = shelterImportPlan(kind, rows, now)
  const results = (await db.batch(
    [...plan.statements, ...also].map((s) => db.prepare(s.sql).bind(...s.params)),
  )) as BatchResult[]
  const counts = results[plan.countsAt]?.results?.[0] ?? {}
  const merged = results[plan.mergedAt]?.results?.[0] ?? {}
  return {
    added: counts.added ?? 0,
    updated: counts.updated ?? 0,
    removed: counts.removed ?? 0,
    merged: merged.merged ?? 0,
  }
}

const literal = (value: string | number | null) =>
  value === null
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replace(/'/g, "''")}'`

/** The plan as a SQL file for `wrangler d1 execute --file` (parameters written in place). */
export function shelterImportSql(plan: ShelterImportPlan): string {
  return plan.statements
    .map(
      ({ sql, params }) =>
        `${sql.replace(/\?(\d+)/g, (_, n: string) => literal(params[Number(n) - 1] ?? null))};`,
    )
    .join('\n')
}
