import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// A shop buys a timeline PR card end to end: the landing page, the order form, the Stripe
// stand-in's checkout page (real HTTP, real signed webhooks into the Worker), the result page,
// an admin's approval, the labelled card on another visitor's timeline with a counted tap, and
// the shop's 広告の管理 and receipt. Then the cancel and konbini paths, and the refund of a
// rejected konbini order through the bank details Stripe asks for. axe on every new page.

let browser: Awaited<ReturnType<typeof openBrowser>>
const tokens: Record<string, string> = {}

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  for (const who of ['daisuke', 'admin']) {
    const res = await fetch(`${siteUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${who}@demo.jimoto.example`, password: 'jimoto-demo-2026' }),
    })
    expect(res.status).toBe(200)
    tokens[who] = ((await res.json()) as { token: string }).token
  }
})
afterAll(async () => {
  await browser.close()
})

/** Opens `path` as `who` (a demo account's session, or nobody). */
async function openAs(page: Page, who: 'daisuke' | 'admin' | null, path: string) {
  await gotoApp(page, `${siteUrl()}/app/about`)
  await page.evaluate(
    (token) => {
      if (token) window.localStorage.setItem('token', token)
      else window.localStorage.removeItem('token')
    },
    who ? (tokens[who] ?? '') : null,
  )
  await gotoApp(page, `${siteUrl()}${path}`)
}

async function expectNoViolations(page: Page) {
  await page.locator('h1').first().waitFor()
  expect(await violationsOf(page)).toEqual([])
}

async function fillOrder(page: Page, headline: string) {
  await page.getByLabel(/見出し/).fill(headline)
  await page.getByLabel(/^本文/).fill('港の塩ラーメン、始めました。')
  await page.getByLabel(/リンク先URL/).fill('https://ramen.example.jp/')
  await page.getByLabel(/請求先（領収書の宛名）/).fill('らーめん港屋')
  await page.getByLabel(/請求先メールアドレス/).fill('billing@ramen.example.jp')
  await page.getByRole('button', { name: 'お支払いに進む' }).click()
  await page.getByText('これはテスト用の決済画面です').waitFor()
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('order'))

