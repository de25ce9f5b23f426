import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, type Page } from '../../src/shared/api/posts'
import { parseRowId } from '../../src/shared/ids'
import { halfWidth } from '../../src/shared/text-input'
import { base64urlToText, textToBase64url } from './crypto'
import { apiError } from './errors'

// Keyset pagination: `?cursor=&limit=` → `{ items, nextCursor }`, newest first.
// A cursor names the last item of the previous page, so rows inserted meanwhile (always newer,
// ids only grow) can never shift or repeat what the next page returns. No OFFSET anywhere.

export interface PageRequest<K> {
  limit: number
  /** The position after which the page starts; null for the first page. */
  after: K | null
}

/**
 * Reads `limit` and `cursor` from a query. `limit`: an integer, default 20, clamped to 50;
 * anything else (0, negatives, "ten", 1.5) is 400. `cursor`: decoded by `decode`; malformed → 400.
 */
export function readPage<K>(
  query: Record<string, string | undefined>,
  decode: (raw: string) => K | null,
): PageRequest<K> {
  // Full-width digits (２０) are the number a Japanese keyboard types.
  const rawLimit = query.limit === undefined ? undefined : halfWidth(query.limit)
  let limit = DEFAULT_PAGE_LIMIT
  if (rawLimit !== undefined && rawLimit !== '') {
    if (!/^\d{1,6}$/.test(rawLimit) || Number(rawLimit) < 1) {
      throw apiError(400, 'invalid_limit', '件数（limit）は1以上の整数で指定してください。', {
        extra: { field: 'limit' },
      })
    }
    limit = Math.min(Number(rawLimit), MAX_PAGE_LIMIT)
  }
  const rawCursor = query.cursor
  if (rawCursor === undefined || rawCursor === '') return { limit, after: null }
  const after = rawCursor.length <= 200 ? decode(rawCursor) : null
  if (after === null) {
    throw apiError(400, 'invalid_cursor', '続きの読み込み位置（cursor）が正しくありません。', {
      extra: { field: 'cursor' },
    })
  }
  return { limit, after }
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only says that there is more.
 * `cursorOf` encodes the last returned row's position.
 */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
  cursorOf: (row: R) => string,
): Page<T> {
  const hasMore = rows.length > limit
  const kept = hasMore ? rows.slice(0, limit) : rows
  const last = kept.at(-1)
  return { items: kept.map(map), nextCursor: hasMore && last ? cursorOf(last) : null }
}

/** A cursor over ids: base64url of the decimal id. */
export function encodeIdCursor(id: number): string {
  return textToBase64url(String(id))
}

export function decodeIdCursor(raw: string): number | null {
  return parseRowId(base64urlToText(raw))
}

/** A cursor over (time, id) pairs, for lists ordered by when something happened (favorites). */
export interface TimeIdPosition {
  at: string
  id: number
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

export function encodeTimeIdCursor(position: TimeIdPosition): string {
  return textToBase64url(`${position.at}|${position.id}`)
}

export function decodeTimeIdCursor(raw: string): TimeIdPosition | null {
  const text = base64urlToText(raw)
  const [at, id, ...rest] = text?.split('|') ?? []
  if (!at || !id || rest.length > 0 || !ISO_TIME.test(at)) return null
  const numericId = decodeIdCursor(textToBase64url(id))
  return numericId === null ? null : { at, id: numericId }
}
