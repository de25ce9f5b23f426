import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MapFeatureCollection, mapItemPath } from '../../src/shared/api/places'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { drawnItems, focusRingShowsLeftOf, itemsSpillingOver } from './skipped-items'

// What a resident sees of every map on a phone (390 px) and a desktop (1280 px), in Chromium
// against the real build and the loopback tile server: the tiles cover the map on the first load
// with no resize, the bottom menu stays on top of the map, the map is the first screen, 現在地
// draws a dot that follows, items at one spot are all reachable, the legends do not overlap, the
// map page's list and card take turns, clusters look their own and no control covers them, and
// the rally's map shows every spot still to stamp, numbered as its list.

let browser: Awaited<ReturnType<typeof openBrowser>>
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
/** On land near the town centre, away from other pins. */
const HERE = { latitude: 34.9705, longitude: 139.0905 }
const RESTAURANT = 9

beforeAll(async () => {
  browser = await openBrowser()
  await browser.context.grantPermissions(['geolocation'], { origin: siteUrl() })
  await browser.context.setGeolocation(HERE)
})
afterAll(async () => {
  await browser.close()
})

const MAP_PAGES = {
  map: '/app/map?lat=34.97250&lng=139.09250&z=16',
  hazardmap: '/app/hazardmap',
  venue: '/app/venues/3',
  rally: '/app/stamprally/1',
  restaurant: `/app/restaurants/${RESTAURANT}`,
} as const

async function open(path: string, viewport: { width: number; height: number }) {
  const page = await browser.context.newPage()
  // The size is set before the page loads: nothing below resizes the window.
  await page.setViewportSize(viewport)
  await gotoApp(page, `${siteUrl()}${path}`)
  await page.locator('.leaflet-container').first().waitFor()
  return page
}

/**
 * The share of the map's box covered by loaded base tiles: the union of the tile <img> rects of
 * the first tile layer, clipped to the map's box, sampled every 4 px.
 */
function tileCoverage(page: Page): Promise<number> {
  return page.evaluate(() => {
    const container = document.querySelector('.leaflet-container')
    const base = container?.querySelector('.leaflet-tile-pane .leaflet-layer')
    if (!container || !base) return 0
    const box = container.getBoundingClientRect()
    const tiles = Array.from(base.querySelectorAll('img.leaflet-tile-loaded')).map((img) =>
      img.getBoundingClientRect(),
    )
    let covered = 0
    let total = 0
    for (let x = box.left + 2; x < box.right; x += 4) {
      for (let y = box.top + 2; y < box.bottom; y += 4) {
        total++
        if (tiles.some((r) => x >= r.left && x < r.right && y >= r.top && y < r.bottom)) covered++
      }
    }
    return total ? covered / total : 0
  })
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('every map on a %s', (_name, viewport) => {
  it.each(Object.entries(MAP_PAGES))(
    '%s: the tiles cover the map after load, without a resize',
    async (_key, path) => {
      const page = await open(path, viewport)
      await expect.poll(() => tileCoverage(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(0.95)
      await page.close()
    },
  )
})

describe('on a phone', () => {
  it.each(Object.entries(MAP_PAGES))(
    '%s: the bottom menu is what a tap on its items finds, over the map',
    async (_key, path) => {
      const page = await open(path, PHONE)
      // Bring the map under the menu, as a resident scrolling the page does.
      await page.evaluate(() => {
        const map = document.querySelector('.leaflet-container') as HTMLElement
        const nav = document.querySelector('.app-nav') as HTMLElement
        const top = map.getBoundingClientRect().top + window.scrollY
        window.scrollTo(0, top - (nav.getBoundingClientRect().top - 80))
      })
      const hits = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.app-nav .nav-link')).flatMap((link) => {
          const r = link.getBoundingClientRect()
          // Items this size of screen does not show (the account lives in the header here).
          if (!r.width) return []
          const found = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return [
            found && link.contains(found) ? 'menu' : (found?.className.toString() ?? 'nothing'),
          ]
        }),
      )
      expect(hits.length).toBeGreaterThanOrEqual(5)
      expect(hits).toEqual(hits.map(() => 'menu'))
      await page.close()
    },
  )

  it.each(['map', 'hazardmap'] as const)(
    '/app/%s: the map starts within 160 px under the header',
    async (key) => {
      const page = await open(MAP_PAGES[key], PHONE)
      const gap = await page.evaluate(() => {
        const header = (
          document.querySelector('.app-header') as HTMLElement
        ).getBoundingClientRect()
        const map = (
          document.querySelector('.leaflet-container') as HTMLElement
        ).getBoundingClientRect()
        return map.top - header.bottom
      })
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(160)
      await page.close()
    },
  )
})

