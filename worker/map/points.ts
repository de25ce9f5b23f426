import { isPlaceKind, MAP_MAX_FEATURES } from '../../src/shared/api/places'
import { readsLiveOnly } from './ended'
import { notHidden, POST_ON_MAP, placeOnMap, placeParams, postParams } from './filters'
import type { Bbox, MapQuery } from './input'
import { inStrips, listedStrips, type StripRange, stripRange } from './strips'

// The pins of a box, read from D1 as GeoJSON text that D1 writes itself (json_group_array): a pin
// is its kind, id and position, all of them in the covering index the posts are found in, so a
// view reads one index entry per pin and never the posts' rows, text or photos (those come with
// GET /api/map/items, for the pins the list shows and the one tapped: items.ts). The Worker
// passes the text on without parsing it.

/** One GeoJSON Feature per row of a subquery with columns kind, id, lng, lat. */
export const FEATURES = `count(*) AS n, json_group_array(json_object(
    'type', 'Feature', 'id', kind || ':' || id,
    'geometry', json_object('type', 'Point', 'coordinates', json_array(lng, lat)),
    'properties', json_object('kind', kind, 'id', id))) AS features`

// Posts from posts_map_strips (kind, strip, map_x, then every column the filter reads, and the
// position): the event chips scan only events, and only the box's strips (strips.ts). A view of
// the present (ended.ts) reads its events and coupons from posts_map_live_now instead, which
// leaves out those that left the map for good: what it reads does not grow with the town's past.
// Without INDEXED BY the planner walks the timeline index newest first and reads every post in
// town to find the few inside a street's box. Unordered and cut at ?9 (D1 counts a row read per
// sort step): a box that holds more is read again, newest first (`newest`).
const postPointsSql = (listed: boolean, newest: boolean, parts: PostParts, hidden = '') => {
  const where = `${POST_ON_MAP}${hidden} AND ${inStrips('?10', '?11', '?12', '?13', listed)}`
  const all = `SELECT p.id, p.kind, p.lng, p.lat FROM posts p INDEXED BY posts_map_strips
      WHERE ${where}`
  const live = `SELECT p.id, p.kind, p.lng, p.lat FROM posts p INDEXED BY posts_map_live_now
      WHERE p.kind <> 'post' AND p.map_ended = 0 AND ${where}`
  const posts =
    parts === 'all'
      ? all
      : parts === 'live'
        ? live
        : `${all} AND p.kind = 'post'\n    UNION ALL ${live}`
  return `SELECT ${FEATURES}
  FROM (${posts}
    ${newest ? 'ORDER BY 1 DESC' : ''} LIMIT ?9)`
}

/**
 * Where a statement reads its posts: all kinds from posts_map_strips (a period further back, or
 * plain posts alone), events and coupons alone from posts_map_live_now, or plain posts from the
 * one and events and coupons from the other.
 */
type PostParts = 'all' | 'live' | 'split'

function postParts(query: MapQuery, now: number): PostParts {
  const comesAndGoes = query.kinds.some((kind) => kind === 'event' || kind === 'coupon')
  if (!comesAndGoes || !readsLiveOnly(query.from, now)) return 'all'
  return query.kinds.includes('post') ? 'split' : 'live'
}

/** The statements without hidden authors, made once: by listed, newest and parts. */
const POST_POINTS_SQL = new Map<string, string>()
const postPointsText = (listed: boolean, newest: boolean, parts: PostParts) => {
  const key = `${listed}|${newest}|${parts}`
  const known = POST_POINTS_SQL.get(key)
  if (known) return known
  const sql = postPointsSql(listed, newest, parts)
  POST_POINTS_SQL.set(key, sql)
  return sql
}

const PLACE_POINTS_SQL = `SELECT ${FEATURES}
  FROM (SELECT v.id, v.kind, v.lng, v.lat FROM venues v WHERE ${placeOnMap()} ORDER BY v.id LIMIT ?6)`

/** A statement's text and its binds, numbered from ?1: for a statement made of several. */
export interface BoundSql {
  sql: string
  params: readonly unknown[]
}

/** The places' statement of a box: up to `most` places inside `bbox`, by id. */
export const placePinsSql = (query: MapQuery, bbox: Bbox, most: number): BoundSql => ({
  sql: PLACE_POINTS_SQL,
  params: [...placeParams(query, bbox), most],
})

