import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RallyDashboard, RallyDetail, RotatingQr } from '../../src/shared/api/stamprally'
import { eventually, fillLogin } from './auth-pages'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'
import { ownAccount } from './own-rows'

// The demo town's stamp rally in Chromium against the real build and Worker: the organizer's
// rotating QR read off its screen, a participant who logs in from the QR link, printed codes
// checked against a fixed browser position, completion and its reward coupon used on the live
// screen, axe on every page, and the QR decoder's chunk loaded by the scan screen only.

let browser: Awaited<ReturnType<typeof openBrowser>>
/** The participant: an account of this file's own with one stamp (spot 4, staffed) already. */
let participant = ''
const PARTICIPANT_NAME = '潮見 はるか'

beforeAll(async () => {
  const account = await ownAccount('rally', PARTICIPANT_NAME)
  await queryLocalD1(
    `INSERT INTO stamps (user_id, spot_id, created_at)
     VALUES (${account.id}, 4, '2026-11-04T01:00:00.000Z')`,
  )
  participant = account.email
  browser = await openBrowser()
  await browser.context.grantPermissions(['geolocation'], { origin: siteUrl() })
})
afterAll(async () => {
  await browser.close()
})

const PASSWORD = 'jimoto-demo-2026'
const ADMIN = 'admin@demo.jimoto.example'
const RALLY = 1
const SPOTS = {
  jinja: { lat: 34.979, lng: 139.0868 },
  ginza: { lat: 34.9724, lng: 139.095 },
  kawabata: { lat: 34.9678, lng: 139.0958 },
}

/** Signs a demo account in through the API from the page and keeps the session like the app. */
async function signInAs(page: Page, email: string) {
  await gotoApp(page, `${siteUrl()}/app`)
  await page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const body = (await res.json()) as { token: string }
      window.localStorage.setItem('token', body.token)
    },
    { email, password: PASSWORD },
  )
}

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear())
}

async function standAt(spot: { lat: number; lng: number }, metersNorth = 0) {
  await browser.context.setGeolocation({
    latitude: spot.lat + metersNorth / 111_195,
    longitude: spot.lng,
    accuracy: 8,
  })
}

const outcome = (page: Page) => page.locator('.rally-outcome')

/**
 * What the QR code on the screen says: its drawn path rasterised by the browser's canvas, decoded
 * by jsQR here (not the page's own text or attributes), as a phone camera would read it.
 */
async function readQrCode(page: Page): Promise<string | null> {
  const SCALE = 8
  const image = await page
    .locator('svg.qr-code')
    .first()
    .evaluate((svg, scale) => {
      const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2])
      const size = modules * scale
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')
      if (!context) return null
      context.fillStyle = '#fff'
      context.fillRect(0, 0, size, size)
      context.scale(scale, scale)
      context.fillStyle = '#000'
      context.fill(new Path2D(svg.querySelector('path')?.getAttribute('d') ?? ''))
      return { size, pixels: Array.from(context.getImageData(0, 0, size, size).data) }
    }, SCALE)
  if (!image) return null
  return jsQR(Uint8ClampedArray.from(image.pixels), image.size, image.size)?.data ?? null
}

