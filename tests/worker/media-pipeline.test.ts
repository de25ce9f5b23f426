import { env } from 'cloudflare:workers'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { processAvatar, processPostPhoto, storedCopies } from '../../worker/media/pipeline'
import { readImageHeader, sniffImageType } from '../../worker/media/sniff'
import gpsJpeg from '../fixtures/gps-oriented.jpg?inline'
import hugePng from '../fixtures/huge-100mp.png?inline'
import pdfAsJpeg from '../fixtures/not-a-photo.jpg?inline'
import smallPng from '../fixtures/small.png?inline'
import smallWebp from '../fixtures/small.webp?inline'
import { jpegDimensions, metadataOf, topAndBottom } from './media-helpers'
import { bytesOf, heicContainer } from './posts-helpers'

// The photo pipeline with the real Images binding (miniflare runs it on sharp, as `wrangler dev`
// does). The HTTP tests (posts-write) check the same through upload and /media/.

/** The JSON error a rejected photo turns into. */
async function rejection(
  work: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await work
  } catch (err) {
    if (err instanceof HTTPException) {
      const res = err.getResponse()
      return { status: res.status, body: await res.json() }
    }
    throw err
  }
  throw new Error('the photo was accepted')
}

describe('recognizing files by their bytes', () => {
  it('knows JPEG, PNG, WebP and HEIC, and reads their size from the header', () => {
    expect(readImageHeader(bytesOf(gpsJpeg))).toEqual({
      type: 'image/jpeg',
      width: 3000,
      height: 1500,
    })
    expect(readImageHeader(bytesOf(smallPng))).toEqual({ type: 'image/png', width: 64, height: 48 })
    expect(readImageHeader(bytesOf(smallWebp))).toEqual({
      type: 'image/webp',
      width: 64,
      height: 48,
    })
    expect(readImageHeader(heicContainer(4032, 3024))).toEqual({
      type: 'image/heic',
      width: 4032,
      height: 3024,
    })
    expect(readImageHeader(bytesOf(hugePng))).toEqual({
      type: 'image/png',
      width: 10000,
      height: 10000,
    })
  })

  it('does not take a PDF named .jpg, text, or truncated headers for images', () => {
    expect(sniffImageType(bytesOf(pdfAsJpeg))).toBeNull()
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull()
    expect(readImageHeader(bytesOf(smallPng).subarray(0, 20))).toBeNull()
    expect(readImageHeader(bytesOf(gpsJpeg).subarray(0, 100))).toBeNull()
  })
})

describe('processing a post photo', () => {
  it('applies the EXIF orientation, strips EXIF/GPS/XMP/comments, and stores four sizes', async () => {
    const original = bytesOf(gpsJpeg)
    // The fixture really carries what must go.
    expect(metadataOf(original)).toMatchObject({
      exif: true,
      gps: true,
      orientation: 6,
      xmp: true,
      comment: true,
    })

    const photo = await processPostPhoto(env.IMAGES, original, 'photos.0')
    const { display, medium, small, thumb } = photo
    expect(storedCopies(photo)).toEqual([display, medium, small, thumb])
    for (const image of storedCopies(photo)) {
      expect(metadataOf(image.bytes)).toEqual({
        exif: false,
        gps: false,
        orientation: null,
        xmp: false,
        comment: false,
      })
      expect(new TextDecoder('latin1').decode(image.bytes)).not.toContain('SERIAL-0042')
    }
    // Stored sideways as 3000×1500 with Orientation 6: upright it is 1500×3000, scaled to 2048.
    expect(jpegDimensions(display.bytes)).toEqual({ width: 1024, height: 2048 })
    expect([display.width, display.height]).toEqual([1024, 2048])
    // The post page's srcset copies: longest side 1280 and 800, upright like the display size.
    expect(medium && jpegDimensions(medium.bytes)).toEqual({ width: 640, height: 1280 })
    expect([medium?.width, medium?.height]).toEqual([640, 1280])
    expect(small && jpegDimensions(small.bytes)).toEqual({ width: 400, height: 800 })
    expect(jpegDimensions(thumb.bytes)).toEqual({ width: 240, height: 480 })
    // Each smaller copy is a fraction of the display size's bytes.
    expect(medium?.bytes.byteLength).toBeLessThan(display.bytes.byteLength / 2)
    expect(small?.bytes.byteLength).toBeLessThan((medium?.bytes.byteLength ?? 0) / 1.5)
    // The red half was on the left of the stored pixels; rotated 90° clockwise it is on top.
    const [top, bottom] = await topAndBottom(display.bytes)
    expect(top[0]).toBeGreaterThan(180)
    expect(top[2]).toBeLessThan(60)
    expect(bottom[2]).toBeGreaterThan(180)
    expect(bottom[0]).toBeLessThan(60)
  })

  it('names stored files by the SHA-256 of their bytes', async () => {
    const { display, thumb } = await processPostPhoto(env.IMAGES, bytesOf(smallPng), 'photos.0')
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', display.bytes))
    const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('')
    expect(display.key).toBe(`posts/${hex}.jpg`)
    expect(thumb.key).toMatch(/^posts\/[0-9a-f]{64}\.jpg$/)
  })

  it.each([
    ['PNG', smallPng],
    ['WebP', smallWebp],
  ])('re-encodes a small %s as JPEG without upscaling it', async (_, fixture) => {
    const photo = await processPostPhoto(env.IMAGES, bytesOf(fixture), 'photos.0')
    const { display, thumb } = photo
    expect(display.contentType).toBe('image/jpeg')
    expect(jpegDimensions(display.bytes)).toEqual({ width: 64, height: 48 })
    expect(jpegDimensions(thumb.bytes)).toEqual({ width: 64, height: 48 })
    // No copy between the thumbnail and a display size that is already smaller than both.
    expect([photo.medium, photo.small]).toEqual([null, null])
    expect(storedCopies(photo)).toEqual([display, thumb])
  })
})

