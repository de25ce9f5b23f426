import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SHELTER_TEXTS } from '../../scripts/demo/translations-shelters.mjs'
import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { metresBetween } from './haversine'
import { drawnItems, focusRingShowsLeftOf, itemsSpillingOver } from './skipped-items'

// The hazard map in Chromium against the real build, the Worker, the demo town's shelters (its
// government-format CSV, imported by the seed) and the loopback stand-in of the portal's tiles,
// which paints the town's hazard zones in the legends' exact colours.

let browser: Awaited<ReturnType<typeof openBrowser>>
let shelters: Shelter[]
/** On land 300–350 m from the shore: tsunami 1〜3m, storm surge 0.3〜0.5m, far from the river. */
const SPOT = { latitude: 34.9722, longitude: 139.096 }

beforeAll(async () => {
  browser = await openBrowser()
  for (const prefix of ['', 'en'] as const) {
    const origin = siteUrl(prefix)
    await browser.context.grantPermissions(['geolocation'], { origin })
  }
  await browser.context.setGeolocation(SPOT)
  const res = await fetch(`${siteUrl()}/api/hazard/shelters`.replace('localhost', '127.0.0.1'), {
    headers: { host: new URL(siteUrl()).host },
  })
  shelters = ((await res.json()) as ShelterList).items
})
afterAll(async () => {
  await browser.close()
})

