import { type AppRoutePattern, appSubpath, matchPattern } from '../../shared/routes'

// Where the shell shows its banner: on the pages people browse, never where a banner would sit
// on top of a form someone is filling in or a payment (sign-in and sign-up, upload, the ad
// purchase pages) nor on embed=1 pages, which show no chrome at all.

const NO_BANNER: AppRoutePattern[] = [
  'login',
  'register',
  'forgot-password',
  'reset-password/:token',
  'verify-email',
  'test-email-verification',
  'auth/callback',
  'upload',
  'event-upload',
  'event-auth',
  'ad-landing',
  'ads/success',
  'ads/cancel',
]

/** True when the banner belongs on this page (`search` with or without its leading "?"). */
export function bannerAllowed(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).get('embed') === '1') return false
  const subpath = appSubpath(pathname)
  return subpath !== null && matchPattern(NO_BANNER, subpath) === null
}
