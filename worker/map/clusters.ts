import { MAP_CLUSTER_ABOVE, type MapCluster } from '../../src/shared/api/places'
import {
  type Bbox4,
  type CellRange,
  cellRange,
  cellShift,
  cellsBbox,
} from '../../src/shared/map-cells'
import { readsLiveOnly } from './ended'
import { hiddenIds, notHidden, POST_ON_MAP, placeKinds, placeOnMap, postParams } from './filters'
import type { Bbox, MapQuery } from './input'
import { inStrips, listedStrips, STRIP_SHIFT } from './strips'

// The map's clusters: the items of a view at low zoom, counted per grid cell (src/shared/
// map-cells.ts) in one statement of three parts, none of which reads more than a few hundred rows
// at 100,000 posts:
//   1. map_cells: plain posts that stay on the map, counted per zoom and cell on every write
//      (migrations/0023_map_cells.sql);
//   2. events, coupons and scheduled posts, which come and go with the clock: counted now, from
//      the index posts_map_live_strips alone (posts_map_live_now for a view of the present, which
//      leaves out what left the map for good: ended.ts), with the very filter the points use
//      (POST_ON_MAP);
//   3. venues and restaurants (a small table), with the places' filter.
// The three are disjoint and together are what the points of the same cells would show, so the
// counts add up to the pins a closer zoom draws.

/** The migration's map_x / map_y, for a table that does not store them (venues). */
export const WORLD_X = (lng: string) =>
  `CAST(max(0, min(4294967295, (${lng} + 180.0) / 360.0 * 4294967296.0)) AS INTEGER)`
export const WORLD_Y = (lat: string) => {
  const clamped = `radians(max(-85.0, min(85.0, ${lat})))`
  return `CAST(max(0, min(4294967295,
    (1.0 - ln(tan(${clamped}) + 1.0 / cos(${clamped})) / pi()) / 2.0 * 4294967296.0)) AS INTEGER)`
}

// The box binds ?1–?4 slightly wider than the cells (it only narrows the index range); the cell
// ranges decide, exactly as map_cells does. ?9 is the shift of the zoom (30 - zoom).
export const CELL_FILTER = (x: string, y: string) =>
  `(${x}) >> ?9 BETWEEN ?10 AND ?11 AND (${y}) >> ?9 BETWEEN ?12 AND ?13`

// One statement (each statement of a batch costs the database a round of its own): the passing
// posts, the places (kinds ?14), and the staying posts' counts when plain posts are asked (?15).
// The passing posts and places come one row each, added up per cell by mergedCells: a GROUP BY
// sorts them first, and D1 counts a row read for every sort step (twice the index entries).
// The passing posts are read strip by strip (?16–?17, strips.ts) and map_cells row by row, so
// neither reads the cells east and west of the view.
const cellsSql = (
  listed: boolean,
  live: boolean,
  hidden = '',
  hiddenList: string | null = null,
) => `SELECT p.map_x >> ?9 AS cx, p.map_y >> ?9 AS cy, 1 AS n, p.lat AS sum_lat, p.lng AS sum_lng
  FROM posts p INDEXED BY ${live ? 'posts_map_live_now' : 'posts_map_live_strips'}
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL${live ? ' AND p.map_ended = 0' : ''}
    AND (p.kind <> 'post' OR p.publish_state <> 'published')
    AND ${POST_ON_MAP}${hidden} AND ${CELL_FILTER('p.map_x', 'p.map_y')}
    AND ${inStrips('?16', '?17', '(?10 << ?9)', '((?11 + 1) << ?9) - 1', listed)}
  UNION ALL
  SELECT ${WORLD_X('v.lng')} >> ?9, ${WORLD_Y('v.lat')} >> ?9, 1, v.lat, v.lng
  FROM venues v
  WHERE ${placeOnMap('?14')} AND ${CELL_FILTER(WORLD_X('v.lng'), WORLD_Y('v.lat'))}
  UNION ALL
  SELECT cx, cy, n, sum_lat, sum_lng FROM map_cells
  WHERE ?15 AND zoom = 30 - ?9 AND n > 0 AND cx BETWEEN ?10 AND ?11
    AND cy IN (WITH RECURSIVE cell_row(y) AS (SELECT ?12 UNION ALL
      SELECT y + 1 FROM cell_row WHERE y < ?13) SELECT y FROM cell_row)${
        hiddenList ? HIDDEN_FROM_CELLS(hiddenList) : ''
      }`
const CELLS_SQL = {
  listed: cellsSql(true, false),
  band: cellsSql(false, false),
  listedLive: cellsSql(true, true),
  bandLive: cellsSql(false, true),
}

// A viewer's hidden authors (blocks) are in map_cells' counts: their plain posts that map_cells
// counted are taken off again, cell by cell, with map_cells' own condition.
const HIDDEN_FROM_CELLS = (hiddenList: string) => `
  UNION ALL
  SELECT p.map_x >> ?9, p.map_y >> ?9, -count(*), -sum(p.lat), -sum(p.lng)
  FROM posts p CROSS JOIN users u
  WHERE ?15 AND p.user_id IN (${hiddenList}) AND p.kind = 'post' AND p.visibility = 'public'
    AND p.publish_state = 'published' AND p.lat IS NOT NULL AND p.lng IS NOT NULL
    AND u.id = p.user_id AND u.status = 'active' AND ${CELL_FILTER('p.map_x', 'p.map_y')}
  GROUP BY 1, 2`

export interface CellRow {
  cx: number
  cy: number
  n: number
  sum_lat: number
  sum_lng: number
}

/** About 10 cm: the box around the cells, for the index range only. */
export const MARGIN = 1e-6

/** The statement that counts the items of the cells `range` at `zoom`, one row per part and cell. */
export function cellsStatement(
  db: D1Database,
  query: MapQuery,
  zoom: number,
  range: CellRange,
  now: number,
): D1PreparedStatement {
  const { params, listed, live } = cellsBinding(query, zoom, range, now)
  const hidden = hiddenIds(query)
  const shared = live
    ? listed
      ? CELLS_SQL.listedLive
      : CELLS_SQL.bandLive
    : listed
      ? CELLS_SQL.listed
      : CELLS_SQL.band
  return db
    .prepare(hidden ? cellsSql(listed, live, notHidden(query), hidden) : shared)
    .bind(...params)
}

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
export function mergedCells(result: D1Result | undefined): CellRow[] {
  const merged = new Map<string, CellRow>()
  for (const row of (result?.results ?? []) as CellRow[]) {
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
  const cells = mergedCells(await cellsStatement(db, query, zoom, range, now).all())
  return { clusters: clustersOf(cells, zoom), bbox }
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