/** Where the dot of 「現在地」 is drawn, relative to the map's box. */
function dotAt(page: Page) {
  return page.evaluate(() => {
    // Drawn in their own pane, above the markers and clusters.
    const dot = document.querySelector('.leaflet-here-pane path.map-here')
    const ring = document.querySelector('.leaflet-here-pane path.map-here__accuracy')
    const map = document.querySelector('.leaflet-container')
    if (!dot || !ring || !map) return null
    const d = dot.getBoundingClientRect()
    const m = map.getBoundingClientRect()
    return {
      x: d.left + d.width / 2 - m.left,
      y: d.top + d.height / 2 - m.top,
      ring: ring.getBoundingClientRect().width,
    }
  })
}

describe('現在地', () => {
  it.each(['map', 'hazardmap'] as const)(
    '/app/%s: shows the position as a dot in its accuracy circle, and follows it',
    async (key) => {
      await browser.context.setGeolocation({ ...HERE, accuracy: 40 })
      const page = await open(MAP_PAGES[key], PHONE)
      await page.getByRole('button', { name: '現在地', exact: true }).click()
      await expect.poll(() => dotAt(page), { timeout: 15_000 }).not.toBeNull()
      const first = await dotAt(page)
      expect(first?.ring).toBeGreaterThan(16)
      if (key === 'map') {
        // 「現在地を中心に表示しました」 confirms what the dot shows, then leaves the map.
        await expect.poll(() => page.locator('.map-page__status').textContent()).toBe('')
      }
      // The resident walks ~100 m east: the dot moves east with them.
      await browser.context.setGeolocation({
        latitude: HERE.latitude,
        longitude: HERE.longitude + 0.0011,
        accuracy: 40,
      })
      await expect
        .poll(async () => ((await dotAt(page))?.x ?? 0) - (first?.x ?? 0), { timeout: 15_000 })
        .toBeGreaterThan(20)
      await page.close()
    },
  )
})

describe('items at one spot', () => {
  it('share one pin whose card leads to every one of them', async () => {
    // らーめん 港屋 and the posts and coupon its owner placed at the shop (demo data).
    const page = await browser.context.newPage()
    await page.setViewportSize(PHONE)
    const answer = page.waitForResponse((res) => res.url().includes('/api/map?'))
    await gotoApp(page, `${siteUrl()}/app/map?lat=34.9728&lng=139.0937&z=18`)
    const { features } = (await (await answer).json()) as MapFeatureCollection
    const shop = features.find((f) => f.id === `restaurant:${RESTAURANT}`)
    const [lng, lat] = shop?.geometry.coordinates ?? [0, 0]
    const there = features.filter(
      (f) => f.geometry.coordinates[0] === lng && f.geometry.coordinates[1] === lat,
    )
    expect(there.length).toBeGreaterThanOrEqual(2)
    // Pins carry no names; the shop's comes with the list's items and names its pin.
    const pin = page.locator('.leaflet-marker-pane .map-marker[title*="らーめん 港屋"]')
    await pin.waitFor()
    // One pin for all of them, saying how many.
    expect(await pin.locator('.map-marker__count').textContent()).toBe(String(there.length))
    await pin.click()
    const card = page.locator('.map-card')
    await card.waitFor()
    const links = await card
      .locator('a')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href')))
    for (const f of there) expect(links).toContain(mapItemPath(f.properties.kind, f.properties.id))
    // The card names what its pin holds, as fetched for the list or on the tap.
    await expect
      .poll(() => card.locator('#map-card-title').textContent())
      .toContain('らーめん 港屋')
    await page.close()
  })
})

