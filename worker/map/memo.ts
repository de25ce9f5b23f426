import { MAP_MAX_FEATURES, type MapFeature } from '../../src/shared/api/places'
import { cellsBbox, worldX, worldY } from '../../src/shared/map-cells'
import { filterKey, HeldEntries } from './held'
import type { Bbox, MapQuery } from './input'
import {
  blockPosts,
  boxPoints,
  inactiveAuthorsStatement,
  inactiveOf,
  placeStatement,
  postStatement,
} from './points'
import { STRIP_SHIFT } from './strips'

/**
 * The map's point memo: an isolate keeps the points it read for a few seconds, per block of the
 * map, so a town whose residents all look at the same streets does not read the same rows from
 * D1 for every one of them (with MAP_MEMO = "on"; the answers are the same as a direct read's).
 *
 * 1. A block is a 256-px tile at zoom 18 (about 125 m a side here; a strip of strips.ts cut by
 *    map_x), so what a miss reads is the view grown by less than a block on each side. A phone's
 *    street view touches a few dozen; views that touch more than MAX_BLOCKS are read directly.
 * 2. Per block and filter (kinds, event period) the isolate keeps the block's places and posts,
 *    each as its GeoJSON text, for MEMO_MS: a post written elsewhere reaches the map within that
 *    time (anonymous answers are already up to 30 s old from the edge cache); a write through
 *    this isolate empties the memo as it purges the edge cache, so its author sees it at once.
 * 3. Blocks not held are read in one batch of three statements, whatever their number (D1 allows 50
 *    per invocation on Workers Free): the posts of the rectangle of blocks around them (at most
 *    MAX_READ_POSTS), each in the block D1 computes from its own map_x and map_y; the places of
 *    the same rectangle, each in the block its position falls in; the inactive authors, whose
 *    posts are left out.
 * 4. A block that holds more than MAP_MAX_FEATURES posts (or blocks read together that hold more
 *    places, or more than MAX_READ_POSTS posts) cannot answer exactly (the direct read would
 *    have cut the view's first 501): the view is read directly.
 * 5. The view's answer is its blocks' points inside the view: places by id, then posts newest
 *    first, each cut at MAP_MAX_FEATURES + 1, as the direct read gives them.
 */

/**
 * The most blocks a view is answered from (24 × 24, about 3 km a side here; a desktop's street
 * view at zoom 16 touches about 300, a phone's events view at zoom 15 about 350).
 */
const MAX_BLOCKS = 576
/** Zoom-24 pixels a block spans: a zoom-18 tile, one strip high. */
const BLOCK_SHIFT = STRIP_SHIFT
/** The block grid as map-cells.ts counts cells: 64-px cells at zoom 16 are zoom-18 tiles. */
const BLOCK_CELL_ZOOM = 16
/** About 10 cm: a block is read slightly wider, and each point then kept by its own block. */
const MARGIN = 1e-6
/**
 * Posts one miss reads at most: blocks that hold more (a dense centre, zoomed out) are not held,
 * and their views are read directly, which reads only the view.
 */
const MAX_READ_POSTS = 2_000
/** Points held at most, over all blocks (about 15 MB of text at the most). */
const MAX_HELD_POINTS = 40_000

interface HeldPoint {
  id: number
  lat: number
  lng: number
  /** The feature as the answer carries it. */
  json: string
}

interface HeldBlock {
  places: HeldPoint[]
  posts: HeldPoint[]
  overflow: boolean
}

const held = new HeldEntries<HeldBlock>(MAX_HELD_POINTS)

const blockX = (lng: number) => Math.floor(worldX(lng) / 2 ** BLOCK_SHIFT)
const blockY = (lat: number) => Math.floor(worldY(lat) / 2 ** BLOCK_SHIFT)

/** A view's places and posts as GeoJSON feature texts, in the order and caps of a direct read. */
export interface HeldPoints {
  places: string[]
  posts: string[]
}

/** The points of a view from the held blocks, or null when the view is read directly. */
export async function memoPoints(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
): Promise<HeldPoints | null> {
  // Rows grow southwards.
  const x0 = blockX(bbox.west)
  const x1 = blockX(bbox.east)
  const y0 = blockY(bbox.north)
  const y1 = blockY(bbox.south)
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_BLOCKS) return null
  const filter = filterKey(query)
  const wanted: { key: string; x: number; y: number }[] = []
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) wanted.push({ key: `${filter}|${x}:${y}`, x, y })
  }
  const blocks = await held.getAll(wanted, now, (missing) => readBlocks(db, query, now, missing))
  if (blocks.some((block) => block.overflow)) return null
  const inView = (point: HeldPoint) =>
    point.lat >= bbox.south &&
    point.lat <= bbox.north &&
    point.lng >= bbox.west &&
    point.lng <= bbox.east
  const places = blocks.flatMap((block) => block.places.filter(inView)).sort((a, b) => a.id - b.id)
  const posts = blocks.flatMap((block) => block.posts.filter(inView)).sort((a, b) => b.id - a.id)
  const texts = (points: HeldPoint[]) =>
    points.slice(0, MAP_MAX_FEATURES + 1).map((point) => point.json)
  return { places: texts(places), posts: texts(posts) }
}

async function readBlocks(
  db: D1Database,
  query: MapQuery,
  now: number,
  missing: { x: number; y: number }[],
): Promise<{ value: HeldBlock; size: number }[]> {
  const xs = missing.map((block) => block.x)
  const ys = missing.map((block) => block.y)
  const range = {
    x0: Math.min(...xs),
    x1: Math.max(...xs),
    y0: Math.min(...ys),
    y1: Math.max(...ys),
  }
  const [west, south, east, north] = cellsBbox(range, BLOCK_CELL_ZOOM)
  const around = {
    west: west - MARGIN,
    south: south - MARGIN,
    east: east + MARGIN,
    north: north + MARGIN,
  }
  const blocks = {
    y0: range.y0,
    y1: range.y1,
    x0: range.x0 * 2 ** BLOCK_SHIFT,
    x1: (range.x1 + 1) * 2 ** BLOCK_SHIFT - 1,
  }
  const [placeRows, postRows, inactive] = await db.batch([
    placeStatement(db, query, around),
    postStatement(db, query, around, now, { range: blocks, most: MAX_READ_POSTS }),
    inactiveAuthorsStatement(db),
  ])
  const places = boxPoints(placeRows).places
  // Cut at MAX_READ_POSTS: some block may miss posts, so none of them can answer.
  const cut = (postRows?.results.length ?? 0) >= MAX_READ_POSTS
  const posts = blockPosts(postRows, inactiveOf(inactive))
  const heldOf = (feature: MapFeature): HeldPoint => ({
    id: feature.properties.id,
    lng: feature.geometry.coordinates[0],
    lat: feature.geometry.coordinates[1],
    json: JSON.stringify(feature),
  })
  return missing.map(({ x, y }) => {
    const own = (feature: MapFeature) => {
      const [lng, lat] = feature.geometry.coordinates
      return blockX(lng) === x && blockY(lat) === y
    }
    const blockPlaces = places.filter(own).map(heldOf)
    const blockPostList = posts
      .filter((post) => post.bx === x && post.by === y)
      .map((post) => heldOf(post.feature))
    const block: HeldBlock = {
      places: blockPlaces,
      posts: blockPostList,
      overflow: cut || places.length > MAP_MAX_FEATURES || blockPostList.length > MAP_MAX_FEATURES,
    }
    return { value: block, size: block.places.length + block.posts.length }
  })
}
