import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'
import { gotoApp, openBrowser, siteUrl } from './browser'

// The responsive shell in real Chromium at the three widths of the layout (phone, tablet, desktop), on the Japanese main site
// and the English site: which menu shows, the header on scroll, embed=1, scroll-to-top.

const SITES = [
  { prefix: '', lang: 'ja', timeline: 'タイムライン', home: 'ホーム', terms: '利用規約' },
  { prefix: 'en', lang: 'en', timeline: 'Timeline', home: 'Home', terms: 'Terms of Service' },
] as const
const WIDTHS = [375, 800, 1280] as const
const HEIGHT = 760

let browser: Awaited<ReturnType<typeof openBrowser>>
const screenshots = join(root, 'test-results')

beforeAll(async () => {
  browser = await openBrowser()
  await mkdir(screenshots, { recursive: true })
})
afterAll(async () => {
  await browser.close()
})

async function openPage(url: string, width: number): Promise<Page & { errors: string[] }> {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width, height: HEIGHT })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoApp(page, url)
  await page.locator('h1').first().waitFor()
  return Object.assign(page, { errors })
}

/** Where the main menu sits and how wide it is. */
async function menuBox(page: Page) {
  const box = await page.getByRole('navigation', { name: /メインメニュー|Main menu/ }).boundingBox()
  if (!box) throw new Error('the main menu is not rendered')
  return box
}

async function headerBottom(page: Page): Promise<number> {
  return page.locator('header.app-header').evaluate((el) => el.getBoundingClientRect().bottom)
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
}

/**
 * Scrolls to `y` and waits until the page has handled it: the scroll event, the frame the header
 * decides in, the render after it, and any transition of the header.
 */
async function scrollSettled(page: Page, y: number) {
  await page.evaluate(async (top) => {
    const scrolled = new Promise((resolve) =>
      window.addEventListener('scroll', resolve, { once: true }),
    )
    window.scrollTo(0, top)
    await scrolled
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
    const header = document.querySelector('header.app-header')
    await Promise.all(header?.getAnimations().map((animation) => animation.finished) ?? [])
  }, y)
}

describe.each(SITES)('the shell on the $lang site', (site) => {
  it.each(WIDTHS)('shows the right menu at %i px wide, and takes a screenshot', async (width) => {
    const page = await openPage(`${siteUrl(site.prefix)}/app`, width)
    const box = await menuBox(page)
    const fullLabel = page
      .locator('.app-nav')
      .getByText(site.timeline, { exact: true })
      .and(page.locator('.nav-link__label--full'))
    const fullLabelWidth = (await fullLabel.boundingBox())?.width ?? 0
    if (width < 768) {
      // Bottom bar: full width, flush with the bottom edge.
      expect(box.width).toBe(width)
      expect(Math.round(box.y + box.height)).toBe(HEIGHT)
      expect(box.height).toBeLessThan(90)
      expect(fullLabelWidth).toBeLessThanOrEqual(1)
    } else if (width < 1024) {
      // Collapsed rail: a narrow column on the left, icons with short labels.
      expect(box.x).toBe(0)
      expect(box.height).toBe(HEIGHT)
      expect(box.width).toBeLessThan(100)
      expect(fullLabelWidth).toBeLessThanOrEqual(1)
    } else {
      // Side menu with its labels.
      expect(box.x).toBe(0)
      expect(box.height).toBe(HEIGHT)
      expect(box.width).toBeGreaterThanOrEqual(200)
      expect(fullLabelWidth).toBeGreaterThan(20)
    }
    // The menu never covers the page's heading.
    const heading = await page.locator('h1').boundingBox()
    expect(heading && (heading.x >= box.x + box.width || heading.y + heading.height <= box.y)).toBe(
      true,
    )
    await page.screenshot({ path: join(screenshots, `shell-${site.lang}-${width}.png`) })
    expect(page.errors).toEqual([])
    await page.close()
  })

  it.each(WIDTHS)(
    'hides the header on scroll down and brings it back at the top (%i px)',
    async (width) => {
      const page = await openPage(`${siteUrl(site.prefix)}/app`, width)
      expect(await headerBottom(page)).toBeGreaterThan(40)
      await scrollTo(page, 300)
      await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0)
      // Scrolling back up part of the way is not the top: it stays away.
      await scrollSettled(page, 120)
      expect(await headerBottom(page)).toBeLessThanOrEqual(0)
      // scrollY <= 2 counts as the top.
      await scrollTo(page, 2)
      await expect.poll(() => headerBottom(page)).toBeGreaterThan(40)
      await page.close()
    },
  )

  it.each(WIDTHS)('hides menus and header with embed=1 (%i px)', async (width) => {
    const page = await openPage(`${siteUrl(site.prefix)}/app/timeline?embed=1`, width)
    expect(await page.locator('h1').textContent()).toBe(site.timeline)
    expect(await page.locator('header.app-header').count()).toBe(0)
    expect(await page.getByRole('navigation', { name: /メインメニュー|Main menu/ }).count()).toBe(0)
    // The page uses the whole width.
    const content = await page.locator('#content').boundingBox()
    expect(content?.x).toBe(0)
    await page.close()
  })

  it.each(WIDTHS)('scrolls to the top on a route change (%i px)', async (width) => {
    const page = await openPage(`${siteUrl(site.prefix)}/app`, width)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await page.getByRole('contentinfo').getByRole('link', { name: site.terms }).click()
    await expect.poll(() => page.locator('h1').textContent()).toContain(site.terms)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/app/terms')
    await page.close()
  })
})
