import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import worker from '../../worker/index'
import { accessToken, readServiceAccount, type ServiceAccount } from '../../worker/push/fcm-auth'
import { sendToToken } from '../../worker/push/fcm-send'
import type { RecordedSend } from '../fcm/server'
import { count, send } from './auth-helpers'
import { fcmToken, registerDevice, signedIn, signedInAdmin, subscribeTo } from './push-helpers'

// Sending: admin compose → Queue → the consumer → FCM HTTP v1 per token, against the FCM-compatible
// server on loopback (tests/fcm/server.ts), which checks the service account's signed JWT.

const fcm = {
  FCM_SERVICE_ACCOUNT: inject('fcmServiceAccount'),
  FCM_ENDPOINT: inject('fcmOrigin'),
  FCM_OAUTH_TOKEN_URL: '',
}
const pushEnv = { ...env, ...fcm } as Env

interface MessageView {
  id: number
  topic: string
  title: string
  status: string
  recipients: number
  sent: number
  failed: number
  removed: number
}

/** The admin send call, with push configured. */
async function adminSend(token: string, body: unknown) {
  const res = await worker.fetch(
    new Request('http://localhost:8787/api/admin/push/messages', {
      method: 'POST',
      headers: {
        host: 'localhost:8787',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
    pushEnv,
    createExecutionContext(),
  )
  return { status: res.status, body: (await res.json()) as MessageView & Record<string, unknown> }
}

/** Runs the Worker's queue handler on the job the send call enqueued. */
async function deliver(messageId: number, attempts = 1) {
  const batch = createMessageBatch('jimoto-push', [
    {
      id: `job-${messageId}-${attempts}`,
      timestamp: Date.now(),
      attempts,
      body: { message_id: messageId },
    },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, pushEnv, ctx)
  return getQueueResult(batch, ctx)
}

async function sendsTo(tokens: string[]): Promise<RecordedSend[]> {
  const all = (await (await fetch(`${fcm.FCM_ENDPOINT}/_sends`)).json()) as RecordedSend[]
  return all.filter((entry) => tokens.includes(entry.token))
}

async function listed(token: string, id: number): Promise<MessageView | undefined> {
  const res = await send<{ items: MessageView[] }>('GET', '/api/admin/push/messages', { token })
  expect(res.status).toBe(200)
  return res.body.items.find((item) => item.id === id)
}

describe('admin send → queue → FCM', () => {
  it('delivers per token and counts sent, failed and removed', { timeout: 30_000 }, async () => {
    const admin = await signedInAdmin()
    const user = await signedIn('recv')
    const tokens = {
      ok: fcmToken('ok'),
      gone: fcmToken('gone'),
      busy: fcmToken('busy'),
      flaky: fcmToken('flaky'),
      down: fcmToken('down'),
      invalid: fcmToken('invalid'),
      otherTopic: fcmToken('ok'),
    }
    const devices: Record<string, string> = {}
    for (const [name, token] of Object.entries(tokens)) {
      devices[name] = await registerDevice(user.token, token)
      const topic = name === 'otherTopic' ? 'events' : 'coupons'
      expect((await subscribeTo(devices[name] ?? '', token, topic)).status).toBe(200)
    }

    const queued = await adminSend(admin.token, {
      title: '週末クーポン',
      body: '駅前の店で使えます',
      image: 'https://example.jp/media/coupon.jpg',
      target_url: '/app/posts/12',
      topic: 'coupons',
    })
    expect(queued.status).toBe(202)
    expect(queued.body).toMatchObject({ status: 'queued', topic: 'coupons', sent: 0 })

    const result = await deliver(queued.body.id)
    expect(result.explicitAcks).toEqual([`job-${queued.body.id}-1`])

    const all = Object.values(tokens)
    const seen = await sendsTo(all)
    // Never to a device of another topic; the OAuth access token from the JWT exchange is used.
    expect(seen.some((entry) => entry.token === tokens.otherTopic)).toBe(false)
    expect(seen.every((entry) => entry.authorization.startsWith('Bearer ya29.fake-'))).toBe(true)
    const okSend = seen.find((entry) => entry.token === tokens.ok)
    expect(okSend?.path).toBe('/v1/projects/demo-jimoto-push/messages:send')
    // An admin's message is what it always was: no android, apns or webpush blocks (no collapse
    // key, TTL or channel of a warning), so FCM's defaults apply.
    expect(okSend?.message).toEqual({
      token: tokens.ok,
      notification: {
        title: '週末クーポン',
        body: '駅前の店で使えます',
        image: 'https://example.jp/media/coupon.jpg',
      },
      data: {
        title: '週末クーポン',
        body: '駅前の店で使えます',
        image: 'https://example.jp/media/coupon.jpg',
        target_url: '/app/posts/12',
      },
    })
    const statuses = (token: string) =>
      seen.filter((entry) => entry.token === token).map((entry) => entry.status)
    expect(statuses(tokens.busy)).toEqual([429, 200]) // retried after Retry-After
    expect(statuses(tokens.flaky)).toEqual([503, 200]) // retried with backoff
    expect(statuses(tokens.down)).toEqual([500, 500, 500, 500]) // gave up after 4 attempts
    expect(statuses(tokens.invalid)).toEqual([400]) // permanent: not retried
    expect(statuses(tokens.gone)).toEqual([404])

    // The unregistered token's device and subscriptions are gone; the others stay.
    expect(await count('SELECT COUNT(*) AS n FROM devices WHERE fcm_token = ?1', tokens.gone)).toBe(
      0,
    )
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM topic_subscriptions WHERE device_id = ?1',
        devices.gone,
      ),
    ).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM devices WHERE fcm_token = ?1', tokens.down)).toBe(
      1,
    )

    expect(await listed(admin.token, queued.body.id)).toMatchObject({
      status: 'done',
      recipients: 6,
      sent: 3,
      failed: 2,
      removed: 1,
    })
  })

  it('delivers a redelivered queue message only once', async () => {
    const admin = await signedInAdmin()
    const user = await signedIn('once')
    const token = fcmToken('ok')
    const deviceId = await registerDevice(user.token, token)
    await subscribeTo(deviceId, token, 'events')
    const queued = await adminSend(admin.token, {
      title: '祭り',
      body: '今夜19時から',
      topic: 'events',
    })
    await deliver(queued.body.id)
    const again = await deliver(queued.body.id, 2)
    expect(again.explicitAcks).toHaveLength(1)
    expect(await sendsTo([token])).toHaveLength(1)
    const stored = await listed(admin.token, queued.body.id)
    const subscribers = await count(
      "SELECT COUNT(*) AS n FROM topic_subscriptions WHERE topic_name = 'events'",
    )
    expect(stored).toMatchObject({ status: 'done', recipients: subscribers, sent: subscribers })
  })

  it('exchanges a JWT signed with the service account key for the access token', async () => {
    const requests = (await (await fetch(`${fcm.FCM_ENDPOINT}/_token-requests`)).json()) as {
      ok: boolean
    }[]
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((entry) => entry.ok)).toBe(true)
  })

  it('keeps the job in the queue when the OAuth endpoint refuses the key', async () => {
    const admin = await signedInAdmin()
    const queued = await adminSend(admin.token, { title: 't', body: 'b', topic: 'all' })
    const batch = createMessageBatch('jimoto-push', [
      { id: 'bad-key', timestamp: Date.now(), attempts: 1, body: { message_id: queued.body.id } },
    ])
    const ctx = createExecutionContext()
    const wrongKey = JSON.parse(fcm.FCM_SERVICE_ACCOUNT) as Record<string, string>
    wrongKey.client_email = 'someone-else@example.iam.gserviceaccount.com'
    await worker.queue(
      batch,
      { ...pushEnv, FCM_SERVICE_ACCOUNT: JSON.stringify(wrongKey) } as Env,
      ctx,
    )
    const result = await getQueueResult(batch, ctx)
    expect(result.retryMessages.map((entry) => entry.msgId)).toEqual(['bad-key'])
    expect(await listed(admin.token, queued.body.id)).toMatchObject({ status: 'queued' })
  })
})

