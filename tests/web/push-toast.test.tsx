import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushStatusAtom } from '../../src/features/push/state'
import { json, stubApi } from './api-fakes'
import {
  configurePushSite,
  installBrowser,
  messaging,
  renderPushApp,
  subscriptionAnswer,
} from './push-fakes'

vi.mock('firebase/messaging', async () => (await import('./push-fakes')).firebaseMessagingModule)

// A notification received while the app is open: delivered through firebase's
// onMessage (the boundary), shown as a toast for 10 seconds, dismissible, and a click on one with
// a safe target url opens it and closes the toast.

const DEVICE_ID = '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f'

beforeEach(() => {
  configurePushSite()
  messaging.reset()
  installBrowser('granted')
  vi.spyOn(console, 'info').mockImplementation(() => {})
  stubApi({
    'POST /api/push/device/register': json({ device_id: DEVICE_ID }),
    'POST /api/push/subscribe': (request) => json(subscriptionAnswer(request, true)),
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function receive(payload: { notification?: object; data?: Record<string, string> }) {
  await waitFor(() => expect(messaging.handler).not.toBeNull())
  act(() => messaging.handler?.(payload))
}

const toasts = () => screen.queryAllByTestId('push-toast')

describe('in-app notification toast', () => {
  it('shows title, body and image, and closes itself after 10 seconds', async () => {
    renderPushApp('/app/timeline')
    await receive({
      notification: {
        title: '週末クーポン',
        body: '駅前の店で使えます',
        image: 'https://example.jp/c.jpg',
      },
      data: {},
    })
    const toast = within(screen.getByTestId('push-toast'))
    expect(toast.getByText('週末クーポン')).toBeTruthy()
    expect(toast.getByText('駅前の店で使えます')).toBeTruthy()
    expect(screen.getByTestId('push-toast').querySelector('img')?.getAttribute('src')).toBe(
      'https://example.jp/c.jpg',
    )
    // The listener may be set up again meanwhile (a busy machine): send once it is there.
    await waitFor(() => expect(messaging.handler).not.toBeNull())
    vi.useFakeTimers()
    // A fresh timer starts with fake time: re-render the toast under fake timers.
    act(() => messaging.handler?.({ notification: { title: '二通目', body: '' } }))
    act(() => vi.advanceTimersByTime(9_900))
    expect(screen.getByText('二通目')).toBeTruthy()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByText('二通目')).toBeNull()
  })

  it('can be dismissed', async () => {
    renderPushApp('/app/timeline')
    await receive({ notification: { title: 'お知らせ', body: '本文' } })
    fireEvent.click(
      within(screen.getByTestId('push-toast')).getByRole('button', { name: '閉じる' }),
    )
    expect(toasts()).toHaveLength(0)
  })

  it('opens our own target path inside the app and closes the toast', async () => {
    const app = renderPushApp('/app/timeline')
    await receive({
      notification: { title: '祭りのお知らせ', body: '今夜19時から' },
      data: { target_url: '/app/posts/12' },
    })
    fireEvent.click(screen.getByRole('button', { name: /祭りのお知らせ/ }))
    expect(app.currentPath()).toBe('/app/posts/12')
    expect(toasts()).toHaveLength(0)
  })

  it('treats an absolute url of this site as an in-app path', async () => {
    const app = renderPushApp('/app/timeline')
    await receive({
      notification: { title: '地図', body: '' },
      data: { target_url: `${window.location.origin}/app/map?x=1` },
    })
    fireEvent.click(screen.getByRole('button', { name: /地図/ }))
    expect(app.currentPath()).toBe('/app/map?x=1')
  })

  it('opens an https url of another site outside the app and closes the toast', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const app = renderPushApp('/app/timeline')
    await receive({
      notification: { title: '外部の記事', body: '' },
      data: { target_url: 'https://news.example.com/a?b=1' },
    })
    fireEvent.click(screen.getByRole('button', { name: /外部の記事/ }))
    expect(open).toHaveBeenCalledWith(
      'https://news.example.com/a?b=1',
      '_blank',
      'noopener,noreferrer',
    )
    expect(app.currentPath()).toBe('/app/timeline')
    expect(toasts()).toHaveLength(0)
  })

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    'vbscript:msgbox(1)',
    '/\\evil.example/phish',
    '/.//evil.example/phish',
    '/app/..//evil.example/phish',
    '/\t/evil.example/phish',
    'https://evil.example\\@news.example.com/',
    ' javascript:alert(1)',
  ])('refuses the target %s: the toast is not a link', async (target) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const app = renderPushApp('/app/timeline')
    await receive({
      notification: { title: '危険なリンク', body: '' },
      data: { target_url: target },
    })
    const toast = screen.getByTestId('push-toast')
    expect(
      within(toast)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['閉じる'])
    fireEvent.click(within(toast).getByText('危険なリンク'))
    expect(open).not.toHaveBeenCalled()
    expect(app.currentPath()).toBe('/app/timeline')
    expect(toasts()).toHaveLength(1)
  })

  it('stacks several notifications', async () => {
    renderPushApp('/app/timeline')
    await receive({ notification: { title: '一通目', body: '' } })
    // Each message is sent once a listener is there, as FCM would deliver it.
    await receive({ notification: { title: '二通目', body: '' } })
    expect(toasts()).toHaveLength(2)
  })

  it('keeps one listener while this device registers, so no notification falls between two', async () => {
    const app = renderPushApp('/app/timeline')
    await waitFor(() => expect(messaging.handler).not.toBeNull())
    const listener = messaging.handler
    await waitFor(() => expect(app.store.get(pushStatusAtom).state).toBe('device registered'))
    await act(async () => {})
    expect(messaging.handler).toBe(listener)
    expect(messaging.listens).toBe(1)
    act(() => messaging.handler?.({ notification: { title: '登録直後のお知らせ', body: '' } }))
    expect(screen.getByText('登録直後のお知らせ')).toBeTruthy()
  })

  it('uses the data fields when a message carries no notification block', async () => {
    renderPushApp('/app/timeline')
    await receive({ data: { title: 'データのみ', body: '本文です' } })
    expect(screen.getByText('データのみ')).toBeTruthy()
    expect(screen.getByText('本文です')).toBeTruthy()
  })

  it('does not listen before notification permission exists', async () => {
    const notification = installBrowser('default', 'denied')
    // Settled once the bootstrap has looked at the permission (it listens only when granted).
    const permissionRead = vi.fn(() => 'default' as const)
    Object.defineProperty(notification, 'permission', { get: permissionRead })
    renderPushApp('/app/timeline', false)
    await waitFor(() => expect(permissionRead).toHaveBeenCalled())
    await act(async () => {})
    expect(messaging.handler).toBeNull()
  })
})
