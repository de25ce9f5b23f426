import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, fillLogin } from './auth-pages'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'
import { OWN_PASSWORD, ownAccount } from './own-rows'

// Using a demo coupon in Chromium against the production build, the real API and the demo D1:
// 「使う」 → the confirmation → the live screen (a clock ticking under a fixed browser clock) →
// 使用済み once the 10 minutes are over; マイクーポン lists it; a shop sees its uses and voids one.
// axe on each new screen at 375 and 1280 px. The resident, and the shop with its coupon and its
// two earlier uses, are this file's own rows: no demo account's coupons change.

/** 朝市で使える100円券 by みなと町観光協会 (kanko), used at 港の朝市広場: 300 in total, 3 per person. */
const COUPON = 32
const WIDTHS = [375, 1280] as const
const RESIDENT = '港町 ゆうと'
const SHOP = 'らーめん港屋 二号店'

let browser: Awaited<ReturnType<typeof openBrowser>>
let resident: { id: number; email: string }
/** The shop's account, its coupon (as the demo's 港屋 coupon: 200 in all) and its first use. */
let shop: { id: number; email: string; coupon: number; firstUser: string }

async function couponOfTheShop() {
  const owner = await ownAccount('shop', SHOP)
  const first = await ownAccount('shop-guest', '波止場 あかり')
  const second = await ownAccount('shop-guest', '灯台 しずく')
  const [post] = await queryLocalD1<{ id: number }>(
    `INSERT INTO posts (user_id, kind, title, body, venue_id, coupon_offer, coupon_terms,
                        valid_from, valid_until, per_user_limit, total_limit)
     VALUES (${owner.id}, 'coupon', '二号店 大盛り無料クーポン', '全てのらーめんで大盛りが無料です。',
             9, '大盛り無料（150円相当）', 'お一人様1回限り。',
             '2026-11-03T15:00:00.000Z', '2026-12-31T14:59:59.000Z', 1, 200)
     RETURNING id`,
  )
  if (!post) throw new Error('the shop’s coupon was not written')
  // Two uses on two days, as the demo's 港屋 coupon has.
  await queryLocalD1(
    `INSERT INTO coupon_uses (coupon_id, user_id, idempotency_key, redemption_no, used_at)
     VALUES (${post.id}, ${first.id}, 'e2e-first', 1, '2026-11-05T03:10:00.000Z'),
            (${post.id}, ${second.id}, 'e2e-second', 2, '2026-11-06T11:45:00.000Z')`,
  )
  return { ...owner, coupon: post.id, firstUser: '波止場 あかり' }
}

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 375, height: 800 } })
  resident = await ownAccount('coupon-user', RESIDENT)
  shop = await couponOfTheShop()
})
afterAll(async () => {
  await browser.close()
})

async function logIn(page: Page, email: string, then: string) {
  await gotoApp(page, `${siteUrl()}/app`)
  await page.evaluate(() => window.localStorage.clear())
  await gotoApp(page, `${siteUrl()}/app/login?redirect=${encodeURIComponent(then)}`)
  await fillLogin(page, email, OWN_PASSWORD)
  await eventually(() => new URL(page.url()).pathname).toBe(then)
}

async function expectNoAxeViolations(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    expect({ what, width, violations: await violationsOf(page) }).toEqual({
      what,
      width,
      violations: [],
    })
  }
}

const clockText = (page: Page) => page.locator('.coupon-ticket__clock').textContent()

