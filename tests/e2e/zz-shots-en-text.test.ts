import { expect, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'

it('takes screenshots', async () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const browser = await openBrowser({ viewport: { width: w, height: h } })
    for (const prefix of ['', 'en', 'ko'] as const) {
      const page = await browser.context.newPage()
      for (const [name, path] of [
        ['place', '/app/restaurants/9'],
        ['post', '/app/posts/4'],
        ['tag', `/app/timeline?tag=${encodeURIComponent('パン')}`],
        ['search', '/app/search'],
        ['list', '/app/restaurants'],
      ] as const) {
        await gotoApp(page, `${siteUrl(prefix)}${path}`)
        await page.waitForTimeout(1500)
        if (name === 'place') await page.locator('.place-facts').scrollIntoViewIfNeeded()
        if (name === 'post') await page.locator('.tag-list').scrollIntoViewIfNeeded()
        await page.screenshot({
          path: `/work/notes/shots/en-text/${prefix || 'ja'}-${name}-${w}.png`,
        })
      }
      await page.close()
    }
    await browser.close()
  }
  expect(true).toBe(true)
}, 300_000)
