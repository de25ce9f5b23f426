import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AlertState } from '../../src/shared/api/alerts'
import { fromWorker, openBrowser, siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'

// A drill end to end, as `npm run drill` runs one: the JMA feed stand-in publishes the next
// 大雨 telegram in JMA's format (scripts/lib/jma-stand-in.mjs), one run of the Worker's Cron
// Trigger reads it (wrangler's /cdn-cgi/handler/scheduled), and the pages show it: a 注意報 (level
// 2) is no banner, a 警報 is one on the Japanese and English sites and a push to every registered
// device in its language (through the queue to the FCM stand-in, tests/fcm/server.ts), a 危険警報
// is pushed under the same collapse key and tag so it replaces the level-3 notice, and the 解除
// removes the banner and replaces the notice with a quiet one. Field names checked by the
// stand-in: FCM HTTP v1 reference, projects.messages (AndroidConfig collapse_key, ttl; ApnsConfig
// headers apns-collapse-id; WebpushConfig notification tag).

const feedUrl = () => inject('e2eJmaFeedUrl')

/** The stand-in publishes the step's telegram; one poll of the Worker reads it. */
async function drill(step: 'advisory' | 'warning' | 'danger' | 'lift') {
  const published = await fetch(`${feedUrl()}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })
  expect(published.status).toBeLessThan(300)
  await fromWorker(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)
}

/** A device registered by the demo admin, reading in `language` (its push token says which). */
async function registerDevice(bearer: string, language: string): Promise<string> {
  const token = `ok-e2e-alert-${language}-${Date.now()}`
  const res = await fetch(`${siteUrl()}/api/push/device/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({
      fcm_token: token,
      platform: 'web',
      browser: 'Chrome 131',
      app_version: '1.0.0',
      os_version: 'Android 15',
      language_code: language,
    }),
  })
  expect(res.status).toBe(200)
  return token
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${siteUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jimoto.example', password: 'jimoto-demo-2026' }),
  })
  return ((await res.json()) as { token: string }).token
}

interface Sent {
  token: string
  status: number
  message: { notification?: { title?: string }; data?: Record<string, string> }
  delivery: {
    collapseKey?: string
    ttl?: string
    priority?: string
    channelId?: string
    apnsHeaders?: Record<string, string>
    webNotification?: Record<string, unknown>
  }
}
const sentTo = async (token: string) =>
  ((await (await fetch(`${inject('e2eFcmOrigin')}/_sends`)).json()) as Sent[]).filter(
    (sent) => sent.token === token && sent.status === 200,
  )

const inForce = async () => (JSON.parse(await fromWorker('/api/alerts')) as AlertState).alerts

/** Every warning and what recorded it (reports and staff actions point at their warning). */
const CLEAR_ALERTS = 'DELETE FROM alert_reports; DELETE FROM alert_actions; DELETE FROM alerts'

beforeAll(async () => {
  await queryLocalD1Surely(CLEAR_ALERTS)
})
afterAll(async () => {
  // Later files expect no warning in force, and may clear the table themselves.
  await queryLocalD1Surely(CLEAR_ALERTS)
})

describe('a drill from the JMA feed stand-in', () => {
  it('shows a warning within one poll on the Japanese and English sites, and the lift removes it', async () => {
    const bearer = await adminToken()
    const japanese = await registerDevice(bearer, 'ja')
    const english = await registerDevice(bearer, 'en-US')
    await drill('advisory')
    expect((await inForce()).map((alert) => [alert.kind, alert.level])).toEqual([['heavy_rain', 2]])
    // An advisory is for the advisories topic and the warnings page, not a banner.
    expect(await fromWorker('/app/timeline')).not.toContain('class="alert-banner')

    await drill('warning')
    const [warning] = await inForce()
    expect(warning).toMatchObject({ kind: 'heavy_rain', level: 3, status: 'upgraded' })
    const ja = await fromWorker('/app/timeline')
    expect(ja).toContain('警戒レベル3')
    expect(ja).toContain('危険な場所から高齢者等は避難')
    const en = await fromWorker('/app/timeline', 'en')
    expect(en).toContain('Alert Level 3')
    expect(en).toContain('Elderly people, etc. evacuate from dangerous places')
    // The raise is pushed once to each device, in its language, opening the hazard map's layer.
    await expect.poll(async () => (await sentTo(english)).length).toBe(1)
    await expect.poll(async () => (await sentTo(japanese)).length).toBe(1)
    const [toEnglish] = await sentTo(english)
    const [toJapanese] = await sentTo(japanese)
    expect(toEnglish?.message.notification?.title).toMatch(/^Alert Level 3: /)
    expect(toJapanese?.message.notification?.title).toMatch(/^【警戒レベル3】/)
    expect(toEnglish?.message.data?.target_url).toContain('/app/hazardmap?')

    // The app draws it too, in the site's language, and it leads to the hazard map's layer.
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } })
    try {
      const page = await browser.context.newPage()
      await page.goto(`${siteUrl('en')}/app/timeline`)
      await page.waitForFunction(() => !document.getElementById('first-screen'))
      const banner = page.locator('#content .alert-banner')
      expect(await banner.textContent()).toContain('Alert Level 3')
      expect(
        await banner.getByRole('link', { name: 'Shelters and map' }).getAttribute('href'),
      ).toBe(`/app/hazardmap?alert=${encodeURIComponent(warning?.id ?? '')}&layer=inland_flood`)
    } finally {
      await browser.close()
    }

    // The raise to 危険警報 replaces the level-3 notice: the same collapse key and tag, kept by FCM
    // only while the warning's notice is worth delivering (6 h from its report).
    await drill('danger')
    await expect.poll(async () => (await sentTo(english)).length).toBe(2)
    const [level3, level4] = await sentTo(english)
    expect(level4?.message.notification?.title).toMatch(/^Alert Level 4: /)
    expect(level3?.delivery.collapseKey).toBe(warning?.id)
    expect(level4?.delivery).toMatchObject({
      collapseKey: warning?.id,
      priority: 'high',
      channelId: 'warnings',
      apnsHeaders: { 'apns-collapse-id': warning?.id, 'apns-priority': '10' },
      webNotification: { tag: warning?.id, renotify: true, requireInteraction: true },
    })
    const ttl = Number(level4?.delivery.ttl?.replace(/s$/, ''))
    expect(ttl).toBeGreaterThan(5 * 3600)
    expect(ttl).toBeLessThanOrEqual(6 * 3600)

    await drill('lift')
    expect(await inForce()).toEqual([])
    // The 解除 replaces the notice, quietly, under the same collapse key and tag.
    await expect.poll(async () => (await sentTo(english)).length).toBe(3)
    const lifted = (await sentTo(english))[2]
    expect(lifted?.message.notification?.title).toBe('Lifted: Heavy rain (熱海市)')
    expect(lifted?.delivery).toMatchObject({
      collapseKey: warning?.id,
      priority: 'normal',
      channelId: 'warning_updates',
      apnsHeaders: { 'apns-collapse-id': warning?.id, 'apns-priority': '5' },
      webNotification: { tag: warning?.id, renotify: false, silent: true },
    })
    expect((await sentTo(japanese))[2]?.message.notification?.title).toBe('【解除】大雨（熱海市）')
    expect(await fromWorker('/app/timeline')).not.toContain('class="alert-banner')
    expect(await fromWorker('/app/timeline', 'en')).not.toContain('class="alert-banner')
  })
})
