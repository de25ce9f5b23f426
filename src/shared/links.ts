import type { PostKind } from './api/posts'
import type { SearchKind } from './api/search'
import type { EventPeriod } from './map-url'
import type { PAGE_ROUTES } from './routes'

// Links to the site's pages, built from the route table (src/shared/routes.ts): the pattern is a
// page of the table written as its URL (`/app/posts/:id`, `/app`, `/materials`), the params are
// exactly the pattern's, and a page that reads its query names the keys it reads (PageQueries).
//   pathTo('/app/posts/:id', { id: 12 })                    → /app/posts/12
//   pathTo('/app/timeline', { kind: 'event' })              → /app/timeline?kind=event
//   pathTo('/app/stamprally/:id/checkin', { id }, { spot }) → /app/stamprally/3/checkin?spot=9
// A pattern that is no page of the table does not compile. Paths are the same on every site (the
// international sites serve the same /app pages; a main-site-only page is reached on the main
// site's origin, which the caller puts in front: siteOriginFor('ja') + pathTo(…)).

type Row = (typeof PAGE_ROUTES)[number]

/** A row's URL pattern, as urlOf writes it. */
type UrlPatternOf<R> = R extends { access: 'landing' | 'web-landing'; path: infer P extends string }
  ? `/${P}`
  : R extends { path: '' }
    ? '/app'
    : R extends { path: infer P extends string }
      ? `/app/${P}`
      : never

/** Every page of the site, by its URL pattern. */
export type PagePattern = UrlPatternOf<Row>

/** The names of a pattern's `:params`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type PageParams<P extends string> = { [Name in ParamNames<P>]: string | number }

/** A query value; null and undefined leave the key out, so a page's own defaults apply. */
type QueryValue = string | number | null | undefined

/** Holds the query table to real pages: a key that is no page's pattern is a type error. */
type QueryTable<T extends { [P in keyof T]: P extends PagePattern ? unknown : never }> = T

/** The query keys each page reads (where it reads one), with the values it understands. */
export type PageQueries = QueryTable<{
  '/app/timeline': { kind?: PostKind | null; tag?: string | null }
  '/app/gallery': { kind?: PostKind | null; tag?: string | null }
  '/app/posts/:id': { embed?: 1 }
  '/app/profile/:id': { embed?: 1 }
  '/app/map': {
    lat: string | number
    lng: string | number
    z: number
    kinds?: string
    when?: EventPeriod
    open?: string | null
  }
  '/app/hazardmap': { alert?: string; layer?: string | null }
  '/app/search': { q?: string | null; kind?: SearchKind | null }
  '/app/restaurants': { genre?: string | null; open?: 1 | null }
  '/app/stamprally/:id/checkin': { spot: number | string; t?: string; c?: string; p?: string }
  '/app/upload': { edit: number }
  '/app/event-upload': { id?: number }
  '/app/event-auth': { reason?: 'not-organizer' }
  '/app/account-deletion': { done?: 'mail' | 'soon' }
  '/app/login': { redirect?: string }
  '/app/settings': { confirm_email?: string }
  '/app/verify-email': { token?: string }
  '/app/handover': { code: string }
  '/app/ads/success': { order: number | string }
  '/app/ads/cancel': { order: number | string }
}>

type QueryOf<P> = P extends keyof PageQueries ? PageQueries[P] : never

/** What follows the pattern: its params when it has any, then its query when the page reads one. */
export type PathArgs<P extends PagePattern> = [ParamNames<P>] extends [never]
  ? [QueryOf<P>] extends [never]
    ? []
    : [query?: QueryOf<P>]
  : [QueryOf<P>] extends [never]
    ? [params: PageParams<P>]
    : [params: PageParams<P>, query?: QueryOf<P>]

const PARAM = /:(\w+)/g

/** The path of a page of the site: `pattern` with its params filled in, and its query. */
export function pathTo<P extends PagePattern>(pattern: P, ...args: PathArgs<P>): string {
  const hasParams = pattern.includes(':')
  const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined
  const query = (hasParams ? args[1] : args[0]) as Record<string, QueryValue> | undefined
  // Each param is one path segment, whatever it holds ('/' and '?' included).
  const path = pattern.replace(PARAM, (_match, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}
