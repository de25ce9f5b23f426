// The hazard map portal's overlays (重ねるハザードマップ) for the demo town, painted in the exact
// legend colours of src/shared/hazard-layers.ts so that a pixel's colour says which class it is
// (the Worker's point reader and the e2e tests rely on it). Transparent wherever a layer has no
// area; a tile with no area at all is not served (the tile server answers 404, as the portal
// does). Invented zones: the flood plain of みなと川, the coast for tsunami and storm surge, a low
// block for inland flooding, and slopes of the 山手 hills for the sediment layers.
import { HAZARD_LAYERS } from '../../src/shared/hazard-layers.ts'
import { coastAt, distanceToLine, M_LAT, M_LNG, RIVER, SIZE, toLngLat } from './tile-server.mjs'

/** The demo town's box: tiles outside it are transparent without drawing. */
const TOWN = { west: 139.07, south: 34.955, east: 139.11, north: 34.99 }
const HILL_EDGE = [
  [139.07, 34.9765],
  [139.0895, 34.9765],
  [139.0895, 34.99],
]
const GULLY = [
  [139.0825, 34.9845],
  [139.0862, 34.978],
]
const LOW_BLOCK = [139.0945, 34.9712, 130]
const SLIDE = [139.0815, 34.9818, 110]

const metresTo = (lng, lat, [clng, clat]) => Math.hypot((lng - clng) * M_LNG, (lat - clat) * M_LAT)

/** Index into the layer's classes at a point, or -1 where the layer has no area. */
const PAINTERS = {
  flood_l2: ({ river }) =>
    river < 20 ? 5 : river < 60 ? 4 : river < 120 ? 3 : river < 200 ? 1 : -1,
  flood_l1: ({ river }) => (river < 40 ? 3 : river < 100 ? 1 : -1),
  flood_duration: ({ river }) => (river < 60 ? 1 : river < 200 ? 0 : -1),
  collapse_flow: ({ river }) => (river < 30 ? 0 : -1),
  collapse_erosion: ({ river }) => (river < 15 ? 0 : -1),
  inland_flood: ({ lng, lat }) => {
    const d = metresTo(lng, lat, LOW_BLOCK)
    return d < LOW_BLOCK[2] / 2 ? 3 : d < LOW_BLOCK[2] ? 1 : -1
  },
  storm_surge: ({ coast }) => (coast < 150 ? 3 : coast < 350 ? 1 : -1),
  tsunami: ({ coast }) =>
    coast < 120 ? 5 : coast < 300 ? 4 : coast < 600 ? 3 : coast < 900 ? 1 : -1,
  debris_flow: ({ lng, lat }) => {
    const d = distanceToLine(lng, lat, GULLY)
    return d < 25 ? 1 : d < 70 ? 0 : -1
  },
  steep_slope: ({ lng, lat, hill }) => {
    if (!hill) return -1
    const d = distanceToLine(lng, lat, HILL_EDGE)
    return d < 25 ? 1 : d < 60 ? 0 : -1
  },
  landslide: ({ lng, lat }) => {
    const d = metresTo(lng, lat, SLIDE)
    return d < SLIDE[2] / 2 ? 1 : d < SLIDE[2] ? 0 : -1
  },
}

const BY_PATH = new Map(HAZARD_LAYERS.map((layer) => [layer.path, layer]))

/** The hazard layer a tile request asks for (`…/raster/<path>/z/x/y.png`), or undefined. */
export function hazardLayerAt(url) {
  const match = /\/raster\/([a-z0-9_]+)\/\d+\/\d+\/\d+\.png$/.exec(
    new URL(url, 'http://tiles').pathname,
  )
  return match ? BY_PATH.get(match[1]) : undefined
}

/** The RGBA pixels of one overlay tile. */
export function drawHazardTile(layer, z, x, y) {
  const pixels = Buffer.alloc(SIZE * SIZE * 4)
  const [west, north] = toLngLat(z, x * SIZE, y * SIZE)
  const [east, south] = toLngLat(z, (x + 1) * SIZE, (y + 1) * SIZE)
  const paint = PAINTERS[layer.id]
  if (!paint || east < TOWN.west || west > TOWN.east || north < TOWN.south || south > TOWN.north) {
    return pixels
  }
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const [lng, lat] = toLngLat(z, x * SIZE + px + 0.5, y * SIZE + py + 0.5)
      if (lng < TOWN.west || lng > TOWN.east || lat < TOWN.south || lat > TOWN.north) continue
      const coast = (coastAt(lat) - lng) * M_LNG
      if (coast < 0) continue
      const river = distanceToLine(lng, lat, RIVER)
      const hill = lat > 34.9765 && lng < 139.0895
      const index = paint({ lng, lat, coast, river, hill })
      if (index < 0) continue
      const [r, g, b] = layer.classes[index].rgb
      pixels.set([r, g, b, 255], (py * SIZE + px) * 4)
    }
  }
  return pixels
}
