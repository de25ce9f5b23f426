import { mkdir } from 'node:fs/promises'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { gotoApp, siteUrl } from './browser'
import { type LayoutStates, makeLayoutStates } from './layout-fixtures'
import { label, lookAt, screenshots, VIEWS } from './layout-look'
import { LAYOUT_ROUTES, type LayoutRoute, type Who } from './layout-routes'

// Every route of the app looked at in real Chromium at a phone width in Japanese and English and
// at a desktop width, logged out and logged in where the page differs: the page never scrolls
// sideways, no number, price, date, time, word or short button label is split across lines, the
// phone's bottom menu is there to tap, every page has its own title (the same one the edge
// wrote), axe finds nothing, and what a route adds holds (layout-routes.ts: the rally's map, the
// map's list). With LAYOUT_SCREENSHOTS=1 a screenshot of each view goes to test-results/layout/
// (off by default: encoding two hundred full-page PNGs is a good part of the file's time, and
// nothing reads them but a person looking). The same with a warning in force:
// layout-banner.test.ts.

// One Chromium; each view has its own context (its own storage, so its own session) and one tab
// that visits every route, and the three views run side by side.
let browser: Browser
let states: LayoutStates

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  await mkdir(screenshots, { recursive: true })
  const setup = await browser.newContext({ locale: 'ja-JP' })
  states = await makeLayoutStates(setup)
  await setup.close()
})
afterAll(async () => {
  await browser.close()
})

const pathOf = (route: LayoutRoute) =>
  typeof route.path === 'string' ? route.path : route.path(states)

describe.concurrent('every route looked at', () => {
  it.each(VIEWS)(
    'in the $name view',
    async (view) => {
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        locale: 'ja-JP',
      })
      const page = await context.newPage()
      /** Title → the route that showed it, in this view. */
      const titles = new Map<string, string>()
      let session: Who | null = null
      const problems: string[] = []
      for (const route of LAYOUT_ROUTES) {
        if (view.prefix !== '' && route.mainOnly) continue
        if (session !== route.who) {
          await gotoApp(page, `${siteUrl(view.prefix)}/app/about`)
          const token = route.who === 'nobody' ? null : states[route.who]
          await page.evaluate((value) => {
            if (value) window.localStorage.setItem('token', value)
            else window.localStorage.removeItem('token')
          }, token)
          session = route.who
        }
        for (const problem of await lookAt(page, view, route, pathOf(route), titles)) {
          problems.push(`${route.who} ${label(route)}: ${problem}`)
        }
      }
      await context.close()
      expect(problems).toEqual([])
    },
    // A cap, not a wait: each view walks every route one after the other, which took up to 250 s
    // with a busy loop on every core, and over 300 s when other work shared the machine too.
    480_000,
  )
})
