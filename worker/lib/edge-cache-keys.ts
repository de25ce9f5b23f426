import { hasBlocksHint } from '../../src/shared/blocks-hint'
import { pathTo } from '../../src/shared/links'
import { LANGS, NATIVE_UA_SUFFIX, SITE_LANGUAGES, siteQuery } from '../../src/shared/sites'
import { type TimelineFilter, timelineQuery } from '../../src/shared/timeline'
import { resolveSite, type Site, siteOrigin } from './site'

// What the edge cache (edge-cache.ts) may keep, under which key, and which keys an edit reaches.
//
// A cached answer is rendered from a request that carries only what its key holds (`forward`):
// the host, the path, the query parameters the route reads, and for the API the translation
// header and the Origin (CORS). So whatever else a request carries (cookies, tracking parameters,
// conditional headers) cannot end up in a copy somebody else is served.

/** Page routes that read D1 (the others are served from the template alone). */
const PAGE_PATH = /^\/app\/(?:(?:posts|profile|venues|restaurants|artists)\/\d{1,16}|timeline)$/
/** The only query parameters pages read: `embed=1` (all of them) and the timeline's filters. */
const TIMELINE_PARAMS = ['kind', 'tag'] as const
/** API answers kept: the timeline's first page (a cursor bypasses) and the map. */
const API_PATHS = new Set(['/api/posts', '/api/map'])
/** Parameters of our own in API keys; a request that sends one bypasses the cache. */
const KEY_PARAM_PREFIX = '_edge'

export type EdgeKind = 'page' | 'api'

/** True for the routes the edge cache serves (whether or not this request may use it). */
export function isEdgeCachedPath(path: string): boolean {
  return PAGE_PATH.test(path) || API_PATHS.has(path)
}

/** True for the cached pages: they carry the disaster banner, so their keys hold `alerts`. */
export const isEdgeCachedPage = (path: string) => PAGE_PATH.test(path)

/**
 * What every key holds besides the request: the deployment's version and, for pages, the
 * warnings' version (worker/lib/alert-version.ts), so a page stored before a change of warnings is
 * never served after it, in any data centre.
 */
export interface KeyVersions {
  deploy: string
  alerts?: string
}

export interface EdgeRequest {
  kind: EdgeKind
  /** The cache key: a URL on the site's normalized host. */
  key: string
  /** A new request the stored answer is rendered from: the key's inputs and nothing else. */
  forward: () => Request
}

/**
 * The cache key and forward request of an anonymous GET, or null when the route is not cached
 * or the request is personal (an Authorization header) or native (the shell's pages differ).
 */
export function edgeRequestOf(
  request: Request,
  site: Site,
  path: string,
  versions: KeyVersions,
): EdgeRequest | null {
  if (!isEdgeCachedPath(path)) return null
  const isPage = PAGE_PATH.test(path)
  if (request.headers.has('authorization')) return null
  const url = new URL(request.url)
  const keep = new URLSearchParams()
  const headers = new Headers({ host: request.headers.get('host') ?? url.host })
  let extra = ''
  if (isPage) {
    if (request.headers.get('user-agent')?.includes(NATIVE_UA_SUFFIX)) return null
    // Written for someone in a block: without the lists anyone else's copy shows.
    if (hasBlocksHint(request.headers.get('cookie'))) return null
    if (url.searchParams.get('embed') === '1') keep.set('embed', '1')
    if (path === pathTo('/app/timeline')) {
      for (const name of TIMELINE_PARAMS) {
        const value = url.searchParams.get(name)
        if (value !== null) keep.set(name, value)
      }
    }
  } else {
    if (path === '/api/posts' && url.searchParams.has('cursor')) return null
    for (const [name, value] of url.searchParams) {
      if (name.startsWith(KEY_PARAM_PREFIX)) return null
      keep.append(name, value)
    }
    const lang = request.headers.get('x-translate-lang')?.trim()
    const origin = request.headers.get('origin')
    if (lang) headers.set('x-translate-lang', lang)
    if (origin) headers.set('origin', origin)
    const variant = new URLSearchParams()
    if (lang) variant.set(`${KEY_PARAM_PREFIX}_lang`, lang)
    if (origin) variant.set(`${KEY_PARAM_PREFIX}_origin`, origin)
    extra = variant.toString()
  }
  // Sorted (stable, so repeated names keep their order): the same parameters in another order
  // are the same answer.
  keep.sort()
  const query = keep.toString()
  const forwardUrl = `${url.protocol}//${url.host}${path}${query ? `?${query}` : ''}`
  if (isPage) extra = `${KEY_PARAM_PREFIX}_alerts=${encodeURIComponent(versions.alerts ?? '')}`
  // The deployment's version last: a new build or configuration never gets an old copy.
  const keyQuery = [query, extra, `${KEY_PARAM_PREFIX}_v=${versions.deploy}`]
    .filter(Boolean)
    .join('&')
  return {
    kind: isPage ? 'page' : 'api',
    key: `${site.protocol}//${site.host}${path}${keyQuery ? `?${keyQuery}` : ''}`,
    // Built only on a miss: a hit never renders.
    forward: () => new Request(forwardUrl, { headers }),
  }
}

