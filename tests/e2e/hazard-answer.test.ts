import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import type { HazardPoint, Shelter, ShelterList } from '../../src/shared/api/hazard'
import { fromWorker, gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'
import { metresBetween } from './haversine'

// The hazard map's answer to a tap, on a phone (390 × 844) in Japanese and English, against the
// real build, the Worker, the demo town's shelters and the loopback stand-in of the portal's
// tiles (scripts/lib/hazard-tiles.mjs: the coast is the tsunami zone, a gully in the 山手 hills the
// debris-flow one). Then, with a drill's 警報 in force: the page without JavaScript, and the
// shelters' status set by staff (満員 and 閉鎖 are never suggested).

const PHONE = { width: 390, height: 844 }
const TOWN_CENTRE = { lat: 34.972, lng: 139.0925 }
let browser: Awaited<ReturnType<typeof openBrowser>>
let shelters: Shelter[]

const CLEAR_ALERTS =
  'DELETE FROM shelter_status; DELETE FROM alert_reports; DELETE FROM alert_actions; DELETE FROM alerts'

beforeAll(async () => {
  await queryLocalD1Surely(CLEAR_ALERTS)
  browser = await openBrowser({ viewport: PHONE })
  shelters = (JSON.parse(await fromWorker('/api/hazard/shelters')) as ShelterList).items
})
afterAll(async () => {
  await browser.close()
  await queryLocalD1Surely(CLEAR_ALERTS)
})

function nearestFor(hazard: Shelter['hazards'][number], from: { lat: number; lng: number }) {
  return shelters
    .filter((s) => s.emergency && s.hazards.includes(hazard))
    .sort((a, b) => metresBetween(from, a) - metresBetween(from, b))
}

/** The chosen point, read back from the answer's 「選んだ地点」 line (both languages). */
async function chosenPoint(page: Page) {
  const where = page.locator('.hazard-point__where')
  await where.waitFor()
  const [lat, lng] = ((await where.textContent())?.match(/\d+\.\d+/g) ?? []).map(Number)
  return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN }
}

async function openMap(page: Page, prefix: '' | 'en' = '') {
  await page.setViewportSize(PHONE)
  await gotoApp(page, `${siteUrl(prefix)}/app/hazardmap`)
  await page.locator('.hazard-screen .leaflet-tile-loaded').first().waitFor()
}

/** Turns a layer on in the picker over the map, and closes the picker. */
async function chooseLayer(page: Page, id: string) {
  const toggle = page.locator('button[aria-controls="hazard-picker"]')
  await toggle.click()
  await page.locator(`button[data-layer="${id}"]`).click()
  await toggle.click()
}

/** Whether an element lies entirely inside the window, as it is now (no scrolling). */
const inWindow = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && window.scrollY === 0
    })

describe.each([
  ['', '津波'],
  ['en', 'Tsunami'],
] as const)('the answer to a tap (%s)', (prefix, tsunamiWord) => {
  it('lists a tsunami site first in the tsunami zone, whatever layer was chosen last, in view at 390 × 844', async () => {
    const page = await browser.context.newPage()
    await openMap(page, prefix)
    await chooseLayer(page, 'debris_flow')
    const box = await page.locator('.hazard-screen .leaflet-container').boundingBox()
    if (!box) throw new Error('no map box')
    // East of the map's centre (the town's), clear of its shelter pins: about 400 m from the shore.
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 30)
    const point = await chosenPoint(page)
    // The stand-in's zones there, as the Worker reads them: tsunami, and no debris flow.
    const reading = JSON.parse(
      await fromWorker(`/api/hazard/point?lat=${point.lat}&lng=${point.lng}`),
    ) as HazardPoint
    const status = (layer: string) => reading.layers.find((l) => l.layer === layer)?.status
    expect(status('tsunami')).toBe('inside')
    expect(status('debris_flow')).toBe('outside')

    const first = page.locator('.hazard-nearest .hazard-shelter').first()
    await first.waitFor()
    expect(await first.locator('.hazard-shelter__hazards').textContent()).toContain(tsunamiWord)
    const expected = nearestFor('tsunami', point)[0]
    expect(await first.getAttribute('data-shelter')).toBe(String(expected?.id))
    // The answer is over the map: its heading, the point's risk and that first site are in the
    // window without scrolling.
    expect(await inWindow(page, '#hazard-point-title')).toBe(true)
    expect(await inWindow(page, '.hazard-point__line--inside')).toBe(true)
    expect(await inWindow(page, '.hazard-nearest .hazard-shelter__name')).toBe(true)
    // The chosen point is drawn above every shelter marker and cluster.
    const above = await page.evaluate(() => {
      const z = (el: Element) => Number(getComputedStyle(el).zIndex) || 0
      const here = document.querySelector('.map-marker--here')
      const others = Array.from(document.querySelectorAll('.map-cluster, .map-marker--shelter'))
      return here !== null && others.every((el) => z(el) < z(here))
    })
    expect(above).toBe(true)
    await page.close()
  })
})

