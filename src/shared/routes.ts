// The route table (docs/product.md, routes and guards), shared by the edge (status codes, 404s) and the SPA router.
// Patterns use wouter syntax relative to /app ('' is /app itself).

export const PUBLIC_APP_ROUTES = [
  '',
  'about',
  'terms',
  'privacy',
  'tokushoho',
  'ad-landing',
  'timeline',
  'gallery',
  'search',
  'map',
  'posts/:id',
  'profile/:id',
  'settings',
  'ads/success',
  'ads/cancel',
  'hazardmap',
  'alerts',
  'venues',
  'venues/:id',
  'artists',
  'artists/:id',
  'stamprally',
  'stamprally/:id',
  'stamprally/:id/checkin',
  'stamprally/:id/scan',
  'restaurants',
  'restaurants/:id',
  'event-auth',
] as const

/**
 * The admin desk's views besides its reports queue (/app/admin): each is /app/admin/<view>, one
 * page of its own (src/features/admin/pages/desk-views.tsx says who sees which and what it shows).
 */
export const ADMIN_DESK_VIEWS = [
  'alerts',
  'audit',
  'roles',
  'shelters',
  'push',
  'organizers',
] as const
export type AdminDeskView = (typeof ADMIN_DESK_VIEWS)[number]
const adminDeskRoutes = ADMIN_DESK_VIEWS.map((view) => `admin/${view}` as const)

/** Login required. */
export const GUARDED_APP_ROUTES = [
  'feed',
  'upload',
  'profile',
  'favorites',
  'coupons',
  'coupons/uses/:id',
  'admin',
  'event-upload',
  'stamprally/new',
  'stamprally/:id/manage',
  'stamprally/:id/manage/qr/:spotId',
  'stamprally/:id/manage/print',
  'notices',
  'ads',
  'ads/order',
  'ads/orders/:id/receipt',
  'admin/ads',
  ...adminDeskRoutes,
] as const

/** Only on the main (non-international) site. */
export const MAIN_ONLY_APP_ROUTES = [
  'login',
  'forgot-password',
  'reset-password/:token',
  'register',
  'verify-email',
  'test-email-verification',
  'auth/callback',
] as const

/** Pages outside /app. The first two do not exist inside the native app. */
export const WEB_ONLY_LANDING_ROUTES = ['creator-recruit', 'all-target-lp'] as const
export const PUBLIC_LANDING_ROUTES = ['materials', 'creatives'] as const

interface RouteMatch {
  pattern: string
  params: Record<string, string>
}

/** Matches a path below /app (without leading or trailing slash) against a list of patterns. */
export function matchPattern(patterns: readonly string[], subpath: string): RouteMatch | null {
  const parts = subpath === '' ? [] : subpath.split('/')
  for (const pattern of patterns) {
    const want = pattern === '' ? [] : pattern.split('/')
    if (want.length !== parts.length) continue
    const params: Record<string, string> = {}
    let ok = true
    for (let i = 0; i < want.length; i++) {
      const w = want[i] as string
      const p = parts[i] as string
      if (w.startsWith(':')) {
        if (p === '') {
          ok = false
          break
        }
        params[w.slice(1)] = p
      } else if (w !== p) {
        ok = false
        break
      }
    }
    if (ok) return { pattern, params }
  }
  return null
}

/** Every route of the app below /app, by its pattern. */
export type AppRoutePattern =
  | (typeof PUBLIC_APP_ROUTES)[number]
  | (typeof GUARDED_APP_ROUTES)[number]
  | (typeof MAIN_ONLY_APP_ROUTES)[number]

/** Routes with a title of their own: all but /app itself, whose title is the site's. */
export type TitledRoute = Exclude<AppRoutePattern, ''>

/**
 * The route a path below /app shows, for its title. Guarded routes come first: `stamprally/new`
 * is a page of its own, not the rally whose id is "new".
 */
export function titledRouteOf(subpath: string): TitledRoute | null {
  const match =
    matchPattern(GUARDED_APP_ROUTES, subpath) ??
    matchPattern(PUBLIC_APP_ROUTES, subpath) ??
    matchPattern(MAIN_ONLY_APP_ROUTES, subpath)
  if (!match || match.pattern === '') return null
  return match.pattern as TitledRoute
}
