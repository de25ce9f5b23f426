import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectPath, fillLogin } from './auth-pages'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// An organizer's path in Chromium against the real build and the Worker in workerd: a resident
// is sent from event-upload to event-auth, applies, an admin approves, and the new organizer
// publishes a two-day event whose timetable comes from a Shift_JIS CSV as Excel writes it; the
// event then shows on the timeline, the map, the venue page and its share page.

const PASSWORD = 'jimoto-demo-2026'
const email = `organizer-${Date.now()}@e2e.jimoto.example`
const TITLE = `港フェス e2e ${Date.now() % 100000}`
/** Venue 2 of the demo town: 海浜公園 野外ステージ. */
const VENUE_ID = 2

// 日付,開始,終了,出演者,ステージ / 2030/08/01 18:00–18:45 波止場ブラス, 19:00–19:40 灯台トリオ /
// 2030/08/02 13:00–13:30 みなと太鼓保存会, in Shift_JIS with CRLF.
const SJIS_CSV =
  '93fa95742c8a4a8e6e2c8f4997b92c8f6f89898ed22c83588365815b83570d0a323033302f30382f30312c31383a30302c31383a34352c94678e7e8fea8375838983582c0d0a323033302f30382f30312c31393a30302c31393a34302c939491e48367838a83492c0d0a323033302f30382f30322c31333a30302c31333a33302c82dd82c882c691be8cdb95db91b689ef2c0d0a'

let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page

beforeAll(async () => {
  browser = await openBrowser()
  page = await browser.context.newPage()
  await queryLocalD1(
    `INSERT INTO users (email, email_verified, password_hash, name)
     SELECT '${email}', 1, password_hash, '港フェス事務局' FROM users
     WHERE email = 'hanako@demo.jimoto.example'`,
  )
})
afterAll(async () => {
  await browser.close()
})

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${siteUrl()}${path}`, init)
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

async function approveAsAdmin(): Promise<void> {
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jimoto.example', password: PASSWORD }),
  })
  const auth = { authorization: `Bearer ${token}` }
  const pending = await api<{ items: { id: number; applicant: { name: string } }[] }>(
    '/api/admin/organizers/applications?state=pending',
    { headers: auth },
  )
  const mine = pending.items.find((item) => item.applicant.name === '港フェス事務局')
  if (!mine) throw new Error('the application is not in the admin queue')
  await api(`/api/admin/organizers/applications/${mine.id}/approve`, {
    method: 'POST',
    headers: auth,
  })
}

async function expectNoAxeViolations(width: number) {
  await page.setViewportSize({ width, height: 800 })
  expect(await violationsOf(page)).toEqual([])
}

describe('an organizer publishes a festival', () => {
  it('is sent to event-auth, applies, is approved and publishes a two-day event from a Shift_JIS CSV', async () => {
    await gotoApp(
      page,
      `${siteUrl()}/app/login?redirect=${encodeURIComponent('/app/event-upload')}`,
    )
    await fillLogin(page, email, PASSWORD)
    // Not an organizer yet: event-upload sends them on, saying why.
    await expectPath(page, '/app/event-auth')
    await page.getByText('イベントを登録できるのは主催者だけです。').waitFor()

    await page.getByLabel('団体名').fill('港フェス実行委員会')
    await page.getByLabel('代表者名').fill('港 太郎')
    await page.getByLabel('連絡先メールアドレス').fill('info@minato-fes.example')
    await page.getByLabel('連絡先電話番号').fill('0557-20-1234')
    await page.getByLabel('ウェブサイトまたはSNS').fill('https://minato-fes.example/')
    await page.getByLabel('開催しているイベント').fill('毎年夏に港の広場で音楽祭を開いています。')
    await page.getByRole('button', { name: '申請する' }).click()
    await page.getByText('審査中').first().waitFor()
    await expectNoAxeViolations(375)

    await approveAsAdmin()
    await page.reload()
    // An organizer now: the notice of why they were sent here is gone.
    await page.getByRole('link', { name: 'イベントを登録する' }).waitFor()
    expect(await page.getByText('イベントを登録できるのは主催者だけです。').count()).toBe(0)
    await page.getByRole('link', { name: 'イベントを登録する' }).click()
    await page.getByRole('heading', { level: 1, name: 'イベントを登録' }).waitFor()

    await page.getByLabel('イベント名').fill(TITLE)
    await page.locator('#event-body').fill('港の野外ステージで二日間の音楽祭。')
    await page.locator('#event-venue').selectOption(String(VENUE_ID))
    await page.getByLabel('CSVファイル').setInputFiles({
      name: 'timetable.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SJIS_CSV, 'hex'),
    })
    await page.getByText('3枠を読み取りました（文字コード: shift_jis）。').waitFor()
    await page.getByRole('cell', { name: 'みなと太鼓保存会' }).waitFor()
    await page.getByRole('button', { name: 'この内容でタイムテーブルを置き換える' }).click()
    // The CSV's two dates became the event's days; the first empty day was dropped.
    expect(await page.getByLabel('2日目の日付').inputValue()).toBe('2030-08-02')
    await expect.poll(() => page.getByLabel('1日目の日付').inputValue()).toBe('2030-08-01')
    expect(await page.getByLabel('3枠目の出演者').inputValue()).toBe('みなと太鼓保存会')
    await page.getByLabel('チケット料金（円）').fill('2,500')
    await page.getByRole('radio', { name: '公開', exact: true }).check()
    await expectNoAxeViolations(1280)
    await page.getByRole('button', { name: '保存する' }).click()
    const saved = page.getByText('保存しました（公開）。')
    const refused = page.locator('.event-form [role=alert]')
    await saved.or(refused).first().waitFor({ timeout: 20_000 })
    expect(await refused.allTextContents()).toEqual([])
    await expectNoAxeViolations(375)

    // Saved: the page now edits it, at its own ?id=.
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/)
    const id = Number(new URL(page.url()).searchParams.get('id'))

    // The timeline, the map and the venue page show it, with its three slots on the venue's stage.
    const timeline = await api<{ items: { id: number }[] }>('/api/posts?kind=event')
    expect(timeline.items.map((item) => item.id)).toContain(id)
    const map = await api<{ features: { id: string }[] }>(
      '/api/map?bbox=139.0,34.9,139.2,35.1&kinds=event&from=2030-07-31&to=2030-08-03',
    )
    expect(map.features.map((feature) => feature.id)).toContain(`event:${id}`)
    const venue = await api<{ events: { id: number }[]; slots: { event_id: number | null }[] }>(
      `/api/places/${VENUE_ID}`,
    )
    expect(venue.events.map((event) => event.id)).toContain(id)
    expect(venue.slots.filter((slot) => slot.event_id === id)).toHaveLength(3)
    await gotoApp(page, `${siteUrl()}/app/venues/${VENUE_ID}`)
    await page.getByText(TITLE).first().waitFor()
    // The event is the organization's: its page names it, not the organizer's own account.
    await gotoApp(page, `${siteUrl()}/app/posts/${id}`)
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    expect(await page.locator('.post-detail__author').textContent()).toContain('港フェス実行委員会')
    expect(await page.locator('.post-detail__author').textContent()).not.toContain('港フェス事務局')

    // Its share page tells crawlers it is an event.
    const html = await (
      await fetch(`${siteUrl()}/app/posts/${id}`, { headers: { 'user-agent': 'Twitterbot/1.0' } })
    ).text()
    expect(html).toContain('"@type":"Event"')
    expect(html).toContain('"startDate":"2030-08-01T18:00:00+09:00"')
  })
})
