import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

    // A pan far to the east (arrow keys on the focused map) asks for the new view. A late ask for
    // the resized view may still arrive first (a loaded machine), so wait for the moved one.
    await page.locator('.leaflet-container').focus()
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => views.at(-1)?.[0] ?? west).toBeGreaterThan(west)
    const moved = views.at(-1) as [number, number, number, number]
    expect(moved[2]).toBeGreaterThan(east)
    await page.close()
  })

  it('shows the map and its shelter list side by side with the page, at 390 and 1280 px, ja and en', async () => {
    const page = await browser.context.newPage()
    for (const prefix of ['', 'en'] as const) {
      await gotoApp(page, `${siteUrl(prefix)}/app/hazardmap`)
      await page.locator('.leaflet-tile-loaded').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(prefix || 'ja')
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.locator('.hazard-all .hazard-shelter__name').first().waitFor()
        const seen = await page.evaluate(() => {
          const box = (selector: string) =>
            document.querySelector(selector)?.getBoundingClientRect()
          const map = box('.leaflet-container')
          const list = box('.hazard-all')
          return {
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            map: map && { left: map.left, right: map.right, height: map.height },
            list: list && { left: list.left, right: list.right, width: list.width },
          }
        })
        // Nothing pushes the page sideways; the map has a real size inside the window, and the
        // list of its shelters is inside the window too.
        expect(seen.sideways, `${prefix || 'ja'} ${width}`).toBeLessThanOrEqual(0)
        expect(seen.map?.height).toBeGreaterThan(200)
        expect(seen.map?.left).toBeGreaterThanOrEqual(0)
        expect(seen.map?.right).toBeLessThanOrEqual(width)
        expect(seen.list?.width).toBeGreaterThan(200)
        expect(seen.list?.right).toBeLessThanOrEqual(width)
      }
    }
    await page.close()
  })
})
