import { describe, expect, it } from 'vitest'
import { count, send } from './auth-helpers'
import { DEVICE, fcmToken, registerDevice, signedIn, subscribeTo, topicsOf } from './push-helpers'

// Device registration and topic subscriptions: the calls the client makes.

describe('POST /api/push/device/register', () => {
  it('answers a device id and keeps the fields and a last-seen time', async () => {
    const user = await signedIn('reg')
    const token = fcmToken()
    const res = await send<{ device_id: string }>('POST', '/api/push/device/register', {
      token: user.token,
      body: { ...DEVICE, fcm_token: token },
    })
    expect(res.status).toBe(200)
    expect(res.body.device_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM devices WHERE id = ?1 AND user_id = ?2 AND browser = 'Chrome 131'
           AND os_version = 'Android 15' AND language_code = 'ja' AND last_seen_at IS NOT NULL`,
        res.body.device_id,
        user.id,
      ),
    ).toBe(1)
  })

  it('returns the same device id for the same token, without a second row', async () => {
    const user = await signedIn('idem')
    const token = fcmToken()
    const first = await registerDevice(user.token, token)
    const again = await send<{ device_id: string }>('POST', '/api/push/device/register', {
      token: user.token,
      body: { ...DEVICE, app_version: '1.0.1', fcm_token: token },
    })
    expect(again.body.device_id).toBe(first)
    expect(await count('SELECT COUNT(*) AS n FROM devices WHERE fcm_token = ?1', token)).toBe(1)
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM devices WHERE id = ?1 AND app_version = '1.0.1'",
        first,
      ),
    ).toBe(1)
  })

  it('moves a token registered by another user to whoever registers it last', async () => {
    const first = await signedIn('first')
    const second = await signedIn('second')
    const token = fcmToken()
    const deviceId = await registerDevice(first.token, token)
    expect((await subscribeTo(deviceId, token, 'events', { bearer: first.token })).status).toBe(200)
    expect(await registerDevice(second.token, token)).toBe(deviceId)
    // The first user no longer controls the device; the new owner does, subscriptions kept.
    expect((await topicsOf(deviceId, token, first.token)).status).toBe(403)
    const mine = await topicsOf(deviceId, token, second.token)
    expect(mine.body.items.map((item) => item.topic_name)).toEqual(['events'])
  })

  it('needs a login', async () => {
    const res = await send('POST', '/api/push/device/register', {
      body: { ...DEVICE, fcm_token: fcmToken() },
    })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'unauthorized' })
  })

  it.each([
    ['no token', { ...DEVICE }],
    ['an empty token', { ...DEVICE, fcm_token: '' }],
    ['a token with spaces', { ...DEVICE, fcm_token: 'a b<script>' }],
    ['an unknown platform', { ...DEVICE, platform: 'toaster', fcm_token: fcmToken() }],
    ['a 10 KB browser name', { ...DEVICE, browser: 'x'.repeat(10_240), fcm_token: fcmToken() }],
    ['a token that is a number', { ...DEVICE, fcm_token: 42 }],
  ])('refuses %s with a 400 JSON error and stores nothing', async (_label, body) => {
    const user = await signedIn('bad')
    const res = await send('POST', '/api/push/device/register', { token: user.token, body })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request' })
    expect(typeof (res.body as { message: unknown }).message).toBe('string')
    expect(await count('SELECT COUNT(*) AS n FROM devices WHERE user_id = ?1', user.id)).toBe(0)
  })

  it('refuses broken JSON with 400', async () => {
    const user = await signedIn('json')
    const res = await send('POST', '/api/push/device/register', { token: user.token, raw: '{"fcm' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_json' })
  })
})

describe('topic subscriptions', () => {
  it('subscribes to all automatically the way the client does, and lists display names', async () => {
    const user = await signedIn('sub')
    const token = fcmToken()
    const deviceId = await registerDevice(user.token, token)
    const res = await send('POST', '/api/push/subscribe', {
      token: user.token,
      body: {
        device_id: deviceId,
        device_token: token,
        topic_name: 'all',
        subscription_source: 'auto',
        custom_attributes: { disp_name: '全体通知' },
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ subscribed: true, topic_name: 'all', disp_name: '全体通知' })
    expect((await subscribeTo(deviceId, token, 'coupons')).status).toBe(200)
    const list = await topicsOf(deviceId, token)
    expect(list.status).toBe(200)
    expect(list.body.items.map(({ topic_name, disp_name }) => [topic_name, disp_name])).toEqual([
      ['all', '全体通知'],
      ['coupons', 'クーポン'],
    ])
    expect(list.body.items[0]?.subscription_source).toBe('auto')
  })

  it('is idempotent and unsubscribes', async () => {
    const user = await signedIn('unsub')
    const token = fcmToken()
    const deviceId = await registerDevice(user.token, token)
    await subscribeTo(deviceId, token, 'events')
    expect((await subscribeTo(deviceId, token, 'events')).status).toBe(200)
    expect((await topicsOf(deviceId, token)).body.items).toHaveLength(1)
    const off = await send('POST', '/api/push/unsubscribe', {
      body: { device_id: deviceId, device_token: token, topic_name: 'events' },
    })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ subscribed: false, topic_name: 'events' })
    expect((await topicsOf(deviceId, token)).body.items).toEqual([])
  })

  it('lists the topic catalog with display names', async () => {
    const res = await send<{ items: { name: string; disp_name: string }[] }>(
      'GET',
      '/api/push/topics',
    )
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([
      { name: 'all', disp_name: '全体通知' },
      { name: 'events', disp_name: 'イベント' },
      { name: 'coupons', disp_name: 'クーポン' },
      { name: 'advisories', disp_name: '注意報・気象情報' },
    ])
  })

  it('answers 403 when the device id and token do not match, and changes nothing', async () => {
    const owner = await signedIn('owner')
    const other = await signedIn('other')
    const token = fcmToken()
    const otherToken = fcmToken()
    const deviceId = await registerDevice(owner.token, token)
    const otherDevice = await registerDevice(other.token, otherToken)
    for (const [id, tok] of [
      [deviceId, otherToken],
      [otherDevice, token],
      [crypto.randomUUID(), token],
    ] as const) {
      const res = await subscribeTo(id, tok, 'events')
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ error: 'device_mismatch' })
    }
    // Someone else's device, even with its real token, while signed in as another user.
    expect((await subscribeTo(deviceId, token, 'events', { bearer: other.token })).status).toBe(403)
    const off = await send('POST', '/api/push/unsubscribe', {
      token: other.token,
      body: { device_id: deviceId, device_token: token, topic_name: 'all' },
    })
    expect(off.status).toBe(403)
    expect((await topicsOf(deviceId, otherToken)).status).toBe(403)
    expect(
      await count('SELECT COUNT(*) AS n FROM topic_subscriptions WHERE device_id = ?1', deviceId),
    ).toBe(0)
  })

  it.each([
    ['an unknown topic', { topic_name: 'weather' }, 'unknown_topic'],
    ['a 10 KB topic name', { topic_name: 'a'.repeat(10_240) }, 'invalid_request'],
    ['a topic name with SQL', { topic_name: "all' OR 1=1 --" }, 'invalid_request'],
    ['no topic', { topic_name: undefined }, 'invalid_request'],
    ['no device id', { device_id: undefined }, 'invalid_request'],
    ['no device token', { device_token: undefined }, 'invalid_request'],
    ['an unknown source', { subscription_source: 'spam' }, 'invalid_request'],
  ])('refuses %s with a 400 JSON error', async (_label, change, error) => {
    const user = await signedIn('topic')
    const token = fcmToken()
    const deviceId = await registerDevice(user.token, token)
    const res = await send('POST', '/api/push/subscribe', {
      body: {
        device_id: deviceId,
        device_token: token,
        topic_name: 'events',
        subscription_source: 'user',
        custom_attributes: { disp_name: 'イベント' },
        ...change,
      },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error })
    expect(
      await count('SELECT COUNT(*) AS n FROM topic_subscriptions WHERE device_id = ?1', deviceId),
    ).toBe(0)
  })

  it('refuses a malformed device id in the topics path with 400', async () => {
    const res = await topicsOf('../../etc', fcmToken())
    expect(res.status).toBe(400)
  })
})
