import { mkdir } from 'node:fs/promises'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { appSubpath, matchPattern, PAGE_ROUTES } from '../../src/shared/routes'
import { gotoApp, siteUrl } from './browser'
import { type LayoutStates, makeLayoutStates } from './layout-fixtures'
import { label, lookAt, type Opening, screenshots, VIEWS, type View } from './layout-look'
import { LAYOUT_ROUTES, type LayoutRoute, type Who } from './layout-routes'

// Every route of the app looked at in real Chromium in one view (layout-phone-ja.test.ts,
// layout-phone-en.test.ts, layout-desktop-ja.test.ts): the page never scrolls sideways, no number,
// price, date, time, word or short button label is split across lines, the phone's bottom menu is
// there to tap, every page has its own title (the same one the edge wrote), axe finds nothing, and
// what a route adds holds (layout-routes.ts: the rally's map, the map's list). With
// LAYOUT_SCREENSHOTS=1 a screenshot of each route goes to test-results/layout/.
//
// The phone in Japanese opens every route with a page load, as a link from outside does: what a
// route's first load brings (its code, its styles, the edge's first screen) is looked at there.
// The other views walk as a resident does, through the app's own navigation from the route before
// (a page load only where the session changes, outside /app, or between two pages of one route):
// the same pages without a page load and the accessibility checker's start for each (the desktop
// walk's Chromium: 72 -> 42 CPU-s), and what one route's styles do to the next.
//
// One file a view, so `npm test` can put the views in different processes; one test a route, in
// the table's order, one tab walking them all: each route has its own cap (a condition that never
// comes fails that route alone), and the walk as a whole has none, so a slow machine only takes
// longer.

/** A cap, not a wait: one route (load, settle, measure, axe) took up to 7 s with a busy loop on each core. */
const ROUTE_CAP_MS = 120_000

/** The SPA's own patterns below /app, in the router's order (src/app/routes.tsx). */
const APP_PATTERNS = (PAGE_ROUTES as readonly { path: string; router?: string; access: string }[])
  .filter((row) => row.access !== 'landing' && row.access !== 'web-landing')
  .map((row) => row.router ?? row.path)

/** The router's route that shows `path` ('*' for the not-found page), or null outside /app. */
function routerRouteOf(path: string): string | null {
  const subpath = appSubpath(path.split('?')[0] as string)
  if (subpath === null) return null
  return matchPattern(APP_PATTERNS, subpath)?.pattern ?? '*'
}

export function walkEveryRoute(viewName: View['name'], walk: Opening) {
  const view = VIEWS.find((candidate) => candidate.name === viewName) as View
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let states: LayoutStates
  /** Who the tab is logged in as. */
  let session: Who | null = null
  /** The router's route of the page the tab shows, when the app may navigate from it. */
  let shown: string | null = null
  /** Title → the route that showed it, in this view. */
  const titles = new Map<string, string>()

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_FLAGS,
    })
    await mkdir(screenshots, { recursive: true })
    const setup = await browser.newContext({ locale: 'ja-JP' })
    states = await makeLayoutStates(setup)
    await setup.close()
    context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      locale: 'ja-JP',
    })
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const logInAs = async (who: Who) => {
    if (session === who) return
    await gotoApp(page, `${siteUrl(view.prefix)}/app/about`)
    const token = who === 'nobody' ? null : states[who]
    await page.evaluate((value) => {
      if (value) window.localStorage.setItem('token', value)
      else window.localStorage.removeItem('token')
    }, token)
    session = who
    // The app reads the token at its start: the next route is loaded.
    shown = null
  }
  const pathOf = (route: LayoutRoute) =>
    typeof route.path === 'string' ? route.path : route.path(states)

  const routes = LAYOUT_ROUTES.filter((route) => view.prefix === '' || !route.mainOnly)
  describe(`every route in the ${view.name} view`, () => {
    it.each(routes.map((route) => ({ route, name: `${route.who} ${label(route)}` })))(
      '$name',
      async ({ route }) => {
        await logInAs(route.who)
        const path = pathOf(route)
        const target = routerRouteOf(path)
        const inApp = walk === 'in-app' && shown !== null && target !== null && target !== shown
        const opening = inApp ? 'in-app' : 'load'
        shown = null // unknown until the route's page has been looked at
        expect(await lookAt(page, view, route, path, titles, opening)).toEqual([])
        shown = routerRouteOf(new URL(page.url()).pathname)
      },
      ROUTE_CAP_MS,
    )
  })
}
