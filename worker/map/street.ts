import { MAP_MAX_FEATURES, type MapCluster, type MapKind } from '../../src/shared/api/places'
import { type Bbox4, type CellRange, cellRange, cellsBbox } from '../../src/shared/map-cells'
import { cellPartsSql, PLACE_CX, PLACE_CY } from './cell-sql'
import { type CellRow, cellsBinding, toCluster } from './clusters'
import { hiddenIds, notHidden, POST_ON_MAP, postParams } from './filters'
import type { Bbox, MapQuery } from './input'
import { FEATURES } from './points'
import { STRIP_SHIFT } from './strips'

// Street views (zooms MAP_POINTS_ZOOM to MAP_PINS_ZOOM - 1) over a town of any size. One
// statement reads the view's cells: the plain posts' counts from map_cells (migrations/
// 0042_map_street_cells.sql; sum_id names a cell's one post), and the events, coupons, scheduled
// posts and places of the view one row each (they are few, and read from the same indexes the
// pins use). A view that holds no more items than cells (a quiet street) is answered with its
// pins, as ever: only the plain posts of cells holding more than one are read besides (a cell of
// one post is named by map_cells). A crowded one is answered per cell: a cell
// of one item is that item's pin, a cell of more is a cluster (as below zoom 16), so what it reads
// follows the cells on screen, never the posts in them.

// ?1–?17 as cell-sql.ts. Every row: part, cell, count, coordinate sums, id sum, kind.
const streetSql = (listed: boolean, live: boolean, hidden = '', hiddenList: string | null = null) =>
  cellPartsSql(
    {
      post: `'item' AS part, p.map_x >> ?9 AS cx, p.map_y >> ?9 AS cy, 1 AS n, p.lat AS sum_lat,
    p.lng AS sum_lng, p.id AS sum_id, p.kind AS kind`,
      place: `'item', ${PLACE_CX}, ${PLACE_CY}, 1, v.lat, v.lng, v.id, v.kind`,
      cell: "'cell', cx, cy, n, sum_lat, sum_lng, sum_id, 'post'",
      cellWhere: '?15 AND n > 0',
      hidden: `'cell', p.map_x >> ?9, p.map_y >> ?9, -count(*), -sum(p.lat), -sum(p.lng), -sum(p.id),
    'post'`,
      hiddenGroup: '2, 3',
    },
    {
      listed,
      index: live ? 'posts_map_live_now' : 'posts_map_live_strips',
      hidden,
      hiddenList,
    },
  )

const STREET_SQL = new Map<string, string>()
const streetText = (listed: boolean, live: boolean) => {
  const key = `${listed}|${live}`
  const known = STREET_SQL.get(key)
  if (known) return known
  const sql = streetSql(listed, live)
  STREET_SQL.set(key, sql)
  return sql
}

interface StreetRow {
  part: 'item' | 'cell'
  cx: number
  cy: number
  n: number
  sum_lat: number
  sum_lng: number
  sum_id: number
  kind: MapKind
}

/** An item of the view: a place, an event, a coupon or a scheduled post, or a cell's one post. */
interface Item {
  kind: MapKind
  id: number
  lat: number
  lng: number
}

/** A cell of the view: map_cells' plain posts and the items that lie in it. */
interface Cell extends CellRow {
  sum_id: number
  items: Item[]
}

/** The answer's parts, as routes.ts puts them together. */
export interface StreetAnswer {
  /** Comma-separated GeoJSON features. */
  features: string
  count: number
  truncated: boolean
  /** A crowded view's clusters and the view grown to its cells; null for a quiet view. */
  clusters: { clusters: MapCluster[]; bbox: Bbox4 } | null
}

const featureOf = (item: Item) =>
  JSON.stringify({
    type: 'Feature',
    id: `${item.kind}:${item.id}`,
    geometry: { type: 'Point', coordinates: [item.lng, item.lat] },
    properties: { kind: item.kind, id: item.id },
  })

const isPlace = (item: Item) => item.kind === 'venue' || item.kind === 'restaurant'
/** Places first, by id (as points.ts answers them), then posts. */
const placesFirst = (a: Item, b: Item) => Number(isPlace(b)) - Number(isPlace(a)) || a.id - b.id

/**
 * A cell's one post, named by map_cells: its id is the id sum, its place the coordinate sums
 * (its own values; after others came and went from the cell, within a unit in the last place).
 */
const lonePost = (cell: Cell): Item => ({
  kind: 'post',
  id: cell.sum_id,
  lat: cell.sum_lat,
  lng: cell.sum_lng,
})

/** The view's cells and items from the statement's rows. */
function cellsOf(rows: StreetRow[]): Map<string, Cell> {
  const cells = new Map<string, Cell>()
  const cellAt = (cx: number, cy: number) => {
    const key = `${cx},${cy}`
    let cell = cells.get(key)
    if (!cell) {
      cell = { cx, cy, n: 0, sum_lat: 0, sum_lng: 0, sum_id: 0, items: [] }
      cells.set(key, cell)
    }
    return cell
  }
  for (const row of rows) {
    const cell = cellAt(row.cx, row.cy)
    if (row.part === 'item') {
      cell.items.push({ kind: row.kind, id: row.sum_id, lat: row.sum_lat, lng: row.sum_lng })
      continue
    }
    cell.n += row.n
    cell.sum_lat += row.sum_lat
    cell.sum_lng += row.sum_lng
    cell.sum_id += row.sum_id
  }
  return cells
}

