import { MAP_CLUSTER_ABOVE, type MapCluster } from '../../src/shared/api/places'
import {
  type Bbox4,
  type CellRange,
  cellRange,
  cellShift,
  cellsBbox,
} from '../../src/shared/map-cells'
import { asksBesideEvents } from './all-events'
import { cellPartsSql, type LiveIndex, PLACE_CX, PLACE_CY } from './cell-sql'
import { readsLiveOnly } from './ended'
import { countedEvents, periodDays } from './event-periods'
import { hiddenIds, notHidden, placeKinds, postParams } from './filters'
import type { Bbox, MapQuery } from './input'
import type { BoundSql } from './points'
import {
  keepSteadyWindow,
  knownSteadyAt,
  type SteadyWindowRow,
  steadyWindowStatement,
} from './steady'
import { listedStrips, STRIP_SHIFT } from './strips'

// The map's clusters: the items of a view at low zoom, counted per grid cell (src/shared/
// map-cells.ts) in one statement (cell-sql.ts), none of whose parts reads more than a few hundred
// rows at 100,000 posts: the plain posts from map_cells, the events, coupons and scheduled posts
// with the very filter the points use (inside the housekeeping's window, those it found on the map
// throughout from map_cells too, and only the rest one by one: steady.ts), and the places. The
// parts are disjoint and together are what the points of the same cells would show, so the counts
// add up to the pins a closer zoom draws.
// The passing posts and places come one row each, added up per cell by mergedCells: a GROUP BY
// sorts them first, and D1 counts a row read for every sort step (twice the index entries).

/** map_cells' counts of the kinds asked: ?15 plain (and scheduled) posts, ?18 events, ?19 coupons. */
const steadySum = (column: 'n' | 'lat' | 'lng') => {
  const plain = column === 'n' ? 'n' : `sum_${column}`
  return `${plain} * ?15 + event_${column} * ?18 + coupon_${column} * ?19 + sched_${column} * ?15`
}

/**
 * What a view counts per cell beside its plain posts: nothing more, steady items, or every event
 * it shows (the すべて chip, or a period of days: 'events' when coupons or plain posts are asked
 * too, else 'events-only', which reads nothing one by one but scheduled events and places).
 */
type CellCounts = 'plain' | 'steady' | 'events' | 'events-only'

const INDEX_OF: Record<CellCounts, (live: boolean) => LiveIndex> = {
  plain: (live) => (live ? 'posts_map_live_now' : 'posts_map_live_strips'),
  steady: () => 'posts_map_live_unsteady',
  events: () => 'posts_map_live_now',
  'events-only': () => 'posts_map_live_now',
}

const PLAIN_COLUMNS = { cell: 'cx, cy, n, sum_lat, sum_lng', cellWhere: '?15 AND n > 0' }
const CELL_COLUMNS: Record<CellCounts, { cell: string; cellWhere: string }> = {
  plain: PLAIN_COLUMNS,
  steady: {
    cell: `cx, cy, ${steadySum('n')}, ${steadySum('lat')}, ${steadySum('lng')}`,
    cellWhere: `(?15 OR ?18 OR ?19) AND ${steadySum('n')} > 0`,
  },
  events: PLAIN_COLUMNS,
  'events-only': PLAIN_COLUMNS,
}

const cellsSql = (
  listed: boolean,
  counts: CellCounts,
  live: boolean,
  period: boolean,
  hidden = '',
  hiddenList: string | null = null,
) =>
  cellPartsSql(
    {
      post: 'p.map_x >> ?9 AS cx, p.map_y >> ?9 AS cy, 1 AS n, p.lat AS sum_lat, p.lng AS sum_lng',
      place: `${PLACE_CX}, ${PLACE_CY}, 1, v.lat, v.lng`,
      ...CELL_COLUMNS[counts],
      hidden: 'p.map_x >> ?9, p.map_y >> ?9, -count(*), -sum(p.lat), -sum(p.lng)',
      hiddenGroup: '1, 2',
    },
    {
      listed,
      index: INDEX_OF[counts](live),
      hidden,
      hiddenList,
      countedEvents:
        counts === 'events' || counts === 'events-only'
          ? { besideEvents: counts === 'events', period }
          : undefined,
    },
  )
