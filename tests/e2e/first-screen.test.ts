import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import adsEn from '../../src/features/ads/i18n/en'
import adsJa from '../../src/features/ads/i18n/ja'
import couponsJa from '../../src/features/coupons/i18n/ja'
import landingJa from '../../src/features/landing/i18n/ja'
import type { PostSummary } from '../../src/shared/api/posts'
import type { RallyDetail } from '../../src/shared/api/stamprally'
import { gotoApp, openBrowser, pageWithoutScripts, siteUrl } from './browser'
import { findPost, isDemoPhotoPost } from './demo-posts'
import { drawnItems, itemsSpillingOver } from './skipped-items'

// What a phone on a slow connection sees before the scripts have loaded and run: the first
// screen the edge writes into the page (worker/pages/first-screen.ts), and then the app taking
// over from it in one step.

let browser: Awaited<ReturnType<typeof openBrowser>>
let post: PostSummary

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  post = await findPost(siteUrl(), isDemoPhotoPost)
})

afterAll(async () => {
  await browser.close()
})

describe('before the scripts have run', () => {
  it('a post page shows its author, title and photo, styled', async () => {
    const page = await pageWithoutScripts(browser.context)
    await page.goto(`${siteUrl()}/app/posts/${post.id}`)
    const heading = page.getByRole('heading', { level: 1, name: post.title ?? '' })
    expect(await heading.isVisible()).toBe(true)
    const photo = page.getByRole('img', { name: post.media[0]?.alt })
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(new URL((await photo.getAttribute('src')) ?? '', siteUrl()).pathname).toBe(
      post.media[0]?.url,
    )
    // The entry style sheet styles it: the bar is as tall as the app's header.
    const bar = await page.locator('.first-screen__bar').boundingBox()
    expect(bar?.height).toBe(60)
    await page.close()
  })

  it('the timeline shows its newest posts as links to their pages', async () => {
    const page = await pageWithoutScripts(browser.context)
    await page.goto(`${siteUrl()}/app/timeline`)
    expect(await page.getByRole('heading', { level: 1, name: 'タイムライン' }).isVisible()).toBe(
      true,
    )
    const links = page.locator('#first-screen h2 a')
    expect(await links.count()).toBe(3)
    await links.first().click()
    await page.waitForURL(/\/app\/posts\/\d+$/)
    await page.close()
  })

  it('the home page introduces the app on the English site in English', async () => {
    const page = await pageWithoutScripts(browser.context)
    await page.goto(`${siteUrl('en')}/app`)
    expect(
      await page
        .getByRole('heading', { level: 1, name: 'What is happening in town, all in one place' })
        .isVisible(),
    ).toBe(true)
    await page.close()
  })
})

describe('a page that opens with a fixed heading and lead', () => {
  it('shows them before the scripts have run, and once the app has taken over', async () => {
    const page = await pageWithoutScripts(browser.context)
    await page.goto(`${siteUrl()}/app/event-auth`)
    const heading = page.getByRole('heading', { level: 1, name: 'イベント主催者の認証' })
    expect(await heading.isVisible()).toBe(true)
    await page.close()
    const app = await browser.context.newPage()
    await gotoApp(app, `${siteUrl()}/app/event-auth`)
    await app.getByRole('heading', { level: 2 }).first().waitFor()
    expect(await app.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await app.locator('#first-screen').count()).toBe(0)
    await app.close()
  })
})

describe('a page that needs a login, before the scripts have run', () => {
  it('sends a visitor who never logged in where the app’s guard would, at once', async () => {
    const page = await pageWithoutScripts(browser.context)
    await page.goto(`${siteUrl()}/app/coupons`)
    await page.waitForURL(`${siteUrl()}/app/timeline`)
    await page.goto(`${siteUrl()}/app/event-upload`)
    await page.waitForURL(`${siteUrl()}/app/event-auth`)
    await page.close()
  })

  it('leaves a visitor with a stored login to the app, which checks it', async () => {
    const page = await pageWithoutScripts(browser.context)
    await page.addInitScript(() => window.localStorage.setItem('token', 'stored-session'))
    await page.goto(`${siteUrl()}/app/coupons`)
    // The starter has run: it imports the entry (blocked here) once a frame is drawn.
    await page.waitForEvent('requestfailed', { predicate: (r) => /\/assets\/index-/.test(r.url()) })
    expect(new URL(page.url()).pathname).toBe('/app/coupons')
    await page.evaluate(() => window.localStorage.removeItem('token'))
    await page.close()
  })
})