// FCM reads the request into its SendMessageRequest proto: a field a type does not have is refused
// with 400 INVALID_ARGUMENT and google.rpc.BadRequest field violations naming where it was (the
// body Google's API front end answers, e.g. 'Invalid JSON payload received. Unknown name "to":
// Cannot find field.'). Field names: FCM HTTP v1 reference, projects.messages (AndroidConfig has
// no channel_id: it belongs to AndroidNotification; ApnsConfig headers live under apns).
describe('the FCM stand-in reads messages as FCM does', () => {
  async function sendWith(platform: Record<string, unknown>) {
    const account = readServiceAccount(fcm.FCM_SERVICE_ACCOUNT) as ServiceAccount
    const options = {
      endpoint: fcm.FCM_ENDPOINT,
      projectId: account.project_id,
      accessToken: await accessToken(account, ''),
      sleep: async () => {},
    }
    const token = fcmToken('ok')
    const note = { title: '大雨', body: '本文', image: null, target_url: null }
    const outcome = await sendToToken(token, note, options, platform)
    return { outcome, sent: await sendsTo([token]) }
  }

  it('refuses a field at the wrong place with 400 INVALID_ARGUMENT, once (not retried)', async () => {
    const { outcome, sent } = await sendWith({
      android: { channel_id: 'warnings', ttl: '60s' },
      headers: { 'apns-priority': '10' },
    })
    expect(outcome).toBe('failed')
    expect(sent.map((entry) => entry.status)).toEqual([400])
    const android = `Invalid JSON payload received. Unknown name "channel_id" at 'message.android': Cannot find field.`
    const root = `Invalid JSON payload received. Unknown name "headers" at 'message': Cannot find field.`
    expect(sent[0]?.error).toEqual({
      error: {
        code: 400,
        message: `${android}\n${root}`,
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [
              { field: 'message.android', description: android },
              { field: 'message', description: root },
            ],
          },
        ],
      },
    })
  })

  it('refuses a ttl that is not a Duration ("6h"), and takes it as seconds ("21600s")', async () => {
    const bad = await sendWith({ android: { ttl: '6h' } })
    expect(bad.sent.map((entry) => entry.status)).toEqual([400])
    const good = await sendWith({
      android: { collapseKey: 'w-1', ttl: '21600s', notification: { channelId: 'warnings' } },
    })
    expect(good.outcome).toBe('sent')
    // Both of FCM's spellings are read (proto names and JSON names).
    expect(good.sent[0]?.delivery).toMatchObject({
      collapseKey: 'w-1',
      ttl: '21600s',
      channelId: 'warnings',
    })
  })
})