function expectedNearest(hazard: string) {
  const from = { lat: SPOT.latitude, lng: SPOT.longitude }
  return shelters
    .filter((s) => s.emergency && s.hazards.includes(hazard as Shelter['hazards'][number]))
    .map((s) => ({ name: s.name, code: s.code, metres: metresBetween(from, s) }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, 3)
}

async function openHazardMap(page: Page, prefix: '' | 'en' = '') {
  await gotoApp(page, `${siteUrl(prefix)}/app/hazardmap`)
  await page.locator('.hazard-all h3').waitFor()
  await page.locator('.leaflet-tile-loaded').first().waitFor()
}

/** The names the answer lists for one hazard of the point. */
const nearestNames = (page: Page, hazard: string) =>
  page.locator(`.hazard-nearest [data-hazard="${hazard}"] .hazard-shelter__name`).allTextContents()
/** The answer's words for the point, layer by layer (its zones first, the others folded). */
const riskLines = async (page: Page) => {
  await page.locator('.hazard-point[aria-busy="false"]').waitFor()
  return page.locator('.hazard-point li').allTextContents()
}
/** A layer's toggle, in the picker that opens over the map. */
async function layerButton(page: Page, id: string) {
  const toggle = page.locator('button[aria-controls="hazard-picker"]')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return page.locator(`button[data-layer="${id}"]`)
}

describe('the hazard map (ja)', () => {
  it('shows a legend per layer, filters shelters by the layer’s hazard, and reads the spot in words', async () => {
    expect(shelters.length).toBeGreaterThanOrEqual(10)
    const page = await browser.context.newPage()
    const overlayTiles: number[] = []
    page.on('response', (res) => {
      if (res.url().includes('/raster/')) overlayTiles.push(res.status())
    })
    await openHazardMap(page)
    // Credits and the link to the town's own map are always on the page.
    const credits = page.locator('.hazard-credits')
    expect(await credits.getByText('出典：ハザードマップポータルサイト').count()).toBe(1)
    expect(await credits.getByText('地理院タイル', { exact: true }).count()).toBe(1)
    expect(
      await credits.getByText('公式のハザードマップではありません', { exact: false }).count(),
    ).toBe(1)
    expect(
      await credits.getByRole('link', { name: /みなと町のハザードマップ（公式）/ }).count(),
    ).toBe(1)

    // The flood layer is on at first: its legend shows the portal's depth classes.
    const floodLegend = page.getByRole('region', { name: '凡例：洪水（想定最大規模）' })
    await floodLegend.waitFor()
    expect(await floodLegend.locator('li').allTextContents()).toContain('0.5〜3m')
    await expect
      .poll(() => overlayTiles.filter((status) => status === 200).length)
      .toBeGreaterThan(0)
    // A tile where the layer has no data is a 404, as on the portal; nothing else fails.
    expect(overlayTiles.every((status) => status === 200 || status === 404)).toBe(true)
    // The opacity slider (in the layer picker) fades the overlays, not the base map.
    // On a phone the whole slider is in sight in the sheet as it opens, and the sheet closes
    // with its own 閉じる.
    await page.setViewportSize({ width: 390, height: 844 })
    const pickerToggle = page.locator('button[aria-controls="hazard-picker"]')
    await pickerToggle.click()
    const slider = page.getByRole('slider', { name: '重ねる情報の濃さ' })
    const sliderInSight = () =>
      slider.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const sheet = (el.closest('#hazard-picker') as HTMLElement).getBoundingClientRect()
        const inside =
          box.top >= sheet.top && box.bottom <= sheet.bottom && box.right <= sheet.right
        return inside && box.bottom <= window.innerHeight
      })
    expect(await sliderInSight()).toBe(true)
    await page.locator('#hazard-picker').getByRole('button', { name: '閉じる' }).click()
    expect(await pickerToggle.getAttribute('aria-expanded')).toBe('false')
    await page.setViewportSize({ width: 1280, height: 800 })
    await pickerToggle.click()
    await slider.fill('40')
    const layerOpacities = () =>
      page
        .locator('.leaflet-tile-pane .leaflet-layer')
        .evaluateAll((layers) => layers.map((layer) => (layer as HTMLElement).style.opacity))
    await expect.poll(layerOpacities).toContain('0.4')
    const opacities = await layerOpacities()
    expect(opacities).toHaveLength(2)
    // The base map keeps Leaflet's default (no inline opacity, or 1).
    expect(opacities.filter((value) => value !== '0.4')).toEqual([expect.stringMatching(/^1?$/)])

    // Tsunami on: its legend appears and the shelter list follows the hazard.
    await (await layerButton(page, 'tsunami')).click()
    await page.getByRole('region', { name: '凡例：津波' }).waitFor()
    expect(await page.locator('.hazard-shelters__filter select').inputValue()).toBe('tsunami')
    const tsunamiShelters = shelters.filter((s) => s.hazards.includes('tsunami'))
    await expect
      .poll(() => page.locator('.hazard-all h3').textContent())
      .toBe(`一覧（${tsunamiShelters.length}か所）`)
    const listed = await page.locator('.hazard-all .hazard-shelter__hazards').allTextContents()
    expect(listed.every((text) => text.includes('津波'))).toBe(true)
    // Flood off: its legend goes.
    await (await layerButton(page, 'flood_l2')).click()
    await expect.poll(() => floodLegend.count()).toBe(0)

    // Current location: the three nearest tsunami sites, straight-line distance and 目安 time.
    await page.getByRole('button', { name: '現在地' }).click()
    const expected = expectedNearest('tsunami')
    await expect.poll(() => nearestNames(page, 'tsunami')).toEqual(expected.map((s) => s.name))
    const distances = await page
      .locator('.hazard-nearest [data-hazard="tsunami"] .hazard-shelter__distance')
      .allTextContents()
    expected.forEach((s, i) => {
      expect(distances[i]).toContain(`直線距離 ${Math.round(s.metres / 10) * 10}m`)
      expect(distances[i]).toContain(`徒歩 約${Math.ceil(s.metres / 60)}分（目安`)
    })
    // The dashed line to the nearest site (the other paths are the dot of 現在地 and its circle).
    expect(
      await page
        .locator('.leaflet-overlay-pane path:not(.map-here):not(.map-here__accuracy)')
        .count(),
    ).toBe(1)
    const directions = page
      .locator('.hazard-nearest a', { hasText: '地図アプリで道順を見る' })
      .first()
    expect(await directions.getAttribute('href')).toContain('destination=')

    // The card says in words what the spot risks, layer by layer.
    const lines = await riskLines(page)
    // Tsunami and storm surge are drawn in the finer eight-class legend.
    expect(lines).toContain('津波：1〜3m')
    expect(lines).toContain('高潮：0.3〜0.5m')
    expect(lines).toContain('洪水（想定最大規模）：区域外')
    expect(lines.some((line) => line.includes('取得できませんでした'))).toBe(false)

    // マイ避難所: saved in the browser for a visitor, listed first.
    await page
      .locator('.hazard-nearest .hazard-shelter')
      .nth(1)
      .getByRole('button', { name: /マイ避難所に登録/ })
      .click()
    await expect
      .poll(() => page.locator('.hazard-mine .hazard-shelter__name').allTextContents())
      .toEqual([expected[1]?.name])
    await page.close()
  })

  it('says 取得できませんでした only for the layer the portal fails to answer; no data is 区域外, said once in the console', async () => {
    const failure = (mode: string) =>
      fetch(
        `${inject('e2eTileOrigin')}/__hazard-failure?layer=05_jisuberikeikaikuiki&mode=${mode}`,
        {
          method: 'POST',
        },
      )
    const page = await browser.context.newPage()
    // A spot no other test reads: neither the Worker nor the browser has its answer yet.
    await browser.context.setGeolocation({ latitude: 34.9703, longitude: 139.0968 })
    expect((await failure('error')).status).toBe(204)
    const tiles: number[] = []
    const notes: string[] = []
    page.on('response', (res) => {
      if (res.url().includes('/raster/')) tiles.push(res.status())
    })
    page.on('console', (message) => {
      if (message.type() === 'info') notes.push(message.text())
    })
    try {
      await openHazardMap(page)
      // The hills' layer has no zone by the shore: its tiles there are the portal's 404s, each
      // logged by the browser as a failed load; the console says once what they mean.
      await (await layerButton(page, 'debris_flow')).click()
      // (Polled as the list, so that a failure shows every status the page got.)
      await expect.poll(() => [...tiles]).toContain(404)
      await expect.poll(() => notes.filter((note) => note.includes('no zone here'))).toHaveLength(1)
      await page.locator('#hazard-picker').getByRole('button', { name: '閉じる' }).click()
      await page.getByRole('button', { name: '現在地' }).click()
      const lines = await riskLines(page)
      expect(lines).toHaveLength(11)
      expect(lines.filter((line) => line.includes('取得できませんでした'))).toEqual([
        '土砂災害警戒区域（地すべり）：取得できませんでした',
      ])
      // The other sediment layers have no data anywhere near the shore: the portal's 404 is 外.
      expect(lines).toContain('土砂災害警戒区域（土石流）：区域外')
      expect(lines).toContain('土砂災害警戒区域（急傾斜地の崩壊）：区域外')
    } finally {
      await failure('off')
      await browser.context.setGeolocation(SPOT)
      await page.close()
    }
  })

  it('opens offline after one visit: shelters, マイ避難所 and the nearest answer still work', async () => {
    const page = await browser.context.newPage()
    await openHazardMap(page)
    await page.locator('[data-offline-ready="true"]').waitFor({ timeout: 30_000 })
    const saved = page.locator('.hazard-all .hazard-shelter').first()
    const savedName = await saved.locator('.hazard-shelter__name').textContent()
    if ((await page.locator('.hazard-mine .hazard-shelter').count()) === 0) {
      await saved.getByRole('button', { name: /マイ避難所に登録/ }).click()
    }
    await page.locator('.hazard-mine .hazard-shelter').first().waitFor()
    const mine = await page.locator('.hazard-mine .hazard-shelter__name').allTextContents()
    await browser.context.setOffline(true)
    try {
      // Chromium 150 reports navigator.onLine true in a document its service worker opened while
      // offline, as a phone on a Wi-Fi with no way out does: the page goes by its requests' fate.
      await page.reload()
      await page.locator('.hazard-offline').waitFor()
      expect(await page.locator('.hazard-offline').textContent()).toMatch(
        /オフラインです。.+時点の情報/,
      )
      // The copy is never also announced as freshly updated.
      expect(await page.getByText(/^避難所の情報：/).count()).toBe(0)
      await expect
        .poll(() => page.locator('.hazard-all h3').textContent())
        .toMatch(/^一覧（\d+か所）$/)
      expect(await page.locator('.hazard-mine .hazard-shelter__name').allTextContents()).toEqual(
        mine,
      )
      // The tiles viewed before come from the service worker's cache: base map and overlay.
      await page.locator('.leaflet-layer:nth-child(1) .leaflet-tile-loaded').first().waitFor()
      await page.locator('.leaflet-layer:nth-child(2) .leaflet-tile-loaded').first().waitFor()
      expect(savedName).toBeTruthy()
      await page.getByRole('button', { name: '現在地' }).click()
      // The point's reading (kept by the browser an hour) answers by its hazards: tsunami first.
      await expect
        .poll(() => nearestNames(page, 'tsunami'))
        .toEqual(expectedNearest('tsunami').map((s) => s.name))
    } finally {
      await browser.context.setOffline(false)
      await page.close()
    }
  })

  it('has no axe violations at 375 and 1280 px', async () => {
    const page = await browser.context.newPage()
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await openHazardMap(page)
      await page.getByRole('button', { name: '現在地' }).click()
      await page.locator('.hazard-point__list').waitFor()
      await page.locator('.hazard-nearest .hazard-shelter').first().waitFor()
      expect(await violationsOf(page), `${width}px`).toEqual([])
    }
    await page.close()
  })
})

