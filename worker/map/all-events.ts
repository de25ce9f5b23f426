import { parseTokyoDateOrDateTime } from '../../src/shared/dates'
import { ALL_EVENTS_FROM } from '../../src/shared/map-url'
import { hiddenIds } from './filters'
import type { MapQuery } from './input'

// The すべて chip: every event the town has held. Whether an event shows in it does not change
// with the clock, so its events are counted per cell on every write (map_event_cells,
// migrations/0046_map_event_counts.sql) and a town view reads those counts, not the events: what
// it reads follows the cells on screen, not the town's years or its busy seasons. Only events
// still scheduled are read one by one (cell-sql.ts' part 4).

/** 00:00 in Tokyo on the chip's first day, read as parseMapQuery reads `from`. */
export const ALL_EVENTS_FROM_MS = parseTokyoDateOrDateTime(ALL_EVENTS_FROM)?.start

/**
 * Whether a town view may count its events from map_event_cells: the chip's view (every event
 * from its start, no end; another start would need the events that ended before it left out,
 * which the counts cannot), with events asked and no hidden authors (their events are in the
 * counts).
 */
export const countsAllEvents = (query: MapQuery) =>
  query.from === ALL_EVENTS_FROM_MS &&
  query.to === null &&
  query.kinds.includes('event') &&
  hiddenIds(query) === null

/** Whether such a view asks for anything else read one by one: coupons, scheduled posts. */
export const asksBesideEvents = (query: MapQuery) =>
  query.kinds.includes('coupon') || query.kinds.includes('post')