/** A crowded view: one pin per cell of one item, one cluster per cell of more. */
function crowded(cells: Map<string, Cell>, zoom: number, range: CellRange): StreetAnswer {
  const pins: Item[] = []
  const clusters: MapCluster[] = []
  const ordered = [...cells.values()].sort((a, b) => a.cy - b.cy || a.cx - b.cx)
  for (const cell of ordered) {
    const n = cell.n + cell.items.length
    if (n <= 0) continue
    const [item] = cell.items
    if (n === 1 && item) pins.push(item)
    else if (n === 1) {
      pins.push(lonePost(cell))
    } else {
      const lat = cell.items.reduce((sum, one) => sum + one.lat, cell.sum_lat)
      const lng = cell.items.reduce((sum, one) => sum + one.lng, cell.sum_lng)
      clusters.push(toCluster({ cx: cell.cx, cy: cell.cy, n, sum_lat: lat, sum_lng: lng }, zoom))
    }
  }
  const shown = pins.sort(placesFirst).slice(0, MAP_MAX_FEATURES)
  return {
    features: shown.map(featureOf).join(','),
    count: shown.length,
    truncated: pins.length > shown.length,
    clusters: { clusters, bbox: cellsBbox(range, zoom) },
  }
}

const inBox = (item: Item, { west, south, east, north }: Bbox) =>
  item.lat >= south && item.lat <= north && item.lng >= west && item.lng <= east

/**
 * A street view at `zoom` (MAP_POINTS_ZOOM ≤ zoom < MAP_PINS_ZOOM): its pins when it holds no more
 * items than it has cells (and no more than MAP_MAX_FEATURES), else per cell (crowded()).
 */
export async function readStreet(
  db: D1Database,
  query: MapQuery,
  zoom: number,
  now: number,
): Promise<StreetAnswer> {
  const { west, south, east, north } = query.bbox
  const range = cellRange([west, south, east, north], zoom)
  const { params, listed, live } = cellsBinding(query, zoom, range, now)
  const hidden = hiddenIds(query)
  const sql = hidden ? streetSql(listed, live, notHidden(query), hidden) : streetText(listed, live)
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<StreetRow>()
  const cells = cellsOf(results)
  const total = [...cells.values()].reduce((sum, cell) => sum + cell.n + cell.items.length, 0)
  const cellCount = (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1)
  if (total > Math.min(cellCount, MAP_MAX_FEATURES)) return crowded(cells, zoom, range)
  return quiet(db, query, cells, zoom, now)
}

// The plain posts of some cells (?9: [[strip, x0, x1, cy], …]; ?10 the zoom's shift), each cell
// sought in posts_map_strips by its strip and columns: a quiet view reads only the cells where
// map_cells counts more than one post (a cell of one names it: sum_id).
const cellPinsSql = (hidden: string) => `SELECT ${FEATURES}
  FROM (SELECT p.id, p.kind, p.lng, p.lat FROM json_each(?9) c
    CROSS JOIN posts p INDEXED BY posts_map_strips
    WHERE p.kind = 'post' AND (p.map_y >> ${STRIP_SHIFT}) = json_extract(c.value, '$[0]')
      AND p.map_x BETWEEN json_extract(c.value, '$[1]') AND json_extract(c.value, '$[2]')
      AND (p.map_y >> ?10) = json_extract(c.value, '$[3]') AND p.publish_state = 'published'
      AND ${POST_ON_MAP}${hidden})`
const CELL_PINS_SQL = cellPinsSql('')

/** The published plain posts inside the view of `cells` (those map_cells counts more than one in). */
async function readCellPins(
  db: D1Database,
  query: MapQuery,
  cells: Cell[],
  zoom: number,
  now: number,
) {
  if (cells.length === 0) return { features: '', count: 0 }
  const shift = 30 - zoom
  const sought = cells.map((cell) => [
    cell.cy >> (STRIP_SHIFT - shift),
    cell.cx * 2 ** shift,
    (cell.cx + 1) * 2 ** shift - 1,
    cell.cy,
  ])
  const hidden = notHidden(query)
  const row = await db
    .prepare(hidden ? cellPinsSql(hidden) : CELL_PINS_SQL)
    .bind(
      ...postParams({ ...query, kinds: ['post'] }, query.bbox, now),
      JSON.stringify(sought),
      shift,
    )
    .first<{ n: number; features: string }>()
  return { features: row?.features.slice(1, -1) ?? '', count: row?.n ?? 0 }
}

/**
 * A quiet view: its own pins, as ever. Its places, events, coupons and scheduled posts are in the
 * statement's rows already, and so is each post alone in its cell (map_cells' sums name it); the
 * posts of cells with more than one are read.
 */
async function quiet(
  db: D1Database,
  query: MapQuery,
  cells: Map<string, Cell>,
  zoom: number,
  now: number,
): Promise<StreetAnswer> {
  const all = [...cells.values()]
  const alone: Item[] = all.filter((cell) => cell.n === 1).map((cell) => lonePost(cell))
  const items = [...all.flatMap((cell) => cell.items), ...alone]
    .filter((item) => inBox(item, query.bbox))
    .sort(placesFirst)
  const read = await readCellPins(
    db,
    query,
    all.filter((cell) => cell.n > 1),
    zoom,
    now,
  )
  const places = items.filter(isPlace)
  const posts = items.filter((item) => !isPlace(item))
  const features = [...places.map(featureOf), read.features, ...posts.map(featureOf)]
  return {
    features: features.filter((text) => text !== '').join(','),
    count: items.length + read.count,
    truncated: false,
    clusters: null,
  }
}
