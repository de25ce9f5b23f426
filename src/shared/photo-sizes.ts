// The sizes a post photo is stored in (worker/media/pipeline.ts makes them at upload) and the
// `srcset` that offers them: the browser picks the smallest one that covers its slot at the
// screen's density, so a phone does not download the size meant for a large screen.

/** Longest side of each stored size, smallest first. */
export const PHOTO_SIZES = {
  /** Cards, the gallery and search hits. */
  thumb: 480,
  /** The post page on a phone of density up to about 2, and on a desktop at 1×. */
  small: 800,
  /** The post page on a phone of density 2.5 to 3. */
  medium: 1280,
  /** The largest: a desktop at 2×, and the file a share preview or export uses. */
  display: 2048,
} as const

/**
 * The width of the copy of a `width` × `height` photo scaled down to fit `side` × `side`
 * (never up), as the pipeline makes it.
 */
export function scaledWidth(width: number, height: number, side: number): number {
  return Math.round(width * Math.min(1, side / Math.max(width, height)))
}

/** Whether the pipeline stores a copy of this size: only if it is smaller than the display size. */
export function hasSmallerCopy(width: number, height: number, side: number): boolean {
  return Math.max(width, height) > side
}

/** The `sizes` of a post page's photos: the carousel is 728 px wide from 800 px up. */
export const DETAIL_PHOTO_SIZES = '(min-width: 800px) 728px, 100vw'

/**
 * A stored photo's URLs. The small and medium copies are null for photos no larger (and those
 * stored before the copies existed), and only a post's own answer carries them: lists show
 * thumbnails.
 */
export interface PhotoUrls {
  url: string
  thumb_url: string
  small_url?: string | null
  medium_url?: string | null
  width: number
  height: number
}

/** The `srcset` of a post page's photo: each stored size with its real width. */
export function detailPhotoSrcSet(
  photo: PhotoUrls,
  toHref: (path: string) => string | null,
): string {
  const { width, height } = photo
  const candidates: [string | null, number][] = [
    [photo.thumb_url, scaledWidth(width, height, PHOTO_SIZES.thumb)],
    [photo.small_url ?? null, scaledWidth(width, height, PHOTO_SIZES.small)],
    [photo.medium_url ?? null, scaledWidth(width, height, PHOTO_SIZES.medium)],
    [photo.url, width],
  ]
  // A photo no larger than a smaller size has that copy's width twice: the larger file wins.
  const byWidth = new Map<number, string>()
  for (const [path, w] of candidates) if (path !== null) byWidth.set(w, path)
  return [...byWidth].map(([w, path]) => `${toHref(path)} ${w}w`).join(', ')
}
