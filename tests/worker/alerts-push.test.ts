import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { pollFeeds } from '../../worker/alerts/poller'
import { queuePendingPushes } from '../../worker/alerts/push'
import { noticeDelivery } from '../../worker/alerts/push-message'
import worker from '../../worker/index'
import type { PushJob } from '../../worker/push/consumer'
import type { RecordedSend } from '../fcm/server'
import { channel } from './alerts-helpers'
import { send } from './auth-helpers'
import { DEVICE, fcmToken, signedIn, subscribeTo } from './push-helpers'

// A warning's push: once per level it is raised to, to every registered device (level 3 and up)
// or the advisories topic (level 2), each device in its registration's language, through the push
// queue's consumer and FCM (the loopback FCM of tests/fcm/server.ts, which refuses a message
// that does not have FCM v1's documented shape). Every push of one warning carries the warning's
// id as collapse key and tag, so a raise replaces the earlier notice and its 解除 replaces it
// quietly. Field names: FCM HTTP v1 reference, projects.messages (AndroidConfig collapse_key, ttl,
// priority; AndroidNotification channel_id, tag; ApnsConfig headers apns-collapse-id,
// apns-expiration, apns-priority, apns-push-type and payload aps.interruption-level; WebpushConfig
// headers TTL, Urgency and notification tag, renotify, requireInteraction, silent).

const pushEnv = {
  ...env,
  FCM_SERVICE_ACCOUNT: inject('fcmServiceAccount'),
  FCM_ENDPOINT: inject('fcmOrigin'),
  FCM_OAUTH_TOKEN_URL: '',
} as Env

const LANGUAGES = ['ja', 'en-US', 'ko-KR', 'zh-TW', 'zh-Hans-CN', 'fr-FR', ''] as const
const tokens = new Map<string, string>()
let advisoryToken = ''

async function register(
  languageCode: string,
  bearer: string,
): Promise<{ id: string; token: string }> {
  const token = fcmToken('ok')
  const res = await send<{ device_id: string }>('POST', '/api/push/device/register', {
    token: bearer,
    body: { ...DEVICE, fcm_token: token, language_code: languageCode },
  })
  expect(res.status).toBe(200)
  return { id: res.body.device_id, token }
}

beforeAll(async () => {
  const user = await signedIn('alert-push')
  for (const language of LANGUAGES)
    tokens.set(language, (await register(language, user.token)).token)
  // Someone who asked for advisories (レベル2) too, reading in English.
  const follower = await register('en-GB', user.token)
  advisoryToken = follower.token
  const subscribed = await subscribeTo(follower.id, follower.token, 'advisories', {
    bearer: user.token,
  })
  expect(subscribed.status).toBe(200)
})

interface Queued {
  id: number
  topic: string
  title: string
  target_url: string
}

/** The push messages queued for the demo town's 大雨 warning, oldest first. */
async function queued(): Promise<Queued[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, topic, title, target_url FROM push_messages WHERE target_url LIKE '/app/hazardmap?%' ORDER BY id",
  ).all<Queued>()
  return results
}

const alertIdOf = (message: Queued) =>
  new URL(message.target_url, 'http://x').searchParams.get('alert') ?? ''

/** The job the poll put on the push queue for a stored message (as the queue would deliver it). */
function jobOf(message: Queued) {
  const job = queueJobs.find((entry) => entry.message_id === message.id)
  return job ?? { message_id: message.id, alert_id: alertIdOf(message) }
}

