import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerForPush } from '../../src/features/push/registration'
import { setEasyJapanese } from '../../src/lib/easy-japanese'
import { webPush } from '../../src/lib/push-web'
import { site } from '../../src/lib/site'
import type { DeviceRegistered } from '../../src/shared/api/push'
import { apiError, type FakeAnswer, json, networkError, stubApi } from './api-fakes'
import {
  callsTo,
  configurePushSite,
  firebaseError,
  installBrowser,
  messaging,
  registrations,
  subscriptionAnswer,
} from './push-fakes'

vi.mock('firebase/messaging', async () => (await import('./push-fakes')).firebaseMessagingModule)

// The whole client state machine of push registration and every message it shows, through the real
// web platform module, with firebase/messaging replaced at its boundary.

const DEVICE_ID = '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f'

function apiWith(register: FakeAnswer<DeviceRegistered>, subscribeStatus = 200) {
  return stubApi({
    'POST /api/push/device/register': register,
    'POST /api/push/subscribe': (request) =>
      subscribeStatus === 200
        ? json(subscriptionAnswer(request, true))
        : apiError(subscribeStatus, 'x', 'y'),
  })
}

let info: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  configurePushSite()
  messaging.reset()
  installBrowser('default', 'granted')
  info = vi.spyOn(console, 'info').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('device registration', () => {
  it('does nothing without a session token', async () => {
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    expect(await registerForPush(webPush, false)).toEqual({ state: 'idle' })
    expect(Notification.requestPermission).not.toHaveBeenCalled()
    expect(requests).toHaveLength(0)
  })

  it("asks for permission; if not granted notes 'no notification permission' and stops", async () => {
    installBrowser('default', 'denied')
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    expect(await registerForPush(webPush, true)).toEqual({ state: 'no notification permission' })
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1)
    expect(info).toHaveBeenCalledWith('push:', 'no notification permission')
    expect(messaging.getTokenCalls).toHaveLength(0)
    expect(requests).toHaveLength(0)
  })

  it('registers the device, stores id and token, subscribes to all, reports device registered', async () => {
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    const status = await registerForPush(webPush, true)
    expect(status).toEqual({ state: 'device registered', deviceId: DEVICE_ID })
    expect(info).toHaveBeenCalledWith('push:', 'device registered')
    // The service worker with the spec's scope, and the VAPID key, go to getToken.
    expect(registrations).toEqual([{ url: '/firebase-messaging-sw.js', scope: '/app/' }])
    expect(messaging.getTokenCalls[0]).toMatchObject({ vapidKey: 'BPublicVapidKeyForTests' })

    const [register] = callsTo(requests, 'POST', '/api/push/device/register')
    expect(Object.keys(register?.body as object).sort()).toEqual(
      ['app_version', 'browser', 'fcm_token', 'language_code', 'os_version', 'platform'].sort(),
    )
    expect(register?.body).toMatchObject({ fcm_token: 'fcm-token-1', platform: 'web' })
    expect(callsTo(requests, 'POST', '/api/push/subscribe').map((call) => call.body)).toEqual([
      {
        device_id: DEVICE_ID,
        device_token: 'fcm-token-1',
        topic_name: 'all',
        subscription_source: 'auto',
        custom_attributes: { disp_name: '全体通知' },
      },
    ])
    expect(localStorage.getItem('device_id')).toBe(DEVICE_ID)
    expect(localStorage.getItem('fcm_token')).toBe('fcm-token-1')
  })

  it("skips a token already registered with a stored device id: 'already registered'", async () => {
    localStorage.setItem('device_id', DEVICE_ID)
    localStorage.setItem('fcm_token', 'fcm-token-1')
    const requests = apiWith(json({ device_id: 'other' }))
    expect(await registerForPush(webPush, true)).toEqual({
      state: 'already registered',
      deviceId: DEVICE_ID,
    })
    expect(info).toHaveBeenCalledWith('push:', 'already registered')
    expect(requests).toHaveLength(0)
  })

  it('registers again when the token changed', async () => {
    localStorage.setItem('device_id', DEVICE_ID)
    localStorage.setItem('fcm_token', 'an-old-token')
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    expect((await registerForPush(webPush, true)).state).toBe('device registered')
    expect(callsTo(requests, 'POST', '/api/push/device/register')).toHaveLength(1)
    expect(localStorage.getItem('fcm_token')).toBe('fcm-token-1')
  })

  it('registers again, asking for easy Japanese pushes, once the reader chose やさしい日本語', async () => {
    localStorage.setItem('device_id', DEVICE_ID)
    localStorage.setItem('fcm_token', 'fcm-token-1')
    setEasyJapanese(true)
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    expect((await registerForPush(webPush, true)).state).toBe('device registered')
    const [register] = callsTo(requests, 'POST', '/api/push/device/register')
    expect(register?.body).toMatchObject({ language_code: 'ja-x-easy' })
    // Then nothing more until the choice changes again.
    expect((await registerForPush(webPush, true)).state).toBe('already registered')
    expect(callsTo(requests, 'POST', '/api/push/device/register')).toHaveLength(1)
    setEasyJapanese(false)
    expect((await registerForPush(webPush, true)).state).toBe('device registered')
    // Back to the browser's own language.
    expect(callsTo(requests, 'POST', '/api/push/device/register').at(-1)?.body).toMatchObject({
      language_code: navigator.language,
    })
  })

  it('only logs a failed subscription to all', async () => {
    apiWith(json({ device_id: DEVICE_ID }), 500)
    expect(await registerForPush(webPush, true)).toEqual({
      state: 'device registered',
      deviceId: DEVICE_ID,
    })
    expect(warn).toHaveBeenCalledWith(
      'push: subscribing to the default topic failed',
      expect.anything(),
    )
    expect(localStorage.getItem('device_id')).toBe(DEVICE_ID)
  })

  it('clears the stored device id when the answer names no device', async () => {
    localStorage.setItem('device_id', 'stale-id')
    localStorage.setItem('fcm_token', 'an-old-token')
    const requests = apiWith(json({ device_id: '' }))
    expect(await registerForPush(webPush, true)).toEqual({
      state: 'error',
      message: '端末IDが取得できませんでした。再度お試しください。',
    })
    expect(localStorage.getItem('device_id')).toBeNull()
    expect(callsTo(requests, 'POST', '/api/push/subscribe')).toHaveLength(0)
  })
})

