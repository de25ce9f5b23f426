import { site } from '../../../lib/site'

// A small static map from the site's tiles (MAP_TILE_URL, the same source as the app's maps),
// enough to check that a point is where one meant it, and to move it with a tap, without a map
// library.

export const TILE_SIZE = 256

interface TilePosition {
  zoom: number
  /** The tile holding the point. */
  x: number
  y: number
  /** The point's pixel within that tile. */
  offsetX: number
  offsetY: number
}

const MAX_LAT = 85.0511

/** Web Mercator tile coordinates of a point (the slippy-map scheme of GSI and the stand-in). */
export function tileOf(lat: number, lng: number, zoom: number): TilePosition {
  const scale = 2 ** zoom
  const x = ((lng + 180) / 360) * scale
  const rad = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale
  const tileX = Math.floor(x)
  const tileY = Math.floor(y)
  return {
    zoom,
    x: tileX,
    y: tileY,
    offsetX: Math.round((x - tileX) * TILE_SIZE),
    offsetY: Math.round((y - tileY) * TILE_SIZE),
  }
}

/** The point `dx`, `dy` pixels away from `lat`, `lng` at `zoom` (the inverse of tileOf). */
export function pointNear(lat: number, lng: number, zoom: number, dx: number, dy: number) {
  const tile = tileOf(lat, lng, zoom)
  const scale = 2 ** zoom * TILE_SIZE
  const x = (tile.x * TILE_SIZE + tile.offsetX + dx) / scale
  const y = (tile.y * TILE_SIZE + tile.offsetY + dy) / scale
  const latRad = Math.atan(Math.sinh(Math.PI * (1 - 2 * y)))
  return { lat: (latRad * 180) / Math.PI, lng: x * 360 - 180 }
}

export function tileUrl(zoom: number, x: number, y: number): string {
  return site.mapTileUrl
    .replace('{z}', String(zoom))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
}