describe('admin send: who and what', () => {
  it('answers 503 push_not_configured without FCM credentials, and queues nothing', async () => {
    const admin = await signedInAdmin()
    const before = await count('SELECT COUNT(*) AS n FROM push_messages')
    const res = await send('POST', '/api/admin/push/messages', {
      token: admin.token,
      body: { title: 't', body: 'b', topic: 'all' },
    })
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({ error: 'push_not_configured' })
    expect(String((res.body as { message: string }).message)).toContain('push is not configured')
    expect(await count('SELECT COUNT(*) AS n FROM push_messages')).toBe(before)
    const health = await send<{ services: { push: boolean } }>('GET', '/api/health')
    expect(health.body.services.push).toBe(false)
  })

  it('is for admins only', async () => {
    const user = await signedIn('notadmin')
    expect((await adminSend(user.token, { title: 't', body: 'b', topic: 'all' })).status).toBe(403)
    const list = await send('GET', '/api/admin/push/messages', { token: user.token })
    expect(list.status).toBe(403)
    expect((await send('GET', '/api/admin/push/messages')).status).toBe(401)
  })

  it.each([
    ['no title', { body: 'b', topic: 'all' }],
    ['an unknown topic', { title: 't', body: 'b', topic: 'weather' }],
    ['a 10 KB topic', { title: 't', body: 'b', topic: 'x'.repeat(10_240) }],
    [
      'a javascript: target',
      { title: 't', body: 'b', topic: 'all', target_url: 'javascript:alert(1)' },
    ],
    [
      'a protocol-relative target',
      { title: 't', body: 'b', topic: 'all', target_url: '//evil.example/' },
    ],
    ['a backslash target', { title: 't', body: 'b', topic: 'all', target_url: '/\\evil.example' }],
    [
      'a target that leaves the site once its dot segments are resolved',
      { title: 't', body: 'b', topic: 'all', target_url: '/app/..//evil.example/' },
    ],
    [
      'a target with a control character',
      { title: 't', body: 'b', topic: 'all', target_url: '/\t/evil.example/' },
    ],
    [
      'a data: target',
      { title: 't', body: 'b', topic: 'all', target_url: 'data:text/html,<b>x</b>' },
    ],
    ['an http image', { title: 't', body: 'b', topic: 'all', image: 'http://x/a.png' }],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const admin = await signedInAdmin()
    const before = await count('SELECT COUNT(*) AS n FROM push_messages')
    const res = await adminSend(admin.token, body)
    expect(res.status).toBe(400)
    expect(typeof res.body.error).toBe('string')
    expect(await count('SELECT COUNT(*) AS n FROM push_messages')).toBe(before)
  })
})
