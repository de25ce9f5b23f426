import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '../../src/shared/api/posts'
import { AVATAR_SIZES, smallAvatarKey } from '../../src/shared/avatar-sizes'
import { hasSmallerCopy, PHOTO_SIZES } from '../../src/shared/photo-sizes'
import { sha256Hex } from '../lib/crypto'
import { apiError } from '../lib/errors'
import { stripJpegMetadata } from './jpeg'
import { type ImageType, jpegSize, readImageHeader, sniffImageType } from './sniff'

// Every uploaded photo goes through here before anything is stored:
//   1. size and type from the bytes (0 bytes 400, > 16 MB 413, not JPEG/PNG/WebP/HEIC 415),
//   2. pixel size from the header (> 50 megapixels 422) — nothing has been decoded yet,
//   3. the Cloudflare Images binding decodes it, applies the EXIF orientation, resizes (never
//      upscaling) and re-encodes as JPEG without metadata; a post photo is stored in up to four
//      sizes and an avatar in two (src/shared/photo-sizes.ts, avatar-sizes.ts), so that a phone
//      downloads the size its screen needs,
//   4. a lossless pass removes any metadata segment that might still be there (jpeg.ts).
// Keys are content-addressed (SHA-256 of the stored bytes), so a key never changes meaning and
// `/media/...` can be cached forever. An avatar's 128 px copy is named after its avatar's key
// (`<key>.128.jpg`), so it never changes meaning either, and answers need not name it.

export interface StoredImage {
  key: string
  bytes: Uint8Array
  width: number
  height: number
  contentType: 'image/jpeg'
}

/** A post photo's copies; `small` and `medium` are null when the display size is no larger. */
export interface ProcessedPhoto {
  display: StoredImage
  medium: StoredImage | null
  small: StoredImage | null
  thumb: StoredImage
}

/** Every stored copy of a processed photo, the largest first. */
export function storedCopies(photo: ProcessedPhoto): StoredImage[] {
  return [photo.display, photo.medium, photo.small, photo.thumb].filter(
    (copy): copy is StoredImage => copy !== null,
  )
}

/** An avatar and the small copy lists show (AVATAR_SIZES in src/shared/avatar-sizes.ts). */
export interface ProcessedAvatar {
  avatar: StoredImage
  small: StoredImage
}

/** JPEG has no transparency: transparent PNG/WebP areas become white, not black. */
const OPAQUE = '#ffffff'

const TYPE_NAMES: Record<ImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
}

/** `field` names the form part in errors, e.g. "photos.2". */
export function checkPhoto(bytes: Uint8Array, field: string): ImageType {
  const extra = { field }
  if (bytes.byteLength === 0) {
    throw apiError(400, 'empty_file', '空のファイルは投稿できません。写真を選び直してください。', {
      extra,
    })
  }
  if (bytes.byteLength > MAX_PHOTO_BYTES) {
    throw apiError(
      413,
      'file_too_large',
      '写真は1枚16MBまでです。小さくしてからもう一度お試しください。',
      {
        extra,
      },
    )
  }
  if (!sniffImageType(bytes)) {
    throw apiError(
      415,
      'unsupported_image_type',
      '対応していないファイル形式です。JPEG・PNG・WebP・HEICの写真を選んでください。',
      { extra },
    )
  }
  const header = readImageHeader(bytes)
  if (!header) {
    throw apiError(
      422,
      'invalid_image',
      '写真を読み込めませんでした。ファイルが壊れていないか確認してください。',
      {
        extra,
      },
    )
  }
  if (header.width * header.height > MAX_PHOTO_PIXELS) {
    throw apiError(
      422,
      'image_dimensions_too_large',
      `写真の画素数が大きすぎます（${Math.round((header.width * header.height) / 1e6)}メガピクセル）。5,000万画素以下にしてからもう一度お試しください。`,
      { extra },
    )
  }
  return header.type
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream()
}

