import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { root } from '../../scripts/lib/stack.mjs'
import { violationsOf } from './axe'
import { fromWorker, gotoApp, siteUrl } from './browser'
import { bottomMenuProblems, measureLayout } from './layout-measure'
import { type LayoutRoute, ROUTES_WITHOUT_A_MENU } from './layout-routes'

// How the layout suites (layout-walk.ts, layout-banner.test.ts) look at one route in one view:
// the views, and the problems a page shows in one of them.

export const VIEWS = [
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
export const screenshots = join(root, 'test-results', 'layout')
const takeScreenshots = process.env.LAYOUT_SCREENSHOTS === '1'

export type View = (typeof VIEWS)[number]

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

/**
 * How a route is opened: a page load (a link from outside, a reload), or the app's own navigation
 * from the page before it, as a tap on one of its links (no page load: the app's code, styles and
 * the accessibility checker stay loaded).
 */
export type Opening = 'load' | 'in-app'

/**
 * Opens `path` as a tap on an app link does (wouter follows history.pushState), and waits until
 * the page before it has gone: its heading is marked first, and the new page's heading is another
 * element. Only between pages of different routes: one route's page keeps its elements when only
 * its parameters change.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-left', '')
    window.history.pushState(null, '', to)
  }, path)
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1')
    return heading !== null && !heading.hasAttribute('data-left')
  })
}

export const label = (route: LayoutRoute) =>
  typeof route.path === 'string' ? route.path : (route.name ?? '?')

/** What is wrong with one route in one view, one line per problem (none: all is well). */
export async function lookAt(
  page: Page,
  view: View,
  route: LayoutRoute,
  path: string,
  titles: Map<string, string>,
  opening: Opening = 'load',
): Promise<string[]> {
  const who = route.who
  // What the edge wrote for this URL: the load's own answer, or the same GET made here.
  let edgeHtml: () => Promise<string | null>
  if (opening === 'load') {
    // Not the load event: a map's tiles may still be drawing on a loaded machine, and what is
    // looked at here waits for itself (settle).
    const response = await gotoApp(page, `${siteUrl(view.prefix)}${path}`, 'domcontentloaded')
    edgeHtml = async () => (response ? response.text() : null)
  } else {
    await navigateInApp(page, path)
    edgeHtml = () => fromWorker(path, view.prefix)
  }
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
  const html = servedPath === routePath ? await edgeHtml() : null
  if (html !== null) {
    const edgeTitle = htmlText(html.match(/<title>([^<]*)/)?.[1] ?? '')
    if (edgeTitle !== title) problems.push(`title: the edge wrote ${edgeTitle}, the app ${title}`)
  }

  for (const violation of await violationsOf(page)) problems.push(`axe: ${violation}`)
  if (route.check) problems.push(...(await route.check(page, view)))
  return problems
}
