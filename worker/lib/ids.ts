import { apiError } from './errors'

const ID = /^[1-9]\d{0,15}$/

/**
 * A row id from a path segment. Only plain positive decimal integers within the safe range name
 * a row; everything else (`0`, `-1`, `1;DROP`, `%00`, `1e3`, 2^64) cannot exist, so it is the same
 * 404 as an id that is merely unknown.
 */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (raw && ID.test(raw)) {
    const id = Number(raw)
    if (id <= Number.MAX_SAFE_INTEGER) return id
  }
  throw apiError(404, 'not_found', notFoundMessage)
}

export const POST_NOT_FOUND = '投稿が見つかりません。削除されたか、非公開になった可能性があります。'
export const USER_NOT_FOUND = 'ユーザーが見つかりません。'
