import { type Context, Hono } from 'hono'
import {
  MAP_CLUSTER_ABOVE,
  MAP_MAX_FEATURES,
  type MapFeatureCollection,
} from '../../src/shared/api/places'
import { MAP_POINTS_ZOOM, snapToCells } from '../../src/shared/map-cells'
import type { InternationalLang } from '../../src/shared/sites'
import { viewerId } from '../accounts/session'
import { hiddenAuthors } from '../lib/blocks'
import type { AppEnv } from '../lib/env'
import { requestedLang } from '../translate/lang'
import { translateMapTitles } from '../translate/places'
import { readHeldClusters } from './cluster-memo'
import { readClusters } from './clusters'
import { type Bbox, type MapQuery, parseMapQuery } from './input'
import { type HeldPoints, memoPoints } from './memo'
import { readBoxPoints } from './points'

/**
 * GET /api/map: what has a place inside a bounding box, as GeoJSON (RFC 7946: [lng, lat]).
 *
 * 1. Check the query (worker/map/input.ts): bbox, kinds, an optional event period.
 * 2. Read places and posts inside the box, each capped at MAP_MAX_FEATURES + 1 (points.ts), from
 *    the isolate's memo of recently read blocks where it can answer (memo.ts), else from D1.
 * 3. Places first (they anchor the map), then posts newest first; cut at MAP_MAX_FEATURES and say
 *    so with `truncated`, so the client can ask people to zoom in instead of silently dropping pins.
 * Below MAP_POINTS_ZOOM the view is first grown to whole grid cells and counted per cell
 * (clusters.ts, from the isolate's memo of counted units: cluster-memo.ts); a view of more than
 * MAP_CLUSTER_ABOVE items is answered with those counts, a quieter one with its points as above
 * (for the grown box). No zoom: points, as before zooms.
 */
export const map = new Hono<AppEnv>()

type MapContext = Context<AppEnv>
type ClusterFields = Pick<MapFeatureCollection, 'clusters' | 'bbox'>

const GEOJSON = { 'content-type': 'application/geo+json; charset=utf-8' }

/** International sites name pins in their language: their points are always read from D1. */
const pointMemoOn = (c: MapContext, lang: InternationalLang | null) =>
  c.env.MAP_MEMO === 'on' && !lang

map.get('/', async (c) => {
  const query = parseMapQuery(c.req.query())
  // Blocks, either way: a signed-in viewer's map leaves those authors out (a filter on every read).
  query.hidden = await hiddenAuthors(c.env.DB, await viewerId(c))
  const now = Date.now()
  const lang = requestedLang(c)
  if (query.zoom === null || query.zoom >= MAP_POINTS_ZOOM) {
    return pointsAnswer(c, query, query.bbox, now, lang, {})
  }
  const { west, south, east, north } = query.bbox
  const cells = snapToCells([west, south, east, north], query.zoom)
  const grown = { west: cells[0], south: cells[1], east: cells[2], north: cells[3] }
  const quiet: ClusterFields = { clusters: [], bbox: cells }
  // Events, coupons or places alone are few: when the memo holds the view's blocks and they
  // hold no more than MAP_CLUSTER_ABOVE items, those points are the answer, without counting.
  if (pointMemoOn(c, lang) && !query.kinds.includes('post')) {
    const held = await memoPoints(c.env.DB, query, grown, now)
    if (held && held.places.length + held.posts.length <= MAP_CLUSTER_ABOVE) {
      return heldAnswer(c, held, quiet)
    }
  }
  // Counts carry no names: the memo serves them to every site.
  const counted =
    c.env.MAP_MEMO === 'on'
      ? await readHeldClusters(c.env.DB, query, query.zoom, now)
      : await readClusters(c.env.DB, query, query.zoom, now)
  if (counted.clusters.length === 0) return pointsAnswer(c, query, grown, now, lang, quiet)
  const body: MapFeatureCollection = {
    type: 'FeatureCollection',
    features: [],
    truncated: false,
    clusters: counted.clusters,
    bbox: counted.bbox,
  }
  return c.json(body, 200, GEOJSON)
})

async function pointsAnswer(
  c: MapContext,
  query: MapQuery,
  bbox: Bbox,
  now: number,
  lang: InternationalLang | null,
  clusters: ClusterFields,
) {
  const held = pointMemoOn(c, lang) ? await memoPoints(c.env.DB, query, bbox, now) : null
  if (held) return heldAnswer(c, held, clusters)
  const { places, posts, titles } = await readBoxPoints(c.env.DB, query, bbox, now)
  const all = [...places, ...posts]
  const features = all.slice(0, MAP_MAX_FEATURES)
  const body: MapFeatureCollection = {
    type: 'FeatureCollection',
    features: lang ? await translateMapTitles(c.env, lang, features, titles) : features,
    truncated: all.length > MAP_MAX_FEATURES,
    ...clusters,
  }
  return c.json(body, 200, GEOJSON)
}

/** The held features are GeoJSON text already: the answer is put together, not serialized. */
function heldAnswer(c: MapContext, held: HeldPoints, clusters: ClusterFields) {
  const all = [...held.places, ...held.posts]
  const features = all.slice(0, MAP_MAX_FEATURES).join(',')
  const rest = JSON.stringify({ truncated: all.length > MAP_MAX_FEATURES, ...clusters })
  return c.body(
    `{"type":"FeatureCollection","features":[${features}],${rest.slice(1)}`,
    200,
    GEOJSON,
  )
}
