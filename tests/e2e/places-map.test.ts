import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { MapFeatureCollection, PlaceSummary } from '../../src/shared/api/places'
import type { Page as ApiPage } from '../../src/shared/api/posts'
import { isOpenAt } from '../../src/shared/opening-hours'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// The map and the place pages in Chromium against the real build, the Worker in workerd, the
// demo town's D1 and the loopback tile server (scripts/lib/tile-server.mjs).

let browser: Awaited<ReturnType<typeof openBrowser>>
beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** Opens the map and resolves with the answer of the last /api/map request once markers drew. */
async function openMap(page: Page, url: string): Promise<MapFeatureCollection> {
  const answer = page.waitForResponse((res) => res.url().includes('/api/map?'))
  await gotoApp(page, url)
  const body = (await (await answer).json()) as MapFeatureCollection
  await page.locator('.leaflet-tile-loaded').first().waitFor()
  if (body.features.length) await page.locator('.map-marker, .map-cluster').first().waitFor()
  return body
}

/**
 * Markers (a pin shared by items at one spot counts them all) plus the counts written on
 * clusters: every feature is on the map exactly once.
 */
async function pinsShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const markers = Array.from(document.querySelectorAll('.leaflet-marker-pane .map-marker'))
      .map((el) => Number(el.querySelector('.map-marker__count')?.textContent ?? 1))
      .reduce((a, b) => a + b, 0)
    const clustered = Array.from(document.querySelectorAll('.leaflet-marker-pane .map-cluster'))
      .map((el) => Number(el.textContent))
      .reduce((a, b) => a + b, 0)
    return markers + clustered
  })
}

const TOWN = 'lat=34.97250&lng=139.09250'

