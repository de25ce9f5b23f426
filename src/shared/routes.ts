import { parse } from 'regexparam'

// The route table: every page of the site, in the order the SPA router tries them (a fixed path
// before a pattern that would also match it, e.g. `stamprally/new` before `stamprally/:id`). The
// SPA's router and login guards (src/app/routes.tsx), the edge's status codes, titles, chunk
// preloads and intro screens (worker/pages/), and the bench's Lighthouse pages all read it (the
// last two with a page's entry in route-delivery.ts). Links to a page are built from it too
// (pathTo, src/shared/links.ts), so a link to a page that is not here does not compile.
// Patterns use wouter syntax; a page of the app is relative to /app ('' is /app itself), a
// landing page to /. Its title is `routeTitles[path]` in src/app/i18n/ (tsc insists on one).

/**
 * Who reaches a page. `signed-in`: login required (the SPA's guard; the edge names where a
 * logged-out visitor goes). `main-site`: the Japanese main site only (the accounts), a 404 on the
 * international sites and compiled out of their builds. `landing` and `web-landing`: outside
 * /app; the native app sends every path outside /app to /app, and `web-landing` pages are the
 * ones that make sense only on the web.
 */
export type Access = 'public' | 'signed-in' | 'main-site' | 'landing' | 'web-landing'

export interface PageRoute {
  path: string
  /** `public` when not given. */
  access?: Access
  /**
   * The SPA's pattern when it is wider than `path`: rows with the same one share one route and
   * one page (the admin desk reads its view from the URL and sends an unknown one to the desk).
   */
  router?: string
  /** The edge draws the page's heading and lead as its first screen (worker/pages/intro-screens.ts). */
  intro?: true
}

/** The admin desk's views besides its reports queue: /app/admin/<view> (src/features/admin/pages/desk-views.tsx). */
export const ADMIN_DESK_VIEWS = [
  'alerts',
  'audit',
  'ng-words',
  'roles',
  'shelters',
  'push',
  'organizers',
  'export',
] as const
export type AdminDeskView = (typeof ADMIN_DESK_VIEWS)[number]

const adminDesk = ADMIN_DESK_VIEWS.map(
  (view) => ({ path: `admin/${view}`, access: 'signed-in', router: 'admin/:view?' }) as const,
)

export const PAGE_ROUTES = [
  { path: '' },
  { path: 'about' },
  { path: 'terms' },
  { path: 'privacy' },
  { path: 'outside-services' },
  { path: 'tokushoho' },
  { path: 'ad-landing' },
  {
    path: 'timeline',
  },
  { path: 'gallery' },
  { path: 'search' },
  {
    path: 'map',
  },
  {
    path: 'posts/:id',
  },
  {
    path: 'profile/:id',
  },
  { path: 'settings' },
  { path: 'settings/delete-account', access: 'signed-in' },
  { path: 'account-deletion' },
  { path: 'ads/success' },
  { path: 'ads/cancel' },
  {
    path: 'hazardmap',
  },
  { path: 'alerts' },
  { path: 'venues' },
  { path: 'venues/:id' },
  { path: 'artists' },
  {
    path: 'artists/:id',
  },
  {
    path: 'stamprally',
    intro: true,
  },
  { path: 'stamprally/new', access: 'signed-in' },
  {
    path: 'stamprally/:id',
  },
  { path: 'stamprally/:id/checkin' },
  {
    path: 'stamprally/:id/scan',
  },
  { path: 'stamprally/:id/manage', access: 'signed-in' },
  { path: 'stamprally/:id/manage/qr/:spotId', access: 'signed-in' },
  { path: 'stamprally/:id/manage/print', access: 'signed-in' },
  {
    path: 'restaurants',
  },
  { path: 'restaurants/:id' },
  {
    path: 'event-auth',
    intro: true,
  },
  { path: 'feed', access: 'signed-in' },
  { path: 'upload', access: 'signed-in' },
  { path: 'profile', access: 'signed-in' },
  { path: 'favorites', access: 'signed-in' },
  { path: 'coupons', access: 'signed-in' },
  { path: 'coupons/uses/:id', access: 'signed-in' },
  { path: 'notices', access: 'signed-in' },
  { path: 'ads', access: 'signed-in' },
  { path: 'ads/order', access: 'signed-in' },
  { path: 'ads/orders/:id/receipt', access: 'signed-in' },
  // The ad review API refuses everyone but admins and moderators.
  { path: 'admin/ads', access: 'signed-in' },
  // The desk and its views, after the ad review above. The guard checks only that someone is
  // logged in; no admin-role check is shown, so the admin API itself must refuse non-admins.
  {
    path: 'admin',
    access: 'signed-in',
    router: 'admin/:view?',
  },
  ...adminDesk,
  { path: 'event-upload', access: 'signed-in' },
  { path: 'login', access: 'main-site' },
  { path: 'forgot-password', access: 'main-site' },
  { path: 'reset-password/:token', access: 'main-site' },
  { path: 'register', access: 'main-site' },
  { path: 'verify-email', access: 'main-site' },
  { path: 'test-email-verification', access: 'main-site' },
  { path: 'auth/callback', access: 'main-site' },
  // Where the main site's login signs a visitor in on an international site (a one-time code).
  { path: 'handover' },
  { path: 'creator-recruit', access: 'web-landing' },
  { path: 'all-target-lp', access: 'web-landing' },
  { path: 'materials', access: 'landing' },
  { path: 'creatives', access: 'landing' },
] as const satisfies readonly PageRoute[]

