// A last, lossless pass over every JPEG we store: drop each metadata segment that could carry
// personal data (EXIF with GPS and camera serials, XMP, IPTC, comments, maker data). The Images
// binding already re-encodes without EXIF (its default keeps at most a copyright tag; locally
// sharp keeps nothing), and orientation is applied to the pixels before this runs, so removing
// the segments changes nothing that is visible. Only what a decoder needs survives: the frame,
// tables, JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's colour flags (APP14).

const APP0 = 0xe0
const APP2 = 0xe2
const APP14 = 0xee
const COM = 0xfe
const SOS = 0xda

function keepsSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === COM) return false
  if (marker < APP0 || marker > 0xef) return true // not an application segment
  if (marker === APP0 || marker === APP14) return true
  if (marker === APP2) return String.fromCharCode(...payload.subarray(0, 12)) === 'ICC_PROFILE\0'
  return false
}

/**
 * The JPEG without metadata segments; null if the bytes are not a well-formed JPEG up to its
 * first scan (the entropy-coded data after it is copied unchanged).
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  const parts: Uint8Array[] = [bytes.subarray(0, 2)]
  let i = 2
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1] ?? 0
    if (marker === 0xff) {
      i += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(i, i + 2))
      i += 2
      continue
    }
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)
    if (length < 2 || i + 2 + length > bytes.length) return null
    if (marker === SOS) {
      parts.push(bytes.subarray(i))
      return concat(parts)
    }
    if (keepsSegment(marker, bytes.subarray(i + 4, i + 2 + length))) {
      parts.push(bytes.subarray(i, i + 2 + length))
    }
    i += 2 + length
  }
  return null
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out
}
