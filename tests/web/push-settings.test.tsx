import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeviceRegistered, PushTopic } from '../../src/shared/api/push'
import { LINE_UAS } from '../fixtures/in-app-user-agents'
import { apiError, type FakeAnswer, json, stubApi } from './api-fakes'
import {
  callsTo,
  configurePushSite,
  deviceTopic,
  installBrowser,
  messaging,
  renderPushApp,
  subscriptionAnswer,
} from './push-fakes'

vi.mock('firebase/messaging', async () => (await import('./push-fakes')).firebaseMessagingModule)

// Settings → 通知: the user sees the topics this device receives (display names) and turns them
// on and off; registration problems are shown there in the spec's words.

const DEVICE_ID = '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f'
const CATALOG: PushTopic[] = [
  { name: 'all', disp_name: '全体通知' },
  { name: 'events', disp_name: 'イベント' },
  { name: 'coupons', disp_name: 'クーポン' },
]

const DEVICE_MISMATCH = apiError(403, 'device_mismatch', '端末IDとトークンが一致しません。')

function pushApi(options: { register?: FakeAnswer<DeviceRegistered>; toggleStatus?: number } = {}) {
  const subscribed = new Set<string>()
  const api = stubApi({
    'POST /api/push/device/register': options.register ?? json({ device_id: DEVICE_ID }),
    'POST /api/push/subscribe': (request) => {
      const answer = subscriptionAnswer(request, true)
      if (answer.topic_name !== 'all' && options.toggleStatus) {
        return apiError(options.toggleStatus, 'x', 'y')
      }
      subscribed.add(answer.topic_name)
      return json(answer)
    },
    'POST /api/push/unsubscribe': (request) => {
      const answer = subscriptionAnswer(request, false)
      subscribed.delete(answer.topic_name)
      return json(answer)
    },
    'GET /api/push/topics': json({ items: CATALOG }),
    'GET /api/push/devices/:id/topics': ({ params, headers }) => {
      if (params.id !== DEVICE_ID || headers.get('x-device-token') !== 'fcm-token-1') {
        return DEVICE_MISMATCH
      }
      const mine = CATALOG.filter((topic) => subscribed.has(topic.name))
      return json({ items: mine.map((topic) => deviceTopic(topic)) })
    },
  })
  return { api, subscribed }
}

async function notificationsSection() {
  return within(await screen.findByRole('region', { name: '通知' }))
}

beforeEach(() => {
  configurePushSite()
  messaging.reset()
  installBrowser('default', 'granted')
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('settings: notification topics', () => {
  it('shows the topics with 全体通知 on after registration, and turns topics on and off', async () => {
    const { api, subscribed } = pushApi()
    renderPushApp('/app/settings')
    const section = await notificationsSection()
    const all = await section.findByRole('switch', { name: '全体通知' })
    expect((all as HTMLInputElement).checked).toBe(true)
    const events = section.getByRole('switch', { name: 'イベント' }) as HTMLInputElement
    const coupons = section.getByRole('switch', { name: 'クーポン' }) as HTMLInputElement
    expect([events.checked, coupons.checked]).toEqual([false, false])

    fireEvent.click(events)
    await waitFor(() => expect(events.checked).toBe(true))
    expect(callsTo(api, 'POST', '/api/push/subscribe').at(-1)?.body).toEqual({
      device_id: DEVICE_ID,
      device_token: 'fcm-token-1',
      topic_name: 'events',
      subscription_source: 'user',
      custom_attributes: { disp_name: 'イベント' },
    })
    fireEvent.click(all)
    await waitFor(() => expect((all as HTMLInputElement).checked).toBe(false))
    expect(callsTo(api, 'POST', '/api/push/unsubscribe').at(-1)?.body).toEqual({
      device_id: DEVICE_ID,
      device_token: 'fcm-token-1',
      topic_name: 'all',
    })
    expect([...subscribed]).toEqual(['events'])
  })

  it('keeps the switch as it was and says so when the change fails', async () => {
    pushApi({ toggleStatus: 500 })
    renderPushApp('/app/settings')
    const section = await notificationsSection()
    const coupons = (await section.findByRole('switch', { name: 'クーポン' })) as HTMLInputElement
    fireEvent.click(coupons)
    expect(await section.findByRole('alert')).toHaveProperty(
      'textContent',
      '通知設定を変更できませんでした。時間をおいて再度お試しください。',
    )
    expect(coupons.checked).toBe(false)
  })

  it('shows the registration error in the spec’s words and offers to try again', async () => {
    pushApi({
      register: apiError(
        500,
        'internal_error',
        'サーバー側でエラーが発生しました。時間をおいて再度お試しください。',
      ),
    })
    renderPushApp('/app/settings')
    const section = await notificationsSection()
    expect((await section.findByRole('alert')).textContent).toBe(
      '端末登録エラー: サーバー側でエラーが発生しました。時間をおいて再度お試しください。',
    )
    expect(section.getByRole('button', { name: '通知を有効にする' })).toBeTruthy()
  })

  it('explains missing permission and asks again on a click (the first prompt was dismissed)', async () => {
    const notification = installBrowser('default', 'default')
    pushApi()
    renderPushApp('/app/settings')
    const section = await notificationsSection()
    expect(
      await section.findByText(
        '通知が許可されていません。ブラウザや端末の設定で通知を許可してください。',
      ),
    ).toBeTruthy()
    notification.requestPermission.mockImplementation(async () => {
      notification.permission = 'granted'
      return 'granted'
    })
    fireEvent.click(section.getByRole('button', { name: '通知を有効にする' }))
    expect(await section.findByRole('switch', { name: '全体通知' })).toBeTruthy()
  })

  it('tells a browser without push support, and the page keeps working', async () => {
    messaging.supported = false
    pushApi()
    renderPushApp('/app/settings')
    const section = await notificationsSection()
    expect(await section.findByText('このブラウザはプッシュ通知に対応していません。')).toBeTruthy()
    expect(section.queryByRole('button', { name: '通知を有効にする' })).toBeNull()
    expect(screen.getByRole('region', { name: '表示言語' })).toBeTruthy()
  })

  it('asks a visitor to log in first and registers nothing', async () => {
    const { api } = pushApi()
    renderPushApp('/app/settings', false)
    const section = await notificationsSection()
    expect(section.getByText('プッシュ通知を受け取るにはログインしてください。')).toBeTruthy()
    expect(callsTo(api, 'POST', '/api/push/device/register')).toHaveLength(0)
  })
})

describe('settings: notifications inside an app', () => {
  it("says web push is unavailable in LINE's browser instead of asking for permission", async () => {
    // LINE's in-app browser on an iPhone (github.com/nielsbasjes/yauaa/issues/565).
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(LINE_UAS[2])
    const { api } = pushApi()
    renderPushApp('/app/settings')
    const section = await notificationsSection()
    await section.findByText(
      'アプリの中のブラウザ（LINE・Instagram など）ではプッシュ通知を使えません。Safari や Chrome でこのサイトを開くと設定できます。',
    )
    expect(section.queryByRole('button', { name: '通知を有効にする' })).toBeNull()
    expect(callsTo(api, 'POST', '/api/push/device/register')).toEqual([])
  })
})
