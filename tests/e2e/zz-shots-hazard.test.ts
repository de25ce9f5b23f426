import { chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs'
import type { ShelterList } from '../../src/shared/api/hazard'
import { fillLogin } from './auth-pages'

const PASSWORD = 'jimoto-demo-2026'

import { CHROMIUM_PATH, fromWorker, gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'

const DIR = '/work/notes/shots/hazard-map'
let browser: Awaited<ReturnType<typeof openBrowser>>
const CLEAR =
  'DELETE FROM shelter_status; DELETE FROM alert_reports; DELETE FROM alert_actions; DELETE FROM alerts'
beforeAll(async () => {
  await queryLocalD1Surely(CLEAR)
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
  await queryLocalD1Surely(CLEAR)
})
const SIZES = [
  [390, 844],
  [1280, 800],
] as const

async function tapEast(page: Page) {
  const box = await page.locator('.hazard-screen .leaflet-container').boundingBox()
  if (!box) throw new Error('no box')
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 30)
  await page.locator('.hazard-nearest .hazard-shelter').first().waitFor()
  await page.waitForTimeout(800)
}

async function drill(step: string) {
  await fetch(`${inject('e2eJmaFeedUrl')}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })
  await fromWorker(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)
}

it('shots', async () => {
  for (const prefix of ['', 'en'] as const) {
    for (const [w, h] of SIZES) {
      const page = await browser.context.newPage()
      await page.setViewportSize({ width: w, height: h })
      await gotoApp(page, `${siteUrl(prefix)}/app/hazardmap`)
      await page.locator('.hazard-screen .leaflet-tile-loaded').first().waitFor()
      await page.waitForTimeout(800)
      await page.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-start.png` })
      const toggle = page.locator('button[aria-controls="hazard-picker"]')
      await toggle.click()
      await page.locator('button[data-layer="tsunami"]').click()
      await page.locator('button[data-layer="debris_flow"]').click()
      await toggle.click()
      await tapEast(page)
      await page.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-tap.png` })
      await page
        .getByRole('button', { name: prefix ? 'Check the map centre' : '地図の中心を調べる' })
        .click()
      await page.waitForTimeout(1200)
      await page.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-centre.png` })
      await page.close()
    }
  }
  await drill('advisory')
  await drill('warning')
  const login = await fetch(`${siteUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jimoto.example', password: 'jimoto-demo-2026' }),
  })
  const { token } = (await login.json()) as { token: string }
  const shelters = (JSON.parse(await fromWorker('/api/hazard/shelters')) as ShelterList).items
  const states = ['full', 'closed', 'crowded', 'open']
  for (const [i, s] of shelters.slice(0, 4).entries()) {
    const res = await fetch(`${siteUrl()}/api/admin/shelters/${s.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ state: states[i] }),
    })
    expect(res.status).toBe(200)
  }
  const noScript = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  for (const prefix of ['', 'en'] as const) {
    for (const [w, h] of SIZES) {
      const ctx = await noScript.newContext({
        javaScriptEnabled: false,
        viewport: { width: w, height: h },
      })
      const page = await ctx.newPage()
      await page.goto(`${siteUrl(prefix)}/app/hazardmap`)
      await page.waitForTimeout(1500)
      await page.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-nojs.png`, fullPage: true })
      await ctx.close()
      const page2 = await browser.context.newPage()
      await page2.setViewportSize({ width: w, height: h })
      await gotoApp(page2, `${siteUrl(prefix)}/app/hazardmap`)
      await page2.locator('.hazard-nearest .hazard-shelter').first().waitFor()
      await page2.waitForTimeout(1500)
      await page2.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-disaster.png` })
      await page2.locator('.hazard-shelters__filter select').selectOption('all')
      await page2.locator('.hazard-all').scrollIntoViewIfNeeded()
      await page2.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-list-states.png` })
      await gotoApp(page2, `${siteUrl(prefix)}/app/alerts`)
      await page2.waitForTimeout(1500)
      await page2.screenshot({ path: `${DIR}/${prefix || 'ja'}-${w}-alerts.png`, fullPage: true })
      await page2.close()
    }
  }
  await noScript.close()
  // The desk on a phone.
  for (const prefix of ['', 'en'] as const) {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoApp(page, `${siteUrl(prefix)}/app`)
    await page.evaluate(() => window.localStorage.clear())
    await gotoApp(
      page,
      `${siteUrl(prefix)}/app/login?redirect=${encodeURIComponent('/app/admin/alerts')}`,
    )
    await fillLogin(page, 'admin@demo.jimoto.example', PASSWORD)
    await page.waitForURL((url) => url.pathname === '/app/admin/alerts')
    await page.locator('.shelter-states__list').waitFor()
    await page.locator('.shelter-states').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${DIR}/${prefix || 'ja'}-390-desk.png` })
    await page.locator('.shelter-states__list li').first().getByRole('button').nth(1).click()
    await page.waitForTimeout(1000)
    await page.screenshot({ path: `${DIR}/${prefix || 'ja'}-390-desk-set.png` })
    await page.close()
  }
  await drill('lift')
}, 600_000)
