import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'

// axe-core inside the e2e Chromium. tests/e2e/layout-walk.ts runs axe on every route at 390 px in
// Japanese and English and at 1280 px in Japanese; here the view it leaves out: the English site
// at a desktop width, on home, timeline, settings, event-auth and the 404 page.

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

const PAGES = ['/app', '/app/timeline', '/app/settings', '/app/event-auth', '/app/no-such-page']

describe('axe on the English site at 1280 px', () => {
  it.each(PAGES)('%s has no violations', async (path) => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoApp(page, `${siteUrl('en')}${path}`)
    await page.locator('h1').waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await violationsOf(page)).toEqual([])
    await page.close()
  })
})

describe('the axe harness', () => {
  it('reports a real problem when there is one', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl()}/app`)
    await page.locator('h1').waitFor()
    // An unlabelled image link: the kind of mistake the checks above must catch.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/app/map'
      link.innerHTML = '<img src="/favicon.svg">'
      document.querySelector('main')?.append(link)
    })
    const violations = await violationsOf(page)
    expect(violations.some((line) => line.startsWith('image-alt'))).toBe(true)
    await page.close()
  })
})

describe('keyboard', () => {
  it.each([375, 800, 1280])(
    'reaches every control of the home page with Tab, each with a visible focus ring (%i px)',
    async (width) => {
      const page = await browser.context.newPage()
      await page.setViewportSize({ width, height: 800 })
      await gotoApp(page, `${siteUrl()}/app`)
      await page.locator('h1').waitFor()
      // Every visible link and button on the page.
      const controls = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('a[href], button'))
          .filter(
            (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
          )
          .map((el, index) => {
            el.dataset.kbd = String(index)
            return String(index)
          }),
      )
      expect(controls.length).toBeGreaterThan(20)
      const reached = new Set<string>()
      for (let step = 0; step < controls.length + 5; step++) {
        await page.keyboard.press('Tab')
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return null
          const style = getComputedStyle(el)
          return {
            id: el.dataset.kbd ?? null,
            outline: style.outlineStyle !== 'none' ? Number.parseFloat(style.outlineWidth) : 0,
          }
        })
        if (!focus?.id) continue
        // A visible ring: the 3px outline of :focus-visible.
        expect(focus.outline, `control ${focus.id}`).toBeGreaterThanOrEqual(2)
        reached.add(focus.id)
      }
      expect([...controls].filter((id) => !reached.has(id))).toEqual([])
      await page.close()
    },
  )

  it('opens with a skip link that moves focus to the content', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoApp(page, `${siteUrl()}/app/settings`)
    await page.locator('h1').waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: '本文へスキップ' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('content')
    await page.close()
  })
})
