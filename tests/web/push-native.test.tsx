import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerForPush } from '../../src/features/push/registration'
import { pushPlatform } from '../../src/lib/platform'
import { site } from '../../src/lib/site'
import { stubApi } from './auth-fakes'
import { renderPushApp } from './push-fakes'

// Native shell: the same registration flow and toasts through the Capacitor push plugin, which the
// platform module finds at runtime on window.Capacitor (the plugin's JS API is the boundary here).

const DEVICE_ID = '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f'

type Listener = (value: unknown) => void

function installCapacitor(options: {
  permission?: string
  afterPrompt?: string
  token?: string | null
}) {
  const listeners = new Map<string, Listener[]>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const push = {
    checkPermissions: vi.fn(async () => ({ receive: options.permission ?? 'prompt' })),
    requestPermissions: vi.fn(async () => ({ receive: options.afterPrompt ?? 'granted' })),
    register: vi.fn(async () => {
      queueMicrotask(() =>
        options.token === null
          ? emit('registrationError', { error: 'no APNs' })
          : emit('registration', { value: options.token ?? 'native-token-1' }),
      )
    }),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return {
        remove: () =>
          listeners.set(
            event,
            (listeners.get(event) ?? []).filter((l) => l !== listener),
          ),
      }
    }),
  }
  const browser = { open: vi.fn(async (_options: { url: string }) => {}) }
  vi.stubGlobal('Capacitor', {
    getPlatform: () => 'ios',
    Plugins: { PushNotifications: push, Browser: browser },
  })
  return { push, browser, emit }
}

beforeEach(() => {
  site.native = true
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  site.native = false
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('push in the native shell', () => {
  it('asks the plugin for permission and registers its token as platform ios', async () => {
    const { push } = installCapacitor({})
    const api = stubApi({
      'POST /api/push/device/register': () => ({ json: { device_id: DEVICE_ID } }),
      'POST /api/push/subscribe': () => ({ json: { subscribed: true } }),
    })
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'device registered',
      deviceId: DEVICE_ID,
    })
    expect(push.requestPermissions).toHaveBeenCalledTimes(1)
    expect(api.find('POST', '/api/push/device/register')[0]?.body).toMatchObject({
      fcm_token: 'native-token-1',
      platform: 'ios',
    })
    expect(localStorage.getItem('fcm_token')).toBe('native-token-1')
  })

  it("stops at 'no notification permission' when the user declines", async () => {
    const { push } = installCapacitor({ afterPrompt: 'denied' })
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'no notification permission',
    })
    expect(push.register).not.toHaveBeenCalled()
  })

  it('reports FCMトークンが取得できませんでした。 on a registration error', async () => {
    installCapacitor({ token: null })
    expect(await registerForPush(await pushPlatform(), true)).toEqual({
      state: 'error',
      message: 'FCMトークンが取得できませんでした。',
    })
  })

  it('shows a received notification as a toast and opens an external target in the in-app browser', async () => {
    const { browser, emit } = installCapacitor({ permission: 'granted' })
    stubApi({
      'POST /api/push/device/register': () => ({ json: { device_id: DEVICE_ID } }),
      'POST /api/push/subscribe': () => ({ json: { subscribed: true } }),
    })
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderPushApp('/app/timeline')
    await waitFor(() =>
      expect(document.querySelector('.push-toasts')?.getAttribute('data-listening')).toBe('true'),
    )
    act(() =>
      emit('pushNotificationReceived', {
        title: '商店街セール',
        body: '本日限り',
        data: { target_url: 'https://shop.example.jp/sale' },
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: /商店街セール/ }))
    expect(browser.open).toHaveBeenCalledWith({ url: 'https://shop.example.jp/sale' })
    expect(open).not.toHaveBeenCalled()
    expect(screen.queryByTestId('push-toast')).toBeNull()
  })
})
