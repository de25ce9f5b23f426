import { periodCellsSql } from './event-periods'
import { POST_ON_MAP, placeOnMap } from './filters'
import { inStrips } from './strips'

// The statement that reads a view's cells, shared by the town views' counts (clusters.ts) and the
// street views (street.ts), which select different columns from the same three parts:
//   1. the events, coupons and scheduled posts of the cells, one row each, from a covering index
//      by strip (posts_map_live_strips; posts_map_live_now for a view of the present, which
//      leaves out what left the map for good: ended.ts; posts_map_live_unsteady for a town view
//      inside the housekeeping's window, which holds only the items not counted in map_cells:
//      steady.ts), with the very filter the points use (POST_ON_MAP);
//   2. the venues and restaurants of the cells (a small table), with the places' filter;
//   3. map_cells, row by row: the plain posts counted on every write (migrations/0023 and 0042),
//      and the steady live items (0043);
//   4. for the view of every event held (all-events.ts): map_event_cells, its events counted per
//      cell (0046), or for a period of days (event-periods.ts) the running totals of those cells'
//      events (map_event_days, 0047); and the events still scheduled, one row each; part 1 then
//      reads no events, and is left out when nothing else is asked;
// then, for a viewer with hidden authors (blocks), their plain posts map_cells counted, per cell.
// Binds: ?1–?8 POST_ON_MAP's; ?9 the zoom's shift (30 - zoom); ?10–?13 the cells x0, x1, y0, y1;
// ?14 the place kinds; ?15 whether plain posts are asked; ?16–?17 the strips of the cells' rows;
// ?18–?19 a period's first and last day (part 4; steady.ts' weights otherwise).

/** The migration's map_x / map_y, for a table that does not store them (venues). */
export const WORLD_X = (lng: string) =>
  `CAST(max(0, min(4294967295, (${lng} + 180.0) / 360.0 * 4294967296.0)) AS INTEGER)`
export const WORLD_Y = (lat: string) => {
  const clamped = `radians(max(-85.0, min(85.0, ${lat})))`
  return `CAST(max(0, min(4294967295,
    (1.0 - ln(tan(${clamped}) + 1.0 / cos(${clamped})) / pi()) / 2.0 * 4294967296.0)) AS INTEGER)`
}

// The box binds ?1–?4 slightly wider than the cells (it only narrows the index range); the cell
// ranges decide, exactly as map_cells does.
export const CELL_FILTER = (x: string, y: string) =>
  `(${x}) >> ?9 BETWEEN ?10 AND ?11 AND (${y}) >> ?9 BETWEEN ?12 AND ?13`

/** A venue's cell (alias v). */
export const PLACE_CX = `${WORLD_X('v.lng')} >> ?9`
export const PLACE_CY = `${WORLD_Y('v.lat')} >> ?9`

/** Where part 1 reads the live items (see above). */
export type LiveIndex = 'posts_map_live_strips' | 'posts_map_live_now' | 'posts_map_live_unsteady'

/** What each part selects, in the same columns. */
export interface CellSelects {
  /** A live item (alias p). */
  post: string
  /** A place (alias v: its cell is PLACE_CX, PLACE_CY). */
  place: string
  /** A map_cells row, and the condition a row must meet to be read. */
  cell: string
  cellWhere: string
  /** A hidden author's plain posts of a cell (alias p), and the GROUP BY of the cell columns. */
  hidden: string
  hiddenGroup: string
}

export interface CellOptions {
  /** The strips are sought one by one (strips.ts' listedStrips). */
  listed: boolean
  index: LiveIndex
  /** notHidden(query) and hiddenIds(query) (filters.ts). */
  hidden?: string
  hiddenList?: string | null
  /** The view counts every event it shows per cell (part 4), of all time or of a `period` of
   * days, and asks `besideEvents` for coupons or plain posts too (parts 1 and 3). */
  countedEvents?: { besideEvents: boolean; period: boolean }
}

