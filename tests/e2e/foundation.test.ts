import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('the production build in Chromium', () => {
  it('renders the Japanese app on localhost after the / redirect', async () => {
    const page = await browser.context.newPage()
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await gotoApp(page, `${siteUrl()}/?c=fest`)
    expect(new URL(page.url()).pathname).toBe('/app')
    await expect.poll(() => page.locator('h1').textContent()).toBe('地元の「いま」が集まる場所')
    expect(await page.getAttribute('html', 'lang')).toBe('ja')
    expect(await page.title()).toBe('jimoto｜地元のイベント・投稿・クーポン')
    expect(await page.evaluate(() => sessionStorage.getItem('campaignCode'))).toBe('fest')
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders the English build on en.localhost', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl('en')}/app`)
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('What is happening in town, all in one place')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await page.close()
  })
})
