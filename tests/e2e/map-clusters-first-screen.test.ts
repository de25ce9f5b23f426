import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import { gotoApp, openBrowser, pageWithoutScripts, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// The map at scale and before its scripts, in Chromium against the real build: a crowded view
// comes from the API as clusters that a tap opens up, and the map pages' first screen (drawn at
// the edge) already shows the start view's tiles where Leaflet then draws the same ones.

let browser: Awaited<ReturnType<typeof openBrowser>>
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
/** A crowded block far from the demo town's pins (and from every other test's views). */
const BLOCK = { lat: 35.1, lng: 139.3, count: 240 }
/** Posts above this id are the block's (removed afterwards). */
let lastBefore = 0

beforeAll(async () => {
  browser = await openBrowser()
  const [row] = await queryLocalD1<{ id: number }>('SELECT max(id) AS id FROM posts')
  lastBefore = row?.id ?? 0
  await queryLocalD1(
    `WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i WHERE n + 1 < ${BLOCK.count})
     INSERT INTO posts (user_id, kind, title, body, lat, lng)
     SELECT 1, 'post', '混雑テスト ' || n, '本文',
       ${BLOCK.lat} + (n / 16) * 0.0012, ${BLOCK.lng} + (n % 16) * 0.0015 FROM i`,
  )
})
afterAll(async () => {
  await queryLocalD1(`DELETE FROM posts WHERE id > ${lastBefore} AND title LIKE '混雑テスト %'`)
  await browser.close()
})

describe('a crowded view at low zoom', () => {
  it('shows the API’s clusters, which add up to every item, and a tap zooms in to pins', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize(PHONE)
    const first = page.waitForResponse((res) => res.url().includes('/api/map?'))
    await gotoApp(page, `${siteUrl()}/app/map?lat=35.10900&lng=139.31100&z=14`)
    const body = (await (await first).json()) as MapFeatureCollection
    expect(body.features).toEqual([])
    expect((body.clusters ?? []).reduce((sum, c) => sum + c.count, 0)).toBe(BLOCK.count)
    const bubbles = page.locator('.leaflet-marker-pane .map-cluster')
    await bubbles.first().waitFor()
    const drawn = await bubbles.allTextContents()
    expect(drawn.map(Number).reduce((a, b) => a + b, 0)).toBe(BLOCK.count)
    // The list offers each cluster as a row that zooms in, for keyboards and screen readers.
    expect(await page.locator('.map-list__zoom').count()).toBeGreaterThan(0)
    // Tapping clusters zooms in until the items are pins.
    for (let tap = 0; tap < 4 && (await page.locator('.map-marker').count()) === 0; tap++) {
      const zoom = Number(new URL(page.url()).searchParams.get('z'))
      // Waited for from before the tap: the new view's answer may come while the URL is polled.
      const answered = page.waitForResponse((res) => res.url().includes('/api/map?'))
      await bubbles.first().click()
      await expect
        .poll(() => Number(new URL(page.url()).searchParams.get('z')))
        .toBeGreaterThan(zoom)
      await answered
    }
    await expect.poll(() => page.locator('.map-marker').count()).toBeGreaterThan(0)
    await page.close()
  })
})

/** The box and the tile under its centre: of the first screen, or of Leaflet. */
function mapBox(page: Page, boxSelector: string, tileSelector: string) {
  return page.evaluate(
    ([boxSel, tileSel]) => {
      const box = document.querySelector(boxSel ?? '')?.getBoundingClientRect()
      if (!box) return null
      const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2]
      const tile = Array.from(document.querySelectorAll<HTMLImageElement>(tileSel ?? '')).find(
        (img) => {
          const r = img.getBoundingClientRect()
          return r.width > 0 && cx >= r.left && cx < r.right && cy >= r.top && cy < r.bottom
        },
      )
      const t = tile?.getBoundingClientRect()
      return {
        box: [box.left, box.top, box.width, box.height].map(Math.round),
        tile:
          tile && t
            ? { src: tile.src, at: [t.left, t.top].map(Math.round), loaded: tile.naturalWidth > 0 }
            : null,
      }
    },
    [boxSelector, tileSelector],
  )
}