/** What changed: a post (its page, its author's profile, the timelines), a profile, a place. */
export interface PurgeSubject {
  post?: { id: number; authorId: number; kind: string }
  profileId?: number
  /** A row of venues (shown as a venue or a restaurant page) or of artists. */
  place?: { table: 'venues' | 'artists'; id: number }
  /** The timelines' first pages (e.g. a user's posts left or came back with the user). */
  timelines?: boolean
}

/**
 * The keys an edit reaches: on each language site, the place's or profile's page; for a post, its
 * page (also embedded) and its author's profile page; and for a post or `timelines`, the timeline
 * page and the first page of GET /api/posts as the SPA asks for it (all kinds, and the post's
 * kind), same-origin and, with API_BASE, from each site's origin. Other filters (tags) and the
 * map are bounded by the lifetime.
 */
export function purgeKeys(
  site: Site,
  env: Env,
  subject: PurgeSubject,
  versions: KeyVersions,
): string[] {
  const keys = new Set<string>()
  const add = (origin: string, pathAndQuery: string, headers: Record<string, string> = {}) => {
    const url = `${origin}${pathAndQuery}`
    const host = new URL(url).host
    const request = new Request(url, { headers: { ...headers, host } })
    const path = pathAndQuery.split('?')[0] ?? pathAndQuery
    const edge = edgeRequestOf(request, resolveSite(host, url, env.SITE_HOST), path, versions)
    if (edge) keys.add(edge.key)
  }
  const { post, profileId, place, timelines } = subject
  const kinds: (TimelineFilter['kind'] | null)[] = post
    ? [null, post.kind as TimelineFilter['kind']]
    : timelines
      ? [null]
      : []
  const apiOrigin = originOf(env.API_BASE)
  for (const lang of LANGS) {
    const origin = siteOrigin(site, lang)
    if (profileId !== undefined) add(origin, pathTo('/app/profile/:id', { id: profileId }))
    if (place?.table === 'artists') add(origin, pathTo('/app/artists/:id', { id: place.id }))
    if (place?.table === 'venues') {
      add(origin, pathTo('/app/venues/:id', { id: place.id }))
      add(origin, pathTo('/app/restaurants/:id', { id: place.id }))
    }
    if (post) {
      add(origin, pathTo('/app/posts/:id', { id: post.id }))
      add(origin, pathTo('/app/posts/:id', { id: post.id }, { embed: 1 }))
      add(origin, pathTo('/app/profile/:id', { id: post.authorId }))
    }
    for (const kind of kinds) add(origin, pathTo('/app/timeline', { kind }))
    if (kinds.length === 0) continue
    const translateLang = SITE_LANGUAGES[lang].translateLang
    const headers: Record<string, string> = translateLang
      ? { 'x-translate-lang': translateLang }
      : {}
    for (const kind of kinds) {
      const query = new URLSearchParams({
        ...timelineQuery({ kind, tag: null }),
        ...siteQuery(lang),
      })
      const apiPath = `/api/posts?${query}`
      add(origin, apiPath, headers)
      if (apiOrigin) add(apiOrigin, apiPath, { ...headers, origin })
    }
  }
  return [...keys]
}

function originOf(base: string): string | null {
  try {
    return base ? new URL(base).origin : null
  } catch {
    return null
  }
}