const CELLS_SQL = new Map<string, string>()
const cellsText = (listed: boolean, counts: CellCounts, live: boolean, period: boolean) => {
  const key = `${listed}|${counts}|${live}|${period}`
  const known = CELLS_SQL.get(key)
  if (known) return known
  const sql = cellsSql(listed, counts, live, period)
  CELLS_SQL.set(key, sql)
  return sql
}

export interface CellRow {
  cx: number
  cy: number
  n: number
  sum_lat: number
  sum_lng: number
}

/** About 10 cm: the box around the cells, for the index range only. */
export const MARGIN = 1e-6

/**
 * The statement that counts the items of the cells `range` at `zoom`, one row per part and cell.
 * `steady`: the housekeeping's marks hold now (steady.ts' window) and the view may use them.
 */
export function cellsStatement(
  db: D1Database,
  query: MapQuery,
  zoom: number,
  range: CellRange,
  now: number,
  steady = false,
): D1PreparedStatement {
  const { sql, params } = cellsCountSql(query, zoom, range, now, steady)
  return db.prepare(sql).bind(...params)
}

/** cellsStatement's text and binds. */
export function cellsCountSql(
  query: MapQuery,
  zoom: number,
  range: CellRange,
  now: number,
  steady = false,
): BoundSql {
  const { params, listed, live } = cellsBinding(query, zoom, range, now)
  const hidden = hiddenIds(query)
  const events = countedEvents(query)
  const counts = countsOf(query, steady, events)
  const period = counts !== 'steady' && events === 'period'
  // ?18–?19: steady.ts' weights of events and coupons, or a period's days.
  const extra =
    counts === 'steady'
      ? [query.kinds.includes('event') ? 1 : 0, query.kinds.includes('coupon') ? 1 : 0]
      : period
        ? periodDays(query)
        : []
  return {
    sql: hidden
      ? cellsSql(listed, counts, live, period, notHidden(query), hidden)
      : cellsText(listed, counts, live, period),
    params: [...params, ...extra],
  }
}

function countsOf(
  query: MapQuery,
  steady: boolean,
  events: ReturnType<typeof countedEvents>,
): CellCounts {
  if (steady && countsSteady(query)) return 'steady'
  if (events === null) return 'plain'
  return asksBesideEvents(query) ? 'events' : 'events-only'
}

/**
 * Whether a view may count its steady items from map_cells: a view of the present (no period:
 * the marks are for the clock's now) and no hidden authors (their items are in the counts).
 */
export const countsSteady = (query: MapQuery) =>
  query.from === null && query.to === null && hiddenIds(query) === null

/**
 * The binds ?1–?17 of a statement over the cells `range` (cellsSql's, and street.ts'), whether
 * its strips are listed one by one, and whether it reads the live index of the present.
 */
export function cellsBinding(query: MapQuery, zoom: number, range: CellRange, now: number) {
  const [west, south, east, north] = cellsBbox(range, zoom)
  const wide: Bbox = {
    west: west - MARGIN,
    south: south - MARGIN,
    east: east + MARGIN,
    north: north + MARGIN,
  }
  // The strips of the cells' rows: a cell row is 2^(shift - STRIP_SHIFT) strips.
  const strips = {
    y0: Math.floor((range.y0 * 2 ** cellShift(zoom)) / 2 ** STRIP_SHIFT),
    y1: Math.floor(((range.y1 + 1) * 2 ** cellShift(zoom) - 1) / 2 ** STRIP_SHIFT),
  }
  const params = [
    ...postParams(query, wide, now),
    cellShift(zoom),
    range.x0,
    range.x1,
    range.y0,
    range.y1,
    placeKinds(query),
    query.kinds.includes('post') ? 1 : 0,
    strips.y0,
    strips.y1,
  ]
  return { params, listed: listedStrips(strips), live: readsLiveOnly(query.from, now) }
}

