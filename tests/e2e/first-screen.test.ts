import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PostSummary } from '../../src/shared/api/posts'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { findPost, isDemoPhotoPost } from './demo-posts'

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

/** A page whose scripts never arrive (as on a stalled connection). */
async function pageWithoutScripts(): Promise<Page> {
  const page = await browser.context.newPage()
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  return page
}

describe('before the scripts have run', () => {
  it('a post page shows its author, title and photo, styled', async () => {
    const page = await pageWithoutScripts()
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
    const page = await pageWithoutScripts()
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
    const page = await pageWithoutScripts()
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
    const page = await pageWithoutScripts()
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
    const page = await pageWithoutScripts()
    await page.goto(`${siteUrl()}/app/coupons`)
    await page.waitForURL(`${siteUrl()}/app/timeline`)
    await page.goto(`${siteUrl()}/app/event-upload`)
    await page.waitForURL(`${siteUrl()}/app/event-auth`)
    await page.close()
  })

  it('leaves a visitor with a stored login to the app, which checks it', async () => {
    const page = await pageWithoutScripts()
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
})
