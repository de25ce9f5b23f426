import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillLogin } from './auth-pages'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'

// The moderation desk in Chromium against the production build and the real API: a resident
// reports a post, the demo moderator hides it from 管理画面, it is gone from the timeline, search
// and (for a crawler) its page; the author reads the notice and appeals; the audit log shows each
// step. axe at 375 and 1280 px on the desk and the notices page. Tests run in order.

const RUN = Date.now().toString(36)
const TITLE = `夜の防波堤で釣り ${RUN}`
const WORD = `ぼうはてい${RUN}`
const PASSWORD = 'jimoto-demo-2026'

let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let postId = 0

/** The API from Node, as a client would call it (Node's fetch does not resolve *.localhost). */
async function api(path: string, init: RequestInit = {}) {
  const url = new URL(path, siteUrl())
  return fetch(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    ...init,
    headers: { host: url.host, ...(init.headers as Record<string, string> | undefined) },
  })
}

async function loginAs(local: string, then: string) {
  await gotoApp(page, `${siteUrl()}/app`)
  await page.evaluate(() => window.localStorage.clear())
  await gotoApp(page, `${siteUrl()}/app/login?redirect=${encodeURIComponent(then)}`)
  await fillLogin(page, `${local}@demo.jimoto.example`, PASSWORD)
  await page.waitForURL((url) => url.pathname === then)
}

