import { parseRowId } from '../../src/shared/ids'
import { apiError } from './errors'

/**
 * A row id from a path segment (the rule is src/shared/ids.ts). A segment that cannot name a row
 * is the same 404 as an id that is merely unknown.
 */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  const id = parseRowId(raw)
  if (id === null) throw apiError(404, 'not_found', notFoundMessage)
  return id
}

export const POST_NOT_FOUND = '投稿が見つかりません。削除されたか、非公開になった可能性があります。'
export const USER_NOT_FOUND = 'ユーザーが見つかりません。'