describe('the hazard map (en)', () => {
  it('shows the legends, the filter and the nearest sites in English', async () => {
    const page = await browser.context.newPage()
    await openHazardMap(page, 'en')
    await page.getByRole('region', { name: 'Legend: River flood (maximum assumed)' }).waitFor()
    await (await layerButton(page, 'debris_flow')).click()
    const debrisLegend = page.getByRole('region', {
      name: 'Legend: Landslide warning zone (debris flow)',
    })
    await debrisLegend.waitFor()
    expect(await debrisLegend.locator('li').allTextContents()).toEqual([
      'warning zone',
      'special warning zone',
      'warning zone (to be designated)',
      'special warning zone (to be designated)',
    ])
    expect(await page.locator('.hazard-shelters__filter select').inputValue()).toBe('sediment')
    // Without tapping: the map's centre (the town's, before any pan) is read in words.
    await page.getByRole('button', { name: 'Check the map centre' }).click()
    // (Re-measuring the map's box after layout keeps its centre to within half a pixel.)
    const where = page.locator('.hazard-point__where')
    await expect.poll(() => where.textContent()).toMatch(/^Chosen spot \([\d.]+ N, [\d.]+ E\)$/)
    const [lat, lng] = ((await where.textContent())?.match(/[\d.]+/g) ?? []).map(Number)
    expect(Math.abs((lat ?? 0) - 34.972)).toBeLessThan(0.00003)
    expect(Math.abs((lng ?? 0) - 139.0925)).toBeLessThan(0.00003)
    await page.locator('.hazard-point[aria-busy="false"]').waitFor()
    await page.getByRole('button', { name: 'My location' }).click()
    // The debris-flow layer was chosen last, but the spot is in the tsunami zone only: its
    // answer lists tsunami sites (the list below keeps the chosen filter).
    const expected = expectedNearest('tsunami')
    const tsunami = page.locator('.hazard-nearest [data-hazard="tsunami"]')
    // Each in English (the demo's own translation), with the Japanese a local reads under it.
    await expect
      .poll(() => tsunami.locator('.hazard-shelter__name [lang="ja"]').allTextContents())
      .toEqual(expected.map((s) => s.name))
    expect(
      await tsunami.locator('.hazard-shelter__name > span > span:first-child').allTextContents(),
    ).toEqual(expected.map((s) => SHELTER_TEXTS[s.code as keyof typeof SHELTER_TEXTS].en[0]))
    expect(
      await page
        .getByText('Names and addresses are translated by machine.', { exact: false })
        .count(),
    ).toBe(1)
    // The centre's list had the same shelters in the same order: wait for the new distances.
    await expect
      .poll(() => page.locator('.hazard-nearest .hazard-shelter__distance').first().textContent())
      .toContain(`Straight-line distance ${Math.round((expected[0]?.metres ?? 0) / 10) * 10} m`)
    await expect
      .poll(() => page.locator('.hazard-point__list li').allTextContents())
      .toContain('Tsunami: 1–3 m')
    expect(await page.locator('.hazard-nearest__group').first().getAttribute('data-hazard')).toBe(
      'tsunami',
    )
    expect(await violationsOf(page)).toEqual([])
    await page.close()
  })
})

