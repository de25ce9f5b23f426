import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'
import { gotoApp, openBrowser, siteUrl } from './browser'

// The hazard map asks for the shelters of what it shows: after the map has laid itself out, each
// view it settles on is one GET /api/hazard/shelters?bbox=west,south,east,north that covers it.

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 1280, height: 900 } })
})
afterAll(async () => {
  await browser.close()
})

describe('the hazard map’s shelters', () => {
  it('are asked for by the map’s view, and again for the new view after a pan', async () => {
    const page = await browser.context.newPage()
    const views: number[][] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      const bbox = url.searchParams.get('bbox')
      if (url.pathname === '/api/hazard/shelters' && bbox) views.push(bbox.split(',').map(Number))
    })
    await gotoApp(page, `${siteUrl()}/app/hazardmap`)
    await page.locator('.leaflet-tile-loaded').first().waitFor()
    // Leaflet measures its box on a window resize too: the view it settles on is then asked for.
    await page.setViewportSize({ width: 1200, height: 880 })
    await expect.poll(() => views.length).toBeGreaterThan(0)
    // Never a view without an area (a map not laid out yet reports its centre as a point).
    expect(
      views.every(([w, s, e, n]) => (w as number) < (e as number) && (s as number) < (n as number)),
    ).toBe(true)
    const [west, south, east, north] = views.at(-1) as [number, number, number, number]
    // The demo town's centre is inside the first view, and the view is a map's, not the world.
    expect(west).toBeLessThan(139.0925)
    expect(east).toBeGreaterThan(139.0925)
    expect(south).toBeLessThan(34.972)
    expect(north).toBeGreaterThan(34.972)
    expect(east - west).toBeLessThan(0.2)
    // The shelters of that view are listed.
    await page.locator('.hazard-all .hazard-shelter__name').first().waitFor()

    // A pan far to the east (arrow keys on the focused map) asks for the new view.
    const before = views.length
    await page.locator('.leaflet-container').focus()
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => views.length).toBeGreaterThan(before)
    const moved = views.at(-1) as [number, number, number, number]
    expect(moved[0]).toBeGreaterThan(west)
    await page.close()
  })

  it('leaves the page as it looks (screenshots at 390 and 1280 px, ja and en, in test-results/)', async () => {
    await mkdir(join(root, 'test-results'), { recursive: true })
    const page = await browser.context.newPage()
    for (const prefix of ['', 'en'] as const) {
      await gotoApp(page, `${siteUrl(prefix)}/app/hazardmap`)
      await page.locator('.leaflet-tile-loaded').first().waitFor()
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.locator('.hazard-all .hazard-shelter__name').first().waitFor()
        const name = `hazard-map-${prefix || 'ja'}-${width}`
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: join(root, 'test-results', `${name}.png`) })
        await page.locator('.hazard-all').scrollIntoViewIfNeeded()
        await page.screenshot({ path: join(root, 'test-results', `${name}-list.png`) })
      }
    }
    await page.close()
  })
})
