// Photos are shrunk in the browser before they are uploaded (mobile data, upload time): the
// longest side at most `maxSide` px, re-encoded as JPEG. Drawing the decoded bitmap onto a canvas
// applies the EXIF orientation and leaves every EXIF tag (GPS included) behind. A file the browser
// cannot decode (HEIC in Chrome, a broken file) goes up as it is: the server decides about it.

interface PreparedImage {
  blob: Blob
  /** The name to upload under (".jpg" when re-encoded). */
  name: string
  /** Whether the browser re-encoded it (false: the original file is sent). */
  resized: boolean
}

interface PrepareOptions {
  maxSide?: number
  quality?: number
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo'
  return `${base}.jpg`
}

async function canvasToJpeg(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    // JPEG has no transparency: transparent areas become white, not black.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

export async function prepareImage(
  file: File,
  { maxSide = 2048, quality = 0.85 }: PrepareOptions = {},
): Promise<PreparedImage> {
  const original: PreparedImage = { blob: file, name: file.name || 'photo', resized: false }
  if (typeof createImageBitmap !== 'function') return original
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return original
  }
  try {
    if (!bitmap.width || !bitmap.height) return original
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const blob = await canvasToJpeg(bitmap, width, height, quality).catch(() => null)
    if (!blob || blob.size === 0) return original
    return { blob, name: jpegName(file.name), resized: true }
  } finally {
    bitmap.close()
  }
}
