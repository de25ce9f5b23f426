import { type Context, Hono } from 'hono'
import type { PagePlaceKind } from '../../src/shared/api/places'
import { hasBlocksHint } from '../../src/shared/blocks-hint'
import { parseRowId } from '../../src/shared/ids'
import { loggedOutDestination } from '../../src/shared/redirect'
import {
  appSubpath,
  GUARDED_APP_ROUTES,
  isAppPath,
  MAIN_ONLY_APP_ROUTES,
  matchPattern,
  PUBLIC_APP_ROUTES,
  PUBLIC_LANDING_ROUTES,
  WEB_ONLY_LANDING_ROUTES,
} from '../../src/shared/routes'
import { bannerAlerts } from '../alerts/state'
import { markUncacheable } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { siteOrigin } from '../lib/site'
import { withShareCard } from '../share-cards/meta'
import { accountDeletionFirstScreen } from './account-deletion-screen'
import { adLandingBoot } from './ad-landing-screen'
import { homeLeadHtml } from './alert-banner'
import { postBoot, timelineBoot } from './boot-data'
import { escapeHtml } from './escape'
import { homeFirstScreen, placeFirstScreen, placeListFirstScreen } from './first-screen'
import { firstScreenShelters, hazardMapFirstScreen } from './hazard-first-screen'
import { introFirstScreen } from './intro-screens'
import { type LandingRoute, landingFirstScreen } from './landing-screens'
import { mapPageFirstScreen } from './map-first-screen'
import { readPostMeta, readProfileMeta } from './meta-store'
import { isEmbed, isNativeApp, renderPage, sitePartsFor } from './page'
import { artistPageMeta, placePageMeta } from './place-meta'
import { readRallyPage } from './rally-meta'
import { rallyFirstScreen, rallyScanFirstScreen } from './rally-screens'
import { postMeta, profileMeta } from './share-meta'
import { signedInFirstScreen } from './signed-in-screens'
import type { SiteParts } from './site-parts'

/** Page routes and their policy. Everything else falls through. */
export const pages = new Hono<AppEnv>()

/** The query string of the request, `?…` or ''. */
function queryOf(c: Context<AppEnv>): string {
  const url = c.req.url
  const at = url.indexOf('?')
  return at < 0 ? '' : url.slice(at)
}

// On the native app any page outside /app goes to /app; files still load normally.
pages.use('*', async (c, next) => {
  const path = c.req.path
  const isPage = !/\.[a-z0-9]+$/i.test(path)
  if (isPage && !isAppPath(path) && isNativeApp(c.req.header('user-agent'))) {
    return c.redirect(`/app${queryOf(c)}`, 302)
  }
  await next()
})

// `/` → `/app`, keeping the query so `?c=` campaign codes survive.
pages.get('/', (c) => c.redirect(`/app${queryOf(c)}`, 302))

pages.get('/app', async (c) => {
  const parts = await sitePartsFor(c)
  const lead = isEmbed(c) ? '' : homeLeadHtml(parts.lang, await alertsOrNone(c))
  return renderPage(
    c,
    200,
    'default',
    parts,
    '',
    homeFirstScreen({ lang: parts.lang, embed: isEmbed(c) }, lead),
  )
})

/** The banner's warnings (read through the isolate's memo), none when the database cannot say. */
async function alertsOrNone(c: Context<AppEnv>) {
  try {
    return await bannerAlerts(c.env.DB, c.env.ALERT_STATE_MEMO === 'on')
  } catch {
    return []
  }
}

pages.get('/app/*', async (c) => {
  const subpath = appSubpath(c.req.path) ?? ''
  const site = c.get('site')
  const guarded = matchPattern(GUARDED_APP_ROUTES, subpath)
  const match =
    matchPattern(PUBLIC_APP_ROUTES, subpath) ??
    guarded ??
    (site.international ? null : matchPattern(MAIN_ONLY_APP_ROUTES, subpath))
  // Hidden routes of the international sites are unknown pages there: the 404 page in the
  // site's language.
  if (!match) return renderPage(c, 404, 'notFound')
  if (match.pattern === 'posts/:id') return postPage(c, match.params.id ?? '')
  if (match.pattern === 'profile/:id') return profilePage(c, match.params.id ?? '')
  if (match.pattern === 'timeline') return timelinePage(c)
  const placeKind = PLACE_PAGE_KINDS[match.pattern]
  if (placeKind) return placePage(c, match.pattern, placeKind, match.params.id ?? '')
  if (match.pattern === 'stamprally/:id' && !guarded) return rallyPage(c, match.params.id ?? '')
  if (match.pattern === 'ad-landing') return adLandingPage(c)
  const parts = await sitePartsFor(c)
  if (guarded) return guardedPage(c, parts, guarded.pattern)
  const titled = { route: match.pattern }
  const hints = parts.pageHints[match.pattern] ?? ''
  const screenSite = { lang: parts.lang, embed: isEmbed(c) }
  if (match.pattern === 'stamprally/:id/scan') {
    const rallyId = parseRowId(match.params.id ?? '')
    const screen = rallyId === null ? '' : rallyScanFirstScreen(screenSite, rallyId)
    return renderPage(c, 200, titled, parts, hints, screen)
  }
  if (isPlaceList(match.pattern)) {
    const screen = placeListFirstScreen(screenSite, match.pattern)
    return renderPage(c, 200, titled, parts, hints, screen)
  }
  if (match.pattern === 'hazardmap') {
    const shelters = await firstScreenShelters(c.env, parts.lang)
    const hazard = hazardMapFirstScreen(c.env, screenSite, shelters)
    return renderPage(c, 200, titled, parts, hints + hazard.hints, hazard.screen)
  }
  if (match.pattern === 'account-deletion') {
    return renderPage(c, 200, titled, parts, hints, accountDeletionFirstScreen(screenSite))
  }
  const map = mapPageFirstScreen(c.env, screenSite, match.pattern, queryOf(c))
  if (map) return renderPage(c, 200, titled, parts, hints + map.hints, map.screen)
  return renderPage(c, 200, titled, parts, hints, introFirstScreen(screenSite, match.pattern))
})

