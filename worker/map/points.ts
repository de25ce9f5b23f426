import {
  isRestaurantGenre,
  MAP_MAX_FEATURES,
  type MapFeature,
  type MapKind,
  placePath,
} from '../../src/shared/api/places'
import { postTitle } from '../../src/shared/text'
import { mediaUrl } from '../posts/queries'
import { POST_ON_MAP, placeOnMap, placeParams, postParams } from './filters'
import type { Bbox, MapQuery } from './input'
import { inStrips, listedStrips, STRIP_SHIFT, type StripRange, stripRange } from './strips'

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
// picks the newest ids inside the box from posts_map_strips alone (kind, strip, map_x, then every
// column the filter reads: the event chips scan only events, and only the box's strips:
// strips.ts); only those rows are then read with their text and first photo. Without INDEXED BY
// the planner walks the timeline index newest first and reads every post in town to find the few
// inside a street's box.
const POST_COLUMNS = `o.id, o.kind, o.title,
    -- A pin without a title is named by its text's first 30 characters (postTitle); 300 code
    -- points hold those even for emoji sequences, and the rest of a body of up to 2,000 would
    -- only travel from D1 to be dropped.
    substr(o.body, 1, 300) AS body, o.lat, o.lng, o.starts_at, o.ends_at,
    o.valid_until,
    (SELECT m.thumb_key FROM post_media m WHERE m.post_id = o.id ORDER BY m.position LIMIT 1)
      AS image_key`

const postPointsSql = (listed: boolean) => `SELECT ${POST_COLUMNS}
  FROM posts o
  WHERE o.id IN (
    SELECT p.id FROM posts p INDEXED BY posts_map_strips CROSS JOIN users u
    WHERE ${POST_ON_MAP} AND ${inStrips('?10', '?11', '?12', '?13', listed)}
    ORDER BY p.id DESC LIMIT ?9)
  ORDER BY o.id DESC`
const POST_POINTS_SQL = { listed: postPointsSql(true), band: postPointsSql(false) }

// The memo's blocks (memo.ts): the posts of whole zoom-18 tiles, at most ?9 per tile and ?14 in
// all, newest first, each with its tile (bx, by) as D1 computes it, so a post belongs to exactly
// one block.
const blockPostsSql = (listed: boolean) => `SELECT ${POST_COLUMNS}, b.bx, b.by
  FROM (SELECT id, bx, by FROM (
      SELECT p.id, p.map_x >> ${STRIP_SHIFT} AS bx, p.map_y >> ${STRIP_SHIFT} AS by,
        row_number() OVER (PARTITION BY p.map_y >> ${STRIP_SHIFT}, p.map_x >> ${STRIP_SHIFT}
          ORDER BY p.id DESC) AS rank
      FROM posts p INDEXED BY posts_map_strips CROSS JOIN users u
      WHERE ${POST_ON_MAP} AND ${inStrips('?10', '?11', '?12', '?13', listed)})
    WHERE rank <= ?9) b
  JOIN posts o ON o.id = b.id
  ORDER BY o.id DESC LIMIT ?14`
const BLOCK_POSTS_SQL = { listed: blockPostsSql(true), band: blockPostsSql(false) }

const PLACE_POINTS_SQL = `SELECT v.id, v.kind, v.name, v.lat, v.lng, v.image_key, v.genre
  FROM venues v
  WHERE ${placeOnMap()}
  ORDER BY v.id LIMIT ?6`

/** The statement that reads a box's places; `boxPoints` turns its result into features. */
export const placeStatement = (db: D1Database, query: MapQuery, bbox: Bbox) =>
  db.prepare(PLACE_POINTS_SQL).bind(...placeParams(query, bbox), MAP_MAX_FEATURES + 1)

/** The statement that reads a box's posts; `boxPoints` turns its result into features. */
export function postStatement(db: D1Database, query: MapQuery, bbox: Bbox, now: number) {
  const range = stripRange(bbox)
  const sql = listedStrips(range) ? POST_POINTS_SQL.listed : POST_POINTS_SQL.band
  return db
    .prepare(sql)
    .bind(...postParams(query, bbox, now), MAP_MAX_FEATURES + 1, ...stripParams(range))
}

/**
 * The statement that reads the posts of the zoom-18 tiles `blocks` (their strips and map_x
 * range) inside `bbox`, MAP_MAX_FEATURES + 1 per tile and `most` in all; `blockPosts` reads it.
 */
export function blockPostsStatement(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  blocks: StripRange,
  now: number,
  most: number,
) {
  const sql = listedStrips(blocks) ? BLOCK_POSTS_SQL.listed : BLOCK_POSTS_SQL.band
  return db
    .prepare(sql)
    .bind(...postParams(query, bbox, now), MAP_MAX_FEATURES + 1, ...stripParams(blocks), most)
}

const stripParams = ({ y0, y1, x0, x1 }: StripRange) => [y0, y1, x0, x1] as const

/** The features of a blockPostsStatement, each with its tile. */
export function blockPosts(result: D1Result | undefined) {
  const rows = (result?.results ?? []) as (PostPointRow & { bx: number; by: number })[]
  return rows.map((row) => ({ feature: postFeature(row), bx: row.bx, by: row.by }))
}

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