describe('the list of every shelter', () => {
  it('lays out its items only as they come near, each inside its own place, focus ring whole', async () => {
    const page = await browser.context.newPage()
    // A phone in English: the tallest items (each name and address also in Japanese).
    await page.setViewportSize({ width: 390, height: 844 })
    await openHazardMap(page, 'en')
    await page.locator('.hazard-shelters__filter select').selectOption('all')
    const items = page.locator('.hazard-all .hazard-shelter')
    await expect.poll(() => items.count()).toBe(shelters.length)
    expect(shelters.length).toBeGreaterThan(8)
    // Below the map: the first four are laid out with the page, the rest wait.
    const atStart = await drawnItems(items)
    expect(atStart.slice(0, 4)).toEqual([true, true, true, true])
    expect(atStart.slice(4)).not.toContain(true)
    expect(await itemsSpillingOver(items)).toEqual([])
    // Scrolled to, an item is drawn, and its first button's focus ring (at the item's edge) is whole.
    const item = items.nth(8)
    await item.scrollIntoViewIfNeeded()
    await expect.poll(async () => (await drawnItems(items))[8]).toBe(true)
    expect(await focusRingShowsLeftOf(page, item.locator('.hazard-shelter__actions a'))).toBe(true)
    await page.close()
  })
})
