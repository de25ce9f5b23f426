import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { registerForPush } from '../../src/features/push/registration'
import { pushPlatform } from '../../src/lib/platform'
import { site } from '../../src/lib/site'
import { json, stubApi } from './api-fakes'
import { installNativeBridge } from './native-bridge'
import { runInNativeShell } from './native-site'
import { callsTo, renderPushApp, subscriptionAnswer } from './push-fakes'

// Push in the shell (iOS here): the spec's registration flow and toasts, through the Firebase
// messaging plugin. Everything above the plugin's native calls is real: @capacitor/core, the
// plugin's JS, the platform module, the registration state machine and the toast host.

const bridge = installNativeBridge('ios')
const DEVICE_ID = '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f'

function nativePush(options: { permission?: string; afterPrompt?: string; token?: string | null }) {
  bridge.answer('FirebaseMessaging', 'isSupported', () => ({ isSupported: true }))
  let receive = options.permission ?? 'prompt'
  bridge.answer('FirebaseMessaging', 'checkPermissions', () => ({ receive }))
  bridge.answer('FirebaseMessaging', 'requestPermissions', () => {
    receive = options.afterPrompt ?? 'granted'
    return { receive }
  })
  bridge.answer('FirebaseMessaging', 'getToken', () => {
    if (options.token === null) throw new Error('APNs token not set before retrieving FCM token')
    return { token: options.token ?? 'fcm-native-token-1' }
  })
}

const registeredApi = () =>
  stubApi({
    'POST /api/push/device/register': json({ device_id: DEVICE_ID }),
    'POST /api/push/subscribe': (request) => json(subscriptionAnswer(request, true)),
  })

runInNativeShell(bridge)
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

describe('push in the native shell', () => {
  it('asks for permission, registers the FCM token as platform ios and subscribes to all', async () => {
    nativePush({})
    const requests = registeredApi()
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'device registered',
      deviceId: DEVICE_ID,
    })
    expect(bridge.callsTo('FirebaseMessaging', 'requestPermissions')).toHaveLength(1)
    expect(callsTo(requests, 'POST', '/api/push/device/register')[0]?.body).toMatchObject({
      fcm_token: 'fcm-native-token-1',
      platform: 'ios',
    })
    expect(callsTo(requests, 'POST', '/api/push/subscribe')[0]?.body).toMatchObject({
      device_id: DEVICE_ID,
      topic_name: 'all',
      subscription_source: 'auto',
      custom_attributes: { disp_name: '全体通知' },
    })
    expect(localStorage.getItem('fcm_token')).toBe('fcm-native-token-1')
  })

  it("skips with 'already registered' when the same token and a device id are stored", async () => {
    nativePush({ permission: 'granted' })
    localStorage.setItem('fcm_token', 'fcm-native-token-1')
    localStorage.setItem('device_id', DEVICE_ID)
    const requests = registeredApi()
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'already registered',
      deviceId: DEVICE_ID,
    })
    expect(requests).toHaveLength(0)
  })

  it("stops at 'no notification permission' when the person declines", async () => {
    nativePush({ afterPrompt: 'denied' })
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'no notification permission',
    })
    expect(bridge.callsTo('FirebaseMessaging', 'getToken')).toHaveLength(0)
  })

  it('reports FCMトークンが取得できませんでした。 when the plugin gives no token', async () => {
    nativePush({ token: null })
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'error',
      message: 'FCMトークンが取得できませんでした。',
    })
  })

  it('shows a notification received in the app as a toast; its external target opens in the in-app browser', async () => {
    nativePush({ permission: 'granted' })
    registeredApi()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderPushApp('/app/timeline')
    await waitFor(() =>
      expect(document.querySelector('.push-toasts')?.getAttribute('data-listening')).toBe('true'),
    )
    act(() =>
      bridge.emit('FirebaseMessaging', 'notificationReceived', {
        notification: {
          title: '商店街セール',
          body: '本日限り',
          data: { target_url: 'https://shop.example.jp/sale' },
        },
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: /商店街セール/ }))
    await waitFor(() =>
      expect(bridge.callsTo('Browser', 'open')).toEqual([{ url: 'https://shop.example.jp/sale' }]),
    )
    expect(open).not.toHaveBeenCalled()
    expect(screen.queryByTestId('push-toast')).toBeNull()
  })

  it("opens a toast whose target is the site's own page inside the app", async () => {
    nativePush({ permission: 'granted' })
    registeredApi()
    const { currentPath } = renderPushApp('/app/timeline')
    await waitFor(() =>
      expect(document.querySelector('.push-toasts')?.getAttribute('data-listening')).toBe('true'),
    )
    act(() =>
      bridge.emit('FirebaseMessaging', 'notificationReceived', {
        notification: {
          title: '夏祭りのお知らせ',
          data: { target_url: `https://${site.siteHost}/app/posts/42` },
        },
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: /夏祭りのお知らせ/ }))
    await waitFor(() => expect(currentPath()).toBe('/app/posts/42'))
    expect(bridge.callsTo('Browser', 'open')).toEqual([])
  })
})
