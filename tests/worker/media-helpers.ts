import { env } from 'cloudflare:workers'

// Reading what the Worker serves, byte by byte: the JPEG segments (to prove metadata is gone) and
// a few decoded pixels (to prove the photo is upright). Decoding goes through the same Images
// binding (sharp locally) into a tiny PNG, which is then inflated here.

export interface Segment {
  marker: number
  payload: Uint8Array
}

/** The marker segments of a JPEG up to its first scan. */
export function jpegSegments(bytes: Uint8Array): Segment[] {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG')
  const segments: Segment[] = []
  let i = 2
  while (i + 4 <= bytes.length) {
    const marker = bytes[i + 1] ?? 0
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)
    segments.push({ marker, payload: bytes.subarray(i + 4, i + 2 + length) })
    if (marker === 0xda) break
    i += 2 + length
  }
  return segments
}

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

export interface ExifSummary {
  /** An APP1 segment starting with "Exif\0\0". */
  exif: boolean
  /** IFD0 has a GPSInfo pointer (tag 0x8825). */
  gps: boolean
  orientation: number | null
  /** An APP1 segment with XMP, or any COM segment. */
  xmp: boolean
  comment: boolean
}

/** What metadata a JPEG carries, parsed from its segments and its EXIF IFD0. */
export function metadataOf(bytes: Uint8Array): ExifSummary {
  const segments = jpegSegments(bytes)
  const summary: ExifSummary = {
    exif: false,
    gps: false,
    orientation: null,
    xmp: false,
    comment: false,
  }
  for (const { marker, payload } of segments) {
    if (marker === 0xfe) summary.comment = true
    if (marker !== 0xe1) continue
    if (text(payload.subarray(0, 29)).startsWith('http://ns.adobe.com/xap/1.0/')) summary.xmp = true
    if (text(payload.subarray(0, 6)) !== 'Exif\0\0') continue
    summary.exif = true
    const tiff = new DataView(payload.buffer, payload.byteOffset + 6, payload.byteLength - 6)
    const little = tiff.getUint16(0) === 0x4949
    const ifd0 = tiff.getUint32(4, little)
    const entries = tiff.getUint16(ifd0, little)
    for (let n = 0; n < entries; n++) {
      const entry = ifd0 + 2 + n * 12
      const tag = tiff.getUint16(entry, little)
      if (tag === 0x8825) summary.gps = true
      if (tag === 0x0112) summary.orientation = tiff.getUint16(entry + 8, little)
    }
  }
  return summary
}

/** Width and height from a JPEG's start-of-frame. */
export function jpegDimensions(bytes: Uint8Array): { width: number; height: number } {
  const frame = jpegSegments(bytes).find(
    (s) => s.marker >= 0xc0 && s.marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(s.marker),
  )
  if (!frame) throw new Error('no frame')
  const view = new DataView(frame.payload.buffer, frame.payload.byteOffset)
  return { height: view.getUint16(1), width: view.getUint16(3) }
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * The colours of the top and bottom halves of an image: it is squeezed to 1×2 pixels by the
 * Images binding, written as PNG, and the PNG is decoded here.
 */
export async function topAndBottom(image: Uint8Array): Promise<[number[], number[]]> {
  const result = await env.IMAGES.input(new Blob([image]).stream())
    .transform({ width: 1, height: 2, fit: 'squeeze' })
    .output({ format: 'image/png' })
  const png = new Uint8Array(await result.response().arrayBuffer())
  const view = new DataView(png.buffer)
  const chunks: Uint8Array[] = []
  let channels = 3
  for (let i = 8; i < png.length; ) {
    const length = view.getUint32(i)
    const type = text(png.subarray(i + 4, i + 8))
    const data = png.subarray(i + 8, i + 8 + length)
    if (type === 'IHDR') channels = { 2: 3, 6: 4, 0: 1, 4: 2 }[data[9] ?? 2] ?? 3
    if (type === 'IDAT') chunks.push(data)
    i += 12 + length
  }
  const raw = await inflate(new Uint8Array(chunks.flatMap((chunk) => [...chunk])))
  // Two rows of one pixel each, each row led by its filter byte; "Up" (2) adds the row above.
  const first = [...raw.subarray(1, 1 + channels)]
  const filter = raw[1 + channels]
  const second = [...raw.subarray(2 + channels, 2 + 2 * channels)].map((value, i) =>
    filter === 2 || filter === 4
      ? (value + (first[i] ?? 0)) & 0xff
      : filter === 3
        ? (value + ((first[i] ?? 0) >> 1)) & 0xff
        : value,
  )
  return [first.slice(0, 3), second.slice(0, 3)]
}