describe('a participant walks the demo rally', () => {
  it('checks in from the staffed QR after login, is refused from too far, completes and gets the reward', async () => {
    const page = await browser.context.newPage()
    // The organizer's screen: the URL its QR code holds, as the API gave it to the screen.
    await signInAs(page, ADMIN)
    const dashboardAnswer = page.waitForResponse((res) =>
      res.url().endsWith(`/api/stamprallies/${RALLY}/manage`),
    )
    const qrAnswer = page.waitForResponse((res) =>
      res.url().includes(`/api/stamprallies/${RALLY}/spots/1/qr`),
    )
    await gotoApp(page, `${siteUrl()}/app/stamprally/${RALLY}/manage/qr/1`)
    const qr = (await (await qrAnswer).json()) as RotatingQr
    const dashboard = (await (await dashboardAnswer).json()) as RallyDashboard
    await page.locator('svg.qr-code').waitFor()
    await expect(page.locator('svg.qr-code').count()).resolves.toBe(1)
    // The screen shows the current window's code (it may have turned over since the answer).
    const scanned = await readQrCode(page)
    expect(scanned).toMatch(/^https?:\/\/[^/]+\/app\/stamprally\/1\/checkin\?spot=1&t=[\w-]+$/)
    expect([
      qr.url,
      (await page.locator('.rally-qr__figure').getAttribute('data-url')) ?? '',
    ]).toContain(scanned)
    const printed = new Map(dashboard.spots.map((spot) => [spot.name, spot.printed_url ?? '']))
    await signOut(page)

    // The phone camera opens the QR's URL: log in, come back, checked in.
    await page.goto(scanned ?? '')
    const login = page.getByRole('link', { name: 'ログインしてチェックイン' })
    // The scanned token was traded for a pass, so a slow login cannot outlive it.
    expect(await login.getAttribute('href')).toMatch(/redirect=.*%26p%3D\d+\./)
    await login.click()
    await fillLogin(page, participant, PASSWORD)
    await eventually(() => outcome(page).textContent()).toContain(
      '「みなと駅前観光案内所」のスタンプを押しました！',
    )
    await expect(outcome(page).textContent()).resolves.toContain('2 / 5')

    // A printed code from 120 m away: the rally page already says how far (the shared rule),
    // and the check-in is refused saying the same.
    await standAt(SPOTS.jinja, 120)
    await gotoApp(page, `${siteUrl()}/app/stamprally/${RALLY}`)
    await page.getByRole('button', { name: '現在地からの距離を見る' }).click()
    await eventually(() =>
      page
        .locator('.rally-spot', { hasText: 'みなと神社' })
        .locator('.rally-spot__hint')
        .textContent(),
    ).toBe('約120m離れています')
    await gotoApp(page, printed.get('みなと神社') ?? '')
    await eventually(() => outcome(page).textContent()).toContain('スポットから約120m離れています')

    // At the spot: stamped. Then the shopping street.
    await standAt(SPOTS.jinja)
    await page.getByRole('button', { name: 'もう一度試す' }).click()
    await eventually(() => outcome(page).textContent()).toContain(
      '「みなと神社」のスタンプを押しました！',
    )
    await standAt(SPOTS.ginza, 10)
    await gotoApp(page, printed.get('みなと銀座商店街') ?? '')
    await eventually(() => outcome(page).textContent()).toContain('4 / 5')
    // What is left, said.
    await expect(outcome(page).textContent()).resolves.toContain('あと1か所でゴール！')

    // The fifth by typing the park's code on the scan screen: completed, reward issued.
    await standAt(SPOTS.kawabata)
    await gotoApp(page, `${siteUrl()}/app/stamprally/${RALLY}/scan`)
    const code = page.getByLabel('スポットに掲示されたコード')
    await code.fill('KAWABATA-2026')
    await page.getByRole('button', { name: 'チェックイン' }).click()
    await eventually(() => outcome(page).textContent()).toContain('スタンプラリーを達成しました')
    // Stamping looks like it: the stamp pressed onto the card (still, for less motion), the
    // card at 5 / 5, and the field empty for the next code.
    const stamp = outcome(page).locator('.rally-stamp')
    await expect(stamp.textContent()).resolves.toContain('川端公園')
    await expect(outcome(page).locator('.rally-progress').textContent()).resolves.toContain('5 / 5')
    await expect(code.inputValue()).resolves.toBe('')
    const animation = () => stamp.evaluate((el) => getComputedStyle(el).animationName)
    await expect(animation()).resolves.toBe('rally-stamp-press')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(animation()).resolves.toBe('none')
    await page.emulateMedia({ reducedMotion: null })

    // The reward as the API and the rally page show it (マイクーポン lives with the coupons).
    const detail = await page.evaluate(async (id) => {
      const token = window.localStorage.getItem('token')
      const res = await fetch(`/api/stamprallies/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return (await res.json()) as RallyDetail
    }, RALLY)
    expect(detail.progress).toEqual({ stamped: 5, required: 5, completed: true, rewarded: true })
    expect(detail.reward.coupon?.id).toBe(90)
    await gotoApp(page, `${siteUrl()}/app/stamprally/${RALLY}`)
    await page.locator('.rally-reward-received').waitFor()
    await expect(page.locator('.rally-spot--stamped').count()).resolves.toBe(5)

    // The reward is used like any coupon: 「使う」 → the live screen → 使用済み after the
    // countdown, under a browser clock moved by hand (the server keeps its own time).
    const coupon = await browser.context.newPage()
    await coupon.clock.install({ time: new Date() })
    await gotoApp(coupon, `${siteUrl()}/app/posts/${detail.reward.coupon?.id}`)
    await coupon.getByRole('button', { name: '使う' }).click()
    const dialog = coupon.getByRole('dialog', { name: 'クーポンを使いますか？' })
    await dialog.getByRole('button', { name: '使う' }).click()
    await coupon.waitForURL(/\/app\/coupons\/uses\/\d+$/)
    const ticket = coupon.locator('.coupon-ticket--live')
    await ticket.getByText(PARTICIPANT_NAME).waitFor()
    await ticket.getByText('みなと町オリジナル手ぬぐい1枚').waitFor()
    await coupon.clock.fastForward('10:01')
    await eventually(() => coupon.locator('.coupon-ticket__done').textContent()).toMatch(
      /^使用済み.+に使用$/,
    )
    await coupon.close()
    await signOut(page)
    await page.close()
  })
})

describe('the QR decoder', () => {
  it('is downloaded by the scan screen and by no other rally page', async () => {
    const page = await browser.context.newPage()
    const decoderRequests: string[] = []
    page.on('request', (req) => {
      if (/\/assets\/jsQR-[\w-]+\.js$/.test(req.url())) decoderRequests.push(req.url())
    })
    await gotoApp(page, `${siteUrl()}/app/stamprally`)
    await page.locator('.rally-card').first().waitFor()
    await page.locator('.rally-card a').first().click()
    await page.locator('.rally-spots').waitFor()
    await page.waitForLoadState('networkidle')
    expect(decoderRequests).toEqual([])
    await page.getByRole('link', { name: 'QRコードを読み取る' }).click()
    await page.getByRole('heading', { name: 'QRコードを読み取る' }).waitFor()
    await eventually(() => decoderRequests.length).toBe(1)
    await page.close()
  })
})

describe('axe on the stamp rally pages', () => {
  // Each page with what shows it is the real page (not a refusal or a spinner).
  const pages: [string, string][] = [
    ['/app/stamprally', '.rally-card'],
    [`/app/stamprally/${RALLY}`, '.rally-spots .rally-spot'],
    [`/app/stamprally/${RALLY}/scan`, '.rally-manual input'],
    [`/app/stamprally/${RALLY}/checkin?spot=2&c=JINJA-2026`, '.rally-outcome [role="alert"]'],
    ['/app/stamprally/new', '.rally-form input'],
    [`/app/stamprally/${RALLY}/manage`, '.rally-figures'],
    [`/app/stamprally/${RALLY}/manage/qr/1`, 'svg.qr-code'],
    [`/app/stamprally/${RALLY}/manage/print`, '.rally-print__sheet svg.qr-code'],
  ]
  it('every page has no violations at 375 and at 1280 px', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 375, height: 800 })
    await signInAs(page, ADMIN)
    await standAt(SPOTS.jinja, 500)
    const failures: string[] = []
    for (const [path, shown] of pages) {
      await gotoApp(page, `${siteUrl()}${path}`)
      await page.locator(shown).first().waitFor()
      await page.waitForLoadState('networkidle')
      // Both widths on one load: the layout follows the viewport without a reload.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        // Two frames: whatever React redraws for the new width is on screen before axe looks.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        )
        for (const line of await violationsOf(page)) failures.push(`${path} @${width}: ${line}`)
      }
      await page.setViewportSize({ width: 375, height: 800 })
    }
    await signOut(page)
    expect(failures).toEqual([])
    await page.close()
  })
})