/** Runs the push queue's consumer on a queued warning, as the queue would deliver it. */
async function deliver(message: Queued, attempt = 1) {
  const batch = createMessageBatch('jimoto-push', [
    {
      id: `alert-${message.id}-${attempt}`,
      timestamp: Date.now(),
      attempts: attempt,
      body: jobOf(message),
    },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, pushEnv, ctx)
  return getQueueResult(batch, ctx)
}

async function sendsTo(list: string[]): Promise<RecordedSend[]> {
  const all = (await (await fetch(`${inject('fcmOrigin')}/_sends`)).json()) as RecordedSend[]
  return all.filter((entry) => list.includes(entry.token))
}

const allTokens = () => [...tokens.values(), advisoryToken]

/** What the polls put on the push queue (the poller's env, with the queue's send recorded). */
const queueJobs: PushJob[] = []
const pollEnv = {
  ...env,
  PUSH_QUEUE: {
    send: async (body: PushJob) => {
      queueJobs.push(body)
      await env.PUSH_QUEUE.send(body)
    },
  },
} as unknown as Env

async function reportAtOf(alertId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT report_at FROM alerts WHERE id = ?1')
    .bind(alertId)
    .first<{ report_at: string }>()
  return Date.parse(row?.report_at ?? '')
}

/**
 * A raise's delivery: loud, on the warnings channel, kept by FCM until 6 h after its report (never
 * more than 6 h from when it was sent: the drill stamps its reports a minute ahead).
 */
async function expectLoud(sent: RecordedSend, alertId: string, level: number, before: number) {
  const report = await reportAtOf(alertId)
  const after = Date.now()
  const earliest = Math.min(report, before) + 6 * 3_600_000
  const latest = Math.min(report, after) + 6 * 3_600_000
  const { delivery } = sent
  expect(delivery.collapseKey).toBe(alertId)
  expect(delivery.androidTag).toBe(alertId)
  expect(delivery.priority).toBe('high')
  expect(delivery.channelId).toBe('warnings')
  const expiration = Number(delivery.apnsHeaders?.['apns-expiration'])
  expect(expiration).toBeGreaterThanOrEqual(Math.floor(earliest / 1000))
  expect(expiration).toBeLessThanOrEqual(Math.floor(latest / 1000))
  // The TTL ends at the same moment, counted from when the consumer sent it.
  const ttl = Number(delivery.ttl?.replace(/s$/, ''))
  expect(ttl).toBeGreaterThanOrEqual(Math.floor((earliest - after) / 1000))
  expect(ttl).toBeLessThanOrEqual(Math.ceil((latest - before) / 1000))
  expect(delivery.apnsHeaders).toEqual({
    'apns-collapse-id': alertId,
    'apns-expiration': String(expiration),
    'apns-priority': '10',
    'apns-push-type': 'alert',
  })
  expect(delivery.aps).toEqual({ 'interruption-level': 'time-sensitive', sound: 'default' })
  expect(delivery.webpushHeaders).toEqual({ TTL: String(ttl), Urgency: 'high' })
  expect(delivery.webNotification).toEqual({
    tag: alertId,
    renotify: true,
    requireInteraction: level >= 4,
    silent: false,
  })
}

/** A quiet replacement: the same collapse key and tag, silent, on the quiet channel. */
function expectQuiet(sent: RecordedSend, alertId: string) {
  const { delivery } = sent
  expect(delivery.collapseKey).toBe(alertId)
  expect(delivery.androidTag).toBe(alertId)
  expect(delivery.priority).toBe('normal')
  expect(delivery.channelId).toBe('warning_updates')
  expect(delivery.apnsHeaders?.['apns-collapse-id']).toBe(alertId)
  expect(delivery.apnsHeaders?.['apns-priority']).toBe('5')
  expect(delivery.aps).toEqual({ 'interruption-level': 'passive' })
  expect(delivery.webpushHeaders?.Urgency).toBe('normal')
  expect(delivery.webNotification).toEqual({
    tag: alertId,
    renotify: false,
    requireInteraction: false,
    silent: true,
  })
}

describe('a drill’s pushes', () => {
  const ch = channel('city:2220500')
  let alertId = ''

  it('注意報 (レベル2) goes to the advisories topic only, in the subscriber’s language', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('advisory')
    await pollFeeds(pollEnv, ch.config())
    const [message] = await queued()
    expect(message?.topic).toBe('advisories')
    alertId = alertIdOf(message as Queued)
    expect((await deliver(message as Queued)).explicitAcks).toHaveLength(1)
    const sent = await sendsTo(allTokens())
    expect(sent.map((s) => s.token)).toEqual([advisoryToken])
    expect(sent[0]?.status).toBe(200)
    expect(sent[0]?.message.notification?.title).toBe('Alert Level 2: Heavy rain (熱海市)')
    expect(sent[0]?.message.data?.target_url).toMatch(
      /^\/app\/hazardmap\?layer=inland_flood&alert=[0-9a-f-]{36}$/,
    )
    // Information, not an emergency: the app's default channel, normal priority, no Focus
    // break-through; but already the warning's collapse key and tag, for what follows.
    const { delivery } = sent[0] as RecordedSend
    expect(delivery).toMatchObject({
      collapseKey: alertId,
      androidTag: alertId,
      priority: 'normal',
    })
    expect(delivery.channelId).toBeUndefined()
    expect(delivery.aps).toEqual({ 'interruption-level': 'active', sound: 'default' })
    expect(delivery.webNotification).toMatchObject({ tag: alertId, renotify: true, silent: false })
  })

  it('a continuation (the same feed read again) pushes nothing', async () => {
    await pollFeeds(pollEnv, ch.config())
    expect(await queued()).toHaveLength(1)
  })

  it('警報 (レベル3) goes to every device, each in its language, once, as an alert', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('warning')
    await pollFeeds(pollEnv, ch.config())
    const messages = await queued()
    expect(messages).toHaveLength(2)
    const warning = messages[1] as Queued
    expect(warning.topic).toBe('all')
    const before = (await sendsTo(allTokens())).length
    const startedAt = Date.now()
    await deliver(warning)
    // The queue delivering the same job twice sends nothing more.
    await deliver(warning, 2)
    const sent = (await sendsTo(allTokens())).slice(before)
    expect(sent).toHaveLength(LANGUAGES.length + 1)
    expect(sent.every((entry) => entry.status === 200)).toBe(true)
    const titleOf = (language: string) =>
      sent.find((s) => s.token === tokens.get(language))?.message.notification?.title
    expect(titleOf('ja')).toBe('【警戒レベル3】大雨（熱海市）')
    expect(titleOf('')).toBe('【警戒レベル3】大雨（熱海市）')
    expect(titleOf('en-US')).toBe('Alert Level 3: Heavy rain (熱海市)')
    expect(titleOf('fr-FR')).toBe('Alert Level 3: Heavy rain (熱海市)')
    expect(titleOf('ko-KR')).toBe('경계 레벨 3: 호우 (熱海市)')
    expect(titleOf('zh-TW')).toBe('警戒等級3：大雨（熱海市）')
    expect(titleOf('zh-Hans-CN')).toBe('警戒等级3：暴雨（熱海市）')
    const bodyOf = (language: string) =>
      sent.find((s) => s.token === tokens.get(language))?.message.notification?.body
    expect(bodyOf('ja')).toBe('高齢者など避難に時間のかかる人は危険な場所から避難してください。')
    expect(bodyOf('en-US')).toMatch(/^Older people/)
    // The same warning as the 注意報: the same collapse key, so the raise replaces that notice.
    for (const entry of sent) await expectLoud(entry, alertId, 3, startedAt)
  })

  it('危険警報 (レベル4) is pushed again under the same collapse key, and must be dismissed', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('danger')
    await pollFeeds(pollEnv, ch.config())
    const messages = await queued()
    expect(messages).toHaveLength(3)
    const before = (await sendsTo(allTokens())).length
    const startedAt = Date.now()
    await deliver(messages[2] as Queued)
    const sent = (await sendsTo(allTokens())).slice(before)
    expect(sent).toHaveLength(LANGUAGES.length + 1)
    const ja = sent.find((entry) => entry.token === tokens.get('ja')) as RecordedSend
    expect(ja.message.notification?.title).toBe('【警戒レベル4】大雨（熱海市）')
    for (const entry of sent) await expectLoud(entry, alertId, 4, startedAt)
  })

  it('a downgrade (4 → 3) replaces the notice quietly with the lower level', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('warning')
    await pollFeeds(pollEnv, ch.config())
    await pollFeeds(pollEnv, ch.config())
    const messages = await queued()
    expect(messages).toHaveLength(4)
    const lowered = messages[3] as Queued
    expect(lowered).toMatchObject({ topic: 'all', title: '【警戒レベル3】大雨（熱海市）' })
    const before = (await sendsTo(allTokens())).length
    await deliver(lowered)
    const sent = (await sendsTo(allTokens())).slice(before)
    // Everyone the level-4 push reached, the advisory follower included.
    expect(sent).toHaveLength(LANGUAGES.length + 1)
    for (const entry of sent) expectQuiet(entry, alertId)
    const en = sent.find((entry) => entry.token === tokens.get('en-US'))
    expect(en?.message.notification?.title).toBe('Alert Level 3: Heavy rain (熱海市)')
  })

  it('the 解除 sends the quiet replacement once, to everyone who was told', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('lift')
    await pollFeeds(pollEnv, ch.config())
    await pollFeeds(pollEnv, ch.config())
    const messages = await queued()
    expect(messages).toHaveLength(5)
    const lift = messages[4] as Queued
    expect(lift).toMatchObject({ topic: 'all', title: '【解除】大雨（熱海市）' })
    const before = (await sendsTo(allTokens())).length
    await deliver(lift)
    await deliver(lift, 2)
    const sent = (await sendsTo(allTokens())).slice(before)
    expect(sent).toHaveLength(LANGUAGES.length + 1)
    for (const entry of sent) expectQuiet(entry, alertId)
    const titleOf = (token: string) =>
      sent.find((entry) => entry.token === token)?.message.notification?.title
    expect(titleOf(tokens.get('ja') ?? '')).toBe('【解除】大雨（熱海市）')
    expect(titleOf(tokens.get('en-US') ?? '')).toBe('Lifted: Heavy rain (熱海市)')
    expect(titleOf(advisoryToken)).toBe('Lifted: Heavy rain (熱海市)')
  })

  it('a warning lifted before the queue delivers its raise: the raise reaches nobody, the quiet 解除 still replaces whatever notice a phone shows', {
    timeout: 30_000,
  }, async () => {
    const start = (await queued()).length
    await ch.drill('warning')
    await pollFeeds(pollEnv, ch.config())
    await ch.drill('lift')
    await pollFeeds(pollEnv, ch.config())
    const [raise, lift] = (await queued()).slice(start)
    expect(lift?.title).toBe('【解除】大雨（熱海市）')
    const before = (await sendsTo(allTokens())).length
    await deliver(raise as Queued)
    expect((await sendsTo(allTokens())).slice(before)).toHaveLength(0)
    await deliver(lift as Queued)
    const sent = (await sendsTo(allTokens())).slice(before)
    expect(sent).toHaveLength(LANGUAGES.length + 1)
    for (const entry of sent) expectQuiet(entry, alertIdOf(raise as Queued))
  })
})