/** [from, to) in metres of a depth class as the legend words it; to is Infinity for 「…以上」. */
function depthRange(text: string): [number, number] {
  const below = /^([\d.]+)m未満$/.exec(text)
  if (below) return [0, Number(below[1])]
  const above = /^([\d.]+)m以上$/.exec(text)
  if (above) return [Number(above[1]), Number.POSITIVE_INFINITY]
  const between = /^([\d.]+)〜([\d.]+)m$/.exec(text)
  if (between) return [Number(between[1]), Number(between[2])]
  throw new Error(`not a depth class: ${text}`)
}

describe('the hazard legends', () => {
  it('list depth classes that never overlap, each in its own colour', async () => {
    const page = await open(MAP_PAGES.hazardmap, DESKTOP)
    const layers = ['flood_l2', 'flood_l1', 'inland_flood', 'storm_surge', 'tsunami']
    const picker = page.getByRole('button', { name: /重ねる情報/ })
    if (await picker.count()) await picker.first().click()
    for (const id of layers.slice(1)) await page.locator(`button[data-layer="${id}"]`).click()
    const legends = page.locator('.hazard-legend')
    await expect.poll(() => legends.count()).toBe(layers.length)
    for (const legend of await legends.all()) {
      const items = await legend.locator('li').allTextContents()
      const ranges = items.map(depthRange).sort((a, b) => a[0] - b[0])
      for (let i = 1; i < ranges.length; i++) {
        expect((ranges[i] as [number, number])[0]).toBeGreaterThanOrEqual(
          (ranges[i - 1] as [number, number])[1],
        )
      }
      const colours = await legend
        .locator('.hazard-legend__swatch')
        .evaluateAll((els) => els.map((el) => (el as HTMLElement).style.background))
      expect(new Set(colours).size).toBe(colours.length)
    }
    await page.close()
  })
})

/** Pins and clusters of the map whose middle a tap would not reach (a control is over it). */
function coveredPins(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.leaflet-marker-pane .map-marker, .map-cluster')).flatMap(
      (el) => {
        const r = el.getBoundingClientRect()
        const found = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return found?.closest('.leaflet-control') ? [el.getAttribute('title') ?? '?'] : []
      },
    ),
  )
}

