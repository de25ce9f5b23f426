import { MAP_CLUSTER_ABOVE, type MapCluster } from '../../src/shared/api/places'
import {
  type Bbox4,
  type CellRange,
  cellRange,
  cellShift,
  cellsBbox,
} from '../../src/shared/map-cells'
import { PLACE_ON_MAP, POST_ON_MAP, placeParams, postParams } from './filters'
import type { Bbox, MapQuery } from './input'

// The map's clusters: the items of a view at low zoom, counted per grid cell (src/shared/
// map-cells.ts) in one batch of three reads, none of which reads more than a few hundred rows at
// 100,000 posts:
//   1. map_cells: plain posts that stay on the map, counted per zoom and cell on every write
//      (migrations/0023_map_cells.sql);
//   2. events, coupons and scheduled posts, which come and go with the clock: counted now, from
//      the index posts_map_live alone, with the very filter the points use (POST_ON_MAP);
//   3. venues and restaurants (a small table), with the places' filter.
// The three are disjoint and together are what the points of the same cells would show, so the
// counts add up to the pins a closer zoom draws.

/** The migration's map_x / map_y, for a table that does not store them (venues). */
const WORLD_X = (lng: string) =>
  `CAST(max(0, min(4294967295, (${lng} + 180.0) / 360.0 * 4294967296.0)) AS INTEGER)`
const WORLD_Y = (lat: string) => {
  const clamped = `radians(max(-85.0, min(85.0, ${lat})))`
  return `CAST(max(0, min(4294967295,
    (1.0 - ln(tan(${clamped}) + 1.0 / cos(${clamped})) / pi()) / 2.0 * 4294967296.0)) AS INTEGER)`
}

const STAYING_SQL = `SELECT cx, cy, n, sum_lat, sum_lng FROM map_cells
  WHERE zoom = ?1 AND cy BETWEEN ?2 AND ?3 AND cx BETWEEN ?4 AND ?5 AND n > 0`

// The box binds ?1–?4 slightly wider than the cells (it only narrows the index range); the cell
// ranges decide, exactly as map_cells does.
const CELL_FILTER = (x: string, y: string) =>
  `(${x}) >> ?9 BETWEEN ?10 AND ?11 AND (${y}) >> ?9 BETWEEN ?12 AND ?13`

const PASSING_SQL = `SELECT p.map_x >> ?9 AS cx, p.map_y >> ?9 AS cy, count(*) AS n,
    sum(p.lat) AS sum_lat, sum(p.lng) AS sum_lng
  FROM posts p INDEXED BY posts_map_live CROSS JOIN users u
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
    AND (p.kind <> 'post' OR p.publish_state <> 'published')
    AND ${POST_ON_MAP} AND ${CELL_FILTER('p.map_x', 'p.map_y')}
  GROUP BY 1, 2`

const PLACES_SQL = `SELECT ${WORLD_X('v.lng')} >> ?9 AS cx, ${WORLD_Y('v.lat')} >> ?9 AS cy,
    count(*) AS n, sum(v.lat) AS sum_lat, sum(v.lng) AS sum_lng
  FROM venues v
  WHERE ${PLACE_ON_MAP} AND ${CELL_FILTER(WORLD_X('v.lng'), WORLD_Y('v.lat'))}
  GROUP BY 1, 2`

interface CellRow {
  cx: number
  cy: number
  n: number
  sum_lat: number
  sum_lng: number
}

/** About 10 cm: the box around the cells, for the index range only. */
const MARGIN = 1e-6

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
  const { west, south, east, north } = query.bbox
  const range = cellRange([west, south, east, north], zoom)
  const bbox = cellsBbox(range, zoom)
  const wide: Bbox = {
    west: bbox[0] - MARGIN,
    south: bbox[1] - MARGIN,
    east: bbox[2] + MARGIN,
    north: bbox[3] + MARGIN,
  }
  const cells = [cellShift(zoom), range.x0, range.x1, range.y0, range.y1] as const
  const placeBinds = [...placeParams(query, wide), null, null, null, ...cells]
  const reads = [
    db.prepare(PASSING_SQL).bind(...postParams(query, wide, now), ...cells),
    db.prepare(PLACES_SQL).bind(...placeBinds),
  ]
  if (query.kinds.includes('post')) {
    reads.push(db.prepare(STAYING_SQL).bind(zoom, range.y0, range.y1, range.x0, range.x1))
  }
  const results = await db.batch<CellRow>(reads)
  const merged = new Map<string, CellRow>()
  let total = 0
  for (const row of results.flatMap((result) => result.results ?? [])) {
    total += row.n
    const key = `${row.cx},${row.cy}`
    const cell = merged.get(key)
    if (!cell) merged.set(key, { ...row })
    else {
      cell.n += row.n
      cell.sum_lat += row.sum_lat
      cell.sum_lng += row.sum_lng
    }
  }
  if (total <= MAP_CLUSTER_ABOVE) return { clusters: [], bbox }
  const clusters = [...merged.values()].map((cell) => toCluster(cell, zoom))
  return { clusters, bbox }
}

function toCluster(cell: CellRow, zoom: number): MapCluster {
  const one: CellRange = { x0: cell.cx, x1: cell.cx, y0: cell.cy, y1: cell.cy }
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return {
    lat: round(cell.sum_lat / cell.n),
    lng: round(cell.sum_lng / cell.n),
    count: cell.n,
    bbox: cellsBbox(one, zoom).map(round) as MapCluster['bbox'],
  }
}