describe('push error messages', () => {
  it.each([
    ['an empty token', () => (messaging.token = null)],
    ['a failing getToken', () => (messaging.tokenError = new Error('push service error'))],
  ])('%s: FCMトークンが取得できませんでした。', async (_label, arrange) => {
    arrange()
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    expect(await registerForPush(webPush, true)).toEqual({
      state: 'error',
      message: 'FCMトークンが取得できませんでした。',
    })
    expect(error).toHaveBeenCalledWith('push:', 'FCMトークンが取得できませんでした。')
    expect(requests).toHaveLength(0)
  })

  it.each([
    [
      'HTTP 500',
      apiError(500, 'internal_error', 'whatever the server said'),
      '端末登録エラー: サーバー側でエラーが発生しました。時間をおいて再度お試しください。',
    ],
    [
      'a server message',
      apiError(400, 'invalid_request', '入力内容を確認してください（platform）。'),
      '端末登録エラー: 入力内容を確認してください（platform）。',
    ],
    [
      'no connection',
      networkError(),
      '端末登録エラー: サーバーに接続できませんでした。通信環境を確認してください。',
    ],
  ])('%s: %s', async (_label, answer, message) => {
    apiWith(answer)
    expect(await registerForPush(webPush, true)).toEqual({ state: 'error', message })
    expect(localStorage.getItem('device_id')).toBeNull()
    expect(localStorage.getItem('fcm_token')).toBeNull()
  })
})

describe('browsers without push support', () => {
  it.each([
    ['unsupported-browser', () => (messaging.supported = false)],
    [
      'indexed-db-unsupported',
      () => (messaging.tokenError = firebaseError('indexed-db-unsupported')),
    ],
    [
      'only-available-in-window',
      () => (messaging.tokenError = firebaseError('only-available-in-window')),
    ],
    ['unsupported-browser', () => (messaging.tokenError = firebaseError('unsupported-browser'))],
  ])('%s is reported as unsupported, never thrown', async (reason, arrange) => {
    arrange()
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    expect(await registerForPush(webPush, true)).toEqual({ state: 'unsupported', reason })
    expect(requests).toHaveLength(0)
  })

  it('a browser without service workers or notifications is unsupported', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined })
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
    expect(await registerForPush(webPush, true)).toEqual({
      state: 'unsupported',
      reason: 'unsupported-browser',
    })
  })

  it('a site without the Firebase messaging config never loads firebase/messaging', async () => {
    site.firebase.appId = ''
    expect(await registerForPush(webPush, true)).toEqual({
      state: 'unsupported',
      reason: 'not-configured',
    })
    expect(messaging.getTokenCalls).toHaveLength(0)
  })
})

describe('what the registration says about the device', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36',
      'Chrome 131.0.6778.39',
      'Android 14',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17.5',
      'iPhone OS 17.5',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
      'Edg 131.0.2903.51',
      'Windows NT 10.0',
    ],
  ])('%s', async (ua, browser, os) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP')
    const requests = apiWith(json({ device_id: DEVICE_ID }))
    await registerForPush(webPush, true)
    expect(callsTo(requests, 'POST', '/api/push/device/register')[0]?.body).toEqual({
      fcm_token: 'fcm-token-1',
      platform: 'web',
      browser,
      app_version: '1.0.0',
      os_version: os,
      language_code: 'ja-JP',
    })
  })
})