describe('once the app has loaded', () => {
  it('has preloaded every chunk the page lists, each in a task of its own', async () => {
    const page = await browser.context.newPage()
    // Links appended in one task reach a MutationObserver in one call: each call is a batch. The
    // starter's links are those without `crossorigin` (Vite's loader of lazy chunks sets it).
    await page.addInitScript(() => {
      const batches: string[][] = []
      Object.assign(window, { preloadBatches: batches })
      new MutationObserver((records) => {
        const added = records.flatMap((record) => Array.from(record.addedNodes))
        const hrefs = added
          .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
          .filter((link) => link.rel === 'modulepreload' && !link.hasAttribute('crossorigin'))
          .map((link) => new URL(link.href).pathname)
        if (hrefs.length > 0) batches.push(hrefs)
      }).observe(document, { childList: true, subtree: true })
    })
    // A post page (~30 chunks); not the hazard map, whose service worker would then serve this
    // context's later pages.
    await gotoApp(page, `${siteUrl()}/app/posts/${post.id}`)
    const listed = await page.evaluate(
      () => JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]') as string[],
    )
    expect(listed.length).toBeGreaterThan(4)
    const batchesOf = () =>
      page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches)
    await expect
      .poll(async () => (await batchesOf()).flat())
      .toEqual(expect.arrayContaining(listed))
    // The shell's scripts come together with the entry's import; each page chunk alone after it
    // (several in one task made a long task on a phone: vite.config.ts).
    const ofPage = (await batchesOf()).filter((batch) =>
      batch.some((href) => listed.includes(href)),
    )
    expect(ofPage.map((batch) => batch.length)).toEqual(listed.map(() => 1))
    await page.close()
  })

  it('shows its own page in place of the first screen, once', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl()}/app/posts/${post.id}`)
    const headings = page.getByRole('heading', { level: 1, name: post.title ?? '' })
    expect(await headings.count()).toBe(1)
    expect(await headings.isVisible()).toBe(true)
    expect(await page.locator('header.app-header').isVisible()).toBe(true)
    // The app shows the photo file the first screen had loaded: the same srcset picks the same
    // file (the thumbnail on a 390 px phone), downloaded once.
    const photo = page.locator('.carousel__slide img').first()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(new URL(shown).pathname).toBe(post.media[0]?.thumb_url)
    const downloads = await page.evaluate(
      (url) => performance.getEntriesByType('resource').filter((e) => e.name === url).length,
      shown,
    )
    expect(downloads).toBe(1)
    await page.close()
  })

  it('lays out the timeline’s cards below the screen only as they come near, with no shift or cut focus ring', async () => {
    const page = await browser.context.newPage()
    await page.addInitScript(observeLayoutShifts)
    await gotoApp(page, `${siteUrl()}/app/timeline`)
    // The posts' items (an ad between them is always laid out: its impression counts when seen).
    const items = page.locator('.post-list > li:has(> .post-card)')
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(12)
    const drawn = () => drawnItems(items)
    // The first screen's cards are drawn in the app's first frame; those far below wait.
    const atStart = await drawn()
    expect(atStart.slice(0, 4)).toEqual([true, true, true, true])
    expect(atStart.slice(8)).not.toContain(true)
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02)
    // The room kept for a card not drawn yet holds the whole card (the audit of tap targets).
    expect(await itemsSpillingOver(items)).toEqual([])
    // Scrolled to, a card is drawn.
    await items.nth(11).scrollIntoViewIfNeeded()
    await expect.poll(async () => (await drawn())[11]).toBe(true)
    // A keyboard user sees its focus ring, which is drawn just outside the card.
    const card = await items.nth(11).locator('.post-card').boundingBox()
    if (!card) throw new Error('the twelfth card has no box')
    const outside = { x: card.x - 5, y: card.y + 20, width: 4, height: 40 }
    const unfocused = await page.screenshot({ clip: outside })
    await items.nth(11).locator('.post-card__link').focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect((await page.screenshot({ clip: outside })).equals(unfocused)).toBe(false)
    await page.close()
  })
})

/** Sums the page's layout shifts from its start (Chromium's Layout Instability API). */
function observeLayoutShifts() {
  const shifts = { total: 0 }
  Object.assign(window, { __layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput) shifts.total += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** The layout shift so far, once the frames already drawn have been reported. */
const layoutShiftOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
            ),
          ),
        ),
      ),
  )

async function demoToken(): Promise<string> {
  const res = await fetch(`${siteUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jimoto.example', password: 'jimoto-demo-2026' }),
  })
  return ((await res.json()) as { token: string }).token
}

