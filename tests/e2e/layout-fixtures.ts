import type { BrowserContext } from 'playwright-core'
import { expect } from 'vitest'
import { gotoApp, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// The states the layout suite looks at, made the way a person makes them: a resident who has
// finished the demo rally (the last stamp through the check-in API, so the reward is issued by the
// server), used its reward coupon, became an organizer (application approved by the admin) and
// paid for an ad on the Stripe stand-in's checkout page.

const PASSWORD = 'jimoto-demo-2026'
const RALLY = 1
/** Spot 5 of the demo rally: 川端公園, printed code KAWABATA-2026. */
/** The rally's reward: coupon post 90 of the demo town. */
const REWARD_COUPON = 90
const LAST_SPOT = { code: 'KAWABATA-2026', lat: 34.9678, lng: 139.0958 }

export interface LayoutStates {
  /** Session of the resident described above. */
  tester: string
  admin: string
  /** The tester's use of the rally's reward coupon (/app/coupons/uses/:id). */
  couponUseId: number
  /** The tester's paid ad order (/app/ads/orders/:id/receipt). */
  adOrderId: number
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const res = await fetch(`${siteUrl()}${path}`, { ...init, headers })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

const login = async (email: string) =>
  (
    await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).token

export async function makeLayoutStates(context: BrowserContext): Promise<LayoutStates> {
  const email = `layout-${Date.now().toString(36)}@e2e.jimoto.example`
  // A verified account with the demo password, and the first four stamps of the rally collected
  // on earlier days (as the demo's own stamps are).
  await queryLocalD1(
    `INSERT INTO users (email, email_verified, password_hash, name)
     SELECT '${email}', 1, password_hash, '港町 ひかり' FROM users
     WHERE email = 'hanako@demo.jimoto.example'`,
  )
  await queryLocalD1(
    `INSERT INTO stamps (user_id, spot_id, created_at)
     SELECT u.id, s.id, '2026-11-0' || s.id || 'T01:00:00.000Z' FROM users u, rally_spots s
     WHERE u.email = '${email}' AND s.rally_id = ${RALLY} AND s.id IN (1, 2, 3, 4)`,
  )
  const tester = await login(email)
  const admin = await login('admin@demo.jimoto.example')

  const checkin = await api<{ just_completed: boolean; progress: { rewarded: boolean } }>(
    `/api/stamprallies/${RALLY}/checkins`,
    {
      method: 'POST',
      token: tester,
      body: JSON.stringify({
        code: LAST_SPOT.code,
        position: { lat: LAST_SPOT.lat, lng: LAST_SPOT.lng, accuracy: 10 },
        device_time: new Date().toISOString(),
      }),
    },
  )
  expect(checkin).toMatchObject({ just_completed: true, progress: { rewarded: true } })

  const use = await api<{ id: number }>(`/api/coupons/${REWARD_COUPON}/uses`, {
    method: 'POST',
    token: tester,
    body: JSON.stringify({ idempotency_key: `layout-${crypto.randomUUID()}` }),
  })

  await api('/api/organizers/applications', {
    method: 'POST',
    token: tester,
    body: JSON.stringify({
      organization_name: 'みなと町レイアウト確認会',
      representative: '港町 ひかり',
      contact_email: 'layout@minato.example',
      contact_phone: '0557-20-4321',
      website: 'https://minato.example/',
      activities: '港の広場で毎月の音楽会を開いています。',
    }),
  })
  const pending = await api<{ items: { id: number; applicant: { name: string } }[] }>(
    '/api/admin/organizers/applications?state=pending',
    { token: admin },
  )
  const application = pending.items.find((item) => item.applicant.name === '港町 ひかり')
  if (!application) throw new Error('the organizer application is not in the admin queue')
  await api(`/api/admin/organizers/applications/${application.id}/approve`, {
    method: 'POST',
    token: admin,
  })

  return { tester, admin, couponUseId: use.id, adOrderId: await payForAnAd(context, tester) }
}

/** The ad order form filled and paid by card on the Stripe stand-in's checkout page. */
async function payForAnAd(context: BrowserContext, token: string): Promise<number> {
  const page = await context.newPage()
  await gotoApp(page, `${siteUrl()}/app/about`)
  await page.evaluate((value) => window.localStorage.setItem('token', value), token)
  await gotoApp(page, `${siteUrl()}/app/ads/order`)
  await page.getByLabel(/見出し/).fill('港の朝市 冬の鮮魚フェア')
  await page.getByLabel(/^本文/).fill('毎週日曜の朝、とれたての魚を港で。')
  await page.getByLabel(/リンク先URL/).fill('https://asaichi.example.jp/')
  await page.getByLabel(/請求先（領収書の宛名）/).fill('みなと町レイアウト確認会')
  await page.getByLabel(/請求先メールアドレス/).fill('billing@minato.example')
  await page.getByRole('button', { name: 'お支払いに進む' }).click()
  await page.getByRole('button', { name: 'カードで支払う（テスト）' }).click()
  await page.waitForURL(/\/app\/ads\/success\?order=\d+/)
  await page.getByText('お支払いを確認しました。').waitFor()
  const orderId = Number(new URL(page.url()).searchParams.get('order'))
  await page.close()
  return orderId
}