describe('refusing photos', () => {
  it('refuses an empty file with 400', async () => {
    const res = await rejection(processPostPhoto(env.IMAGES, new Uint8Array(), 'photos.0'))
    expect(res).toEqual({
      status: 400,
      body: {
        error: 'empty_file',
        message: expect.stringMatching(/空のファイル/),
        field: 'photos.0',
      },
    })
  })

  it('refuses a PDF named .jpg with 415', async () => {
    const res = await rejection(processPostPhoto(env.IMAGES, bytesOf(pdfAsJpeg), 'photos.2'))
    expect(res.status).toBe(415)
    expect(res.body).toMatchObject({ error: 'unsupported_image_type', field: 'photos.2' })
    expect(res.body.message).toContain('JPEG・PNG・WebP・HEIC')
  })

  it('refuses more than 16 MB with 413, whatever the bytes', async () => {
    const big = new Uint8Array(16 * 1024 * 1024 + 1)
    big.set(bytesOf(smallPng))
    const res = await rejection(processPostPhoto(env.IMAGES, big, 'photos.0'))
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      error: 'file_too_large',
      message: expect.stringContaining('16MB'),
    })
  })

  it('refuses a real 100-megapixel PNG with 422 from its header', async () => {
    const res = await rejection(processPostPhoto(env.IMAGES, bytesOf(hugePng), 'photos.0'))
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      error: 'image_dimensions_too_large',
      message: expect.stringContaining('100メガピクセル'),
    })
  })

  it('never decodes an oversized image: a header that claims 100 MP over garbage is the same 422', async () => {
    const header = bytesOf(hugePng).subarray(0, 33)
    const bomb = new Uint8Array(1024)
    bomb.set(header)
    const res = await rejection(processPostPhoto(env.IMAGES, bomb, 'photos.0'))
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('image_dimensions_too_large')
  })

  it('refuses a HEIC of 120 megapixels from its header too', async () => {
    const res = await rejection(
      processPostPhoto(env.IMAGES, heicContainer(12000, 10000), 'photos.0'),
    )
    expect(res).toMatchObject({ status: 422, body: { error: 'image_dimensions_too_large' } })
  })

  it('answers a HEIC the local Images binding cannot decode with a 422 that says what to do', async () => {
    // Production's Images service decodes HEIC; miniflare's sharp build has no HEVC decoder.
    const res = await rejection(processPostPhoto(env.IMAGES, heicContainer(4032, 3024), 'photos.1'))
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ error: 'heic_not_supported', field: 'photos.1' })
    expect(res.body.message).toContain('JPEG')
  })

  it('answers a JPEG that is broken after its header with 422, not 500', async () => {
    const broken = bytesOf(gpsJpeg).slice(0, 2000)
    const res = await rejection(processPostPhoto(env.IMAGES, broken, 'photos.0'))
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('invalid_image')
  })
})

describe('processing an avatar', () => {
  it('crops the centre to a 400 × 400 JPEG without metadata, upright, and a 128 px copy', async () => {
    const { avatar, small } = await processAvatar(env.IMAGES, bytesOf(gpsJpeg), 'avatar')
    expect(avatar.key).toMatch(/^avatars\/[0-9a-f]{64}\.jpg$/)
    expect(jpegDimensions(avatar.bytes)).toEqual({ width: 400, height: 400 })
    expect(metadataOf(avatar.bytes)).toMatchObject({ exif: false, gps: false, xmp: false })
    // The copy lists show is named after the avatar, so an answer naming one names both.
    expect(small.key).toBe(avatar.key.replace(/\.jpg$/, '.128.jpg'))
    expect(jpegDimensions(small.bytes)).toEqual({ width: 128, height: 128 })
    expect(metadataOf(small.bytes)).toMatchObject({ exif: false, gps: false, xmp: false })
    expect(small.bytes.byteLength).toBeLessThan(avatar.bytes.byteLength / 3)
  })
})