describe('the first route', () => {
  it('carries none of the ad pages, the ad API or Stripe (ja build)', async () => {
    const client = join(root, 'dist/client')
    const html = await readFile(join(client, '_shell', 'ja.html'), 'utf8')
    const entry = html.match(/import\("\/(assets\/[^"]+\.js)"\)/)?.[1]
    expect(entry).toBeTruthy()
    const seen = new Map<string, string>()
    const queue = [entry as string]
    while (queue.length > 0) {
      const file = queue.pop() as string
      if (seen.has(file)) continue
      const source = await readFile(join(client, file), 'utf8')
      seen.set(file, source)
      // Static imports only: what loads before any lazy page.
      for (const m of source.matchAll(
        /import\s*(?:[\w{},*\s$]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g,
      ))
        queue.push(`assets/${m[1]}`)
    }
    expect([...seen.keys()].filter((f) => /Ad\w*Page|TimelineAdSlots|stripe/i.test(f))).toEqual([])
    const code = [...seen.values()].join('\n')
    for (const marker of ['/api/ads', 'Stripe', 'ads-plans']) expect(code).not.toContain(marker)
  })
})

describe('buying an ad', () => {
  it('shows the media kit and the creative guidelines without accessibility violations', async () => {
    const page = await browser.context.newPage()
    for (const path of ['/materials', '/creatives']) {
      await gotoApp(page, `${siteUrl()}${path}`)
      await page.getByRole('link', { name: '広告の申し込みへ' }).first().waitFor()
      await expectNoViolations(page)
    }
    await page.getByRole('link', { name: '広告の申し込みへ' }).first().click()
    await page.getByText('35,200円').waitFor()
    await page.close()
  })

  it('draws the plans and link targets as tappable option rows, not bare radios in a grey box', async () => {
    const page = await browser.context.newPage()
    await openAs(page, 'daisuke', '/app/ads/order')
    await page.getByRole('radio', { name: /1週間/ }).waitFor()
    const look = await page.evaluate(() =>
      Array.from(document.querySelectorAll('form fieldset')).map((fieldset) => {
        const box = getComputedStyle(fieldset)
        return {
          legend: fieldset.querySelector('legend')?.textContent ?? '',
          border: box.borderTopStyle === 'none' ? 0 : Number.parseFloat(box.borderTopWidth),
          background: box.backgroundColor,
          rows: Array.from(fieldset.querySelectorAll('input[type=radio]')).map((radio) => {
            const row = radio.closest('label')
            const rowBox = row ? getComputedStyle(row) : null
            return {
              height: row?.getBoundingClientRect().height ?? 0,
              outlined: rowBox ? Number.parseFloat(rowBox.borderTopWidth) > 0 : false,
              accent: getComputedStyle(radio).accentColor,
              appearance: getComputedStyle(radio).appearance,
            }
          }),
        }
      }),
    )
    // The plan and the link target: two groups, each with its options.
    expect(look.map((group) => group.legend)).toEqual(['プラン', 'タップしたときの行き先'])
    for (const group of look) {
      // The browser's default fieldset: a 2px groove border in grey.
      expect(group.border).toBe(0)
      expect(group.background).toBe('rgba(0, 0, 0, 0)')
      expect(group.rows.length).toBeGreaterThanOrEqual(2)
      for (const row of group.rows) {
        // A row a thumb hits, drawn as a row, with the radio in the site's accent (or replaced).
        expect(row.height).toBeGreaterThanOrEqual(44)
        expect(row.outlined).toBe(true)
        expect(row.accent !== 'auto' || row.appearance === 'none').toBe(true)
      }
    }
    // Tapping the row's words (not the small circle) chooses it, and the chosen row stands out.
    const rowOf = (name: RegExp) =>
      page.locator('label', { has: page.getByRole('radio', { name }) })
    const background = (name: RegExp) =>
      rowOf(name).evaluate((row) => getComputedStyle(row).backgroundColor)
    await rowOf(/4週間/).getByText(/4週間/).click()
    expect(await page.getByRole('radio', { name: /4週間/ }).isChecked()).toBe(true)
    expect(await background(/4週間/)).not.toBe(await background(/1週間/))
    await page.close()
  })

  it("draws the order's text fields as the app's fields: a thumb's height, text iOS does not zoom into", async () => {
    const page = await browser.context.newPage()
    await openAs(page, 'daisuke', '/app/ads/order')
    await page.getByRole('radio', { name: /1週間/ }).waitFor()
    const fields = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          'form input:not([type=radio]):not([type=checkbox]), form textarea, form select',
        ),
      ).map((field) => {
        const box = getComputedStyle(field)
        return {
          id: field.id,
          height: field.getBoundingClientRect().height,
          fontSize: Number.parseFloat(box.fontSize),
          radius: Number.parseFloat(box.borderTopLeftRadius),
        }
      }),
    )
    // The start date, headline, body, link, billing name and e-mail (browser defaults: 13.3px
    // text in a 20px box with square corners).
    expect(fields.map((field) => field.id)).toEqual(
      expect.arrayContaining(['ad-starts-on', 'ad-headline', 'ad-body', 'ad-billing-name']),
    )
    for (const field of fields) {
      expect(field.height, field.id).toBeGreaterThanOrEqual(44)
      expect(field.fontSize, field.id).toBeGreaterThanOrEqual(16)
      expect(field.radius, field.id).toBeGreaterThan(0)
    }
    await page.close()
  })

  it('orders, pays by card, is approved, runs on the timeline labelled 広告, and counts a tap', async () => {
    const page = await browser.context.newPage()
    await openAs(page, 'daisuke', '/app/ad-landing')
    await page.getByText('35,200円').waitFor()
    await expectNoViolations(page)
    // The sample card ends before the next heading starts.
    const sampleBottom = await page
      .locator('.ads-preview')
      .evaluate((el) => el.getBoundingClientRect().bottom)
    const nextTop = await page
      .getByRole('heading', { name: /jimotoの利用状況/ })
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(sampleBottom).toBeLessThanOrEqual(nextTop)
    await page.getByRole('link', { name: 'プランを選んで申し込む' }).click()
    await page.getByRole('radio', { name: /1週間/ }).check()
    await expectNoViolations(page)
    await fillOrder(page, '港屋 冬の塩ラーメン')
    await page.getByRole('button', { name: 'カードで支払う（テスト）' }).click()
    await page.waitForURL(/\/app\/ads\/success\?order=\d+/)
    const orderId = orderIdOf(page)
    await page.getByText('お支払いを確認しました。').waitFor()
    await expectNoViolations(page)

    // The start date comes: the order now starts today (the API only takes tomorrow or later).
    await queryLocalD1(
      `UPDATE ad_orders SET starts_on = date('now', '+9 hours'), ends_on = date('now', '+9 hours', '+6 days') WHERE id = ${orderId}`,
    )
    await openAs(page, 'admin', '/app/admin/ads')
    const review = page.getByRole('article', { name: '港屋 冬の塩ラーメン' })
    await review.waitFor()
    await expectNoViolations(page)
    await review.getByRole('button', { name: '承認する' }).click()
    await page.getByText('処理しました。').waitFor()

    await openAs(page, null, '/app/timeline')
    const card = page.getByRole('article', { name: '広告: 港屋 冬の塩ラーメン' })
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.getByText('広告', { exact: true }).isVisible()).toBe(true)
    const popup = browser.context.waitForEvent('page')
    await card.getByRole('link').click()
    await (await popup).close()

    // The shop sees the counts (daily totals) on 広告の管理.
    await openAs(page, 'daisuke', '/app/ads')
    const mine = page.getByRole('article', { name: '港屋 冬の塩ラーメン' })
    await mine.getByText('掲載中').waitFor()
    await expectNoViolations(page)
    const fact = (label: string) =>
      mine.locator('.ads-order-card__facts > div', { hasText: label }).locator('dd').textContent()
    await expect
      .poll(
        async () => {
          await page.reload()
          return [await fact('表示回数'), await fact('タップ数')]
        },
        { timeout: 15_000 },
      )
      .toEqual(['1', '1'])
    await mine.getByRole('link', { name: '領収書' }).click()
    await page.getByText('登録番号: T1234567890123').waitFor()
    await page.getByText('11,000円').first().waitFor()
    await expectNoViolations(page)

    // The week is over: the ad finishes and leaves every timeline (other e2e files share them).
    await queryLocalD1(
      `UPDATE ad_orders SET starts_on = date('now', '+9 hours', '-7 days'), ends_on = date('now', '+9 hours', '-1 days') WHERE id = ${orderId}`,
    )
    await openAs(page, 'daisuke', '/app/ads')
    await mine.getByText('掲載終了').waitFor()
    await page.close()
  })

  it('keeps a cancelled checkout as a draft to resume, and waits for a konbini payment', async () => {
    const page = await browser.context.newPage()
    await openAs(page, 'daisuke', '/app/ads/order')
    await fillOrder(page, '港屋 コンビニ払い')
    const checkout = page.url()
    await page.getByRole('button', { name: '戻る（キャンセル）' }).click()
    await page.waitForURL(/\/app\/ads\/cancel\?order=\d+/)
    await page.getByText('下書き', { exact: true }).waitFor()
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'お支払いを再開する' }).click()
    await page.getByText('これはテスト用の決済画面です').waitFor()
    expect(page.url()).toBe(checkout)
    await page.getByRole('button', { name: 'コンビニ払いを選ぶ（テスト）' }).click()
    await page.waitForURL(/\/app\/ads\/success/)
    await page.getByText(/コンビニでのお支払いをお待ちしています/).waitFor()
    await page.goto(checkout)
    await page.getByRole('button', { name: 'コンビニで支払いました（テスト）' }).click()
    await page.waitForURL(/\/app\/ads\/success/)
    await page.getByText('お支払いを確認しました。').waitFor()
    await page.close()
  })

  it('refunds a rejected konbini order through the bank details Stripe asks the shop for', async () => {
    const page = await browser.context.newPage()
    await openAs(page, 'daisuke', '/app/ads/order')
    await fillOrder(page, '港屋 コンビニ返金')
    const stripeOrigin = new URL(page.url()).origin
    await page.getByRole('button', { name: 'コンビニ払いを選ぶ（テスト）' }).click()
    await page.waitForURL(/\/app\/ads\/success/)
    const orderId = orderIdOf(page)
    await page.getByText(/コンビニでのお支払いをお待ちしています/).waitFor()
    const [session] = await queryLocalD1<{ checkout_session_id: string }>(
      `SELECT checkout_session_id FROM ad_orders WHERE id = ${orderId}`,
    )
    await page.goto(`${stripeOrigin}/c/pay/${session?.checkout_session_id}`)
    await page.getByRole('button', { name: 'コンビニで支払いました（テスト）' }).click()
    await page.getByText('お支払いを確認しました。').waitFor()

    await openAs(page, 'admin', '/app/admin/ads')
    const review = page.getByRole('article', { name: '港屋 コンビニ返金' })
    await review.getByLabel('不承認の理由').fill('画像の権利を確認できませんでした。')
    await review.getByRole('button', { name: '不承認にする' }).click()
    await review.getByText(/口座情報の入力待ち・billing@ramen\.example\.jp・期限/).waitFor()
    await expectNoViolations(page)

    await openAs(page, 'daisuke', '/app/ads')
    const mine = page.getByRole('article', { name: '港屋 コンビニ返金' })
    await mine.getByText(/返金: 口座情報の入力待ちです。billing@ramen\.example\.jp 宛て/).waitFor()
    await expectNoViolations(page)
    await mine.getByRole('link', { name: '領収書' }).click()
    await page
      .getByText('この取引は返金の手続き中です。返金先の口座情報のご入力をお待ちしています。')
      .waitFor()
    await expectNoViolations(page)

    // The shop answers Stripe's email: the refund goes through and the order is refunded.
    const [row] = await queryLocalD1<{ refund_id: string }>(
      `SELECT refund_id FROM ad_orders WHERE id = ${orderId}`,
    )
    await page.goto(`${stripeOrigin}/c/refund/${row?.refund_id}`)
    await page.getByRole('button', { name: '口座情報を入力しました（テスト）' }).click()
    await page.getByText('この返金は succeeded です。').waitFor()
    // The stand-in delivered the refund's events before answering the button.
    await openAs(page, 'daisuke', '/app/ads')
    await mine.getByText('返金: 全額返金しました。').waitFor()
    await mine.getByText('返金済み', { exact: true }).waitFor()
    await page.close()
  })
})