describe('the map page', () => {
  it('says 読み込み中 before the first answer, and the list raised hides the pin’s card', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize(PHONE)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/map?**', async (route) => {
      await held
      await route.continue()
    })
    await gotoApp(page, `${siteUrl()}${MAP_PAGES.map}`)
    const title = page.locator('.map-sheet__title')
    await expect.poll(() => title.textContent()).toBe('一覧（読み込み中）')
    release()
    await expect.poll(() => title.textContent()).toMatch(/^一覧（\d+件）$/)
    await page.unroute('**/api/map?**')

    await page.locator('.leaflet-marker-pane .map-marker').first().click()
    const card = page.locator('.map-card')
    await card.waitFor()
    await page.locator('.map-sheet__handle').click()
    // A tap on the list's heading reaches the list, not the card.
    const reachesList = () =>
      page.evaluate(() => {
        const r = document.querySelector('#map-list-title')?.getBoundingClientRect()
        if (!r) return false
        const found = document.elementFromPoint(r.left + 20, r.top + r.height / 2)
        return Boolean(found?.closest('.map-sheet'))
      })
    await expect.poll(reachesList).toBe(true)
    expect(await card.isVisible()).toBe(false)
    // Lowered again, the chosen pin's card is back.
    await page.locator('.map-sheet__handle').click()
    await card.waitFor()
    await page.close()
  })

  it('lays out the list’s rows only as they come near, each inside its own place, focus ring whole', async () => {
    const page = await open('/app/map', PHONE)
    const rows = page.locator('.map-list__item')
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(12)
    // The sheet is lowered: its first rows are ready for when it is raised, the rest wait.
    const atStart = await drawnItems(rows)
    expect(atStart.slice(0, 4)).toEqual([true, true, true, true])
    expect(atStart.slice(4)).not.toContain(true)
    expect(await itemsSpillingOver(rows)).toEqual([])
    // A row far down whose link starts a line of its own, at the row's edge (a long title).
    const edgeRows = await rows.evaluateAll((list) =>
      list.flatMap((li, index) => {
        const link = li.querySelector('.map-list__link')?.getBoundingClientRect()
        return link && Math.abs(link.left - li.getBoundingClientRect().left) < 1 ? [index] : []
      }),
    )
    const far = edgeRows.find((index) => index >= 8)
    if (far === undefined) throw new Error('no row from the ninth on has its link at its edge')
    const row = rows.nth(far)
    // Raised and scrolled to, a row is drawn, and its link's focus ring is whole.
    await page.locator('.map-sheet__handle').click()
    await row.scrollIntoViewIfNeeded()
    await expect.poll(async () => (await drawnItems(rows))[far]).toBe(true)
    expect(await focusRingShowsLeftOf(page, row.locator('.map-list__link'))).toBe(true)
    await page.close()
  })

  it('keeps each pin’s drawing when the map moves: only what changed is drawn again', async () => {
    const page = await open(MAP_PAGES.map, PHONE)
    const dots = page.locator('.leaflet-marker-pane .map-marker__dot')
    await dots.first().waitFor()
    // The pins' names have come (/api/map/items): a name that arrives later draws its pin anew.
    await page.waitForLoadState('networkidle')
    const before = await dots.evaluateAll((all) =>
      all.map((dot) => {
        dot.setAttribute('data-drawn-before', '')
        return dot.parentElement?.title ?? ''
      }),
    )
    // The new view's answer, and the frame after it: the markers have been drawn for it.
    const answered = page.waitForResponse((res) => res.url().includes('/api/map?'))
    await page.locator('.leaflet-container').focus()
    await page.keyboard.press('ArrowLeft')
    await answered
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    const after = await dots.evaluateAll((all) =>
      all.map((dot) => ({
        title: dot.parentElement?.title ?? '',
        kept: dot.hasAttribute('data-drawn-before'),
      })),
    )
    // Every pin that was on the map before the move is the element drawn then (Leaflet's setIcon,
    // which a new icon object calls, writes a pin's inside again); pins that came into view are new.
    const stayed = after.filter((pin) => before.includes(pin.title))
    expect(stayed.length).toBeGreaterThan(0)
    expect(stayed.filter((pin) => !pin.kept)).toEqual([])
    await page.close()
  })

  it('draws clusters in a look of their own, and no zoom button over one', async () => {
    // A view whose westmost cluster lies where Leaflet's zoom buttons sit by default (top left).
    const page = await open('/app/map?lat=34.96378&lng=139.10014&z=14', PHONE)
    await page.locator('.map-cluster').first().waitFor()
    const colours = await page.evaluate(() => {
      const cluster = document.querySelector('.map-cluster') as HTMLElement
      return getComputedStyle(cluster).backgroundColor
    })
    // Not 投稿's blue (#2b6cb0), nor the position dot's (#1a73e8).
    expect(colours).not.toBe('rgb(43, 108, 176)')
    expect(colours).not.toBe('rgb(26, 115, 232)')
    expect(await coveredPins(page)).toEqual([])
    await page.close()
  })
})

describe('the rally map', () => {
  it('shows every spot still to stamp, numbered as the list, and the dot after 現在地からの距離を見る', async () => {
    await browser.context.setGeolocation(HERE)
    // Logged out: all six spots are still to stamp.
    const page = await open(MAP_PAGES.rally, PHONE)
    const pins = page.locator('.rally-map .leaflet-marker-pane .map-marker')
    await expect.poll(() => pins.count()).toBe(6)
    const listed = await page.locator('.rally-spot__mark').allTextContents()
    expect(listed).toEqual(['1', '2', '3', '4', '5', '6'])
    expect((await pins.locator('.map-marker__mark').allTextContents()).sort()).toEqual(listed)
    const outside = () =>
      page.evaluate(() => {
        const box = document.querySelector('.rally-map .leaflet-container')?.getBoundingClientRect()
        if (!box) return ['no map']
        return Array.from(document.querySelectorAll('.rally-map .map-marker')).flatMap((el) => {
          const r = el.getBoundingClientRect()
          const inside =
            r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom
          return inside ? [] : [el.getAttribute('title') ?? '?']
        })
      })
    await expect.poll(outside).toEqual([])
    await page.getByRole('button', { name: '現在地からの距離を見る' }).click()
    await page.locator('.rally-map .leaflet-here-pane path.map-here').waitFor()
    await expect.poll(outside).toEqual([])
    await page.close()
  })
})
