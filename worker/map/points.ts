import {
  isRestaurantGenre,
  MAP_MAX_FEATURES,
  type MapFeature,
  type MapKind,
  placePath,
} from '../../src/shared/api/places'
import { postTitle } from '../../src/shared/text'
import { mediaUrl } from '../posts/queries'
import { notHidden, POST_ON_MAP, placeOnMap, placeParams, postParams } from './filters'
import type { Bbox, MapQuery } from './input'

// The points of a box, read from D1: places and posts, each capped at MAP_MAX_FEATURES + 1 (one
// more than is ever shown, so a caller can tell that a box held more), as GeoJSON features.

/** What a box holds: places by id, posts newest first, and the posts' own titles by id. */
export interface BoxPoints {
  places: MapFeature[]
  posts: MapFeature[]
  /** Posts named by their own title (not by the start of their text), as written. */
  titles: Map<number, string>
}

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
const POST_POINTS_SQL = (hidden: string) => `SELECT o.id, o.kind, o.title,
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
    WHERE ${POST_ON_MAP}${hidden}
    ORDER BY p.id DESC LIMIT ?9)
  ORDER BY o.id DESC`

const PLACE_POINTS_SQL = `SELECT v.id, v.kind, v.name, v.lat, v.lng, v.image_key, v.genre
  FROM venues v
  WHERE ${placeOnMap()}
  ORDER BY v.id LIMIT ?6`

/** The statement that reads a box's places; `boxPoints` turns its result into features. */
export const placeStatement = (db: D1Database, query: MapQuery, bbox: Bbox) =>
  db.prepare(PLACE_POINTS_SQL).bind(...placeParams(query, bbox), MAP_MAX_FEATURES + 1)

/** The statement that reads a box's posts; `boxPoints` turns its result into features. */
export const postStatement = (db: D1Database, query: MapQuery, bbox: Bbox, now: number) =>
  db
    .prepare(POST_POINTS_SQL(notHidden(query)))
    .bind(...postParams(query, bbox, now), MAP_MAX_FEATURES + 1)

export function boxPoints(placeRows?: D1Result, postRows?: D1Result): BoxPoints {
  const postPoints = (postRows?.results ?? []) as PostPointRow[]
  return {
    places: ((placeRows?.results ?? []) as PlacePointRow[]).map(placeFeature),
    posts: postPoints.map(postFeature),
    titles: new Map(
      postPoints.flatMap((row) => (row.title?.trim() ? [[row.id, row.title] as const] : [])),
    ),
  }
}

/** The points of one box, in one round trip. */
export async function readBoxPoints(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
): Promise<BoxPoints> {
  const [places, posts] = await db.batch([
    placeStatement(db, query, bbox),
    postStatement(db, query, bbox, now),
  ])
  return boxPoints(places, posts)
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