describe('using a coupon', () => {
  it('confirms, shows the live screen, then 使用済み after the countdown', async () => {
    const page = await browser.context.newPage()
    // The browser's clock is fixed and moved by hand; the server keeps its own time.
    await page.clock.install({ time: new Date() })
    await logIn(page, resident.email, `/app/posts/${COUPON}`)
    const remaining = page.locator('.coupon-use__state', { hasText: /残り\d+枚/ })
    await remaining.waitFor()
    const before = Number((await remaining.textContent())?.match(/残り(\d+)枚/)?.[1])
    // 「先着300枚」 is one piece at 375 px: never 先着 at a line's end and 300枚 on the next.
    const limitLines = await page
      .locator('.fact-card--coupon dd', { hasText: '先着' })
      .evaluate((dd) => {
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT)
        const nodes: Text[] = []
        while (walker.nextNode()) nodes.push(walker.currentNode as Text)
        const full = nodes.map((node) => node.data).join('')
        const start = full.indexOf('先着')
        const end = full.indexOf('枚', start) + 1
        const range = document.createRange()
        let offset = 0
        for (const node of nodes) {
          const length = node.data.length
          if (start >= offset && start < offset + length) range.setStart(node, start - offset)
          if (end > offset && end <= offset + length) range.setEnd(node, end - offset)
          offset += length
        }
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom))).size
      })
    expect(limitLines).toBe(1)

    await page.getByRole('button', { name: '使う' }).click()
    const dialog = page.getByRole('dialog', { name: 'クーポンを使いますか？' })
    await dialog.getByText('お店の方に画面を見せてから押してください').waitFor()
    await expectNoAxeViolations(page, 'confirmation')
    await dialog.getByRole('button', { name: '使う' }).click()

    await page.waitForURL(/\/app\/coupons\/uses\/\d+$/)
    const useId = Number(new URL(page.url()).pathname.split('/').pop())
    const ticket = page.locator('.coupon-ticket--live')
    await ticket.waitFor()
    await ticket.getByText('この画面をお店の方にお見せください').waitFor()
    await ticket.getByText(RESIDENT).waitFor()
    // The shop where it is used (the coupon's place), not the tourist board that posted it.
    await ticket.getByText('港の朝市広場').waitFor()
    const [row] = await queryLocalD1<{ redemption_no: number; n: number }>(
      `SELECT redemption_no, (SELECT count(*) FROM coupon_uses WHERE coupon_id = ${COUPON}
         AND voided_at IS NULL) AS n FROM coupon_uses WHERE id = ${useId}`,
    )
    expect(await ticket.locator('.coupon-ticket__number dd').textContent()).toBe(
      String(row?.redemption_no).padStart(4, '0'),
    )
    expect(300 - (row?.n ?? 0)).toBe(before - 1)

    // The clock ticks in seconds and the countdown runs down from 10 minutes. Hours are written
    // as every time is (0:05:09 just after midnight in Tokyo, 14:05:09 in the afternoon).
    const first = await clockText(page)
    expect(first).toMatch(/^([1-9]|1\d|2[0-3]|0):\d{2}:\d{2}$/)
    await page.clock.runFor(2000)
    await eventually(() => clockText(page)).not.toBe(first)
    expect(await page.locator('.coupon-ticket__countdown').textContent()).toMatch(/^(9|10):\d{2}$/)
    const animation = await page
      .locator('.coupon-ticket__stripe')
      .evaluate((el) => getComputedStyle(el).animationName)
    expect(animation).toBe('coupon-sweep')
    await expectNoAxeViolations(page, 'live screen')
    // With reduced motion nothing slides, but the lit dot still follows the seconds.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(
      await page.locator('.coupon-ticket__stripe').evaluate((el) => getComputedStyle(el).display),
    ).toBe('none')
    const litDot = () =>
      page
        .locator('.coupon-ticket__dots > span')
        .evaluateAll((dots) => dots.findIndex((dot) => dot.className.includes('--on')))
    const lit = await litDot()
    await page.clock.runFor(1000)
    await eventually(litDot).toBe((lit + 1) % 10)

    await page.clock.fastForward('10:01')
    const done = page.locator('.coupon-ticket__done')
    await done.waitFor()
    expect(await done.textContent()).toMatch(/^使用済み.+に使用$/)
    expect(await page.locator('.coupon-ticket__clock').count()).toBe(0)
    await expectNoAxeViolations(page, 'used screen')
    // The buttons under the ticket stand clear of its frame.
    const ticketBottom = await page
      .locator('.coupon-ticket')
      .evaluate((el) => el.getBoundingClientRect().bottom)
    const buttonsTop = await page
      .getByRole('link', { name: 'マイクーポンへ' })
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(buttonsTop - ticketBottom).toBeGreaterThanOrEqual(12)

    // マイクーポン lists the use with its date and number.
    // By keyboard: under the installed fake clock Playwright's click sometimes never saw the link
    // "stable" (two equal animation frames) and timed out; Enter on the focused link is a user's
    // way too.
    await page.getByRole('link', { name: 'マイクーポンへ' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'マイクーポン' }).waitFor()
    const usedSection = page.locator('.my-coupons__section', {
      has: page.getByRole('heading', { name: '使ったクーポン' }),
    })
    const used = usedSection.locator('.my-coupon', { hasText: '100円引き' }).first()
    await used.getByText(/に使用$/).waitFor()
    await used.getByText(`利用番号 ${row?.redemption_no}`).waitFor()
    await expectNoAxeViolations(page, 'my coupons')
    await page.close()
  })

  it('lets the shop see uses per day and void one with a reason', async () => {
    const page = await browser.context.newPage()
    await logIn(page, shop.email, `/app/posts/${shop.coupon}`)
    const panel = page.locator('.shop-uses')
    const days = panel.getByRole('table', { name: '日別の利用数' })
    await days.waitFor()
    // Days as every page writes dates (the demo's year is left out while it is this year).
    const dayHeaders = await days.locator('tbody th').allTextContents()
    expect(dayHeaders).toHaveLength(2)
    expect(dayHeaders[0]).toMatch(/^(2026年)?11月6日\(金\)$/)
    expect(dayHeaders[1]).toMatch(/^(2026年)?11月5日\(木\)$/)
    await expect.poll(() => page.locator('.coupon-use__state').textContent()).toBe('残り198枚')
    const item = panel.locator('.shop-uses__item', { hasText: `利用番号 1・${shop.firstUser}さん` })
    await expectNoAxeViolations(page, 'shop view')
    await item.getByRole('button', { name: /取り消す/ }).click()
    const dialog = page.getByRole('dialog', { name: '利用を取り消す' })
    await dialog.getByLabel('取り消しの理由').fill('押し間違い')
    await expectNoAxeViolations(page, 'void dialog')
    await dialog.getByRole('button', { name: '取り消す' }).click()
    await panel.getByText('利用を取り消しました。').waitFor()
    await item.getByText('取り消し済み（理由：押し間違い）').waitFor()
    const [row] = await queryLocalD1<{ void_reason: string; voided_by: number }>(
      `SELECT void_reason, voided_by FROM coupon_uses
       WHERE coupon_id = ${shop.coupon} AND redemption_no = 1`,
    )
    expect(row).toEqual({ void_reason: '押し間違い', voided_by: shop.id })
    await page.close()
  })
})
