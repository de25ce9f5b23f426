import type { Context } from 'hono'
import { pathTo } from '../../src/shared/links'
import { NATIVE_UA_SUFFIX } from '../../src/shared/sites'
import { bannerAlerts } from '../alerts/state'
import type { AppEnv } from '../lib/env'
import { alertBannerHtml, withAlertBanner } from './alert-banner'
import { withoutBootBookmark } from './boot-data'
import { SITE_COPY } from './copy'
import { escapeHtml } from './escape'
import { metaTags, type PageMeta } from './meta'
import { getSiteParts, pageEtag, type SiteParts } from './site-parts'

export function isNativeApp(userAgent: string | undefined): boolean {
  return userAgent?.includes(NATIVE_UA_SUFFIX) ?? false
}

/**
 * The default page (/app), the 404 page, a route with its own title (route-titles.ts), or a page
 * with its own meta (a post, a profile, a place, a rally).
 */
export type PageContent = 'default' | 'notFound' | { route: string } | PageMeta

// Canonical URLs longer than this are not ours (no route has such a path).
const MAX_CANONICAL_PATH = 1024

/** True for `?embed=1`: the page goes into another site's frame, without the app's chrome. */
export function isEmbed(c: Context<AppEnv>): boolean {
  // Most URLs have no query at all: skip parsing it then.
  return c.req.url.includes('embed=') && c.req.query('embed') === '1'
}

/** The site parts of this request (site, native flag, configuration). */
export function sitePartsFor(c: Context<AppEnv>): Promise<SiteParts> {
  return getSiteParts(c.env, c.get('site'), isNativeApp(c.req.header('user-agent')))
}

/**
 * The language build's index.html with this page's head written in at `<!--app-head-->`: title,
 * description, canonical and hreflang links, Open Graph and Twitter tags, the config script and
 * JSON-LD, then `extraHead` (preload hints, boot data); and `firstScreen` (first-screen.ts) before
 * the app's root. Revalidated on every use (no-cache + weak ETag; a matching If-None-Match gets
 * 304). While a warning is in force the first screen carries its banner (alert-banner.ts).
 */
export async function renderPage(
  c: Context<AppEnv>,
  status: 200 | 404,
  content: PageContent = 'default',
  parts?: SiteParts,
  extraHead = '',
  firstScreen = '',
): Promise<Response> {
  const site = parts ?? (await sitePartsFor(c))
  const screen = withAlertBanner(firstScreen, await bannerOf(c, site), site.lang)
  const own =
    typeof content !== 'object'
      ? null
      : 'route' in content
        ? (site.routeTags[content.route] ?? null)
        : metaTags(content, SITE_COPY[site.lang].siteName)
  const tags = own ?? (content === 'notFound' ? site.notFoundTags : site.defaultTags)
  const path = escapeHtml(canonicalPath(c.req.url))
  const url = site.origin + path
  let links = `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}">`
  for (const prefix of site.alternatePrefixes) links += `${prefix}${path}">`
  const head = tags + links + site.localeTags + site.configScript + extraHead
  const unmarked = withoutBootBookmark(extraHead)
  const variant = own ?? (typeof content === 'string' ? content : 'default')
  const etag = pageEtag(site, `${status} ${path}\n${variant}\n${unmarked}\n${screen}`)
  const headers = isEmbed(c) ? site.headers.embed : site.headers.page
  if (status === 200 && c.req.header('if-none-match')?.includes(etag)) {
    return new Response(null, { status: 304, headers: { ...headers, etag } })
  }
  const { before, middle, after } = site.template
  return new Response(before + head + middle + screen + after, {
    status,
    headers: { ...headers, etag },
  })
}

/**
 * The path of the page as it should be shared: still percent-encoded, without the query (the
 * campaign code `c`, `embed` and tracking parameters are not part of the page) and without a
 * trailing slash.
 */
function canonicalPath(requestUrl: string): string {
  const start = requestUrl.indexOf('/', requestUrl.indexOf('//') + 2)
  if (start < 0) return pathTo('/app')
  const query = requestUrl.indexOf('?', start)
  let path = query < 0 ? requestUrl.slice(start) : requestUrl.slice(start, query)
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path.length > MAX_CANONICAL_PATH ? pathTo('/app') : path
}

/**
 * The disaster banner of this page ('' when no warning is in force, on embedded pages, or when
 * the database cannot say: a page is never refused for its banner).
 */
async function bannerOf(c: Context<AppEnv>, site: SiteParts): Promise<string> {
  if (isEmbed(c)) return ''
  try {
    const memo = c.env.ALERT_STATE_MEMO === 'on'
    return alertBannerHtml(site.lang, await bannerAlerts(c.env.DB, memo))
  } catch (err) {
    console.error('page: warnings unavailable, no banner', err)
    return ''
  }
}