describe('the crosshair', () => {
  it('marks the map’s centre, which 「地図の中心を調べる」 chooses', async () => {
    const page = await browser.context.newPage()
    await openMap(page)
    const cross = await page.locator('.hazard-screen__crosshair').boundingBox()
    const map = await page.locator('.hazard-screen .leaflet-container').boundingBox()
    if (!cross || !map) throw new Error('no crosshair or map')
    const centre = { x: cross.x + cross.width / 2, y: cross.y + cross.height / 2 }
    expect(Math.abs(centre.x - (map.x + map.width / 2))).toBeLessThanOrEqual(1)
    expect(Math.abs(centre.y - (map.y + map.height / 2))).toBeLessThanOrEqual(1)
    await page.getByRole('button', { name: '地図の中心を調べる' }).click()
    const point = await chosenPoint(page)
    expect(Math.abs(point.lat - TOWN_CENTRE.lat)).toBeLessThan(0.00003)
    expect(Math.abs(point.lng - TOWN_CENTRE.lng)).toBeLessThan(0.00003)
    // The pin's tip (its icon's anchor, 14 × 26 px) is on the cross, still visible above the sheet.
    const pin = await page.locator('.map-marker--here').boundingBox()
    expect(Math.abs((pin?.x ?? 0) + 14 - centre.x)).toBeLessThanOrEqual(1.5)
    expect(Math.abs((pin?.y ?? 0) + 26 - centre.y)).toBeLessThanOrEqual(1.5)
    const sheet = await page.locator('.hazard-sheet').boundingBox()
    expect((sheet?.y ?? 0) > centre.y).toBe(true)
    await page.close()
  })
})

/** The stand-in publishes the drill step's telegram; one run of the Cron Trigger reads it. */
async function drill(step: 'advisory' | 'warning' | 'lift') {
  const published = await fetch(`${inject('e2eJmaFeedUrl')}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })
  expect(published.status).toBeLessThan(300)
  await fromWorker(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)
}

async function staffToken(): Promise<string> {
  const res = await fetch(`${siteUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jimoto.example', password: 'jimoto-demo-2026' }),
  })
  return ((await res.json()) as { token: string }).token
}

