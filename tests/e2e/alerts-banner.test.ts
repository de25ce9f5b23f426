import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { violationsOf } from './axe'
import { fromWorker, gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1, queryLocalD1Surely } from './d1'
import { metresBetween } from './haversine'

// Disaster mode in Chromium against the real build and Worker: a warning written into D1 (as the
// Worker's poller stores one) shows as a banner on Japanese and English pages, in the HTML the
// edge sends and in the app; its link opens the hazard map on the warning's layer with the
// shelters suited to it, nearest first; once lifted the banner is gone. One tab, few navigations.

let browser: Awaited<ReturnType<typeof openBrowser>>
let shelters: Shelter[]
/** The hazard map's starting point (src/features/hazardmap/pages/HazardMapPage.tsx). */
const TOWN_CENTRE = { lat: 34.972, lng: 139.0925 }

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  shelters = (JSON.parse(await fromWorker('/api/hazard/shelters')) as ShelterList).items
  const now = new Date().toISOString()
  // Only this file's warning is in force.
  await queryLocalD1Surely(
    'DELETE FROM alert_reports; DELETE FROM alert_actions; DELETE FROM alerts',
  )
  await queryLocalD1(
    `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                         report_at, issued_at, updated_at)
     VALUES ('e2e-rain', 'jma', 'heavy_rain', 4, '2220500', '熱海市',
             '熱海市に大雨危険警報（浸水害）を発表しました。', 'issued', '${now}', '${now}', '${now}')`,
  )
})
afterAll(async () => {
  // Every later file expects no warning in force.
  await queryLocalD1Surely("DELETE FROM alerts WHERE id LIKE 'e2e-%'")
  await browser.close()
})

const banner = (page: Page) => page.locator('#content .alert-banner')

async function boxOf(page: Page, selector: string) {
  return page.locator(selector).first().boundingBox()
}

describe('disaster mode', () => {
  let page: Page

  it('writes the banner into the HTML of ja and en pages, before any script', async () => {
    const ja = await fromWorker('/app/timeline')
    expect(ja).toContain('警戒レベル4')
    expect(ja).toContain('大雨危険警報')
    expect(ja).toContain('危険な場所から全員避難')
    expect(ja).toContain('href="/app/hazardmap?alert=e2e-rain&amp;layer=inland_flood"')
    const en = await fromWorker('/app/about', 'en')
    expect(en).toContain('Alert Level 4')
    expect(en).toContain('Heavy Rain Danger Warning')
    expect(en).toContain('Everyone evacuate from dangerous places')
  })

  it('shows it in the app below the header, clear of the bottom menu, on ja and en pages; axe finds nothing', async () => {
    page = await browser.context.newPage()
    for (const [prefix, words] of [
      ['', ['警戒レベル4', '大雨危険警報', '危険な場所から全員避難']],
      ['en', ['Alert Level 4', 'Heavy Rain Danger Warning', 'Shelters and map']],
    ] as const) {
      await gotoApp(page, `${siteUrl(prefix)}/app/timeline`)
      await banner(page).waitFor()
      const text = await banner(page).textContent()
      for (const word of words) expect(text, prefix || 'ja').toContain(word)
      // The edge's first screen draws the banner before the app's header and menu exist.
      await page.locator('.app-header').first().waitFor()
      await page.locator('.app-nav').first().waitFor()
      // The three boxes at one moment with all three on screen (the app may still swap the
      // header while its route's code loads, and a replaced element has no box).
      let boxes: Awaited<ReturnType<typeof boxOf>>[] = []
      await expect
        .poll(async () => {
          boxes = await Promise.all(
            ['.app-header', '#content .alert-banner', '.app-nav'].map((s) => boxOf(page, s)),
          )
          return boxes.every((box) => box !== null)
        })
        .toBe(true)
      const [header, shown, menu] = boxes
      expect(header && shown && shown.y >= header.y + header.height - 1).toBe(true)
      expect(menu && shown && shown.y + shown.height <= menu.y).toBe(true)
      await page.locator('.first-screen__card, .post-card, article').first().waitFor()
      expect(await violationsOf(page)).toEqual([])
    }
  })

  it('opens the hazard map on the warning’s layer with the suitable shelters nearest first', async () => {
    await gotoApp(page, `${siteUrl()}/app/timeline`)
    await banner(page).getByRole('link', { name: '避難所と地図' }).click()
    await page.waitForURL(/\/app\/hazardmap\?alert=e2e-rain&layer=inland_flood$/)
    await page.locator('.hazard-nearest .hazard-shelter__name').first().waitFor()
    const panel = page.locator('.alert-map-panel')
    expect(await panel.textContent()).toContain('大雨危険警報')
    // Only the warning's layer is on.
    await page.locator('button[aria-controls="hazard-picker"]').click()
    // The picker's code loads when it is first opened.
    await page.locator('button[data-layer]').first().waitFor()
    expect(
      await page
        .locator('button[data-layer][aria-pressed="true"]')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-layer'))),
    ).toEqual(['inland_flood'])
    await page.locator('button[aria-controls="hazard-picker"]').click()
    // Shelters designated for rain the drains cannot take (内水氾濫), nearest to the map's centre (no position was granted).
    const expected = shelters
      .filter((s) => s.emergency && s.hazards.includes('inland_flood'))
      .map((s) => ({ ...s, metres: metresBetween(TOWN_CENTRE, s) }))
      .sort((a, b) => a.metres - b.metres)
    expect(expected.length).toBeGreaterThan(0)
    await expect
      .poll(() =>
        page
          .locator('.hazard-nearest [data-hazard="inland_flood"] .hazard-shelter__name')
          .allTextContents(),
      )
      .toEqual(expected.slice(0, 3).map((s) => s.name))
    // The warning's hazard is answered first, whatever else the point risks.
    expect(await page.locator('.hazard-nearest__group').first().getAttribute('data-hazard')).toBe(
      'inland_flood',
    )
    const nearest = expected[0] as Shelter
    expect(await panel.textContent()).toContain(nearest.name)
    const route = new URL(
      (await panel.locator('a[data-route="nearest"]').getAttribute('href')) ?? '',
    )
    expect(route.searchParams.get('destination')).toBe(`${nearest.lat},${nearest.lng}`)
    expect(route.searchParams.get('travelmode')).toBe('walking')
    expect(await violationsOf(page)).toEqual([])
  })

  it('is gone once the warning is lifted', async () => {
    await queryLocalD1(
      `UPDATE alerts SET lifted_at = '${new Date().toISOString()}', status = 'lifted' WHERE id = 'e2e-rain'`,
    )
    expect(await fromWorker('/app/timeline')).not.toContain('alert-banner')
    // The app asks the alerts API once it runs; the banner would be drawn by then.
    const asked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/alerts')
    await gotoApp(page, `${siteUrl('en')}/app/timeline`)
    await asked
    await page.locator('main h1').waitFor()
    expect(await banner(page).count()).toBe(0)
    await page.close()
  })
})
