import { cellsBbox, worldX, worldY } from '../../src/shared/map-cells'
import { filterKey, HeldEntries } from './held'
import type { Bbox, MapQuery } from './input'
import { type BoxPins, readBoxPins } from './points'
import { STRIP_SHIFT } from './strips'

/**
 * The map's memos of pins (with MAP_MEMO = "on"; the answers are those of a direct read, up to
 * the order of the features, which has none):
 *
 * 1. Answers: each view's answer is kept for MEMO_MS, so a view asked again (the same link, a
 *    town view whose cells every screen asks for alike, a signed-in reader whom the edge cache
 *    does not serve) costs D1 nothing.
 * 2. Blocks: a block is a 256-px tile at zoom 18 (about 125 m a side here). A view read from D1
 *    keeps the pins of the blocks wholly inside it; a later view whose blocks are all held is
 *    answered from them. A miss reads the view and nothing more: most map requests that reach
 *    the Worker find nothing held (the edge cache absorbs repeats and a town's traffic is spread
 *    over many isolates), so a memo that read around the view to fill itself made the usual
 *    request dearer.
 *
 * Pins name no title, so every site shares both. A post written elsewhere reaches the map within
 * MEMO_MS; a write through this isolate empties the memos as it purges the edge cache (held.ts),
 * so its author sees it at once.
 */

/** Pins held at most over all answers and blocks (each entry counts its pins, at least one). */
const MAX_HELD_PINS = 40_000
/** The most blocks a view is answered from (a desktop's street view at zoom 16 touches ~300). */
const MAX_BLOCKS = 576
/** A block's side, in zoom-24 pixels: a zoom-18 tile (a strip high: strips.ts). */
const BLOCK_SHIFT = STRIP_SHIFT
/** The block grid as map-cells.ts counts cells: 64-px cells at zoom 16 are zoom-18 tiles. */
const BLOCK_CELL_ZOOM = 16
/** About 10 cm: a block is kept only when it lies inside the view by at least this much. */
const MARGIN = 1e-6

const answers = new HeldEntries<string>(MAX_HELD_PINS)

interface HeldPin {
  id: number
  place: boolean
  lng: number
  lat: number
  /** The feature's GeoJSON text, as D1 wrote it. */
  json: string
}
const blocks = new HeldEntries<HeldPin[]>(MAX_HELD_PINS)

/** What makes two requests the same answer: the filter, the zoom and the box as parsed. */
const answerKey = (query: MapQuery, bbox: Bbox) =>
  `${filterKey(query)}|${query.zoom ?? ''}|${bbox.west},${bbox.south},${bbox.east},${bbox.north}`

/** The held answer of this view, or `read`'s (kept for MEMO_MS, counted by its pins). */
export async function memoAnswer(
  query: MapQuery,
  now: number,
  read: () => Promise<{ body: string; pins: number }>,
): Promise<string> {
  const [body] = await answers.getAll([{ key: answerKey(query, query.bbox) }], now, async () => {
    const answer = await read()
    return [{ value: answer.body, size: Math.max(1, answer.pins) }]
  })
  return body as string
}

const blockX = (lng: number) => Math.floor(worldX(lng) / 2 ** BLOCK_SHIFT)
const blockY = (lat: number) => Math.floor(worldY(lat) / 2 ** BLOCK_SHIFT)

/** readBoxPins, from the held blocks when they hold the whole box, else from D1 (keeping blocks). */
export async function memoBoxPins(
  db: D1Database,
  query: MapQuery,
  bbox: Bbox,
  now: number,
  most: number,
): Promise<BoxPins> {
  const x0 = blockX(bbox.west)
  const x1 = blockX(bbox.east)
  // Rows grow southwards.
  const y0 = blockY(bbox.north)
  const y1 = blockY(bbox.south)
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_BLOCKS) return readBoxPins(db, query, bbox, now, most)
  const filter = `${filterKey(query)}|`
  const keys: string[] = []
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) keys.push(`${filter}${x}:${y}`)
  const held = keys.map((key) => blocks.get(key, now))
  if (held.every((pins) => pins !== undefined)) return fromBlocks(held.flat(), bbox, most)
  const pins = await readBoxPins(db, query, bbox, now, most)
  if (!pins.truncated) keepWholeBlocks(filter, pins, bbox, now)
  return pins
}

/** The pins of the blocks lying wholly inside `bbox`, each block under its key. */
function keepWholeBlocks(filter: string, pins: BoxPins, bbox: Bbox, now: number) {
  const inside = (x: number, y: number) => {
    const [west, south, east, north] = cellsBbox({ x0: x, x1: x, y0: y, y1: y }, BLOCK_CELL_ZOOM)
    return (
      west >= bbox.west + MARGIN &&
      east <= bbox.east - MARGIN &&
      south >= bbox.south + MARGIN &&
      north <= bbox.north - MARGIN
    )
  }
  const x0 = blockX(bbox.west) + 1
  const x1 = blockX(bbox.east) - 1
  const y0 = blockY(bbox.north) + 1
  const y1 = blockY(bbox.south) - 1
  if (x0 > x1 || y0 > y1) return
  const byBlock = new Map<string, HeldPin[]>()
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) if (inside(x, y)) byBlock.set(`${x}:${y}`, [])
  }
  if (byBlock.size === 0) return
  const features = JSON.parse(`[${pins.features}]`) as {
    geometry: { coordinates: [number, number] }
    properties: { kind: string; id: number }
  }[]
  for (const feature of features) {
    const [lng, lat] = feature.geometry.coordinates
    const list = byBlock.get(`${blockX(lng)}:${blockY(lat)}`)
    const { kind, id } = feature.properties
    const place = kind === 'venue' || kind === 'restaurant'
    list?.push({ id, place, lng, lat, json: JSON.stringify(feature) })
  }
  for (const [block, list] of byBlock) {
    blocks.set(`${filter}${block}`, list, Math.max(1, list.length), now)
  }
}

/** The box's pins from held blocks, capped as readBoxPins caps them (places, then the newest). */
function fromBlocks(held: HeldPin[], bbox: Bbox, most: number): BoxPins {
  const inView = held.filter(
    (pin) =>
      pin.lat >= bbox.south &&
      pin.lat <= bbox.north &&
      pin.lng >= bbox.west &&
      pin.lng <= bbox.east,
  )
  const places = inView.filter((pin) => pin.place).sort((a, b) => a.id - b.id)
  const posts = inView.filter((pin) => !pin.place).sort((a, b) => b.id - a.id)
  const shown = [...places, ...posts].slice(0, most)
  return {
    features: shown.map((pin) => pin.json).join(','),
    count: shown.length,
    truncated: places.length + posts.length > most,
  }
}