async function setState(token: string, id: number, state: string) {
  const res = await fetch(`${siteUrl()}/api/admin/shelters/${id}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ state }),
  })
  expect(res.status).toBe(200)
}

describe('during a drill’s 警報', () => {
  let noScript: Browser
  beforeAll(async () => {
    await drill('advisory')
    await drill('warning')
    noScript = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_FLAGS,
    })
  })
  afterAll(async () => {
    await noScript.close()
    await drill('lift')
  })

  it.each([
    ['', '警戒レベル3', '対応：'],
    ['en', 'Alert Level 3', 'For: '],
  ] as const)(
    'without JavaScript (%s), the page lists the town’s shelters with their hazards and the warning',
    async (prefix, level, designated) => {
      const context = await noScript.newContext({ javaScriptEnabled: false, viewport: PHONE })
      const page = await context.newPage()
      const overlayTiles: number[] = []
      page.on('response', (res) => {
        if (res.url().includes('/01_flood_l2_shinsuishin_data/')) overlayTiles.push(res.status())
      })
      await page.goto(`${siteUrl(prefix)}/app/hazardmap`)
      expect(await page.locator('.alert-banner').first().textContent()).toContain(level)
      const items = page.locator('.hazard-first__list li')
      expect(await items.count()).toBe(shelters.length)
      const hazards = await items.locator('.hazard-first__hazards').allTextContents()
      expect(hazards.filter((text) => text.startsWith(designated)).length).toBeGreaterThan(0)
      const town = shelters.find((s) => s.name === 'みなと町役場') ?? shelters[0]
      const row = page.locator(`.hazard-first__list li[data-shelter="${town?.id}"]`)
      expect(await row.textContent()).toContain(town?.address ?? '')
      // The start layer over the map, drawn from its tiles; and no control that needs a script.
      await expect
        .poll(() => overlayTiles.filter((status) => status === 200).length)
        .toBeGreaterThan(0)
      expect(await page.locator('button:visible, span.button:visible').count()).toBe(0)
      await context.close()
    },
  )

  it('shows a shelter’s status with its time, and never suggests a full or closed one', async () => {
    const token = await staffToken()
    // Disaster mode opens on the town's centre: its inland-flood sites are suggested.
    const inland = nearestFor('inland_flood', TOWN_CENTRE)
    const tsunami = nearestFor('tsunami', TOWN_CENTRE)
    expect(inland.length).toBeGreaterThan(1)
    const full = tsunami[0] as Shelter
    const closed = inland.find((s) => s.id !== full.id) as Shelter
    const crowded = tsunami.find((s) => s.id !== full.id && s.id !== closed.id) as Shelter
    await setState(token, full.id, 'full')
    await setState(token, closed.id, 'closed')
    await setState(token, crowded.id, 'crowded')
    const shut = [full.id, closed.id]

    const page = await browser.context.newPage()
    await openMap(page)
    // The walking suggestion of the warning's panel skips the closed site.
    const panel = page.locator('.alert-map-panel strong')
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toBe(inland.find((s) => !shut.includes(s.id))?.name)
    const ids = (hazard: string) =>
      page
        .locator(`.hazard-nearest [data-hazard="${hazard}"] .hazard-shelter`)
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-shelter'))))
    await expect
      .poll(() => ids('inland_flood'), { timeout: 15_000 })
      .toEqual(
        inland
          .filter((s) => !shut.includes(s.id))
          .slice(0, 3)
          .map((s) => s.id),
      )
    expect(await ids('tsunami')).toEqual(
      tsunami
        .filter((s) => !shut.includes(s.id))
        .slice(0, 3)
        .map((s) => s.id),
    )
    expect((await ids('tsunami'))[0]).toBe(crowded.id)
    // The crowded one is still suggested, marked with the time staff set it.
    expect(
      await page
        .locator(
          `.hazard-nearest [data-hazard="tsunami"] [data-shelter="${crowded.id}"] .hazard-shelter__state`,
        )
        .textContent(),
    ).toMatch(/^混雑（.+時点）$/)
    // The full and closed ones stay on the list below, marked.
    await page.locator('.hazard-shelters__filter select').selectOption('all')
    expect(
      await page
        .locator(`.hazard-all [data-shelter="${full.id}"] .hazard-shelter__state`)
        .textContent(),
    ).toMatch(/^満員（.+時点）$/)
    // The warnings page says it too.
    await gotoApp(page, `${siteUrl()}/app/alerts`)
    const row = page.locator(`.alerts-shelters [data-shelter="${closed.id}"]`)
    await row.waitFor()
    expect(await row.textContent()).toMatch(/閉鎖（.+時点）/)
    await page.close()
  })
})
