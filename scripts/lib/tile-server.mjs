// A stand-in for the GSI tile server (地理院タイル) on loopback, for `npm start` and the tests:
// this machine has no internet, and GSI asks that nobody loads its servers in bulk. It speaks the
// same protocol (XYZ raster tiles at any path ending `/{z}/{x}/{y}.png`, such as GSI's
// `/xyz/pale/…`, 256 px, Web Mercator) and draws the demo town みなと町
// (scripts/demo/data-places.mjs) in the pale map's colours: land, the sea to the east, みなと川,
// the hills of 山手, parks and the street grid. Tiles are drawn on request and kept in memory;
// any tile of the world answers, so a map never shows a failed tile. Under `/raster/<layer>/` it
// also stands in for the hazard map portal's overlays (./hazard-tiles.mjs), answering as the
// portal does: a tile where the layer has no data is a 404, not a transparent image. For failure
// tests a layer can be made to fail, as the portal sometimes does:
//   POST /__hazard-failure?layer=<layer path>&mode=error    503 for every tile of the layer
//   POST /__hazard-failure?layer=<layer path>&mode=timeout  its tiles never answer
//   POST /__hazard-failure?layer=<layer path>&mode=off      back to normal
import { createServer } from 'node:http'
import { deflateSync } from 'node:zlib'
import { drawHazardTile, hazardLayerAt } from './hazard-tiles.mjs'
import { pngChunk } from './png-chunk.mjs'

export const SIZE = 256

/** Colours of GSI's 淡色地図, roughly. */
const COLOURS = {
  land: [242, 241, 237],
  hill: [228, 236, 219],
  park: [214, 234, 205],
  sea: [190, 222, 240],
  river: [170, 210, 235],
  roadCasing: [205, 203, 198],
  road: [255, 255, 255],
  mainRoad: [255, 244, 214],
  rail: [150, 150, 150],
}

// Streets of the town centre as [lng, lat] polylines; main roads are drawn wider and warmer.
const MAIN_ROADS = [
  [
    [139.08, 34.9745],
    [139.0921, 34.9745],
    [139.0985, 34.9742],
  ],
  [
    [139.0905, 34.962],
    [139.0915, 34.972],
    [139.0921, 34.9745],
    [139.0895, 34.985],
  ],
]
const STREETS = [
  [
    [139.085, 34.9724],
    [139.0985, 34.9724],
  ],
  [
    [139.085, 34.9705],
    [139.0985, 34.9705],
  ],
  [
    [139.086, 34.9688],
    [139.0985, 34.9688],
  ],
  [
    [139.087, 34.9765],
    [139.0975, 34.9765],
  ],
  [
    [139.0936, 34.966],
    [139.0936, 34.9785],
  ],
  [
    [139.0955, 34.966],
    [139.0955, 34.9785],
  ],
  [
    [139.0975, 34.966],
    [139.0975, 34.9785],
  ],
  [
    [139.0885, 34.966],
    [139.0885, 34.978],
  ],
  [
    [139.0868, 34.979],
    [139.0895, 34.9765],
    [139.0921, 34.9745],
  ],
]
const RAIL = [
  [139.07, 34.9752],
  [139.0921, 34.9749],
  [139.11, 34.9755],
]
export const RIVER = [
  [139.075, 34.971],
  [139.085, 34.9695],
  [139.0925, 34.968],
  [139.0999, 34.9672],
]
/** Parks and greens: [lng, lat, radius in metres]. */
const PARKS = [
  [139.0978, 34.9695, 120],
  [139.0958, 34.9678, 90],
  [139.085, 34.9795, 110],
  [139.0868, 34.979, 70],
]

/** The coastline: east of it is sea. A gentle bay so the shore does not look ruled. */
export const coastAt = (lat) => 139.0995 + 0.0012 * Math.sin((lat - 34.96) * 260)

export const toLngLat = (z, gx, gy) => {
  const n = SIZE * 2 ** z
  const lng = (gx / n) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * gy) / n))) * 180) / Math.PI
  return [lng, lat]
}

/** Metres per degree at the town's latitude (a local flat approximation is plenty here). */
export const M_LAT = 111_000
export const M_LNG = 111_000 * Math.cos((34.97 * Math.PI) / 180)

export function distanceToLine(lng, lat, line) {
  let best = Number.POSITIVE_INFINITY
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]
    const [bx, by] = line[i]
    const px = (lng - ax) * M_LNG
    const py = (lat - ay) * M_LAT
    const dx = (bx - ax) * M_LNG
    const dy = (by - ay) * M_LAT
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy || 1)))
    best = Math.min(best, Math.hypot(px - t * dx, py - t * dy))
  }
  return best
}

/** Whether a polyline comes within `margin` degrees of the box: others are skipped per tile. */
function nearBox(line, [west, south, east, north], margin) {
  const lngs = line.map(([lng]) => lng)
  const lats = line.map(([, lat]) => lat)
  return (
    Math.min(...lngs) - margin < east &&
    Math.max(...lngs) + margin > west &&
    Math.min(...lats) - margin < north &&
    Math.max(...lats) + margin > south
  )
}