describe('the pages the app used to draw alone', () => {
  it('show their heading and first items before the scripts have run, styled', async () => {
    const rally = (await (await fetch(`${siteUrl()}/api/stamprallies/1`)).json()) as RallyDetail
    const page = await pageWithoutScripts(browser.context)
    await page.goto(`${siteUrl()}/app/stamprally/1`)
    expect(await page.getByRole('heading', { level: 1, name: rally.title }).isVisible()).toBe(true)
    expect(await page.getByText(rally.description).isVisible()).toBe(true)
    await page.goto(`${siteUrl()}/materials`)
    const hero = page.getByRole('heading', { level: 1, name: landingJa.materials.title })
    expect(await hero.isVisible()).toBe(true)
    // The hero's own style sheet is a page chunk's: the entry style sheet styles it now.
    expect(
      await page.locator('.landing-hero').evaluate((el) => getComputedStyle(el).textAlign),
    ).toBe('center')
    await page.goto(`${siteUrl('en')}/app/ad-landing`)
    expect(
      await page.getByRole('heading', { level: 2, name: adsEn.landing.plansTitle }).isVisible(),
    ).toBe(true)
    expect(await page.getByText(adsEn.yen('19,800'), { exact: true }).isVisible()).toBe(true)
    await page.close()
  })

  it('keep the first screen up until the app has the page’s data, then swap without a shift', async () => {
    const page = await browser.context.newPage()
    await page.addInitScript(observeLayoutShifts)
    let release = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/api\/stamprallies\/1(\?|$)/, async (route) => {
      await answered
      await route.continue()
    })
    const asked = page.waitForRequest(/\/api\/stamprallies\/1(\?|$)/)
    await page.goto(`${siteUrl()}/app/stamprally/1`)
    await asked
    // The app runs and waits for the rally: its spinner does not replace the first screen.
    expect(await page.locator('#first-screen h1').isVisible()).toBe(true)
    expect(await page.locator('.page-spinner').isVisible()).toBe(false)
    release()
    await page.waitForFunction(() => !document.getElementById('first-screen'))
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    await page.locator('.rally-spots').waitFor()
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02)
    await page.close()
  })

  it('hand over to the app without a layout shift, signed in too', async () => {
    const token = await demoToken()
    for (const [path, ready, heading] of [
      ['/app/ad-landing', '.ads-faq', adsJa.landing.title],
      ['/materials', '.landing-closing', landingJa.materials.title],
      ['/app/coupons', '#my-coupons-used', couponsJa.mine.title],
    ] as const) {
      const page = await browser.context.newPage()
      await page.addInitScript(observeLayoutShifts)
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token)
      await gotoApp(page, `${siteUrl()}${path}`)
      await page.locator(ready).waitFor()
      const headings = page.getByRole('heading', { level: 1 })
      expect(await headings.count(), path).toBe(1)
      expect(await headings.textContent(), path).toBe(heading)
      expect(await layoutShiftOf(page), path).toBeLessThanOrEqual(0.02)
      await page.close()
    }
  })
})

describe('a text post and a place', () => {
  it('open with their text before the scripts have run, at the size the app sets it', async () => {
    const sizes = async (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el)
          return { fontSize: style.fontSize, lineHeight: style.lineHeight }
        })
    const before = await pageWithoutScripts(browser.context)
    await before.goto(`${siteUrl()}/app/venues/1`)
    expect(
      await before.getByRole('heading', { level: 1, name: 'みなと町民会館 大ホール' }).isVisible(),
    ).toBe(true)
    expect(await before.getByText('客席600席の町のホール。').isVisible()).toBe(true)
    await before.goto(`${siteUrl()}/app/posts/1`)
    const edgeText = await sizes(before, '#first-screen .first-screen__text--full')
    await before.close()
    // The app's copy of the text, drawn later, must not be larger: the browser would count it as
    // a new and later largest paint.
    const page = await browser.context.newPage()
    await page.addInitScript(observeLayoutShifts)
    await gotoApp(page, `${siteUrl()}/app/posts/1`)
    await page.locator('.post-detail__body').waitFor()
    expect(await sizes(page, '.post-detail__body')).toEqual(edgeText)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02)
    await page.close()
  })
})
