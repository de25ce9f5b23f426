import type { ApiErrorInfo } from '../lib/api'
import { site } from '../lib/site'

/**
 * What to tell a person about a failed call: the server's own message (written in Japanese for
 * people) on the Japanese site, else this site's `fallback` in its own language.
 */
export function apiErrorText(error: ApiErrorInfo | null | undefined, fallback: string): string {
  if (!error?.message || site.international) return fallback
  return error.message
}