/**
 * A page that needs a login. The Worker cannot tell (the token lives in the browser's storage), so
 * the page names where a logged-out visitor goes and the build's starter script (vite.config.ts)
 * sends a visitor with no stored token there at once, instead of after the app has loaded only to
 * redirect. A stored token, valid or not, is left to the app's guard.
 */
function guardedPage(c: Context<AppEnv>, parts: SiteParts, pattern: string): Promise<Response> {
  const target = loggedOutDestination(pattern, c.req.query('redirect') ?? null)
  const leave = `<meta name="logged-out-target" content="${escapeHtml(target)}">`
  const screen = signedInFirstScreen({ lang: parts.lang, embed: isEmbed(c) }, pattern)
  const hints = (parts.pageHints[pattern] ?? '') + leave
  return renderPage(c, 200, { route: pattern }, parts, hints, screen)
}

/** The ad landing page, with its plans written in (boot data) when the database answers. */
async function adLandingPage(c: Context<AppEnv>): Promise<Response> {
  const parts = await sitePartsFor(c)
  const hints = parts.pageHints['ad-landing'] ?? ''
  const titled = { route: 'ad-landing' }
  const site = { lang: parts.lang, embed: isEmbed(c), international: c.get('site').international }
  try {
    const boot = await adLandingBoot(c.env, site)
    return renderPage(c, 200, titled, parts, hints + boot.head, boot.firstScreen)
  } catch (err) {
    console.error('ad landing page: plans unavailable', err)
    return markUncacheable(await renderPage(c, 200, titled, parts, hints))
  }
}

const isPlaceList = (pattern: string): pattern is 'venues' | 'restaurants' | 'artists' =>
  pattern === 'venues' || pattern === 'restaurants' || pattern === 'artists'

/**
 * Whether the page may carry posts written for anyone (first screen, boot data): not for a
 * reader in a block (src/shared/blocks-hint.ts), whose app reads its own lists.
 */
const mayShowEveryonesPosts = (c: Context<AppEnv>) => !hasBlocksHint(c.req.header('cookie'))

/** The timeline, with its first page of posts written in (boot data) when the database answers. */
async function timelinePage(c: Context<AppEnv>): Promise<Response> {
  const parts = await sitePartsFor(c)
  const hints = parts.pageHints.timeline ?? ''
  if (!mayShowEveryonesPosts(c)) return renderPage(c, 200, { route: 'timeline' }, parts, hints)
  try {
    const boot = await timelineBoot(c.env, parts, new URL(c.req.url), isEmbed(c))
    const head = hints + (boot?.head ?? '')
    return renderPage(c, 200, { route: 'timeline' }, parts, head, boot?.firstScreen)
  } catch (err) {
    console.error('timeline page: boot data unavailable', err)
    return markUncacheable(await renderPage(c, 200, { route: 'timeline' }, parts, hints))
  }
}

const LANDINGS = [...WEB_ONLY_LANDING_ROUTES, ...PUBLIC_LANDING_ROUTES].join('|')
pages.get(`/:landing{${LANDINGS}}`, async (c) => {
  // Native requests never get here (the middleware above sent them to /app), which is how
  // creator-recruit and all-target-lp exist only outside the native app.
  const route = c.req.param('landing') as LandingRoute
  const parts = await sitePartsFor(c)
  const site = c.get('site')
  const screen = landingFirstScreen(
    {
      lang: parts.lang,
      email: c.env.BUSINESS_EMAIL || undefined,
      mainOrigin: siteOrigin(site, 'ja'),
      international: site.international,
    },
    route,
  )
  return renderPage(c, 200, { route }, parts, '', screen)
})

