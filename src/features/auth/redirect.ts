import { site } from '../../lib/site'
import { pathTo } from '../../shared/links'
import { pathOf, sameSitePath, siblingSiteTarget } from '../../shared/redirect'
import { type AppRoutePattern, appSubpath, matchPattern } from '../../shared/routes'
import { startHandover } from './api'

// Where to go after signing in: the `redirect` query target the guards set (docs/product.md, routes and guards), when it is
// a path of this site (the rule is src/shared/redirect.ts) other than a sign-in page itself.

/** The sign-in pages: going back to one after signing in would only show it again. */
const AUTH_PAGES: AppRoutePattern[] = [
  'login',
  'register',
  'forgot-password',
  'reset-password/:token',
  'verify-email',
  'auth/callback',
]

const isAuthPage = (path: string) => {
  const subpath = appSubpath(path)
  return subpath !== null && matchPattern(AUTH_PAGES, subpath) !== null
}

const DEFAULT_AFTER_LOGIN = pathTo('/app')

/**
 * `raw` when it is a page to go to after signing in, else the default: a path of this site, or a
 * page of an international sibling site the visitor came from (an absolute URL).
 */
export function afterLoginPath(raw: string | null | undefined): string {
  const sibling = siblingSiteTarget(raw, site)
  if (sibling !== null) return sibling
  const target = sameSitePath(raw)
  return target === null || isAuthPage(pathOf(target)) ? DEFAULT_AFTER_LOGIN : target
}

export function afterLoginTarget(search: string): string {
  return afterLoginPath(new URLSearchParams(search).get('redirect'))
}

/** Goes to `next` after signing in: within the app, or back to the sibling site's page. */
export function goAfterLogin(
  next: string,
  navigate: (to: string, options: { replace: boolean }) => void,
) {
  if (next.startsWith('/')) navigate(next, { replace: true })
  else void carryOver(next)
}

let leaving: Promise<void> | null = null

/**
 * Back to a page of an international site, signed in there too: the Worker's one-time code goes
 * with the browser to that site's /app/handover, which trades it for a session of its own. Once
 * per page, however often it is asked. Should the code not come, the visitor still goes back
 * (logged out there, as before), rather than staying on a login that already worked.
 */
export function carryOver(next: string): Promise<void> {
  leaving ??= startHandover(next).then(
    ({ url }) => window.location.assign(url),
    (err: unknown) => {
      console.warn('sign-in hand-over failed', err)
      window.location.assign(next)
    },
  )
  return leaving
}
