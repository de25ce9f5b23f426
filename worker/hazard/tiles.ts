import {
  type HazardLayer,
  hazardTileTemplate,
  nearestClass,
  tilePixel,
} from '../../src/shared/hazard-layers'
import { type DecodedPng, decodePng, readAtMost } from './png'

// Reading one pixel of a portal overlay: fetch the tile (server-side, so the SPA needs no
// canvas and screen readers get words), keep it in the Cache API for a day (the edge evicts it
// when space runs short: bounded), decode it, and map the colour to the layer's legend.
//
// The portal answers 404 for a tile where the layer has no data: the point lies outside every
// zone of that layer, the same answer as a transparent pixel. Only a failure to get an answer
// (no connection, a timeout, a 5xx or any other status, bytes that are not a tile) leaves the
// layer unread.

export type PixelReading =
  | { status: 'inside'; key: string }
  | { status: 'outside' }
  | { status: 'unavailable' }

const CACHE_SECONDS = 86_400
const FETCH_TIMEOUT_MS = 8_000
/** A 256-px tile is at most ~260 KB even uncompressed; a larger answer is not a tile. */
const MAX_TILE_BYTES = 1_000_000
/** Decoded tiles kept in the isolate; a tap and its neighbours share tiles. */
const DECODED_LIMIT = 48
const decoded = new Map<string, DecodedPng | 'no_data'>()

function remember(url: string, value: DecodedPng | 'no_data') {
  decoded.delete(url)
  decoded.set(url, value)
  while (decoded.size > DECODED_LIMIT) {
    const oldest = decoded.keys().next().value
    if (oldest === undefined) break
    decoded.delete(oldest)
  }
}

async function fetchTile(url: string): Promise<Uint8Array | 'no_data'> {
  const cache = await caches.open('hazard-tiles')
  const hit = await cache.match(url)
  if (hit) return hit.status === 404 ? 'no_data' : new Uint8Array(await hit.arrayBuffer())
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (res.status === 404) {
    // No data in this tile: the portal's normal answer away from every zone. Remembered too.
    await res.body?.cancel()
    await cache.put(
      url,
      new Response(null, { status: 404, headers: { 'cache-control': `max-age=${CACHE_SECONDS}` } }),
    )
    return 'no_data'
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel()
    throw new Error(`tile ${res.status}`)
  }
  const bytes = await readAtMost(res.body, MAX_TILE_BYTES)
  if (!bytes) throw new Error(`tile over ${MAX_TILE_BYTES} bytes`)
  await cache.put(
    url,
    new Response(bytes, {
      headers: { 'content-type': 'image/png', 'cache-control': `max-age=${CACHE_SECONDS}` },
    }),
  )
  return bytes
}

export async function readLayerPixel(
  base: string,
  layer: HazardLayer,
  lat: number,
  lng: number,
): Promise<PixelReading> {
  const z = layer.maxZoom
  const { x, y, px, py } = tilePixel(lat, lng, z)
  const url = hazardTileTemplate(base, layer)
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
  let tile = decoded.get(url)
  if (!tile) {
    try {
      const bytes = await fetchTile(url)
      tile = bytes === 'no_data' ? 'no_data' : await decodePng(bytes)
    } catch (error) {
      console.warn('hazard tile unreadable', url, String(error))
      return { status: 'unavailable' }
    }
    remember(url, tile)
  }
  if (tile === 'no_data') return { status: 'outside' }
  const [r, g, b, a] = tile.pixel(Math.min(px, tile.width - 1), Math.min(py, tile.height - 1))
  if (a < 128) return { status: 'outside' }
  const entry = nearestClass(layer, [r, g, b])
  return { status: 'inside', key: entry.key }
}