describe('the map', () => {
  it('draws the demo town from the local tile server with no failed tile, and a pin per feature', async () => {
    const page = await browser.context.newPage()
    const tiles: { url: string; status: number }[] = []
    const failed: string[] = []
    page.on('response', (res) => {
      if (res.url().startsWith(inject('e2eTileOrigin')))
        tiles.push({ url: res.url(), status: res.status() })
    })
    page.on('requestfailed', (req) => failed.push(req.url()))
    const body = await openMap(page, `${siteUrl()}/app/map?${TOWN}&z=16`)
    await page.waitForLoadState('networkidle')
    expect(tiles.length).toBeGreaterThan(3)
    expect(tiles.every((tile) => tile.status === 200)).toBe(true)
    expect(failed).toEqual([])
    expect(body.features.length).toBeGreaterThan(10)
    await expect.poll(() => pinsShown(page)).toBe(body.features.length)
    // The credit GSI asks for, linked to its tile list.
    const credit = page.locator('.leaflet-control-attribution a', { hasText: '地理院タイル' })
    expect(await credit.getAttribute('href')).toBe(
      'https://maps.gsi.go.jp/development/ichiran.html',
    )
    await page.close()
  })

  it('splits a cluster into its pins when it is tapped', async () => {
    const page = await browser.context.newPage()
    await openMap(page, `${siteUrl()}/app/map?${TOWN}&z=14`)
    const cluster = page.locator('.leaflet-marker-pane .map-cluster').first()
    await cluster.waitFor()
    const before = await page.locator('.leaflet-marker-pane .map-marker').count()
    const zoomBefore = new URL(page.url()).searchParams.get('z')
    await cluster.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('z')).not.toBe(zoomBefore)
    await expect
      .poll(() => page.locator('.leaflet-marker-pane .map-marker').count())
      .toBeGreaterThan(before)
    await page.close()
  })

  it('opens a card for a marker and leads from it to the place’s page', async () => {
    const page = await browser.context.newPage()
    await openMap(page, `${siteUrl()}/app/map?lat=34.97280&lng=139.09360&z=18&kinds=restaurant`)
    await page.locator('.map-marker[title*="らーめん 港屋"]').click()
    const card = page.locator('.map-card')
    await expect.poll(() => card.locator('h2').textContent()).toBe('らーめん 港屋')
    expect(new URL(page.url()).searchParams.get('open')).toBe('restaurant:9')
    await card.getByRole('link', { name: '詳しく見る' }).click()
    await page.waitForURL('**/app/restaurants/9')
    await expect.poll(() => page.locator('h1').textContent()).toBe('らーめん 港屋')
    await page.close()
  })

  it('reopens the same view, filters and card from a shared link', async () => {
    const page = await browser.context.newPage()
    const shared = `${siteUrl()}/app/map?lat=34.96950&lng=139.09780&z=17&kinds=event%2Cvenue&when=all&open=venue%3A2`
    const body = await openMap(page, shared)
    const params = new URL(page.url()).searchParams
    expect([params.get('lat'), params.get('lng'), params.get('z')]).toEqual([
      '34.96950',
      '139.09780',
      '17',
    ])
    expect(params.get('kinds')).toBe('event,venue')
    expect(params.get('when')).toBe('all')
    expect(
      body.features.every((f) => f.properties.kind === 'event' || f.properties.kind === 'venue'),
    ).toBe(true)
    const pressed = await page.locator('.map-filters button[aria-pressed="true"]').allTextContents()
    expect(pressed.map((text) => text.trim())).toEqual(['イベント', '会場'])
    expect(await page.locator('.map-periods button[aria-pressed="true"]').textContent()).toBe(
      'すべて',
    )
    await expect
      .poll(() => page.locator('.map-card h2').textContent())
      .toBe('海浜公園 野外ステージ')
    await page.close()
  })

  it('offers the same items as a list, nearest first, usable by keyboard alone', async () => {
    const page = await browser.context.newPage()
    const body = await openMap(page, `${siteUrl()}/app/map?lat=34.97280&lng=139.09360&z=15`)
    // A town view: more items than the list shows at first.
    expect(body.features.length).toBeGreaterThan(30)
    const items = page.locator('#map-list li')
    // The 30 nearest items first; the nearest is the ramen shop the centre is on.
    await expect.poll(() => items.count()).toBe(Math.min(30, body.features.length))
    // Titles come after the pins (GET /api/map/items): a row says 読み込み中… until its card arrives.
    await expect.poll(() => items.first().locator('a').textContent()).toBe('らーめん 港屋')
    // From the top of the page, the skip link leads past the map into the list.
    await page.keyboard.press('Tab')
    let focused = ''
    for (let i = 0; i < 40 && !focused.includes('一覧'); i++) {
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
      if (!focused.includes('一覧')) await page.keyboard.press('Tab')
    }
    expect(focused).toContain('一覧')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const activeInList = () =>
      page.evaluate(() => document.activeElement?.closest('#map-list li') !== null)
    expect(await activeInList()).toBe(true)
    // 「さらに表示」 adds the rest, 30 at a time, and the keyboard continues at the first new item.
    const more = page.locator('#map-list button', { hasText: 'さらに表示' })
    while ((await items.count()) < body.features.length) {
      const before = await items.count()
      await more.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => items.count()).toBeGreaterThan(before)
      const focusedRow = await page.evaluate(
        (index) => document.activeElement === document.querySelectorAll('#map-list li a')[index],
        before,
      )
      expect(focusedRow).toBe(true)
    }
    expect(await more.count()).toBe(0)
    await items.first().locator('a').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/app/restaurants/9')
    await page.close()
  })

  it('speaks English on the English site', async () => {
    const page = await browser.context.newPage()
    await openMap(page, `${siteUrl('en')}/app/map?${TOWN}&z=16`)
    expect(await page.locator('h1').textContent()).toBe('Map')
    expect(await page.locator('.map-filters button').allTextContents()).toEqual([
      'Post',
      'Event',
      'Coupon',
      'Venue',
      'Food',
    ])
    await page.close()
  })
})

