import { pathOf, sameSitePath } from '../../shared/redirect'

// Where to go after signing in: the `redirect` query target the guards set (docs/product.md, routes and guards), when it is
// a path of this site (the rule is src/shared/redirect.ts) other than a sign-in page itself.

const AUTH_PAGES =
  /^\/app\/(login|register|forgot-password|reset-password|verify-email|auth\/callback)(\/|$)/

const DEFAULT_AFTER_LOGIN = '/app'

/** `raw` when it is a page to go to after signing in, else the default. */
export function afterLoginPath(raw: string | null | undefined): string {
  const target = sameSitePath(raw)
  return target === null || AUTH_PAGES.test(pathOf(target)) ? DEFAULT_AFTER_LOGIN : target
}

export function afterLoginTarget(search: string): string {
  return afterLoginPath(new URLSearchParams(search).get('redirect'))
}