function colourAt(lng, lat, metresPerPixel, { river, rail, mainRoads, streets }) {
  // Lines keep at least about a pixel's width when zoomed out.
  const width = (metres) => Math.max(metres, metresPerPixel * 0.8)
  if (lng > coastAt(lat)) return COLOURS.sea
  if (river && distanceToLine(lng, lat, RIVER) < width(12)) return COLOURS.river
  if (rail && distanceToLine(lng, lat, RAIL) < width(3)) return COLOURS.rail
  for (const line of mainRoads) {
    const d = distanceToLine(lng, lat, line)
    if (d < width(7)) return COLOURS.mainRoad
    if (d < width(9)) return COLOURS.roadCasing
  }
  for (const line of streets) {
    const d = distanceToLine(lng, lat, line)
    if (d < width(4)) return COLOURS.road
    if (d < width(5.5)) return COLOURS.roadCasing
  }
  for (const [plng, plat, radius] of PARKS) {
    if (Math.hypot((lng - plng) * M_LNG, (lat - plat) * M_LAT) < radius) return COLOURS.park
  }
  if (lat > 34.9765 && lng < 139.0895) return COLOURS.hill
  return COLOURS.land
}

/** The RGB pixels of one tile. */
export function drawTile(z, x, y) {
  const pixels = Buffer.alloc(SIZE * SIZE * 3)
  const [west, north] = toLngLat(z, x * SIZE, y * SIZE)
  const [east, south] = toLngLat(z, (x + 1) * SIZE, (y + 1) * SIZE)
  const metresPerPixel = (40_075_016 * Math.cos((north * Math.PI) / 180)) / (SIZE * 2 ** z)
  const box = [west, south, east, north]
  const margin = (Math.max(12, metresPerPixel) * 2) / M_LNG
  const near = {
    river: nearBox(RIVER, box, margin),
    rail: nearBox(RAIL, box, margin),
    mainRoads: MAIN_ROADS.filter((line) => nearBox(line, box, margin)),
    streets: STREETS.filter((line) => nearBox(line, box, margin)),
  }
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const [lng, lat] = toLngLat(z, x * SIZE + px + 0.5, y * SIZE + py + 0.5)
      const [r, g, b] = colourAt(lng, lat, metresPerPixel, near)
      const at = (py * SIZE + px) * 3
      pixels[at] = r
      pixels[at + 1] = g
      pixels[at + 2] = b
    }
  }
  return pixels
}

/** An 8-bit PNG of SIZE × SIZE pixels: RGB (3 channels) or RGBA (4, the hazard overlays). */
export function encodePng(pixels, channels = 3) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8)
  const stride = SIZE * channels
  const rows = Buffer.alloc(SIZE * (stride + 1))
  for (let row = 0; row < SIZE; row++) {
    pixels.copy(rows, row * (stride + 1) + 1, row * stride, (row + 1) * stride)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A hazard overlay tile as PNG, or null where the layer has no data in the tile (the portal's 404). */
function hazardPng(layer, z, x, y) {
  const pixels = drawHazardTile(layer, z, x, y)
  for (let alpha = 3; alpha < pixels.length; alpha += 4) {
    if (pixels[alpha] !== 0) return encodePng(pixels, 4)
  }
  return null
}

const TILE_PATH = /^(?:\/[a-z0-9_-]+)*\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/

/**
 * Starts the tile server on 127.0.0.1. Resolves to `{ url, close, requests }`: `url` is the
 * MAP_TILE_URL template to configure, `requests` counts tiles served (tests read it).
 * @param {{ port?: number }} [options]
 */
export function startTileServer({ port = 0 } = {}) {
  const cache = new Map()
  const stats = { requests: 0 }
  /** Layer path → 'error' | 'timeout', set through POST /__hazard-failure. */
  const failures = new Map()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://tiles')
    if (url.pathname === '/__hazard-failure' && req.method === 'POST') {
      const layer = url.searchParams.get('layer') ?? ''
      const mode = url.searchParams.get('mode')
      if (mode === 'off') failures.delete(layer)
      else if (mode === 'error' || mode === 'timeout') failures.set(layer, mode)
      else return void res.writeHead(400, { 'content-type': 'text/plain' }).end('mode?')
      return void res.writeHead(204).end()
    }
    const match = TILE_PATH.exec(url.pathname)
    const [z, x, y] = match ? match.slice(1).map(Number) : []
    if (!match || z > 20 || x >= 2 ** z || y >= 2 ** z) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such tile')
      return
    }
    stats.requests++
    // `/raster/<layer path>/z/x/y.png` is a hazard overlay (HAZARD_TILE_URL), anything else the base map.
    const layer = hazardLayerAt(req.url ?? '/')
    const failure = layer && failures.get(layer.path)
    if (failure === 'timeout') return // the reader's own time limit has to end the wait
    if (failure === 'error') {
      res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '60' }).end('unavailable')
      return
    }
    const key = `${layer?.id ?? 'base'}/${z}/${x}/${y}`
    let png = cache.get(key)
    if (png === undefined) {
      png = layer ? hazardPng(layer, z, x, y) : encodePng(drawTile(z, x, y))
      if (cache.size > 4000) cache.clear()
      cache.set(key, png)
    }
    if (png === null) {
      // The portal's answer where the layer has no data: 404 with a small JSON body.
      res.writeHead(404, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      res.end('{"message":"Not Found"}')
      return
    }
    res.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
      // The map page loads tiles cross-origin, as it does from GSI.
      'access-control-allow-origin': '*',
    })
    res.end(png)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
      resolve({
        origin,
        url: `${origin}/xyz/pale/{z}/{x}/{y}.png`,
        /** HAZARD_TILE_URL: the overlays in the portal's legend colours, painted over the town. */
        hazardUrl: `${origin}/raster`,
        stats,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done(undefined))
          }),
      })
    })
  })
}