const INDEX_CONDITION: Record<LiveIndex, string> = {
  posts_map_live_strips: '',
  posts_map_live_now: ' AND p.map_ended = 0',
  posts_map_live_unsteady: ' AND p.map_ended = 0 AND p.map_steady = 0',
}

/** Items one by one from `index` (parts 1 and 4), whose condition `condition` restates. */
const livePart = (select: CellSelects, options: CellOptions, index: string, condition: string) =>
  `SELECT ${select.post}
  FROM posts p INDEXED BY ${index}
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL${condition}
    AND ${POST_ON_MAP}${options.hidden ?? ''} AND ${CELL_FILTER('p.map_x', 'p.map_y')}
    AND ${inStrips('?16', '?17', '(?10 << ?9)', '((?11 + 1) << ?9) - 1', options.listed)}`

const EVENTS_UNPUBLISHED = ` AND p.kind = 'event' AND p.publish_state <> 'published'`

/** The cells' rows of a table counted per zoom and cell (map_cells, map_event_cells). */
const countedCells = (columns: string, table: string, where: string) => `SELECT ${columns}
  FROM ${table}
  WHERE ${where} AND zoom = 30 - ?9 AND cx BETWEEN ?10 AND ?11
    AND cy IN (WITH RECURSIVE cell_row(y) AS (SELECT ?12 UNION ALL
      SELECT y + 1 FROM cell_row WHERE y < ?13) SELECT y FROM cell_row)`

/** Part 4's counts: every event held, or a period's. */
const eventCells = (period: boolean) =>
  period
    ? periodCellsSql(countedCells('zoom, cy, cx', 'map_event_cells', 'n > 0'))
    : countedCells('cx, cy, n, sum_lat, sum_lng', 'map_event_cells', 'n > 0')

/** The statement's text: the parts (and the hidden authors' posts) in UNION ALL. */
export const cellPartsSql = (select: CellSelects, options: CellOptions) => {
  const { countedEvents } = options
  const besideEvents = !countedEvents || countedEvents.besideEvents
  const liveCondition = `${INDEX_CONDITION[options.index]} AND (p.kind <> 'post' OR p.publish_state <> 'published')${countedEvents ? " AND p.kind <> 'event'" : ''}`
  return [
    besideEvents ? livePart(select, options, options.index, liveCondition) : '',
    // Before the places: the first part names the columns (cx, cy, n, sum_lat, sum_lng).
    countedEvents ? eventCells(countedEvents.period) : '',
    `SELECT ${select.place}
  FROM venues v
  WHERE ${placeOnMap('?14')} AND ${CELL_FILTER(WORLD_X('v.lng'), WORLD_Y('v.lat'))}`,
    besideEvents ? countedCells(select.cell, 'map_cells', select.cellWhere) : '',
    countedEvents
      ? livePart(select, options, 'posts_map_events_unpublished', EVENTS_UNPUBLISHED)
      : '',
    options.hiddenList ? hiddenFromCells(select, options.hiddenList) : '',
  ]
    .filter((part) => part !== '')
    .join('\n  UNION ALL\n  ')
}

// A viewer's hidden authors (blocks) are in map_cells' counts: their plain posts that map_cells
// counted are taken off again, cell by cell, with map_cells' own condition.
const hiddenFromCells = (select: CellSelects, hiddenList: string) => `SELECT ${select.hidden}
  FROM posts p CROSS JOIN users u
  WHERE ?15 AND p.user_id IN (${hiddenList}) AND p.kind = 'post' AND p.visibility = 'public'
    AND p.publish_state = 'published' AND p.lat IS NOT NULL AND p.lng IS NOT NULL
    AND u.id = p.user_id AND u.status = 'active' AND ${CELL_FILTER('p.map_x', 'p.map_y')}
  GROUP BY ${select.hiddenGroup}`
