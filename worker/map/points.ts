import {
  isRestaurantGenre,
  MAP_MAX_FEATURES,
  type MapFeature,
  type MapKind,
  placePath,
} from '../../src/shared/api/places'
import { pathTo } from '../../src/shared/links'
import { postTitle } from '../../src/shared/text'
import { mediaUrl } from '../posts/queries'
import {
  INACTIVE_AUTHORS,
  notHidden,
  POST_ON_MAP,
  POST_ON_MAP_ANY_AUTHOR,
  placeOnMap,
  placeParams,
  postParams,
} from './filters'
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
  user_id: number
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

// Events: not ended (or overlapping the period asked for); coupons: valid now. Read from
// posts_map_strips (kind, strip, map_x, then every column the filter reads: the event chips scan
// only events, and only the box's strips: strips.ts), then only the posts found, with their text
// and first photo. Without INDEXED BY the planner walks the timeline index newest first and reads
// every post in town to find the few inside a street's box. Unordered, any author, cut at ?9: a
// box that holds fewer is all there (the Worker orders it and leaves out inactive authors: a
// sort or an author lookup costs D1 a row read per post); one that holds more is read again,
// newest first, by active authors.
const POST_COLUMNS = `p.id, p.kind, p.title,
    -- A pin without a title is named by its text's first 30 characters (postTitle); 300 code
    -- points hold those even for emoji sequences, and the rest of a body of up to 2,000 would
    -- only travel from D1 to be dropped.
    substr(p.body, 1, 300) AS body, p.lat, p.lng, p.starts_at, p.ends_at,
    p.valid_until, p.user_id,
    (SELECT m.thumb_key FROM post_media m WHERE m.post_id = p.id ORDER BY m.position LIMIT 1)
      AS image_key, p.map_x >> ${STRIP_SHIFT} AS bx, p.map_y >> ${STRIP_SHIFT} AS by`

const postPointsSql = (listed: boolean, ordered: boolean, hidden = '') => `SELECT ${POST_COLUMNS}
  FROM posts p INDEXED BY posts_map_strips
  WHERE ${ordered ? POST_ON_MAP : POST_ON_MAP_ANY_AUTHOR}${hidden}
    AND ${inStrips('?10', '?11', '?12', '?13', listed)}
  ${ordered ? 'ORDER BY p.id DESC' : ''} LIMIT ?9`
const POST_POINTS_SQL = {
  listed: postPointsSql(true, false),
  band: postPointsSql(false, false),
  listedNewest: postPointsSql(true, true),
  bandNewest: postPointsSql(false, true),
}

const PLACE_POINTS_SQL = `SELECT v.id, v.kind, v.name, v.lat, v.lng, v.image_key, v.genre
  FROM venues v
  WHERE ${placeOnMap()}
  ORDER BY v.id LIMIT ?6`

/** The statement that reads a box's places; `boxPoints` turns its result into features. */
export const placeStatement = (db: D1Database, query: MapQuery, bbox: Bbox) =>
  db.prepare(PLACE_POINTS_SQL).bind(...placeParams(query, bbox), MAP_MAX_FEATURES + 1)

/**
 * The statement that reads up to `most` posts of the strips and map_x range `range` inside
 * `bbox`, in no order (or the newest first); `boxPoints` or `blockPosts` reads its result.
 */
export function postStatement(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
  options: { range?: StripRange; most?: number; newest?: boolean } = {},
) {
  const range = options.range ?? stripRange(bbox)
  const listed = listedStrips(range)
  // A viewer's blocks (rare) make a statement of their own; everyone else's are made once.
  const hidden = notHidden(query)
  const sql = hidden
    ? postPointsSql(listed, options.newest === true, hidden)
    : options.newest
      ? listed
        ? POST_POINTS_SQL.listedNewest
        : POST_POINTS_SQL.bandNewest
      : listed
        ? POST_POINTS_SQL.listed
        : POST_POINTS_SQL.band
  return db
    .prepare(sql)
    .bind(
      ...postParams(query, bbox, now),
      options.most ?? MAP_MAX_FEATURES + 1,
      ...stripParams(range),
    )
}

const stripParams = ({ y0, y1, x0, x1 }: StripRange) => [y0, y1, x0, x1] as const

/** The features of a postStatement, each with its zoom-18 tile as D1 computed it. */
export function blockPosts(result: D1Result | undefined, inactive: Set<number>) {
  const rows = (result?.results ?? []) as (PostPointRow & { bx: number; by: number })[]
  return rows
    .filter((row) => !inactive.has(row.user_id))
    .map((row) => ({ feature: postFeature(row), bx: row.bx, by: row.by }))
}

/** The authors whose posts the unordered reads leave for the Worker to drop (`inactive`). */
export const inactiveAuthorsStatement = (db: D1Database) => db.prepare(INACTIVE_AUTHORS)

/** The ids of an inactiveAuthorsStatement. */
export const inactiveOf = (result: D1Result | undefined) =>
  new Set(((result?.results ?? []) as { id: number }[]).map((row) => row.id))

export function boxPoints(
  placeRows?: D1Result,
  postRows?: D1Result,
  inactive: Set<number> = new Set(),
): BoxPoints {
  const postPoints = ((postRows?.results ?? []) as PostPointRow[]).filter(
    (row) => !inactive.has(row.user_id),
  )
  return {
    places: ((placeRows?.results ?? []) as PlacePointRow[]).map(placeFeature),
    posts: [...postPoints].sort((a, b) => b.id - a.id).map(postFeature),
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
  const [places, posts, inactive] = await db.batch([
    placeStatement(db, query, bbox),
    postStatement(db, query, bbox, now),
    inactiveAuthorsStatement(db),
  ])
  // More than the cap: which ones were read is D1's choice; read the newest instead.
  if ((posts?.results.length ?? 0) > MAP_MAX_FEATURES) {
    return boxPoints(places, await postStatement(db, query, bbox, now, { newest: true }).all())
  }
  return boxPoints(places, posts, inactiveOf(inactive))
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
    path: pathTo('/app/posts/:id', { id: row.id }),
    image_url: row.image_key ? mediaUrl(row.image_key) : null,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    valid_until: row.valid_until,
    genre: null,
  },
})
