// Where the fixture tile server (hazard-tiles-global-setup.ts) puts what, shared with the tests.
// All tiles are at zoom 17 (the layers' most detailed), in Japan; each fixture layer has its own
// row of tiles (FIXTURE_ROWS), so one layer's failures never fall on the other's columns. Both
// fixture layers use the six-rank depth legend, painted from the government's published table
// (tests/fixtures/hazard/depth-legend-mlit.json: DEPTH_LEGEND), never from our own legend. With
// N = DEPTH_LEGEND.length, tile column X0 + k of a fixture layer's row holds:
//   k < N      the centre in the colour of the published rank k
//   k = N      a transparent tile (a tile with data, but none at this pixel)
//   k = N + 1  404 (the portal's answer for a tile where the layer has no data)
//   k = N + 2  500 (the portal failing)
//   k = N + 3  200 with bytes that are not a PNG
//   k = N + 4  200 with class 0's tile and 3 MB of padding after it, chunked (more than any tile)
//   k = N + 5  200 with a valid PNG header whose image data inflates to 64 MB (a deflate bomb)
//   k = N + 6  no answer at all: the connection stays open until the reader gives up (a timeout)
//   k = N + 7  503 (the portal overloaded)
// flood_l2 is served as a palette PNG with tRNS (as the portal serves), flood_l1 as RGBA. Every
// other tile of every layer answers 404, as the portal does wherever a layer has no data.

import legend from '../fixtures/hazard/depth-legend-mlit.json'

/** The published depth ranks, in order, with their colours. */
export const DEPTH_LEGEND = legend.classes as { depth: string; rgb: [number, number, number] }[]

export const FIXTURE_ZOOM = 17
export const X0 = 116_000
export const Y0 = 51_000
export const PALETTE_LAYER = 'flood_l2'
export const RGBA_LAYER = 'flood_l1'
/** The tile row (Y0 + row) of each fixture layer. */
export const FIXTURE_ROWS: Record<string, number> = { [PALETTE_LAYER]: 0, [RGBA_LAYER]: 1 }

/** The centre of a zoom-17 tile, as lat/lng. */
export function tileCentre(x: number, y: number): { lat: number; lng: number } {
  const n = 2 ** FIXTURE_ZOOM
  const lng = ((x + 0.5) / n) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / n))) * 180) / Math.PI
  return { lat, lng }
}