describe('the map pages’ first screen', () => {
  it.each([
    ['/app/map', PHONE, '.map-screen__map .leaflet-container'],
    ['/app/hazardmap', DESKTOP, '.hazard-screen .leaflet-container'],
  ] as const)(
    '%s shows its tiles before any script, where Leaflet then draws them',
    async (path, viewport, leafletBox) => {
      const before = await pageWithoutScripts(browser.context)
      await before.setViewportSize(viewport)
      await before.goto(`${siteUrl()}${path}`)
      await expect
        .poll(
          async () => (await mapBox(before, '.map-first__map', '.map-first__tile'))?.tile?.loaded,
        )
        .toBe(true)
      const edge = await mapBox(before, '.map-first__map', '.map-first__tile')
      await before.close()

      const after = await browser.context.newPage()
      await after.setViewportSize(viewport)
      await gotoApp(after, `${siteUrl()}${path}`)
      const tileSelector = `${leafletBox} .leaflet-tile-pane .leaflet-layer:first-child img`
      await expect
        .poll(async () => (await mapBox(after, leafletBox, tileSelector))?.tile?.loaded)
        .toBe(true)
      const app = await mapBox(after, leafletBox, tileSelector)
      // The same box, and the same tile on the same pixels: no shift when the app takes over.
      expect(app?.box).toEqual(edge?.box)
      expect(app?.tile?.src).toBe(edge?.tile?.src)
      for (const [i, at] of (app?.tile?.at ?? []).entries())
        expect(Math.abs(at - (edge?.tile?.at[i] ?? Number.NaN))).toBeLessThanOrEqual(1)
      await after.close()
    },
  )

  /**
   * Every state the page went through while it loaded, as it happened (a mutation observer): the
   * first screen there or not, and which of the two pictures of the hazard zones showed, the
   * edge's images (`.map-first__overlay`) or Leaflet's layer over the base map (z-index 2).
   */
  async function zonesWhileLoading(path: string): Promise<string[]> {
    const page = await browser.context.newPage()
    await page.setViewportSize(PHONE)
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { zonesSeen: seen })
      const state = () => {
        const edge = Array.from(
          document.querySelectorAll<HTMLElement>('.map-first__overlay'),
        ).filter(
          (element) =>
            element.getClientRects().length > 0 && Number(getComputedStyle(element).opacity) > 0,
        ).length
        const layers = Array.from(document.querySelectorAll<HTMLElement>('.leaflet-layer')).filter(
          (layer) =>
            layer.style.zIndex === '2' &&
            Number(layer.style.opacity || '1') > 0 &&
            layer.querySelector('.leaflet-tile-loaded') !== null,
        ).length
        const first = document.getElementById('first-screen') ? 1 : 0
        return `first screen ${first}, edge ${edge}, leaflet ${layers}`
      }
      new MutationObserver(() => {
        const now = state()
        if (now !== seen.at(-1)) seen.push(now)
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await gotoApp(page, `${siteUrl()}${path}`)
    const seen = () => page.evaluate(() => (window as unknown as { zonesSeen: string[] }).zonesSeen)
    await expect.poll(async () => (await seen()).at(-1)).toBe('first screen 0, edge 0, leaflet 1')
    const states = await seen()
    await page.close()
    return states
  }

  it('/app/hazardmap keeps the start layer’s zones on screen while the app takes over, never drawn twice', async () => {
    const states = await zonesWhileLoading('/app/hazardmap')
    // From the first screen's images to Leaflet's layer, one or the other, never both at once.
    const from = states.indexOf('first screen 1, edge 1, leaflet 0')
    expect(from).toBeGreaterThan(-1)
    expect(states.slice(from)).toEqual([
      'first screen 1, edge 1, leaflet 0',
      'first screen 0, edge 1, leaflet 0',
      'first screen 0, edge 0, leaflet 1',
    ])
  })

  it('/app/hazardmap in disaster mode on another layer drops the start layer’s images as the app takes over', async () => {
    const states = await zonesWhileLoading('/app/hazardmap?layer=tsunami')
    expect(states).toContain('first screen 1, edge 1, leaflet 0')
    // Once the app shows, only its own layer (津波) is drawn: the edge's 洪水 images are gone.
    expect(states.filter((state) => state.startsWith('first screen 0, edge 1'))).toEqual([])
  })
})
