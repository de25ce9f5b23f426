import { sameSitePath } from '../shared/redirect'
import { GUARDED_APP_ROUTES, matchPattern } from '../shared/routes'

/**
 * Where a guard may send a visitor: a path on this site (src/shared/redirect.ts), but never a
 * guarded page, which would only bounce a logged-out visitor again.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  const target = sameSitePath(raw)
  if (!target) return null
  const pathname = target.replace(/[?#].*$/, '')
  if (pathname.startsWith('/app/')) {
    const subpath = pathname.slice('/app/'.length).replace(/\/+$/, '')
    if (matchPattern(GUARDED_APP_ROUTES, subpath)) return null
  }
  return target
}
