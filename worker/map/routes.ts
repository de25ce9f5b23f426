import { Hono } from 'hono'
import {
  isRestaurantGenre,
  MAP_MAX_FEATURES,
  type MapFeature,
  type MapFeatureCollection,
  type MapKind,
  placePath,
} from '../../src/shared/api/places'
import { MAP_POINTS_ZOOM } from '../../src/shared/map-cells'
import { postTitle } from '../../src/shared/text'
import type { AppEnv } from '../lib/env'
import { mediaUrl } from '../posts/queries'
import { requestedLang } from '../translate/lang'
import { translateMapTitles } from '../translate/places'
import { readClusters } from './clusters'
import { POST_ON_MAP, placeOnMap, placeParams, postParams } from './filters'
import { type Bbox, type MapQuery, parseMapQuery } from './input'

/**
 * GET /api/map: what has a place inside a bounding box, as GeoJSON (RFC 7946: [lng, lat]).
 *
 * 1. Check the query (worker/map/input.ts): bbox, kinds, an optional event period.
 * 2. Read places and posts inside the box, each capped at MAP_MAX_FEATURES + 1, in one batch.
 * 3. Places first (they anchor the map), then posts newest first; cut at MAP_MAX_FEATURES and say
 *    so with `truncated`, so the client can ask people to zoom in instead of silently dropping pins.
 * Below MAP_POINTS_ZOOM the view is first grown to whole grid cells and counted per cell
 * (clusters.ts); a view of more than MAP_CLUSTER_ABOVE items is answered with those counts, a
 * quieter one with its points as above (for the grown box). No zoom: points, as before zooms.
 */
export const map = new Hono<AppEnv>()

const GEOJSON = { 'content-type': 'application/geo+json; charset=utf-8' }

map.get('/', async (c) => {
  const query = parseMapQuery(c.req.query())
  const now = Date.now()
  let bbox = query.bbox
  let clusters: Pick<MapFeatureCollection, 'clusters' | 'bbox'> = {}
  if (query.zoom !== null && query.zoom < MAP_POINTS_ZOOM) {
    const counted = await readClusters(c.env.DB, query, query.zoom, now)
    if (counted.clusters.length > 0) {
      const body: MapFeatureCollection = {
        type: 'FeatureCollection',
        features: [],
        truncated: false,
        clusters: counted.clusters,
        bbox: counted.bbox,
      }
      return c.json(body, 200, GEOJSON)
    }
    const [west, south, east, north] = counted.bbox
    bbox = { west, south, east, north }
    clusters = { clusters: [], bbox: counted.bbox }
  }
  const [places, posts, titles] = await readFeatures(c.env.DB, query, bbox, now)
  const all = [...places, ...posts]
  const features = all.slice(0, MAP_MAX_FEATURES)
  // International sites: pins named in the site's language where a translation exists.
  const lang = requestedLang(c)
  const body: MapFeatureCollection = {
    type: 'FeatureCollection',
    features: lang ? await translateMapTitles(c.env, lang, features, titles) : features,
    truncated: all.length > MAP_MAX_FEATURES,
    ...clusters,
  }
  return c.json(body, 200, GEOJSON)
})

interface PlacePointRow {
  id: number
  kind: 'venue' | 'restaurant'
  name: string
  lat: number
  lng: number
  image_key: string | null
  genre: string | null
}

interface PostPointRow {
  id: number
  kind: 'post' | 'event' | 'coupon'
  title: string | null
  body: string
  lat: number
  lng: number
  starts_at: string | null
  ends_at: string | null
  valid_until: string | null
  image_key: string | null
}

// Events: not ended (or overlapping the period asked for); coupons: valid now. The inner query
// picks the newest ids inside the box from posts_map_points alone (it holds every column the
// filter reads, kind first, so the event chips scan only events); only those rows are then read
// with their text and first photo. Without INDEXED BY the planner walks the timeline index newest first and
// reads every post in town to find the few inside a street's box.
const POST_POINTS_SQL = `SELECT o.id, o.kind, o.title,
    -- A pin without a title is named by its text's first 30 characters (postTitle); 300 code
    -- points hold those even for emoji sequences, and the rest of a body of up to 2,000 would
    -- only travel from D1 to be dropped.
    substr(o.body, 1, 300) AS body, o.lat, o.lng, o.starts_at, o.ends_at,
    o.valid_until,
    (SELECT m.thumb_key FROM post_media m WHERE m.post_id = o.id ORDER BY m.position LIMIT 1)
      AS image_key
  FROM posts o
  WHERE o.id IN (
    SELECT p.id FROM posts p INDEXED BY posts_map_points CROSS JOIN users u
    WHERE ${POST_ON_MAP}
    ORDER BY p.id DESC LIMIT ?9)
  ORDER BY o.id DESC`

const PLACE_POINTS_SQL = `SELECT v.id, v.kind, v.name, v.lat, v.lng, v.image_key, v.genre
  FROM venues v
  WHERE ${placeOnMap()}
  ORDER BY v.id LIMIT ?6`

async function readFeatures(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
): Promise<[MapFeature[], MapFeature[], Map<number, string>]> {
  const [placeRows, postRows] = await db.batch([
    db.prepare(PLACE_POINTS_SQL).bind(...placeParams(query, bbox), MAP_MAX_FEATURES + 1),
    db.prepare(POST_POINTS_SQL).bind(...postParams(query, bbox, now), MAP_MAX_FEATURES + 1),
  ])
  const places = ((placeRows?.results ?? []) as PlacePointRow[]).map(placeFeature)
  const postPoints = (postRows?.results ?? []) as PostPointRow[]
  // Posts named by their own title (not by the start of their text), as written.
  const titles = new Map(
    postPoints.flatMap((row) => (row.title?.trim() ? [[row.id, row.title] as const] : [])),
  )
  return [places, postPoints.map(postFeature), titles]
}

function point(kind: MapKind, id: number, lng: number, lat: number) {
  return {
    type: 'Feature' as const,
    id: `${kind}:${id}`,
    geometry: { type: 'Point' as const, coordinates: [lng, lat] as [number, number] },
  }
}

const placeFeature = (row: PlacePointRow): MapFeature => ({
  ...point(row.kind, row.id, row.lng, row.lat),
  properties: {
    kind: row.kind,
    id: row.id,
    title: row.name,
    path: placePath(row.kind, row.id),
    image_url: row.image_key ? mediaUrl(row.image_key) : null,
    starts_at: null,
    ends_at: null,
    valid_until: null,
    genre: isRestaurantGenre(row.genre) ? row.genre : null,
  },
})

const postFeature = (row: PostPointRow): MapFeature => ({
  ...point(row.kind, row.id, row.lng, row.lat),
  properties: {
    kind: row.kind,
    id: row.id,
    title: postTitle(row),
    path: `/app/posts/${row.id}`,
    image_url: row.image_key ? mediaUrl(row.image_key) : null,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    valid_until: row.valid_until,
    genre: null,
  },
})