describe('an earthquake’s push', () => {
  it('ends with the earthquake: FCM and APNs keep it 3 h from its last report', () => {
    const reportAt = '2026-11-28T03:00:00Z'
    const now = Date.parse(reportAt) + 10 * 60_000
    const { android, apns, webpush } = noticeDelivery(
      { id: 'quake-1', kind: 'earthquake', level: 4, reportAt },
      'alert',
      now,
    )
    expect(android.ttl).toBe(`${3 * 3600 - 600}s`)
    expect(apns.headers['apns-expiration']).toBe(String(Date.parse(reportAt) / 1000 + 3 * 3600))
    expect(webpush.headers.TTL).toBe(String(3 * 3600 - 600))
    // Queued too late (past its end): delivered now or never, not hours later.
    const late = noticeDelivery(
      { id: 'quake-1', kind: 'earthquake', level: 4, reportAt },
      'alert',
      Date.parse(reportAt) + 4 * 3_600_000,
    )
    expect(late.android.ttl).toBe('0s')
    expect(late.apns.headers['apns-expiration']).toBe('0')
  })

  it('sends no 解除 when it expires: nothing was lifted', async () => {
    const before = (await queued()).length
    const at = new Date().toISOString()
    await env.DB.prepare(
      `INSERT INTO alerts (id, source, kind, level, area_code, area_name, status, report_at,
         issued_at, updated_at, lifted_at, pushed_level, notice_level, notice_reach)
       VALUES ('quake-expired', 'jma', 'earthquake', 4, '440', '静岡県伊豆', 'lifted', ?1, ?1, ?1,
         ?1, 4, 4, 4)`,
    )
      .bind(at)
      .run()
    await queuePendingPushes(pollEnv)
    expect((await queued()).length).toBe(before)
    const row = await env.DB.prepare(
      "SELECT notice_level FROM alerts WHERE id = 'quake-expired'",
    ).first<{ notice_level: number }>()
    expect(row?.notice_level).toBe(0)
  })
})