/** The statement's rows added up per cell (its three parts are disjoint). */
export const mergedCells = (result: D1Result | undefined): CellRow[] =>
  mergeCellRows((result?.results ?? []) as CellRow[])

/** Rows of cellsStatement's parts added up per cell, empty cells left out. */
export function mergeCellRows(rows: CellRow[]): CellRow[] {
  const merged = new Map<string, CellRow>()
  for (const row of rows) {
    const key = `${row.cx},${row.cy}`
    const cell = merged.get(key)
    if (!cell) merged.set(key, { ...row })
    else {
      cell.n += row.n
      cell.sum_lat += row.sum_lat
      cell.sum_lng += row.sum_lng
    }
  }
  // A cell whose every post is hidden from this viewer (blocks) is empty.
  return [...merged.values()].filter((cell) => cell.n > 0)
}

/** The cells a view covers at a zoom, and the box they make. */
export function viewCells(query: MapQuery, zoom: number): { range: CellRange; bbox: Bbox4 } {
  const { west, south, east, north } = query.bbox
  const range = cellRange([west, south, east, north], zoom)
  return { range, bbox: cellsBbox(range, zoom) }
}

/**
 * The view's cells and, when they hold more than MAP_CLUSTER_ABOVE items, one cluster per cell
 * that holds any (otherwise `clusters` is empty and the caller reads the points of `bbox`).
 */
export async function readClusters(
  db: D1Database,
  query: MapQuery,
  zoom: number,
  now: number,
): Promise<{ clusters: MapCluster[]; bbox: Bbox4 }> {
  const { range, bbox } = viewCells(query, zoom)
  const cells = await readCells(db, query, zoom, range, now)
  return { clusters: clustersOf(cells, zoom), bbox }
}

/**
 * The non-empty cells of `range`, counted by cellsStatement. A view that may count its steady
 * items needs the housekeeping's window: an isolate that has not read it lately (a cold one, as
 * most are) reads it in the same batch as the steady count, one round trip instead of two, and
 * keeps that count when the window holds (as the hourly run keeps it, two hours ahead); when it
 * does not, the count without the marks follows.
 */
export async function readCells(
  db: D1Database,
  query: MapQuery,
  zoom: number,
  range: CellRange,
  now: number,
): Promise<CellRow[]> {
  const known = countsSteady(query) ? knownSteadyAt(now) : false
  if (known !== undefined) {
    return mergedCells(await cellsStatement(db, query, zoom, range, now, known).all())
  }
  const [window, counted] = await db.batch([
    steadyWindowStatement(db),
    cellsStatement(db, query, zoom, range, now, true),
  ])
  const row = window?.results[0] as SteadyWindowRow | undefined
  if (keepSteadyWindow(row, now)) return mergedCells(counted)
  return mergedCells(await cellsStatement(db, query, zoom, range, now, false).all())
}

/** One cluster per cell when the cells hold more than MAP_CLUSTER_ABOVE items, else none. */
export function clustersOf(cells: CellRow[], zoom: number): MapCluster[] {
  const total = cells.reduce((sum, cell) => sum + cell.n, 0)
  if (total <= MAP_CLUSTER_ABOVE) return []
  // Row by row, west to east: the same order however the cells were read.
  const ordered = [...cells].sort((a, b) => a.cy - b.cy || a.cx - b.cx)
  return ordered.map((cell) => toCluster(cell, zoom))
}

export function toCluster(cell: CellRow, zoom: number): MapCluster {
  const one: CellRange = { x0: cell.cx, x1: cell.cx, y0: cell.cy, y1: cell.cy }
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return {
    lat: round(cell.sum_lat / cell.n),
    lng: round(cell.sum_lng / cell.n),
    count: cell.n,
    bbox: cellsBbox(one, zoom).map(round) as MapCluster['bbox'],
  }
}
