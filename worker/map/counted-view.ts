import { MAP_CLUSTER_ABOVE, MAP_MAX_FEATURES } from '../../src/shared/api/places'
import { type CellRange, cellsBbox } from '../../src/shared/map-cells'
import { type CellRow, cellsCountSql, mergeCellRows } from './clusters'
import type { MapQuery } from './input'
import { type BoundSql, type BoxPins, boxPinsSql, type FeaturesRow, wholeBoxPins } from './points'

// A town view that counts its events per cell (the すべて chip, a period of days: all-events.ts,
// event-periods.ts) is answered with its clusters when busy and with its pins when quiet, and
// only the count says which. A cold isolate, as most are, asked D1 twice: the count, then the
// pins. It now asks once, in one statement:
//
// 1. The count of the view's cells (clusters.ts' own statement) is a materialized CTE, run once.
// 2. Its rows come back as they are, one per part and cell.
// 3. The pins (points.ts' statements for the places and the posts, the binds renumbered after
//    the count's) follow as one row per part, "n features": a scalar subquery inside a CASE on
//    the count's total, which SQLite evaluates only when the branch is taken, so a busy view
//    reads no pin. (A WHERE on the total around the pins' subquery did not stop it: the busy
//    week of tests/worker/map-periods.test.ts read 771 rows that way, 178 with the CASE.)

/** The count's rows, and the view's pins when it was quiet (null: busy, or more pins than fit). */
export interface CountedView {
  cells: CellRow[]
  pins: BoxPins | null
}

/** The binds of `part` numbered from ?(offset + 1): a statement made of several keeps each one's. */
const renumbered = (part: BoundSql, offset: number) =>
  part.sql.replace(/\?(\d+)/g, (_, n: string) => `?${Number(n) + offset}`)

/**
 * One statement: the cells of `range` (a row each, `part` 'cell') and, only when they add up to
 * no more than MAP_CLUSTER_ABOVE items, the rows of the places and posts of those cells' box
 * (`part` 'place' and 'post'), as readBoxPins' first read would give them.
 */
export function countedViewSql(
  query: MapQuery,
  zoom: number,
  range: CellRange,
  now: number,
): BoundSql {
  const count = cellsCountSql(query, zoom, range, now)
  const [west, south, east, north] = cellsBbox(range, zoom)
  const pins = boxPinsSql(query, { west, south, east, north }, now, MAP_MAX_FEATURES)
  const params: unknown[] = [...count.params]
  const arms = [`SELECT 'cell' AS part, cx, cy, n, sum_lat, sum_lng, NULL AS features FROM counted`]
  for (const [part, statement] of [
    ['place', pins.place],
    ['post', pins.post],
  ] as const) {
    if (!statement) continue
    arms.push(`SELECT '${part}', NULL, NULL, NULL, NULL, NULL,
      CASE WHEN (SELECT total(n) FROM counted) <= ${MAP_CLUSTER_ABOVE}
        THEN (SELECT pins.n || ' ' || pins.features
          FROM (${renumbered(statement, params.length)}) AS pins) END`)
    params.push(...statement.params)
  }
  return {
    sql: `WITH counted AS MATERIALIZED (${count.sql})\n${arms.join('\nUNION ALL\n')}`,
    params,
  }
}

interface CountedRow extends CellRow {
  part: 'cell' | 'place' | 'post'
  features: string | null
}

/** The view's count and, when it is quiet, its pins: one statement, one round trip. */
export async function readCountedView(
  db: D1Database,
  query: MapQuery,
  zoom: number,
  range: CellRange,
  now: number,
): Promise<CountedView> {
  const { sql, params } = countedViewSql(query, zoom, range, now)
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<CountedRow>()
  // Plain cells, as the memo keeps them: not the result's `part` and `features` columns.
  const cells = mergeCellRows(
    results
      .filter((row) => row.part === 'cell')
      .map(({ cx, cy, n, sum_lat, sum_lng }) => ({ cx, cy, n, sum_lat, sum_lng })),
  )
  const pinsOf = (part: 'place' | 'post'): FeaturesRow => {
    const text = results.find((each) => each.part === part)?.features
    if (!text) return { n: 0, features: '[]' }
    const space = text.indexOf(' ')
    return { n: Number(text.slice(0, space)), features: text.slice(space + 1) }
  }
  const quiet = results.some((row) => row.part !== 'cell' && row.features !== null)
  return {
    cells,
    pins: quiet ? wholeBoxPins(pinsOf('place'), pinsOf('post'), MAP_MAX_FEATURES) : null,
  }
}
