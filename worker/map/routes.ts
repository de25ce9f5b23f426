import { Hono } from 'hono'
import {
  isRestaurantGenre,
  MAP_MAX_FEATURES,
  type MapFeature,
  type MapFeatureCollection,
  type MapKind,
  placePath,
} from '../../src/shared/api/places'
import { postTitle } from '../../src/shared/text'
import type { AppEnv } from '../lib/env'
import { couponValidAt, endOfTokyoValue } from '../lib/tokyo-sql'
import { mediaUrl, PUBLIC_POST } from '../posts/queries'
import { requestedLang } from '../translate/lang'
import { translateMapTitles } from '../translate/places'
import { type MapQuery, parseMapQuery } from './input'

/**
 * GET /api/map: what has a place inside a bounding box, as GeoJSON (RFC 7946: [lng, lat]).
 *
 * 1. Check the query (worker/map/input.ts): bbox, kinds, an optional event period.
 * 2. Read places and posts inside the box, each capped at MAP_MAX_FEATURES + 1, in one batch.
 * 3. Places first (they anchor the map), then posts newest first; cut at MAP_MAX_FEATURES and say
 *    so with `truncated`, so the client can ask people to zoom in instead of silently dropping pins.
 */
export const map = new Hono<AppEnv>()

map.get('/', async (c) => {
  const query = parseMapQuery(c.req.query())
  const now = Date.now()
  const [places, posts, titles] = await readFeatures(c.env.DB, query, now)
  const all = [...places, ...posts]
  const features = all.slice(0, MAP_MAX_FEATURES)
  // International sites: pins named in the site's language where a translation exists.
  const lang = requestedLang(c)
  const body: MapFeatureCollection = {
    type: 'FeatureCollection',
    features: lang ? await translateMapTitles(c.env, lang, features, titles) : features,
    truncated: all.length > MAP_MAX_FEATURES,
  }
  return c.json(body, 200, { 'content-type': 'application/geo+json; charset=utf-8' })
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

const IN_BOX = (alias: string) =>
  `${alias}.lat BETWEEN ?1 AND ?2 AND ${alias}.lng BETWEEN ?3 AND ?4`

// Events: not ended (or overlapping the period asked for); coupons: valid now. The inner query
// picks the newest ids inside the box from posts_geo alone (it holds visibility, kind and author,
// so a plain post is decided without reading its row); only those rows are then read with their
// text and first photo. Without INDEXED BY the planner walks the timeline index newest first and
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
    SELECT p.id FROM posts p INDEXED BY posts_geo CROSS JOIN users u
    WHERE ${IN_BOX('p')} AND ${PUBLIC_POST}
      AND p.kind IN (SELECT value FROM json_each(?5))
      AND (p.kind <> 'event' OR (
        ${endOfTokyoValue('COALESCE(p.ends_at, p.starts_at)')} >= julianday(?6)
        AND (?7 IS NULL OR julianday(p.starts_at) <= julianday(?7))))
      AND (p.kind <> 'coupon' OR (${couponValidAt('?8')}))
    ORDER BY p.id DESC LIMIT ?9)
  ORDER BY o.id DESC`

const PLACE_POINTS_SQL = `SELECT v.id, v.kind, v.name, v.lat, v.lng, v.image_key, v.genre
  FROM venues v
  WHERE ${IN_BOX('v')} AND v.kind IN (SELECT value FROM json_each(?5))
  ORDER BY v.id LIMIT ?6`

async function readFeatures(
  db: D1Database,
  query: MapQuery,
  now: number,
): Promise<[MapFeature[], MapFeature[], Map<number, string>]> {
  const { south, north, west, east } = query.bbox
  const box = [south, north, west, east] as const
  const placeKinds = query.kinds.filter((kind) => kind === 'venue' || kind === 'restaurant')
  const postKinds = query.kinds.filter((kind) => kind !== 'venue' && kind !== 'restaurant')
  const iso = (ms: number) => new Date(ms).toISOString()
  const [placeRows, postRows] = await db.batch([
    db.prepare(PLACE_POINTS_SQL).bind(...box, JSON.stringify(placeKinds), MAP_MAX_FEATURES + 1),
    db
      .prepare(POST_POINTS_SQL)
      .bind(
        ...box,
        JSON.stringify(postKinds),
        iso(query.from ?? now),
        query.to === null ? null : iso(query.to),
        iso(now),
        MAP_MAX_FEATURES + 1,
      ),
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
