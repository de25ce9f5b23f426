import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync } from 'node:zlib'
import type { TestProject } from 'vitest/node'
import { pngChunk } from '../../scripts/lib/png-chunk.mjs'
import { HAZARD_LAYERS } from '../../src/shared/hazard-layers'
import { DEPTH_LEGEND, FIXTURE_ROWS, RGBA_LAYER, X0, Y0 } from './hazard-tile-fixtures'

// The hazard map portal replaced at its HTTP boundary for the worker tests: tiles in the colours
// of the government's published depth legend (tests/fixtures/hazard, not our own legend table)
// and the portal's failure modes (layout in ./hazard-tile-fixtures.ts). GET /__count
// answers how many tiles were served. `hazardRefusedOrigin` is a loopback port nobody listens
// on: a connection there is refused.

const SIZE = 256
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Pseudo-random bytes, the same on every run. */
function noise(x: number, y: number, c: number): number {
  let h = (x * 374_761_393 + y * 668_265_263 + c * 2_147_483_647) | 0
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177)
  return (h ^ (h >>> 16)) & 0xff
}

/** The 3×3 pixels at the centre of a fixture tile (where the tests' points fall) hold its colour. */
const inCentre = (x: number, y: number) => Math.abs(x - 128) <= 1 && Math.abs(y - 128) <= 1

/**
 * A PNG whose pixels come from `pixelAt`, the rows cycling through the five filters over noisy
 * data, so a wrong predictor in the decoder changes the centre's colour.
 */
function png(
  colourType: number,
  bytesPerPixel: number,
  pixelAt: (x: number, y: number) => number[],
  extra: Buffer[] = [],
) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, colourType, 0, 0, 0], 8)
  const rowBytes = SIZE * bytesPerPixel
  const raw = Buffer.alloc(SIZE * rowBytes)
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) raw.set(pixelAt(x, y), y * rowBytes + x * bytesPerPixel)
  }
  const rows = Buffer.alloc(SIZE * (rowBytes + 1))
  for (let y = 0; y < SIZE; y++) {
    // Rows 124–128 (the centre's row and the rows it is decoded from, back to a None row) use
    // None, Sub, Up, Paeth and Average: the centre pixel is right only if every predictor is.
    const filter = [0, 1, 2, 4, 3][(y + 1) % 5] as number
    rows[y * (rowBytes + 1)] = filter
    for (let i = 0; i < rowBytes; i++) {
      const value = raw[y * rowBytes + i] as number
      const left = i >= bytesPerPixel ? (raw[y * rowBytes + i - bytesPerPixel] as number) : 0
      const up = y > 0 ? (raw[(y - 1) * rowBytes + i] as number) : 0
      const upLeft =
        y > 0 && i >= bytesPerPixel ? (raw[(y - 1) * rowBytes + i - bytesPerPixel] as number) : 0
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] as number
      rows[y * (rowBytes + 1) + 1 + i] = (value - predicted) & 0xff
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A palette PNG: index 0 transparent (tRNS), 1 the tile's colour (or transparent too for an
 * empty tile), 2–255 noise colours around the centre.
 */
function paletteTile(rgb: readonly number[] | null): Buffer {
  const palette = Buffer.alloc(256 * 3)
  palette.set(rgb ?? [0, 0, 0], 3)
  for (let i = 2; i < 256; i++) palette.set([noise(i, 0, 0), noise(i, 1, 0), noise(i, 2, 0)], i * 3)
  const alpha = Buffer.from([0, rgb ? 255 : 0])
  return png(3, 1, (x, y) => [inCentre(x, y) ? 1 : 2 + (noise(x, y, 0) % 254)], [
    pngChunk('PLTE', palette),
    pngChunk('tRNS', alpha),
  ])
}
function rgbaTile(rgb: readonly number[] | null): Buffer {
  return png(6, 4, (x, y) =>
    inCentre(x, y)
      ? rgb
        ? [...rgb, 255]
        : [noise(x, y, 1), noise(x, y, 2), noise(x, y, 3), 0]
      : [noise(x, y, 1), noise(x, y, 2), noise(x, y, 3), noise(x, y, 4)],
  )
}

const PATHS = new Map(HAZARD_LAYERS.map((layer) => [layer.path, layer]))

/** A valid 256-px palette PNG whose image data inflates to 64 MB of zeros (a deflate bomb). */
let bomb: Buffer | null = null
function deflateBomb(): Buffer {
  if (bomb) return bomb
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 3, 0, 0, 0], 8)
  bomb = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from([255, 0, 0])),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return bomb
}

/**
 * A readable tile followed by 3 MB of padding (a decoder stops at IEND, so only the size is
 * wrong), sent without a Content-Length (chunked), 64 KB at a time.
 */
function oversizedBody(res: import('node:http').ServerResponse, tile: Buffer) {
  res.writeHead(200, { 'content-type': 'image/png' })
  res.on('error', () => {})
  const padding = Buffer.alloc(64 * 1024)
  let sent = 0
  const more = () => {
    while (sent < 48) {
      sent++
      if (!res.write(padding)) {
        res.once('drain', more)
        return
      }
    }
    res.end()
  }
  res.write(tile)
  more()
}

/** Where the layer has no data, the portal answers 404 with a small JSON body, not a tile. */
function noData(res: import('node:http').ServerResponse) {
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}')
}

export default async function setup(project: TestProject) {
  let served = 0
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture')
    if (url.pathname === '/__count') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ served }))
      return
    }
    const match = /^\/raster\/([a-z0-9_]+)\/17\/(\d+)\/(\d+)\.png$/.exec(url.pathname)
    const layer = match ? PATHS.get(match[1] as string) : undefined
    if (!match || !layer) {
      noData(res)
      return
    }
    served++
    const k = Number(match[2]) - X0
    const row = Number(match[3]) - Y0
    const fixtureRow = FIXTURE_ROWS[layer.id]
    const encode = layer.id === RGBA_LAYER ? rgbaTile : paletteTile
    const n = DEPTH_LEGEND.length
    if (fixtureRow === undefined || row !== fixtureRow || k < 0 || k > n + 7 || k === n + 1) {
      noData(res)
    } else if (k < n) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(encode(DEPTH_LEGEND[k]?.rgb ?? null))
    } else if (k === n) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(encode(null))
    } else if (k === n + 2) {
      res.writeHead(500).end('upstream broke')
    } else if (k === n + 3) {
      res.writeHead(200, { 'content-type': 'image/png' }).end('this is not a png')
    } else if (k === n + 4) {
      oversizedBody(res, encode(DEPTH_LEGEND[0]?.rgb ?? null))
    } else if (k === n + 5) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(deflateBomb())
    } else if (k === n + 6) {
      // Never answers: the reader's own time limit has to end the wait.
      req.socket.on('error', () => {})
    } else {
      res.writeHead(503, { 'retry-after': '60' }).end('Service Unavailable')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('hazardTileOrigin', `http://127.0.0.1:${port}`)
  // Reserved by vitest.config.ts below the ephemeral range and never bound: no server of the run
  // can take it (a free port closed again was taken by another project's server, whose 404s
  // then read as no data for every layer).
  const refused = Number(process.env.JIMOTO_REFUSED_PORT)
  if (!refused) throw new Error('hazard tiles: JIMOTO_REFUSED_PORT is not set (vitest.config.ts)')
  project.provide('hazardRefusedOrigin', `http://127.0.0.1:${refused}`)
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
