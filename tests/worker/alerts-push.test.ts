import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { pollFeeds } from '../../worker/alerts/poller'
import worker from '../../worker/index'
import type { RecordedSend } from '../fcm/server'
import { channel } from './alerts-helpers'
import { send } from './auth-helpers'
import { DEVICE, fcmToken, signedIn, subscribeTo } from './push-helpers'

// A warning's push: once per level it is raised to, to every registered device (level 3 and up)
// or the advisories topic (level 2), each device in its registration's language, through the push
// queue's consumer and FCM (the loopback FCM of tests/fcm/server.ts).

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
  target_url: string
}

/** The push messages queued for the demo town's 大雨 warning, oldest first. */
async function queued(): Promise<Queued[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, topic, target_url FROM push_messages WHERE target_url LIKE '/app/hazardmap?%' ORDER BY id",
  ).all<Queued>()
  return results
}

/** Runs the push queue's consumer on a queued warning, as the queue would deliver it. */
async function deliver(message: Queued, attempt = 1) {
  const alertId = new URL(message.target_url, 'http://x').searchParams.get('alert')
  const batch = createMessageBatch('jimoto-push', [
    {
      id: `alert-${message.id}-${attempt}`,
      timestamp: Date.now(),
      attempts: attempt,
      body: { message_id: message.id, alert_id: alertId },
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

describe('a drill’s pushes', () => {
  const ch = channel('city:2220500')

  it('注意報 (レベル2) goes to the advisories topic only, in the subscriber’s language', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('advisory')
    await pollFeeds(env, ch.config())
    const [message] = await queued()
    expect(message?.topic).toBe('advisories')
    expect((await deliver(message as Queued)).explicitAcks).toHaveLength(1)
    const sent = await sendsTo(allTokens())
    expect(sent.map((s) => s.token)).toEqual([advisoryToken])
    expect(sent[0]?.message.notification?.title).toBe('Alert Level 2: Heavy rain (熱海市)')
    expect(sent[0]?.message.data?.target_url).toMatch(
      /^\/app\/hazardmap\?layer=inland_flood&alert=[0-9a-f-]{36}$/,
    )
  })

  it('a continuation (the same feed read again) pushes nothing', async () => {
    await pollFeeds(env, ch.config())
    expect(await queued()).toHaveLength(1)
  })

  it('警報 (レベル3) goes to every device, each in its language, once', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('warning')
    await pollFeeds(env, ch.config())
    const messages = await queued()
    expect(messages).toHaveLength(2)
    const warning = messages[1] as Queued
    expect(warning.topic).toBe('all')
    const before = (await sendsTo(allTokens())).length
    await deliver(warning)
    // The queue delivering the same job twice sends nothing more.
    await deliver(warning, 2)
    const sent = (await sendsTo(allTokens())).slice(before)
    expect(sent).toHaveLength(LANGUAGES.length + 1)
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
  })

  it('危険警報 (レベル4) is pushed again; the lift pushes nothing', {
    timeout: 30_000,
  }, async () => {
    await ch.drill('danger')
    await pollFeeds(env, ch.config())
    const messages = await queued()
    expect(messages).toHaveLength(3)
    await ch.drill('lift')
    await pollFeeds(env, ch.config())
    await pollFeeds(env, ch.config())
    expect(await queued()).toHaveLength(3)
    // Lifted before the queue got to it: the warning's push reaches nobody.
    const before = (await sendsTo(allTokens())).length
    await deliver(messages[2] as Queued)
    expect((await sendsTo(allTokens())).slice(before)).toHaveLength(0)
  })
})
