import { isAppPath } from '../../shared/routes'

// Where the shell shows its banner: on the pages people browse, never where a banner would sit
// on top of a form someone is filling in or a payment (sign-in and sign-up, upload, the ad
// purchase pages) nor on embed=1 pages, which show no chrome at all.

const NO_BANNER = [
  /^\/app\/(login|register|forgot-password|verify-email|test-email-verification)$/,
  /^\/app\/reset-password\//,
  /^\/app\/auth\//,
  /^\/app\/(upload|event-upload|event-auth)$/,
  /^\/app\/(ad-landing|ads\/success|ads\/cancel)$/,
]

/** True when the banner belongs on this page (`search` with or without its leading "?"). */
export function bannerAllowed(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).get('embed') === '1') return false
  const path = pathname.replace(/\/+$/, '') || '/'
  if (!isAppPath(path)) return false
  return !NO_BANNER.some((rule) => rule.test(path))
}