/** The posts' statement of a box: up to `most` posts inside `bbox`, in no order (or the newest first). */
export function postPinsSql(
  query: MapQuery,
  bbox: Bbox,
  now: number,
  options: { most: number; newest?: boolean },
): BoundSql {
  const range = stripRange(bbox)
  const listed = listedStrips(range)
  // A viewer's blocks (rare) make a statement of their own; everyone else's are made once.
  const hidden = notHidden(query)
  const newest = options.newest === true
  const parts = postParts(query, now)
  const sql = hidden
    ? postPointsSql(listed, newest, parts, hidden)
    : postPointsText(listed, newest, parts)
  return { sql, params: [...postParams(query, bbox, now), options.most, ...stripParams(range)] }
}

const prepared = (db: D1Database, { sql, params }: BoundSql) => db.prepare(sql).bind(...params)

const stripParams = ({ y0, y1, x0, x1 }: StripRange) => [y0, y1, x0, x1] as const

/** A statement's one row: how many pins, and the GeoJSON array of their features. */
export interface FeaturesRow {
  n: number
  features: string
}

const rowOf = (result: D1Result | undefined): FeaturesRow =>
  (result?.results[0] as FeaturesRow | undefined) ?? { n: 0, features: '[]' }

/**
 * The places' row and the posts' row of a box (null: a part the view does not ask for, no pins),
 * in one round trip: an events view sends no statement for places, a places view none for posts.
 */
async function readRows(
  db: D1Database,
  place: D1PreparedStatement | null,
  post: D1PreparedStatement | null,
): Promise<[FeaturesRow, FeaturesRow]> {
  const sent = [place, post].filter((statement) => statement !== null)
  const results = sent.length > 0 ? await db.batch(sent) : []
  return [rowOf(place ? results[0] : undefined), rowOf(post ? results[place ? 1 : 0] : undefined)]
}

/** The features of a box, as the text inside a JSON array, and whether more lie in it. */
export interface BoxPins {
  /** Comma-separated GeoJSON features: places by id, then posts. */
  features: string
  /** How many features `features` holds. */
  count: number
  /** The box holds more than `most`: the newest `most` (places first) are given. */
  truncated: boolean
}

/** The inside of a JSON array's text: '[a,b]' → 'a,b'. */
const inner = (array: string) => array.slice(1, -1)

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(',')

/**
 * The statements readBoxPins sends first for a box, each reading one more than `most` (null: a
 * part the view does not ask for): the places, and the posts.
 */
export const boxPinsSql = (query: MapQuery, bbox: Bbox, now: number, most: number) => ({
  place: query.kinds.some(isPlaceKind) ? placePinsSql(query, bbox, most + 1) : null,
  post: query.kinds.some((kind) => !isPlaceKind(kind))
    ? postPinsSql(query, bbox, now, { most: most + 1 })
    : null,
})

/** The pins of a box from its places' and posts' rows, or null when they are more than `most`. */
export function wholeBoxPins(
  places: FeaturesRow,
  posts: FeaturesRow,
  most: number,
): BoxPins | null {
  if (places.n + posts.n > most) return null
  return {
    features: joined(inner(places.features), inner(posts.features)),
    count: places.n + posts.n,
    truncated: false,
  }
}

/**
 * The pins of one box, at most `most` (MAP_MAX_FEATURES for a view of points, MAP_CLUSTER_ABOVE
 * for a quiet view at a town zoom): one batch of a statement per part asked (places, posts), and
 * a second read, newest first, only when the posts are more than the places leave room for (never
 * with `whole`: then a box holding more answers truncated and no pins).
 */
export async function readBoxPins(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
  most = MAP_MAX_FEATURES,
  options: { whole?: boolean } = {},
): Promise<BoxPins> {
  const statements = boxPinsSql(query, bbox, now, most)
  const [places, posts] = await readRows(
    db,
    statements.place && prepared(db, statements.place),
    statements.post && prepared(db, statements.post),
  )
  const whole = wholeBoxPins(places, posts, most)
  if (whole) return whole
  // `whole`: the caller answers only a box that holds no more than `most` (a town view counts
  // the others per cell), so the newest are not read.
  if (options.whole) return { features: '', count: 0, truncated: true }
  // More than `most`: the places first (by id), then the newest posts in the room left.
  const placeTexts = places.n > most ? cutFeatures(places.features, most) : inner(places.features)
  const room = most - Math.min(places.n, most)
  const newest =
    room > 0
      ? rowOf(await prepared(db, postPinsSql(query, bbox, now, { most: room, newest: true })).all())
      : { n: 0, features: '[]' }
  return {
    features: joined(placeTexts, inner(newest.features)),
    count: Math.min(places.n, most) + newest.n,
    truncated: true,
  }
}

/** The first `most` features of a JSON array's text, as the text inside an array. */
function cutFeatures(array: string, most: number): string {
  const features = JSON.parse(array) as unknown[]
  return inner(JSON.stringify(features.slice(0, most)))
}