type Row = (typeof PAGE_ROUTES)[number]

type AccessOf<R> = R extends { access: infer A } ? A : 'public'

/** The patterns of the routes with `access`. */
export type PatternsWith<A extends Access> = Row extends infer R
  ? R extends Row
    ? AccessOf<R> extends A
      ? R['path']
      : never
    : never
  : never

/** A row's access. */
export const accessOf = (row: PageRoute): Access => row.access ?? 'public'

/** The route the SPA serves a row with: rows with the same `router` share one. */
export type RouterPattern<R extends Row = Row> = R extends { router: string }
  ? R['router']
  : R['path']

const patternsWith = <A extends Access>(...access: A[]) =>
  PAGE_ROUTES.filter((row: PageRoute) => (access as Access[]).includes(accessOf(row))).map(
    (row) => row.path,
  ) as PatternsWith<A>[]

export const PUBLIC_APP_ROUTES = patternsWith('public')
/** Login required. */
export const GUARDED_APP_ROUTES = patternsWith('signed-in')
/** Only on the main (non-international) site. */
export const MAIN_ONLY_APP_ROUTES = patternsWith('main-site')
/** Pages outside /app. The first two do not exist inside the native app. */
export const WEB_ONLY_LANDING_ROUTES = patternsWith('web-landing')
export const PUBLIC_LANDING_ROUTES = patternsWith('landing')

/** The app's pages are below this path; the landing pages are outside it. */
const APP_ROOT = '/app'

/** The scope of the service workers (push, the offline hazard map): every page of the app. */
export const APP_SCOPE = `${APP_ROOT}/`

/** Whether a URL path is one of the app's (/app or below it), where the native app stays. */
export const isAppPath = (pathname: string) =>
  pathname === APP_ROOT || pathname.startsWith(APP_SCOPE)

/** A URL path below /app without its slashes ('' for /app itself), or null outside the app. */
export function appSubpath(pathname: string): string | null {
  if (!isAppPath(pathname)) return null
  return pathname.slice(APP_SCOPE.length).replace(/\/+$/, '')
}

/** A row's URL path: /app/<path> for the app's pages, /<path> for the landing pages. */
export function urlOf(row: PageRoute, pattern = row.path): string {
  if (row.access === 'landing' || row.access === 'web-landing') return `/${pattern}`
  return pattern === '' ? APP_ROOT : `${APP_SCOPE}${pattern}`
}

interface RouteMatch {
  pattern: string
  params: Record<string, string>
}

const compiled = new Map<string, { keys: string[]; pattern: RegExp }>()

/**
 * Matches a path below /app (without leading or trailing slash) against a list of patterns, the
 * first that matches winning, with the parser the SPA's router (wouter) matches its routes with.
 */
export function matchPattern(patterns: readonly string[], subpath: string): RouteMatch | null {
  for (const pattern of patterns) {
    let parsed = compiled.get(pattern)
    if (!parsed) {
      parsed = parse(`/${pattern}`)
      compiled.set(pattern, parsed)
    }
    const found = parsed.pattern.exec(`/${subpath}`)
    if (!found) continue
    const params: Record<string, string> = {}
    for (const [i, key] of parsed.keys.entries()) {
      const value = found[i + 1]
      if (value !== undefined) params[key] = value
    }
    return { pattern, params }
  }
  return null
}

/** Every route of the app below /app, by its pattern. */
export type AppRoutePattern = PatternsWith<'public' | 'signed-in' | 'main-site'>

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
