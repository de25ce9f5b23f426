import { TOKYO_OFFSET_MS } from '../../src/shared/dates'
import { tokyoDayOf } from '../../src/shared/today'
import { ALL_EVENTS_FROM_MS, countsAllEvents } from './all-events'
import { hiddenIds } from './filters'
import type { MapQuery } from './input'

// The event chips of a period (今日, 今週末, 今週, any range of whole days) at town zooms. Whether an
// event shows in a period of days does not change with the clock, so the events are kept as
// running totals per cell and day (map_event_days, migrations/0047_map_event_days.sql) and a view
// reads two rows per cell: the events starting on or before the period's last day, less those
// ending before its first. What it reads follows the cells on screen, not how busy the town's
// weeks are. Only events still scheduled are read one by one (cell-sql.ts' part 4).

const DAY_MS = 86_400_000

/** The largest day a bind may name: "no last day". */
const NO_LAST_DAY = 2 ** 31

const startsDay = (ms: number) => (ms + TOKYO_OFFSET_MS) % DAY_MS === 0
const endsDay = (ms: number) => (ms + 1 + TOKYO_OFFSET_MS) % DAY_MS === 0

/**
 * Whether a town view may count its events from map_event_days: a period of whole Tokyo days
 * (a `from` or `to` with a time of day would need the hours) from the すべて chip's first day on
 * (the cells are map_event_cells', which count nothing that ended before), with events asked and
 * no hidden authors (their events are in the totals).
 */
export const countsEventPeriod = (query: MapQuery) =>
  query.from !== null &&
  ALL_EVENTS_FROM_MS !== undefined &&
  query.from >= ALL_EVENTS_FROM_MS &&
  startsDay(query.from) &&
  (query.to === null || endsDay(query.to)) &&
  query.kinds.includes('event') &&
  hiddenIds(query) === null

/**
 * How a town view counts its events per cell: every event held (map_event_cells, all-events.ts),
 * a period of days (map_event_days), or not at all (null: one by one).
 */
export const countedEvents = (query: MapQuery): 'all' | 'period' | null =>
  countsAllEvents(query) ? 'all' : countsEventPeriod(query) ? 'period' : null

/**
 * The period's first and last day, map_event_days' binds ?18 and ?19, numbered as tokyoDayOf
 * (src/shared/today.ts) and the migration's generated columns number them: days since
 * 1970-01-01 in Tokyo.
 */
export const periodDays = (query: MapQuery): [number, number] => [
  tokyoDayOf(query.from ?? 0),
  query.to === null ? NO_LAST_DAY : tokyoDayOf(query.to),
]

/**
 * Per cell of `cells` (a statement of map_event_cells' zoom, cy and cx), the events of the period:
 * the last totals on or before its last day, less the last totals before its first day (none:
 * nothing ended yet). Each is one seek returning its three figures as a JSON array: joining the
 * rows instead read each twice (the seek, then the join's lookup). The cells are read on their
 * own (LIMIT -1 keeps the query planner from merging them into the outer query, where it sought
 * whole rows of cells, east and west of the view), and so are the totals (read once per cell).
 */
export const periodCellsSql = (cells: string) => `SELECT t.cx AS cx, t.cy AS cy,
    (t.s ->> 0) - COALESCE(t.e ->> 0, 0) AS n,
    (t.s ->> 1) - COALESCE(t.e ->> 1, 0) AS sum_lat,
    (t.s ->> 2) - COALESCE(t.e ->> 2, 0) AS sum_lng
  FROM (SELECT c.cx, c.cy,
      (SELECT json_array(d.starts, d.start_lat, d.start_lng) FROM map_event_days d
        WHERE d.zoom = c.zoom AND d.cy = c.cy AND d.cx = c.cx AND d.day <= ?19
        ORDER BY d.day DESC LIMIT 1) AS s,
      (SELECT json_array(d.ends, d.end_lat, d.end_lng) FROM map_event_days d
        WHERE d.zoom = c.zoom AND d.cy = c.cy AND d.cx = c.cx AND d.day < ?18
        ORDER BY d.day DESC LIMIT 1) AS e
    FROM (${cells} LIMIT -1) c LIMIT -1) t
  WHERE t.s IS NOT NULL`
