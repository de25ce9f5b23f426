import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { root } from '../../scripts/lib/stack.mjs'
import { violationsOf } from './axe'
import { gotoApp, siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'
import { type LayoutStates, makeLayoutStates } from './layout-fixtures'
import { bottomMenuProblems, measureLayout } from './layout-measure'
import { LAYOUT_ROUTES, type LayoutRoute, ROUTES_WITHOUT_A_MENU, type Who } from './layout-routes'

// Every route of the app looked at in real Chromium at a phone width in Japanese and English and
// at a desktop width, logged out and logged in where the page differs: the page never scrolls
// sideways, no number, price, date, time, word or short button label is split across lines, the
// phone's bottom menu is there to tap, every page has its own title (the same one the edge
// wrote), axe finds nothing, and what a route adds holds (layout-routes.ts: the rally's map, the
// map's list). With LAYOUT_SCREENSHOTS=1 a screenshot of each view goes to test-results/layout/
// (off by default: encoding two hundred full-page PNGs is a good part of the file's time, and
// nothing reads them but a person looking).

const VIEWS = [
  { name: 'phone-ja', prefix: '', lang: 'ja', width: 390, height: 844 },
  { name: 'phone-en', prefix: 'en', lang: 'en', width: 390, height: 844 },
  { name: 'desktop-ja', prefix: '', lang: 'ja', width: 1280, height: 800 },
] as const

/** The site's own title, which only the home page keeps. */
const SITE_TITLES = {
  ja: 'jimoto｜地元のイベント・投稿・クーポン',
  en: 'jimoto | Local events, posts and coupons',
}
/** Tall pages are kept to their first screens in the saved screenshot. */
const SCREENSHOT_MAX_HEIGHT = 2400
const screenshots = join(root, 'test-results', 'layout')
const takeScreenshots = process.env.LAYOUT_SCREENSHOTS === '1'

// One Chromium; each view has its own context (its own storage, so its own session) and one tab
// that visits every route, and the three views run side by side.
let browser: Browser
let states: LayoutStates

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
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

/** The page has loaded its data: its heading is there, no spinner, skeleton or busy region left, fonts in. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') &&
      !document.querySelector('[aria-busy="true"], .spinner, .page-spinner, .skeletons'),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

const htmlText = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const label = (route: LayoutRoute) =>
  typeof route.path === 'string' ? route.path : (route.name ?? '?')

/** What is wrong with one route in one view, one line per problem (none: all is well). */
async function lookAt(
  page: Page,
  view: (typeof VIEWS)[number],
  route: LayoutRoute,
  titles: Map<string, string>,
): Promise<string[]> {
  const path = pathOf(route)
  const who = route.who
  const response = await gotoApp(page, `${siteUrl(view.prefix)}${path}`)
  await settle(page)
  await route.prepare?.(page)
  const slug = path.replace(/^\//, '').replace(/[^\w]+/g, '_') || 'root'
  if (takeScreenshots) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.screenshot({
      path: join(screenshots, `${view.name}-${who}-${slug}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width: view.width, height: Math.min(height, SCREENSHOT_MAX_HEIGHT) },
    })
  }

  const problems: string[] = []
  const found = await measureLayout(page)
  if (found.scrollWidth > view.width) {
    problems.push(`${found.scrollWidth}px wide: ${found.overflowing.join(', ')}`)
  }
  for (const token of found.brokenTokens) problems.push(`on two lines: ${token}`)
  for (const label of found.brokenLabels) problems.push(`label on two lines: ${label}`)

  const routePath = path.split('?')[0] as string
  if (view.width < 600 && !ROUTES_WITHOUT_A_MENU.has(routePath)) {
    for (const item of await bottomMenuProblems(page)) problems.push(`bottom menu: ${item}`)
  }

  const title = await page.title()
  if (routePath !== '/app') {
    if (title === SITE_TITLES[view.lang]) problems.push("title: the site's default")
    else if (!/.(｜| \| )jimoto$/.test(title)) problems.push(`title: ${title} lacks the site name`)
  }
  const earlier = titles.get(title)
  if (earlier !== undefined && earlier !== routePath) {
    problems.push(`title: ${title} is also the title of ${earlier}`)
  }
  titles.set(title, routePath)
  const servedPath = new URL(page.url()).pathname
  if (response && servedPath === routePath) {
    const edgeTitle = htmlText((await response.text()).match(/<title>([^<]*)/)?.[1] ?? '')
    if (edgeTitle !== title) problems.push(`title: the edge wrote ${edgeTitle}, the app ${title}`)
  }

  for (const violation of await violationsOf(page)) problems.push(`axe: ${violation}`)
  if (route.check) problems.push(...(await route.check(page, view)))
  return problems
}

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
        for (const problem of await lookAt(page, view, route, titles)) {
          problems.push(`${route.who} ${label(route)}: ${problem}`)
        }
      }
      await context.close()
      expect(problems).toEqual([])
    },
    300_000,
  )
})

// Disaster mode's banner is on every page while a warning is in force: the same checks on the
// pages it changes most (the hazard map in disaster mode, the warnings page), with the longest
// words (level 5) and a second warning in force, at the phone width in both languages and at the
// desktop width. The warnings go before the views open and are gone before the file ends.
const BANNER_ROUTES: LayoutRoute[] = [
  { path: '/app/hazardmap?alert=layout-l5&layer=debris_flow', who: 'nobody' },
  { path: '/app/alerts', who: 'nobody' },
]

describe.concurrent('with a warning in force', () => {
  beforeAll(async () => {
    const now = new Date().toISOString()
    // The views of the suite above may still be writing (describe.concurrent): a busy database
    // is tried again.
    await queryLocalD1Surely(
      `INSERT OR REPLACE INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                           report_at, issued_at, updated_at, shelter_ids)
       VALUES ('layout-l5', 'jma', 'sediment', 5, '2220500', '熱海市',
               '熱海市に土砂災害特別警報を発表しました。命に危険が及ぶ土砂災害がすでに発生していてもおかしくない状況です。',
               'issued', '${now}', '${now}', '${now}', '[]'),
              ('layout-town', 'town', 'elderly_evacuation', 3, 'town', '和田浜地区・港町一丁目から三丁目',
               '川沿いにお住まいの方は早めに避難してください。', 'issued', '${now}', '${now}', '${now}', '[1,2]')`,
    )
  })
  afterAll(async () => {
    // Every later file expects no warning in force.
    await queryLocalD1Surely("DELETE FROM alerts WHERE id LIKE 'layout-%'")
  })

  it.each(VIEWS)(
    'the banner in the $name view',
    async (view) => {
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        locale: 'ja-JP',
      })
      const page = await context.newPage()
      const titles = new Map<string, string>()
      const problems: string[] = []
      for (const route of BANNER_ROUTES) {
        for (const problem of await lookAt(page, view, route, titles)) {
          problems.push(`banner ${label(route)}: ${problem}`)
        }
        // The banner is there, below the header and never under the bottom menu.
        const placed = await page.evaluate(() => {
          const banner = document.querySelector('#content .alert-banner')?.getBoundingClientRect()
          const header = document.querySelector('.app-header')?.getBoundingClientRect()
          return banner && header ? banner.top >= header.bottom - 1 : false
        })
        if (!placed) problems.push(`banner ${label(route)}: not shown below the header`)
      }
      await context.close()
      expect(problems).toEqual([])
    },
    120_000,
  )
})
