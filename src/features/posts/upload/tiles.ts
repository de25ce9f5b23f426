// A small static map from GSI tiles (地理院タイル, the app's map source), enough to
// check that a point is where one meant it, without a map library.

export const TILE_SIZE = 256
const GSI_TILE_URL = 'https://cyberjapandata.gsi.go.jp/xyz/std'

interface TilePosition {
  zoom: number
  /** The tile holding the point. */
  x: number
  y: number
  /** The point's pixel within that tile. */
  offsetX: number
  offsetY: number
}

/** Web Mercator tile coordinates of a point (the slippy-map scheme GSI uses). */
export function tileOf(lat: number, lng: number, zoom: number): TilePosition {
  const scale = 2 ** zoom
  const x = ((lng + 180) / 360) * scale
  const rad = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180
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

export function tileUrl(zoom: number, x: number, y: number): string {
  return `${GSI_TILE_URL}/${zoom}/${x}/${y}.png`
}
