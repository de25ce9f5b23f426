import { pathOf, sameSitePath } from '../shared/redirect'
import { GUARDED_APP_ROUTES, matchPattern } from '../shared/routes'

// Guards send a visitor to a `redirect` target only when it is a path on this site (the rule is
// src/shared/redirect.ts) and not a guarded page; otherwise the guard falls back to its default.

export function safeRedirectTarget(raw: string | null | undefined): string | null {
  const target = sameSitePath(raw)
  if (target === null) return null
  // A guarded page would only bounce a logged-out visitor again.
  const pathname = pathOf(target)
  if (pathname.startsWith('/app/')) {
    const subpath = pathname.slice('/app/'.length).replace(/\/+$/, '')
    if (matchPattern(GUARDED_APP_ROUTES, subpath)) return null
  }
  return target
}
