import { type Context, Hono } from 'hono'
import {
  MAP_CLUSTER_ABOVE,
  MAP_MAX_FEATURES,
  type MapCluster,
  type MapFeatureCollection,
  type MapItems,
} from '../../src/shared/api/places'
import { MAP_PINS_ZOOM, MAP_POINTS_ZOOM, snapToCells } from '../../src/shared/map-cells'
import { viewerId } from '../accounts/session'
import { hiddenAuthors } from '../lib/blocks'
import type { AppEnv } from '../lib/env'
import { jsonText, reply, replyJsonText } from '../lib/reply'
import { requestedLang } from '../translate/lang'
import { translateMapItems } from '../translate/places'
import { holdsAnyUnit, keepCountedUnits, readHeldClusters } from './cluster-memo'
import { clustersOf, readClusters, viewCells } from './clusters'
import { readCountedView } from './counted-view'
import { countedEvents } from './event-periods'
import { type Bbox, type MapQuery, parseMapQuery } from './input'
import { parseItemIds, readMapItems } from './items'
import { memoAnswer } from './memo'
import { readBoxPins } from './points'
import { readStreet } from './street'

/**
 * GET /api/map: what has a place inside a bounding box, as GeoJSON (RFC 7946: [lng, lat]).
 *
 * 1. Check the query (worker/map/input.ts): bbox, kinds, an optional event period.
 * 2. Read the pins inside the box (points.ts): kind, id and position, places first, then posts,
 *    at most MAP_MAX_FEATURES, with `truncated` when the box holds more, so the client can ask
 *    people to zoom in instead of silently dropping pins. Titles, photos and dates come from
 *    GET /api/map/items (below) for the pins the list shows and the one tapped.
 * Below MAP_POINTS_ZOOM the view is first grown to whole grid cells. Events, coupons or places
 * alone are few: their pins are read first, at most MAP_CLUSTER_ABOVE + 1, and are the answer
 * when they are no more than that (not for events counted per cell, the すべて chip or a period
 * of days: such a view is counted, and its pins come in the same statement only when the count
 * is quiet, counted-view.ts). Otherwise the view is counted per cell (clusters.ts, from the
 * isolate's memo of counted units: cluster-memo.ts); a view of more than MAP_CLUSTER_ABOVE items
 * is answered with those counts, a quieter one with its pins. From MAP_POINTS_ZOOM to below
 * MAP_PINS_ZOOM a street view holding more items than grid cells is answered per cell (street.ts:
 * clusters of the crowded cells, pins of the others). No zoom: pins, as before zooms.
 * With MAP_MEMO = "on" each answer is kept for a few seconds per isolate (memo.ts).
 */
export const map = new Hono<AppEnv>()

type MapContext = Context<AppEnv>

const GEOJSON = { 'content-type': 'application/geo+json; charset=utf-8' }

map.get('/', async (c) => {
  const query = parseMapQuery(c.req.query())
  // Blocks, either way: a signed-in viewer's map leaves those authors out (a filter on every read).
  query.hidden = await hiddenAuthors(c.env.DB, await viewerId(c))
  const now = Date.now()
  const read = () => mapAnswer(c, query, now)
  const body = c.env.MAP_MEMO === 'on' ? await memoAnswer(query, now, read) : (await read()).body
  return replyJsonText(c, 'GET /api/map', body, GEOJSON)
})

/** GET /api/map/items?ids=post:1,venue:2: the cards and list rows of those pins. */
map.get('/items', async (c) => {
  const wanted = parseItemIds(c.req.query('ids'))
  const hidden = await hiddenAuthors(c.env.DB, await viewerId(c))
  const { items, titles } = await readMapItems(c.env.DB, wanted, hidden)
  const lang = requestedLang(c)
  const body: MapItems = {
    items: lang ? await translateMapItems(c.env, lang, items, titles) : items,
  }
  return reply(c, 'GET /api/map/items', body)
})

/** The answer's text, and how many pins it carries (the memo's measure). */
async function mapAnswer(c: MapContext, query: MapQuery, now: number) {
  if (query.zoom === null || query.zoom >= MAP_PINS_ZOOM) {
    return pinsAnswer(c.env.DB, query, query.bbox, now, null)
  }
  if (query.zoom >= MAP_POINTS_ZOOM) {
    const street = await readStreet(c.env.DB, query, query.zoom, now)
    return answer(street.features, street.count, street.truncated, street.clusters)
  }
  const { west, south, east, north } = query.bbox
  const cells = snapToCells([west, south, east, north], query.zoom)
  const grown = { west: cells[0], south: cells[1], east: cells[2], north: cells[3] }
  const quiet = { clusters: [], bbox: cells }
  // Events counted per cell (the すべて chip, a period of days) are counted first: what a busy
  // view reads is then its cells, however many events they hold; a quiet one reads its pins in
  // the same statement, guarded by the count (counted-view.ts), unless the isolate holds part of
  // the count already.
  const counts = countedEvents(query)
  if (counts !== null && !(c.env.MAP_MEMO === 'on' && holdsAnyUnit(query, query.zoom, now))) {
    return countedAnswer(c, query, query.zoom, now, grown, quiet)
  }
  if (!query.kinds.includes('post') && counts === null) {
    const pins = await readBoxPins(c.env.DB, query, grown, now, MAP_CLUSTER_ABOVE, {
      whole: true,
    })
    if (!pins.truncated) return answer(pins.features, pins.count, false, quiet)
  }
  // Counts carry no names: the memo serves them to every site.
  const counted =
    c.env.MAP_MEMO === 'on'
      ? await readHeldClusters(c.env.DB, query, query.zoom, now)
      : await readClusters(c.env.DB, query, query.zoom, now)
  if (counted.clusters.length === 0) return pinsAnswer(c.env.DB, query, grown, now, quiet)
  return answer('', 0, false, counted)
}

/** A view whose events are counted per cell, asked in one statement (counted-view.ts). */
async function countedAnswer(
  c: MapContext,
  query: MapQuery,
  zoom: number,
  now: number,
  grown: Bbox,
  quiet: { clusters: MapCluster[]; bbox: [number, number, number, number] },
) {
  const { range, bbox } = viewCells(query, zoom)
  const view = await readCountedView(c.env.DB, query, zoom, range, now)
  if (c.env.MAP_MEMO === 'on') keepCountedUnits(query, zoom, range, view.cells, now)
  if (view.pins) return answer(view.pins.features, view.pins.count, false, quiet)
  const clusters = clustersOf(view.cells, zoom)
  // Quiet, yet more pins than a view shows (the counts and the pins disagree): read as before.
  if (clusters.length === 0) return pinsAnswer(c.env.DB, query, grown, now, quiet)
  return answer('', 0, false, { clusters, bbox })
}

async function pinsAnswer(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
  clusters: { clusters: MapCluster[]; bbox: [number, number, number, number] } | null,
) {
  const pins = await readBoxPins(db, query, bbox, now, MAP_MAX_FEATURES)
  return answer(pins.features, pins.count, pins.truncated, clusters)
}

/** The features are GeoJSON text from D1 already: the answer is put together, not serialized. */
function answer(
  features: string,
  pins: number,
  truncated: boolean,
  clusters: { clusters: MapCluster[]; bbox: [number, number, number, number] } | null,
) {
  const rest: Omit<MapFeatureCollection, 'type' | 'features'> = { truncated, ...clusters }
  return {
    body: jsonText<MapFeatureCollection>(
      `{"type":"FeatureCollection","features":[${features}],${JSON.stringify(rest).slice(1)}`,
    ),
    pins: pins + (clusters?.clusters.length ?? 0),
  }
}