/** Runs one transform through the binding and returns the cleaned JPEG with its real size. */
async function transform(
  images: ImagesBinding,
  source: Uint8Array,
  options: ImageTransform,
  quality: number,
  prefix: string,
): Promise<StoredImage> {
  const result = await images
    .input(streamOf(source))
    .transform(options)
    .output({ format: 'image/jpeg', quality })
  const encoded = new Uint8Array(await result.response().arrayBuffer())
  const bytes = stripJpegMetadata(encoded)
  const size = bytes && jpegSize(bytes)
  if (!bytes || !size) throw new Error('the Images binding returned something that is not a JPEG')
  return {
    key: `${prefix}/${await sha256Hex(bytes)}.jpg`,
    bytes,
    width: size.width,
    height: size.height,
    contentType: 'image/jpeg',
  }
}

function cannotProcess(type: ImageType, field: string, cause: unknown) {
  console.warn('media: the Images binding could not process an upload', type, cause)
  if (type === 'image/heic') {
    return apiError(
      422,
      'heic_not_supported',
      'このHEIC写真を変換できませんでした。端末の設定で「互換性優先」（JPEG）にするか、JPEGで保存してからもう一度お試しください。',
      { extra: { field } },
    )
  }
  return apiError(
    422,
    'invalid_image',
    `写真（${TYPE_NAMES[type]}）を読み込めませんでした。ファイルが壊れていないか確認してください。`,
    { extra: { field } },
  )
}

/**
 * A post photo: the display size (longest side 2048, never upscaled), then the medium (1280) and
 * small (800) copies a post page's `srcset` offers phones, when the display size is larger, and
 * the thumbnail (480) the lists show.
 */
export async function processPostPhoto(
  images: ImagesBinding,
  bytes: Uint8Array,
  field: string,
): Promise<ProcessedPhoto> {
  const type = checkPhoto(bytes, field)
  try {
    const display = await transform(
      images,
      bytes,
      fitInside(PHOTO_SIZES.display, { background: OPAQUE }),
      85,
      'posts',
    )
    // The smaller copies are made from the display image: already upright, smaller to decode.
    const medium = await smallerCopy(images, display, PHOTO_SIZES.medium)
    const small = await smallerCopy(images, medium ?? display, PHOTO_SIZES.small)
    const thumb = await transform(
      images,
      (small ?? display).bytes,
      fitInside(PHOTO_SIZES.thumb),
      80,
      'posts',
    )
    return { display, medium, small, thumb }
  } catch (err) {
    throw cannotProcess(type, field, err)
  }
}

const fitInside = (side: number, extra: Partial<ImageTransform> = {}): ImageTransform => ({
  width: side,
  height: side,
  fit: 'scale-down',
  ...extra,
})

/** A copy of `source` that fits in `side`, or null when `source` already does. */
async function smallerCopy(
  images: ImagesBinding,
  source: StoredImage,
  side: number,
): Promise<StoredImage | null> {
  if (!hasSmallerCopy(source.width, source.height, side)) return null
  return await transform(images, source.bytes, fitInside(side), 82, 'posts')
}

/** An avatar: a centred 400 × 400 square, and its 128 × 128 copy named after it. */
export async function processAvatar(
  images: ImagesBinding,
  bytes: Uint8Array,
  field: string,
): Promise<ProcessedAvatar> {
  const type = checkPhoto(bytes, field)
  try {
    const avatar = await transform(
      images,
      bytes,
      fitInside(AVATAR_SIZES.full, { fit: 'cover', gravity: 'center', background: OPAQUE }),
      85,
      'avatars',
    )
    const copy = await transform(images, avatar.bytes, fitInside(AVATAR_SIZES.small), 82, 'avatars')
    return { avatar, small: { ...copy, key: smallAvatarKey(avatar.key) } }
  } catch (err) {
    throw cannotProcess(type, field, err)
  }
}
