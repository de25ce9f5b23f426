// Boot data: API answers the edge writes into a page (worker/pages/boot-data.ts) so that the SPA's
// first request is answered without a round trip (src/lib/boot-data.ts). On a phone on slow 4G
// that round trip comes after the scripts have loaded and run, right before the first photo.

/** The id of the `<script type="application/json">` element that carries them. */
export const BOOT_DATA_ID = 'boot-data'

/**
 * The attribute of that element with the D1 bookmark of the reads behind its answers
 * (src/shared/d1-bookmark.ts): answers older than the client's own last write are not used.
 */
export const BOOT_DATA_BOOKMARK_ATTRIBUTE = 'data-d1-bookmark'

/** How long after the page loaded an inlined answer may still stand in for a request (ms). */
export const BOOT_DATA_MAX_AGE_MS = 60_000

/** The number of items per page the SPA asks for in every list (timeline, gallery, profiles). */
export const LIST_PAGE_SIZE = 20

/**
 * The key of one GET request: its path and its query sorted by name, so both sides agree on it
 * whatever order the parameters were written in.
 */
export function bootDataKey(path: string, query: Record<string, string | undefined> = {}): string {
  const entries = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`
}

/** Photos the timeline loads first: the first card's, if it is one of the first two cards. */
const LEAD_PHOTO_WITHIN = 2

/** The index of the post whose photo a list shows first and loads eagerly, or -1. */
export function leadPhotoIndex(items: readonly { media: readonly unknown[] }[]): number {
  return items.slice(0, LEAD_PHOTO_WITHIN).findIndex((item) => item.media.length > 0)
}
