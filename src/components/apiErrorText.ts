import { type ApiErrorInfo, withErrorId } from '../lib/api'
import { site } from '../lib/site'

/**
 * What to tell a person about a failed call: the server's own message (written in Japanese for
 * people) on the Japanese site, else this site's `fallback` in its own language; after a server
 * failure either is followed by the id to quote ("エラーID: …").
 */
export function apiErrorText(error: ApiErrorInfo | null | undefined, fallback: string): string {
  if (!error?.message || site.international) return withErrorId(fallback, error?.requestId ?? null)
  return error.message
}
