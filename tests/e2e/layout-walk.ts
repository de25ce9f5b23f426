import { mkdir } from 'node:fs/promises'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { gotoApp, siteUrl } from './browser'
import { type LayoutStates, makeLayoutStates } from './layout-fixtures'
import { label, lookAt, screenshots, VIEWS, type View } from './layout-look'
import { LAYOUT_ROUTES, type LayoutRoute, type Who } from './layout-routes'

// Every route of the app looked at in real Chromium in one view (layout-phone-ja.test.ts,
// layout-phone-en.test.ts, layout-desktop-ja.test.ts): the page never scrolls sideways, no number,
// price, date, time, word or short button label is split across lines, the phone's bottom menu is
// there to tap, every page has its own title (the same one the edge wrote), axe finds nothing, and
// what a route adds holds (layout-routes.ts: the rally's map, the map's list). With
// LAYOUT_SCREENSHOTS=1 a screenshot of each route goes to test-results/layout/.
//
// One file a view, so `npm test` can put the views in different processes; one test a route, in
// the table's order, one tab walking them all: each route has its own cap (a condition that never
// comes fails that route alone), and the walk as a whole has none, so a slow machine only takes
// longer.

/** A cap, not a wait: one route (load, settle, measure, axe) took up to 7 s with a busy loop on each core. */
const ROUTE_CAP_MS = 120_000

export function walkEveryRoute(viewName: View['name']) {
  const view = VIEWS.find((candidate) => candidate.name === viewName) as View
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let states: LayoutStates
  /** Who the tab is logged in as. */
  let session: Who | null = null
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
  }
  const pathOf = (route: LayoutRoute) =>
    typeof route.path === 'string' ? route.path : route.path(states)

  const routes = LAYOUT_ROUTES.filter((route) => view.prefix === '' || !route.mainOnly)
  describe(`every route in the ${view.name} view`, () => {
    it.each(routes.map((route) => ({ route, name: `${route.who} ${label(route)}` })))(
      '$name',
      async ({ route }) => {
        await logInAs(route.who)
        expect(await lookAt(page, view, route, pathOf(route), titles)).toEqual([])
      },
      ROUTE_CAP_MS,
    )
  })
}
