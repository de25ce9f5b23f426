// What an uploaded file really is, read from its bytes (never from its name or declared type), and
// its pixel size read from the header alone, so a decompression bomb is refused before anything
// decodes it.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'

export interface ImageHeader {
  type: ImageType
  width: number
  height: number
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16)
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2)
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n))

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** HEIF brands of still images (HEIC from phones, and the generic MIAF/HEIF brands). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'])

/** The image type of `bytes`, or null for anything that is not JPEG, PNG, WebP or HEIC. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return 'image/png'
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'image/webp'
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) {
    return 'image/heic'
  }
  return null
}

/** Type and pixel size from the header; null when the header is missing or broken. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = sniffImageType(bytes)
  let size: { width: number; height: number } | null = null
  if (type === 'image/jpeg') size = jpegSize(bytes)
  else if (type === 'image/png') size = pngSize(bytes)
  else if (type === 'image/webp') size = webpSize(bytes)
  else if (type === 'image/heic') size = heifSize(bytes)
  if (!type || !size || size.width < 1 || size.height < 1) return null
  return { type, ...size }
}

function pngSize(b: Uint8Array) {
  // The first chunk must be IHDR: width and height are its first two 32-bit fields.
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null
  return { width: u32be(b, 16), height: u32be(b, 20) }
}

/** Walks the JPEG marker segments to the first start-of-frame. */
export function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    if (marker === 0xff) {
      i += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image / scan before any frame
    const length = u16be(b, i + 2)
    if (length < 2) return null
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) {
      if (i + 9 > b.length) return null
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) }
    }
    i += 2 + length
  }
  return null
}

function webpSize(b: Uint8Array) {
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8X' && b.length >= 30) {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  }
  if (chunk === 'VP8 ' && b.length >= 30) {
    // Key frame: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    if (b[20] !== 0x2f) return null
    const bits =
      ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  return null
}

interface Box {
  type: string
  /** Offset of the payload and the end of the box. */
  start: number
  end: number
}

/** ISO-BMFF boxes between `from` and `to`; stops at the first box that does not fit. */
function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const found: Box[] = []
  let i = from
  while (i + 8 <= to) {
    let size = u32be(b, i)
    let header = 8
    if (size === 1) {
      if (i + 16 > to) break
      size = u32be(b, i + 8) * 2 ** 32 + u32be(b, i + 12)
      header = 16
    } else if (size === 0) {
      size = to - i
    }
    if (size < header || i + size > to) break
    found.push({ type: ascii(b, i + 4, 4), start: i + header, end: i + size })
    i += size
  }
  return found
}

/**
 * HEIF keeps each image's size in an `ispe` property (meta → iprp → ipco). A file may hold a
 * grid of tiles, a thumbnail and the full image; the largest size is the one that counts.
 */
function heifSize(b: Uint8Array) {
  const meta = boxes(b, 0, b.length).find((box) => box.type === 'meta')
  if (!meta) return null
  const iprp = boxes(b, meta.start + 4, meta.end).find((box) => box.type === 'iprp')
  const ipco = iprp && boxes(b, iprp.start, iprp.end).find((box) => box.type === 'ipco')
  if (!ipco) return null
  let best: { width: number; height: number } | null = null
  for (const box of boxes(b, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue
    const size = { width: u32be(b, box.start + 4), height: u32be(b, box.start + 8) }
    if (!best || size.width * size.height > best.width * best.height) best = size
  }
  return best
}
