import { MAP_MAX_FEATURES, type MapFeature } from '../../src/shared/api/places'
import { cellsBbox, worldX, worldY } from '../../src/shared/map-cells'
import { forgetOnPurge } from '../lib/edge-cache'
import type { Bbox, MapQuery } from './input'
import { boxPoints, boxStatements } from './points'

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
 * 3. Blocks not held are read in one batch: each block's box a hair wider, with the direct read's
 *    statements and caps; a point belongs to the block its own position falls in (the same
 *    arithmetic for points and views, so no point is in two blocks or none).
 * 4. A block that holds more than MAP_MAX_FEATURES places or posts cannot answer exactly (the
 *    direct read would have cut the view's newest 501): the view is read directly.
 * 5. The view's answer is its blocks' points inside the view: places by id, then posts newest
 *    first, each cut at MAP_MAX_FEATURES + 1, as the direct read gives them.
 */

/** How long a block's points are served without reading D1 again. */
export const MEMO_MS = 10_000
/**
 * The most blocks a view is answered from (6 × 6, about 3 km a side here; a desktop's street view
 * is about 30). A view with none held costs two statements per block, 72 at most: well within
 * D1's 1,000 queries per invocation on Workers Paid, which the app's queues need anyway.
 */
const MAX_BLOCKS = 36
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
  expires: number
  places: HeldPoint[]
  posts: HeldPoint[]
  overflow: boolean
}

/** Insertion order is age: the first entries are dropped first. */
const held = new Map<string, HeldBlock>()
let heldPoints = 0

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
  const filter = `${[...query.kinds].sort().join(',')}|${query.from ?? 'now'}|${query.to ?? ''}`
  const blocks: HeldBlock[] = []
  const missing: { key: string; x: number; y: number }[] = []
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const key = `${filter}|${x}:${y}`
      const block = held.get(key)
      if (block && block.expires > now) blocks.push(block)
      else missing.push({ key, x, y })
    }
  }
  if (missing.length > 0) blocks.push(...(await readBlocks(db, query, now, missing)))
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
  missing: { key: string; x: number; y: number }[],
): Promise<HeldBlock[]> {
  const statements = missing.flatMap(({ x, y }) => {
    const [west, south, east, north] = cellsBbox({ x0: x, x1: x, y0: y, y1: y }, BLOCK_CELL_ZOOM)
    const box = {
      west: west - MARGIN,
      south: south - MARGIN,
      east: east + MARGIN,
      north: north + MARGIN,
    }
    return boxStatements(db, query, box, now)
  })
  const results = await db.batch(statements)
  return missing.map(({ key, x, y }, index) => {
    const points = boxPoints(results[index * 2], results[index * 2 + 1])
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
    const block: HeldBlock = {
      expires: now + MEMO_MS,
      places: heldOf(points.places),
      posts: heldOf(points.posts),
      overflow: points.places.length > MAP_MAX_FEATURES || points.posts.length > MAP_MAX_FEATURES,
    }
    hold(key, block)
    return block
  })
}

function hold(key: string, block: HeldBlock) {
  const previous = held.get(key)
  if (previous) {
    heldPoints -= previous.places.length + previous.posts.length
    held.delete(key)
  }
  held.set(key, block)
  heldPoints += block.places.length + block.posts.length
  for (const [oldKey, old] of held) {
    if (heldPoints <= MAX_HELD_POINTS) break
    held.delete(oldKey)
    heldPoints -= old.places.length + old.posts.length
  }
}

/** Drops every held block: on each edge cache purge, and in tests. */
export function forgetMapMemo() {
  held.clear()
  heldPoints = 0
}

forgetOnPurge(forgetMapMemo)
