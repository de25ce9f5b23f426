import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync } from 'node:zlib'
import type { TestProject } from 'vitest/node'
import { HAZARD_LAYERS } from '../../src/shared/hazard-layers'
import { PALETTE_LAYER, RGBA_LAYER, X0, Y0 } from './hazard-tile-fixtures'

// The hazard map portal replaced at its HTTP boundary for the worker tests: tiles of known
// colours (layout in ./hazard-tile-fixtures.ts). GET /__count answers how many tiles were served.

const SIZE = 256
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buffer: Buffer): number {
  let crc = 0xffffffff
  for (const byte of buffer) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function png(colourType: number, bytesPerPixel: number, pixel: Buffer, extra: Buffer[] = []) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, colourType, 0, 0, 0], 8)
  const rowBytes = SIZE * bytesPerPixel
  const rows = Buffer.alloc(SIZE * (rowBytes + 1))
  for (let y = 0; y < SIZE; y++) {
    // Alternate the row filters (None, Sub, Up) so the decoder's unfiltering is exercised.
    const filter = y % 3
    rows[y * (rowBytes + 1)] = filter
    for (let x = 0; x < SIZE; x++) {
      for (let c = 0; c < bytesPerPixel; c++) {
        const value = pixel[c] as number
        const at = y * (rowBytes + 1) + 1 + x * bytesPerPixel + c
        const left = x > 0 ? value : 0
        const up = y > 0 ? value : 0
        rows[at] = (value - (filter === 1 ? left : filter === 2 ? up : 0)) & 0xff
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A palette PNG: index 0 transparent (tRNS), index 1 the colour; every pixel uses `index`. */
function paletteTile(rgb: readonly number[] | null): Buffer {
  const palette = Buffer.from([0, 0, 0, ...(rgb ?? [0, 0, 0])])
  return png(3, 1, Buffer.from([rgb ? 1 : 0]), [
    chunk('PLTE', palette),
    chunk('tRNS', Buffer.from([0])),
  ])
}
function rgbaTile(rgb: readonly number[] | null): Buffer {
  return png(6, 4, Buffer.from(rgb ? [...rgb, 255] : [0, 0, 0, 0]))
}

const PATHS = new Map(HAZARD_LAYERS.map((layer) => [layer.path, layer]))

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
      res.writeHead(404).end()
      return
    }
    served++
    const k = Number(match[2]) - X0
    const row = Number(match[3]) - Y0
    const fixture = layer.id === PALETTE_LAYER || layer.id === RGBA_LAYER
    const encode = layer.id === RGBA_LAYER ? rgbaTile : paletteTile
    const n = layer.classes.length
    if (!fixture || row !== 0 || k < 0 || k === n) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(encode(null))
    } else if (k < n) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(encode(layer.classes[k]?.rgb ?? null))
    } else if (k === n + 1) {
      res.writeHead(404).end('not found')
    } else if (k === n + 2) {
      res.writeHead(500).end('upstream broke')
    } else {
      res.writeHead(200, { 'content-type': 'image/png' }).end('this is not a png')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('hazardTileOrigin', `http://127.0.0.1:${port}`)
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
