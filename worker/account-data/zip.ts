// A ZIP archive writer, stored entries only (no compression: the photos are JPEG already and the
// JSON is small), per PKWARE's APPNOTE: a local header and the bytes per entry, then the central
// directory and its end record. Names are UTF-8 (general purpose flag bit 11), so Japanese file
// names open correctly in Windows' and macOS's own archive tools. No ZIP64: an archive stays
// below 4 GiB and 65,535 entries (the Worker's memory ends far sooner).

export interface ZipEntry {
  name: string
  bytes: Uint8Array
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** MS-DOS time and date of `at` (UTC: the archive says nothing about zones). */
function dosTime(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1)
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate()
  return { time, date }
}

const UTF8_NAMES = 0x0800

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size)
  fill(new DataView(bytes.buffer))
  return bytes
}

/** The archive of `entries`, in their order. */
export function zipStore(entries: ZipEntry[], at = new Date()): Uint8Array {
  const { time, date } = dosTime(at)
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name)
    const crc = crc32(entry.bytes)
    const size = entry.bytes.length
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true)
      v.setUint16(4, 20, true) // version needed: 2.0
      v.setUint16(6, UTF8_NAMES, true)
      v.setUint16(8, 0, true) // stored
      v.setUint16(10, time, true)
      v.setUint16(12, date, true)
      v.setUint32(14, crc, true)
      v.setUint32(18, size, true)
      v.setUint32(22, size, true)
      v.setUint16(26, name.length, true)
    })
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true)
        v.setUint16(4, 20, true)
        v.setUint16(6, 20, true)
        v.setUint16(8, UTF8_NAMES, true)
        v.setUint16(12, time, true)
        v.setUint16(14, date, true)
        v.setUint32(16, crc, true)
        v.setUint32(20, size, true)
        v.setUint32(24, size, true)
        v.setUint16(28, name.length, true)
        v.setUint32(42, offset, true)
      }),
      name,
    )
    parts.push(local, name, entry.bytes)
    offset += local.length + name.length + size
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0)
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true)
    v.setUint16(8, entries.length, true)
    v.setUint16(10, entries.length, true)
    v.setUint32(12, directorySize, true)
    v.setUint32(16, offset, true)
  })
  const all = [...parts, ...central, end]
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at2 = 0
  for (const part of all) {
    out.set(part, at2)
    at2 += part.length
  }
  return out
}

/** The entries of a stored-only archive this writer made (the tests read it back). */
export function readZipStore(archive: Uint8Array): ZipEntry[] {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength)
  const end = archive.length - 22
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('not a ZIP archive')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength))
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    entries.push({ name, bytes: archive.subarray(start, start + size) })
    at += 46 + nameLength
  }
  return entries
}