describe('venues, artists and restaurants', () => {
  it('highlight the slot playing now in a venue’s timetable under a fixed clock', async () => {
    const start = new Date(Date.now() - 20 * 60_000).toISOString()
    const end = new Date(Date.now() + 40 * 60_000).toISOString()
    const [slot] = await queryLocalD1<{ id: number }>(
      `INSERT INTO event_artists (post_id, artist_id, venue_id, starts_at, ends_at)
       VALUES (NULL, 5, 3, '${start}', '${end}') RETURNING id`,
    )
    const page = await browser.context.newPage()
    try {
      await page.clock.setFixedTime(new Date(Date.now() + 5 * 60_000))
      await gotoApp(page, `${siteUrl()}/app/venues/3`)
      const now = page.locator('.timetable__slot--now')
      await now.waitFor()
      expect(await now.count()).toBe(1)
      expect(await now.locator('.timetable__who').textContent()).toBe('小林 蒼')
      expect(await now.getAttribute('aria-current')).toBe('time')
    } finally {
      // The demo venue's timetable as the seed made it, for the files that read it.
      await queryLocalD1(`DELETE FROM event_artists WHERE id = ${slot?.id}`)
      await page.close()
    }
  })

  it('filter restaurants by genre, and by open now as the server’s clock says', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl()}/app/restaurants`)
    await page.locator('.place-card').first().waitFor()
    await page.getByRole('link', { name: 'ラーメン', exact: true }).click()
    await page.waitForURL('**/app/restaurants?genre=ramen')
    await expect
      .poll(() => page.locator('.place-card__name').allTextContents())
      .toEqual(['らーめん 港屋'])

    const all = (await (
      await fetch(`http://127.0.0.1:${inject('e2ePort')}/api/places?kind=restaurant&limit=50`)
    ).json()) as ApiPage<PlaceSummary>
    const expected = all.items
      .filter((place) => isOpenAt(place.opening_hours, Date.now()))
      .map((place) => place.name)
    await gotoApp(page, `${siteUrl()}/app/restaurants`)
    await page.getByLabel('営業中のお店だけ表示').check()
    await page.waitForURL('**/app/restaurants?open=1')
    if (expected.length) {
      await expect.poll(() => page.locator('.place-card__name').allTextContents()).toEqual(expected)
    } else {
      await page.getByText('いま営業中のお店は見つかりませんでした').waitFor()
    }
    await page.close()
  })

  it('show 営業中 from structured hours: a Wednesday lunch finds the ramen shop closed (水曜定休), its hours grouped by day', async () => {
    const page = await browser.context.newPage()
    await page.clock.setFixedTime(new Date('2026-11-25T12:30:00+09:00'))
    await gotoApp(page, `${siteUrl()}/app/restaurants/9`)
    await page.locator('h1').waitFor()
    expect(await page.locator('.open-badge').textContent()).toBe('営業時間外')
    // Days with the same hours share a row: not the same hours written on six rows.
    const rows = page.locator('.place-hours tr')
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent))).toEqual([
      '月・火・木〜日11:00〜15:00 / 17:30〜21:00',
      '水定休日',
    ])
    await gotoApp(page, `${siteUrl()}/app/restaurants/10`)
    await page.locator('h1').waitFor()
    expect(await page.locator('.open-badge').textContent()).toBe('営業中')
    await page.close()
  })
})

describe('axe on the new pages', () => {
  const PAGES = [
    '/app/map?lat=34.97250&lng=139.09250&z=16&open=venue%3A2',
    '/app/venues',
    '/app/venues/2',
    '/app/artists',
    '/app/artists/2',
    '/app/restaurants',
    '/app/restaurants/9',
  ]
  it.each(PAGES.flatMap((path) => [375, 1280].map((width) => [path, width] as const)))(
    '%s at %i px has no violations',
    async (path, width) => {
      const page = await browser.context.newPage()
      await page.setViewportSize({ width, height: 800 })
      await gotoApp(page, `${siteUrl()}${path}`)
      await page.locator('h1').waitFor()
      await page.waitForLoadState('networkidle')
      expect(await violationsOf(page)).toEqual([])
      await page.close()
    },
  )
})
