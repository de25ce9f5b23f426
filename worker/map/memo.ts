import { MAP_MAX_FEATURES, type MapFeature } from '../../src/shared/api/places'
import { cellsBbox, worldX, worldY } from '../../src/shared/map-cells'
import { filterKey, HeldEntries } from './held'
import type { Bbox, MapQuery } from './input'
import { boxPoints, placeStatement, postStatement } from './points'

/**
 * The map's point memo: an isolate keeps the points it read for a few seconds, per block of the
 * map, so a town whose residents all look at the same streets does not read the same rows from
 * D1 for every one of them (with MAP_MEMO = "on"; the answers are the same as a direct read's).
 *
 * 1. A block is a 256-px tile at zoom 16 (about 500 m a side here). A street view touches one to
 *    four; views that touch more than MAX_BLOCKS are read directly.
 * 2. Per block and filter (kinds, event period) the isolate keeps the block's places and posts,
 *    each as its GeoJSON text, for MEMO_MS: a post written elsewhere reaches the map within that
 *    time (anonymous answers are already up to 30 s old from the edge cache); a write through
 *    this isolate empties the memo as it purges the edge cache, so its author sees it at once.
 * 3. Blocks not held are read in one batch, with the direct read's statements and caps: the posts
 *    of each block's box a hair wider, the places of the box around them all; a point belongs to
 *    the block its own position falls in (the same arithmetic for points and views, so no point
 *    is in two blocks or none).
 * 4. A block that holds more than MAP_MAX_FEATURES posts (or blocks read together that hold more
 *    places) cannot answer exactly (the direct read would have cut the view's first 501): the
 *    view is read directly.
 * 5. The view's answer is its blocks' points inside the view: places by id, then posts newest
 *    first, each cut at MAP_MAX_FEATURES + 1, as the direct read gives them.
 */

/**
 * The most blocks a view is answered from (7 × 7, about 3.5 km a side here; a desktop's street
 * view touches about 30). A view with none held costs a statement per block and one for the
 * places, 50 at most: D1's queries per invocation even on Workers Free.
 */
const MAX_BLOCKS = 49
/** Zoom-24 pixels a block spans: a zoom-16 tile. */
const BLOCK_SHIFT = 16
/** The block grid as map-cells.ts counts cells: 64-px cells at zoom 14 are zoom-16 tiles. */
const BLOCK_CELL_ZOOM = 14
/** About 10 cm: a block is read slightly wider, and each point then kept by its own block. */
const MARGIN = 1e-6
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
  const boxOf = (x0: number, x1: number, y0: number, y1: number): Bbox => {
    const [west, south, east, north] = cellsBbox({ x0, x1, y0, y1 }, BLOCK_CELL_ZOOM)
    return {
      west: west - MARGIN,
      south: south - MARGIN,
      east: east + MARGIN,
      north: north + MARGIN,
    }
  }
  // Places are few: one statement for the box around all missing blocks; posts block by block.
  const xs = missing.map((block) => block.x)
  const ys = missing.map((block) => block.y)
  const around = boxOf(Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys))
  const [placeRows, ...postRows] = await db.batch([
    placeStatement(db, query, around),
    ...missing.map(({ x, y }) => postStatement(db, query, boxOf(x, x, y, y), now)),
  ])
  const places = boxPoints(placeRows).places
  return missing.map(({ x, y }, index) => {
    const own = (feature: MapFeature) => {
      const [lng, lat] = feature.geometry.coordinates
      return blockX(lng) === x && blockY(lat) === y
    }
    const heldOf = (features: MapFeature[]): HeldPoint[] =>
      features.filter(own).map((feature) => ({
        id: feature.properties.id,
        lng: feature.geometry.coordinates[0],
        lat: feature.geometry.coordinates[1],
        json: JSON.stringify(feature),
      }))
    const posts = boxPoints(undefined, postRows[index]).posts
    const block: HeldBlock = {
      places: heldOf(places),
      posts: heldOf(posts),
      overflow: places.length > MAP_MAX_FEATURES || posts.length > MAP_MAX_FEATURES,
    }
    return { value: block, size: block.places.length + block.posts.length }
  })
}