/**
 * A post's page with its share meta. Hidden, deleted or missing posts (or posts of hidden users)
 * get 404 with the default meta; a failing database gets the default meta with 200, so a shared
 * link never shows an error page.
 */
async function postPage(c: Context<AppEnv>, rawId: string): Promise<Response> {
  const parts = await sitePartsFor(c)
  const hints = parts.pageHints['posts/:id'] ?? ''
  const id = parseRowId(rawId)
  if (id === null) return renderPage(c, 404, 'default', parts, hints)
  try {
    const row = await readPostMeta(c.env.DB, id, parts.lang)
    if (!row) return renderPage(c, 404, 'default', parts, hints)
    const [meta, boot] = await Promise.all([
      postMeta(row, parts).then((meta) => withShareCard(meta, c.env, parts, 'post', id, row)),
      mayShowEveryonesPosts(c)
        ? postBoot(c.env, { lang: parts.lang, embed: isEmbed(c), parts }, row)
        : undefined,
    ])
    return renderPage(c, 200, meta, parts, hints + (boot?.head ?? ''), boot?.firstScreen)
  } catch (err) {
    console.error('post page: meta unavailable, serving defaults', id, err)
    // A database failure: served, but never kept by the edge cache.
    return markUncacheable(await renderPage(c, 200, 'default', parts, hints))
  }
}

const PLACE_PAGE_KINDS: Record<string, PagePlaceKind | 'artist'> = {
  'venues/:id': 'venue',
  'restaurants/:id': 'restaurant',
  'artists/:id': 'artist',
}

/** A venue's, restaurant's or artist's page with its share meta and JSON-LD; as posts otherwise. */
async function placePage(
  c: Context<AppEnv>,
  pattern: string,
  kind: PagePlaceKind | 'artist',
  rawId: string,
): Promise<Response> {
  const parts = await sitePartsFor(c)
  const hints = parts.pageHints[pattern] ?? ''
  const id = parseRowId(rawId)
  if (id === null) return renderPage(c, 404, 'default', parts, hints)
  try {
    const now = Date.now()
    const place = kind === 'artist' ? null : await placePageMeta(c.env.DB, kind, id, parts, now)
    const found = kind === 'artist' ? await artistPageMeta(c.env.DB, id, parts, now) : place
    const meta = found && (await withShareCard(found, c.env, parts, kind, id))
    const site = { lang: parts.lang, embed: isEmbed(c) }
    const screen = place && kind !== 'artist' ? placeFirstScreen(site, kind, place.shown) : ''
    return renderPage(c, meta ? 200 : 404, meta ?? 'default', parts, hints, screen)
  } catch (err) {
    console.error(`${kind} page: meta unavailable, serving defaults`, id, err)
    // A database failure: served, but never kept by the edge cache.
    return markUncacheable(await renderPage(c, 200, 'default', parts, hints))
  }
}

/** A stamp rally's page with its title and description; as places otherwise. */
async function rallyPage(c: Context<AppEnv>, rawId: string): Promise<Response> {
  const parts = await sitePartsFor(c)
  const hints = parts.pageHints['stamprally/:id'] ?? ''
  const id = parseRowId(rawId)
  if (id === null) return renderPage(c, 404, 'default', parts, hints)
  try {
    const rally = await readRallyPage(c.env.DB, id, parts)
    if (!rally) return renderPage(c, 404, 'default', parts, hints)
    const meta = await withShareCard(rally.meta, c.env, parts, 'rally', id)
    const screen = rallyFirstScreen({ lang: parts.lang, embed: isEmbed(c) }, rally.screen)
    return renderPage(c, 200, meta, parts, hints, screen)
  } catch (err) {
    console.error('stamp rally page: meta unavailable, serving defaults', id, err)
    // A database failure: served, but never kept by the edge cache.
    return markUncacheable(await renderPage(c, 200, { route: 'stamprally/:id' }, parts, hints))
  }
}

/** A profile's page: name, bio and avatar of active users; otherwise as for posts. */
async function profilePage(c: Context<AppEnv>, rawId: string): Promise<Response> {
  const parts = await sitePartsFor(c)
  const hints = parts.pageHints['profile/:id'] ?? ''
  const id = parseRowId(rawId)
  if (id === null) return renderPage(c, 404, 'default', parts, hints)
  try {
    const row = await readProfileMeta(c.env.DB, id)
    if (!row) return renderPage(c, 404, 'default', parts, hints)
    return renderPage(c, 200, profileMeta(row, parts), parts, hints)
  } catch (err) {
    console.error('profile page: meta unavailable, serving defaults', id, err)
    // A database failure: served, but never kept by the edge cache.
    return markUncacheable(await renderPage(c, 200, 'default', parts, hints))
  }
}
