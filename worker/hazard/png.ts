// A small PNG reader for the hazard overlays, pure JS for workerd: the zlib stream goes through
// DecompressionStream('deflate'). It handles what tile servers send: 8-bit greyscale, RGB,
// palette (1/2/4/8-bit, with tRNS transparency), grey+alpha and RGBA, not interlaced.

export interface DecodedPng {
  width: number
  height: number
  /** RGBA of one pixel; alpha 0 = transparent. */
  pixel(x: number, y: number): [number, number, number, number]
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }
/** Tiles are 256 px; anything much larger is not a tile and is refused before inflating (callers
 * reading other images pass their own bound). */
const MAX_SIDE = 1024

export class PngError extends Error {}

/**
 * The bytes of a stream, or null as soon as they pass `limit` (the rest is cancelled, not read):
 * an upstream answer or a zlib stream cannot make the Worker hold more than it expects.
 */
export async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Inflates the image data, refusing more than the header's size allows (a deflate bomb). */
async function inflate(data: Uint8Array, expected: number): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate'))
  const raw = await readAtMost(stream, expected)
  if (!raw) throw new PngError('image data larger than its header says')
  return raw
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** What the chunks say: the header's fields, the palette and transparency, the image data. */
interface PngChunks {
  width: number
  height: number
  depth: number
  colourType: number
  palette: Uint8Array | null
  transparency: Uint8Array | null
  idat: Uint8Array[]
}

/** Step 1: the chunks up to IEND (others, such as text or gamma, are skipped). */
function readChunks(bytes: Uint8Array): PngChunks {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const png: PngChunks = {
    width: 0,
    height: 0,
    depth: 0,
    colourType: -1,
    palette: null,
    transparency: null,
    idat: [],
  }
  let at = 8
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (data.length !== length) throw new PngError('truncated chunk')
    if (type === 'IHDR') {
      png.width = view.getUint32(at + 8)
      png.height = view.getUint32(at + 12)
      png.depth = data[8] ?? 0
      png.colourType = data[9] ?? -1
      if (data[12] !== 0) throw new PngError('interlaced PNGs are not supported')
    } else if (type === 'PLTE') png.palette = data
    else if (type === 'tRNS') png.transparency = data
    else if (type === 'IDAT') png.idat.push(data)
    else if (type === 'IEND') break
    at += 12 + length
  }
  return png
}

/** Step 2: a size, colour type and depth this reader handles; the channels per pixel. */
function checkHeader(png: PngChunks, maxSide: number): number {
  const { width, height, depth, colourType } = png
  const channels = CHANNELS[colourType]
  if (!channels || width < 1 || height < 1 || width > maxSide || height > maxSide) {
    throw new PngError('unsupported PNG header')
  }
  if (colourType === 3 ? ![1, 2, 4, 8].includes(depth) : depth !== 8) {
    throw new PngError('unsupported bit depth')
  }
  if (colourType === 3 && !png.palette) throw new PngError('palette missing')
  return channels
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}

/** Step 4: undoes each row's filter (the PNG format's five filter types): the rows' bytes, `stride` apiece. */
function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const rows = new Uint8Array(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const source = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const row = rows.subarray(y * stride, (y + 1) * stride)
    const previous = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : null
    for (let i = 0; i < stride; i++) {
      const left = i >= bpp ? (row[i - bpp] ?? 0) : 0
      const up = previous ? (previous[i] ?? 0) : 0
      const upLeft = previous && i >= bpp ? (previous[i - bpp] ?? 0) : 0
      const value = source[i] ?? 0
      let predicted: number
      if (filter === 0) predicted = 0
      else if (filter === 1) predicted = left
      else if (filter === 2) predicted = up
      else if (filter === 3) predicted = (left + up) >> 1
      else if (filter === 4) predicted = paeth(left, up, upLeft)
      else throw new PngError('unknown row filter')
      row[i] = (value + predicted) & 0xff
    }
  }
  return rows
}

/** Step 5: a pixel's RGBA from the rows, by colour type (palette, grey, grey+alpha, RGB, RGBA). */
function pixelReader(png: PngChunks, rows: Uint8Array, stride: number, channels: number) {
  const { depth, colourType, transparency } = png
  const sample = (y: number, index: number): number => {
    if (depth === 8) return rows[y * stride + index] ?? 0
    const bit = index * depth
    const byte = rows[y * stride + (bit >> 3)] ?? 0
    return (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
  }
  return (x: number, y: number): [number, number, number, number] => {
    const base = x * channels
    if (colourType === 3) {
      const index = sample(y, x)
      const p = png.palette as Uint8Array
      if (index * 3 + 2 >= p.length) return [0, 0, 0, 0]
      const alpha = transparency && index < transparency.length ? (transparency[index] ?? 255) : 255
      return [p[index * 3] ?? 0, p[index * 3 + 1] ?? 0, p[index * 3 + 2] ?? 0, alpha]
    }
    if (colourType === 0) {
      const v = sample(y, base)
      return [v, v, v, 255]
    }
    if (colourType === 4) {
      const v = sample(y, base)
      return [v, v, v, sample(y, base + 1)]
    }
    const rgb: [number, number, number] = [
      sample(y, base),
      sample(y, base + 1),
      sample(y, base + 2),
    ]
    if (colourType === 2) {
      // tRNS on an RGB image names one fully transparent colour (16-bit samples).
      const t = transparency
      const clear = t && t.length >= 6 && t[1] === rgb[0] && t[3] === rgb[1] && t[5] === rgb[2]
      return [...rgb, clear ? 0 : 255]
    }
    return [...rgb, sample(y, base + 3)]
  }
}

/**
 * Steps 1 to 5: the chunks, the header checked, the image data inflated (step 3, never past
 * what the header's size needs), the rows unfiltered, and a reader of pixels.
 */
export async function decodePng(bytes: Uint8Array, maxSide = MAX_SIDE): Promise<DecodedPng> {
  if (bytes.length < 8 || SIGNATURE.some((value, i) => bytes[i] !== value)) {
    throw new PngError('not a PNG')
  }
  const png = readChunks(bytes)
  const channels = checkHeader(png, maxSide)
  const { width, height, depth } = png
  const bpp = Math.max(1, (channels * depth) / 8)
  const stride = Math.ceil((width * channels * depth) / 8)
  const raw = await inflate(concat(png.idat), height * (stride + 1))
  if (raw.length < height * (stride + 1)) throw new PngError('image data too short')
  const rows = unfilter(raw, height, stride, bpp)
  const pixel = pixelReader(png, rows, stride, channels)
  return { width, height, pixel }
}
