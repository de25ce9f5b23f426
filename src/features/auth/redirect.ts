import { sameSitePath } from '../../shared/redirect'

// Where to go after signing in: the `redirect` query target the guards set, when it is a path on
// this site (src/shared/redirect.ts) and not another sign-in page.

const AUTH_PAGES =
  /^\/app\/(login|register|forgot-password|reset-password|verify-email|auth\/callback)(\/|$)/

const DEFAULT_AFTER_LOGIN = '/app'

export function afterLoginTarget(search: string): string {
  const target = sameSitePath(new URLSearchParams(search).get('redirect'))
  return target && !AUTH_PAGES.test(target.replace(/[?#].*$/, '')) ? target : DEFAULT_AFTER_LOGIN
}