async function axeAtBothWidths() {
  const found: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    found.push(...(await violationsOf(page)).map((v) => `${width}px ${v}`))
  }
  await page.setViewportSize({ width: 375, height: 800 })
  return found
}

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 375, height: 800 } })
  page = await browser.context.newPage()
  // The author's post, written through the API as the app would.
  const login = await api('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' },
    body: JSON.stringify({ email: 'kenta@demo.jimoto.example', password: PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const form = new FormData()
  form.append(
    'data',
    JSON.stringify({ kind: 'post', title: TITLE, body: `${WORD} 立入禁止の先が穴場です。` }),
  )
  const created = await api('/api/posts', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(created.status).toBe(201)
  postId = ((await created.json()) as { id: number }).id
})
afterAll(async () => {
  await browser?.close()
})

describe('the moderation desk in the browser', () => {
  it('a resident reports the post from its page', async () => {
    await loginAs('hanako', `/app/posts/${postId}`)
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await page.getByRole('button', { name: '通報' }).click()
    const dialog = page.getByRole('dialog', { name: 'この投稿を通報' })
    await dialog.getByLabel('不快・不適切な内容').check()
    await dialog.getByLabel('くわしい内容（任意）').fill('危険な場所を勧めています')
    await dialog.getByRole('button', { name: '通報する' }).click()
    await page.getByText('通報を受け付けました。ご協力ありがとうございます。').waitFor()
  })

  it('the moderator opens it in the queue and hides it with a reason; axe finds nothing', async () => {
    await loginAs('moderator', '/app/admin')
    const open = page.getByRole('button', { name: TITLE })
    await open.waitFor()
    const row = page.locator('li', { has: open })
    expect(await row.textContent()).toContain('通報 1件')
    expect(await row.textContent()).toContain('不快・不適切な内容: 危険な場所を勧めています')
    // Push composing is the admin's: not shown to a moderator.
    expect(await page.getByRole('heading', { name: 'お知らせを配信' }).count()).toBe(0)
    await open.click()
    const panel = page.getByRole('region', { name: TITLE })
    await panel.getByText('立入禁止の先が穴場です。', { exact: false }).waitFor()
    expect(await axeAtBothWidths()).toEqual([])
    await panel.getByLabel('対応').selectOption('hide')
    await panel.getByLabel('理由').fill('立入禁止区域への立ち入りを勧める内容のため')
    await panel.getByRole('button', { name: '実行する' }).click()
    await panel.getByRole('status').getByText('対応を記録しました。').waitFor()
    await panel.getByText('非公開', { exact: true }).first().waitFor()
  })

  it('the post is gone from the timeline, search and, for a crawler, its page', async () => {
    const timeline = (await (await api('/api/posts?limit=50')).json()) as {
      items: { id: number }[]
    }
    expect(timeline.items.map((post) => post.id)).not.toContain(postId)
    const search = (await (await api(`/api/search?q=${encodeURIComponent(WORD)}`)).json()) as {
      items: { id: number }[]
    }
    expect(search.items).toEqual([])
    const crawler = await api(`/app/posts/${postId}`, {
      headers: { 'user-agent': 'facebookexternalhit/1.1' },
    })
    expect(crawler.status).toBe(404)
    expect(await crawler.text()).not.toContain(TITLE)
  })

  it('the author reads the notice with its reason and appeals once; axe finds nothing', async () => {
    await loginAs('kenta', '/app/notices')
    const card = page.getByRole('article', { name: 'あなたの投稿が非公開になりました' }).first()
    await card.getByText('立入禁止区域への立ち入りを勧める内容のため').waitFor()
    expect(await axeAtBothWidths()).toEqual([])
    await card.getByLabel('異議の内容').fill('注意書きを加えて投稿し直します。')
    await card.getByRole('button', { name: '異議を申し立てる' }).click()
    await card.getByText('異議を受け付けました。運営が再確認します。').waitFor()
    expect(await card.getByRole('button', { name: '異議を申し立てる' }).count()).toBe(0)
  })

  it('the subject is back in the queue, appealed, and the audit log shows every step', async () => {
    await loginAs('moderator', '/app/admin')
    const open = page.getByRole('button', { name: TITLE })
    await open.waitFor()
    expect(await page.locator('li', { has: open }).textContent()).toContain('異議申し立てあり')
    // The audit log is a view of its own, one tab away.
    await page
      .getByRole('navigation', { name: '管理の画面' })
      .getByRole('link', { name: '監査ログ' })
      .click()
    await page.waitForURL((url) => url.pathname === '/app/admin/audit')
    const log = page.getByRole('region', { name: '監査ログ' })
    await log.getByLabel('対象ID').fill(String(postId))
    await log.getByLabel('種類').selectOption('post')
    await log.getByRole('button', { name: '絞り込む' }).click()
    await expect.poll(async () => (await log.locator('tbody tr').allTextContents()).length).toBe(2)
    const rows = await log.locator('tbody tr').allTextContents()
    expect(rows[0]).toContain('異議申し立て')
    expect(rows[0]).toContain('山本 健太')
    expect(rows[1]).toContain('非公開にする')
    expect(rows[1]).toContain('みなと町見守り担当')
  })

  it('the admin sees the desk with the moderator form and push composing; axe finds nothing', async () => {
    await loginAs('admin', '/app/admin')
    await page.getByRole('button', { name: TITLE }).waitFor()
    expect(await axeAtBothWidths()).toEqual([])
    const tabs = page.getByRole('navigation', { name: '管理の画面' })
    await tabs.getByRole('link', { name: 'モデレーター' }).click()
    await page.getByRole('form', { name: 'モデレーター' }).waitFor()
    expect(await axeAtBothWidths()).toEqual([])
    await tabs.getByRole('link', { name: 'お知らせを配信' }).click()
    await page.getByRole('heading', { name: 'お知らせを配信' }).waitFor()
    expect(await axeAtBothWidths()).toEqual([])
    // The topic select is drawn as the fields beside it, not in the browser's grey of a disabled one.
    const background = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background('配信先トピック')).toBe(await background('タイトル'))
  })

  it('each view is short, and the queue takes the page width until a subject opens', async () => {
    await loginAs('admin', '/app/admin')
    const open = page.getByRole('button', { name: TITLE })
    await open.waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })
    const queueWidth = () =>
      page.locator('.moderation__queue').evaluate((el) => el.getBoundingClientRect().width)
    const mainWidth = await page
      .locator('.admin-desk__view')
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(await queueWidth()).toBeGreaterThan(mainWidth * 0.95)
    await open.click()
    await page.getByRole('region', { name: TITLE }).waitFor()
    expect(await queueWidth()).toBeLessThan(mainWidth * 0.5)
    // No view is the long page the desk used to be (over 5,000 px): each fits a few screens.
    const tabs = page.getByRole('navigation', { name: '管理の画面' })
    for (const name of [
      '通報の確認',
      '監査ログ',
      '避難所データの更新',
      'お知らせを配信',
      'イベント主催者',
      'モデレーター',
      'データの書き出し',
    ]) {
      await tabs.getByRole('link', { name }).click()
      await expect
        .poll(() => tabs.getByRole('link', { name }).getAttribute('aria-current'))
        .toBe('page')
      await page.locator('.admin-desk__view h2').first().waitFor()
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect({ name, short: height < 2400 }).toEqual({ name, short: true })
    }
  })
})
