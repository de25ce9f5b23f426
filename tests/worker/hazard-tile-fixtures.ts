// Where the fixture tile server (hazard-tiles-global-setup.ts) puts what, shared with the tests.
// All tiles are at zoom 17 (the layers' most detailed), in one row of tiles in Japan. For a
// fixture layer with N legend classes, tile column X0 + k holds:
//   k < N      the whole tile in class k's colour
//   k = N      a transparent tile (outside every area)
//   k = N + 1  404 (no tile, as the portal answers where it has no data)
//   k = N + 2  500 (the portal failing)
//   k = N + 3  200 with bytes that are not a PNG
//   k = N + 4  200 with class 0's tile and 3 MB of padding after it, chunked (more than any tile)
//   k ≥ N + 5  200 with a valid PNG header whose image data inflates to 64 MB (a deflate bomb)
// flood_l2 is served as a palette PNG with tRNS (as the portal serves), debris_flow as RGBA; every
// other layer answers a transparent tile everywhere.

export const FIXTURE_ZOOM = 17
export const X0 = 116_000
export const Y0 = 51_000
export const PALETTE_LAYER = 'flood_l2'
export const RGBA_LAYER = 'debris_flow'

/** The centre of a zoom-17 tile, as lat/lng. */
export function tileCentre(x: number, y: number): { lat: number; lng: number } {
  const n = 2 ** FIXTURE_ZOOM
  const lng = ((x + 0.5) / n) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / n))) * 180) / Math.PI
  return { lat, lng }
}
