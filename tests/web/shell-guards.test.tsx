import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from '../../src/shared/redirect'
import { authLoadingAtom } from '../../src/state/session'
import { HANAKO, renderApp } from './render-app'

describe('guarded routes', () => {
  it('shows a spinner while auth loads, then sends a logged-out visitor to the timeline', async () => {
    const { store, currentPath } = renderApp('/app/upload', { kind: 'loading' })
    expect(screen.getByRole('status').textContent).toBe('読み込み中…')
    expect(currentPath()).toBe('/app/upload')
    act(() => store.set(authLoadingAtom, false))
    await waitFor(() => expect(currentPath()).toBe('/app/timeline'))
    expect(await screen.findByRole('heading', { level: 1, name: 'タイムライン' })).toBeTruthy()
  })

  it('shows the page to a logged-in user once loading is done', async () => {
    renderApp('/app/favorites', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('heading', { level: 1, name: 'お気に入り' })).toBeTruthy()
  })

  it.each(['/app/feed', '/app/upload', '/app/profile', '/app/favorites', '/app/admin'])(
    'sends a logged-out visitor from %s to /app/timeline',
    async (path) => {
      const { currentPath } = renderApp(path)
      await waitFor(() => expect(currentPath()).toBe('/app/timeline'))
    },
  )

  it('sends a logged-out visitor from event-upload to event-auth', async () => {
    const { currentPath } = renderApp('/app/event-upload')
    await waitFor(() => expect(currentPath()).toBe('/app/event-auth'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'イベント主催者の認証' }),
    ).toBeTruthy()
  })

  it('follows a same-site redirect target', async () => {
    const { currentPath } = renderApp('/app/favorites?redirect=%2Fapp%2Fmap%3Fpin%3D3')
    await waitFor(() => expect(currentPath()).toBe('/app/map?pin=3'))
  })

  it.each([
    '//evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    'https://evil.com/app',
    '/\n/evil.com',
    '/.//evil.com',
    '/app/..//evil.com',
  ])('ignores the redirect target %s and goes to the timeline', async (target) => {
    const { currentPath } = renderApp(`/app/upload?redirect=${encodeURIComponent(target)}`)
    await waitFor(() => expect(currentPath()).toBe('/app/timeline'))
  })

  it('lets any logged-in user into admin: the guard checks login only', async () => {
    renderApp('/app/admin', { kind: 'user', user: { ...HANAKO, role: 'user' } })
    expect(await screen.findByRole('heading', { level: 1, name: '管理画面' })).toBeTruthy()
  })
})

describe('redirect target validation', () => {
  it.each([
    ['/app/map', '/app/map'],
    ['/app/posts/12?from=share#photos', '/app/posts/12?from=share#photos'],
    ['/materials', '/materials'],
    // Encoded slashes and backslashes stay encoded: a path segment of this site, not a host.
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/%5Cevil.com', '/%5Cevil.com'],
    ['/app/./map', '/app/map'],
  ])('accepts the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected)
  })

  it.each([
    ['protocol-relative host', '//evil.com/app'],
    ['backslash host', '/\\evil.com'],
    ['backslash later in the path', '/app\\..\\..\\evil'],
    ['javascript URL', 'javascript:alert(document.cookie)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['absolute URL to another host', 'https://evil.com/'],
    ['absolute URL to this host', 'http://localhost:3000/app/map'],
    ['tab smuggled into the host', '/\t/evil.com'],
    ['newline', '/app/map\nSet-Cookie: x'],
    ['NUL', '/app\u0000'],
    ['C1 control character', '/app\u0085map'],
    ['relative path', 'app/map'],
    ['empty string', ''],
    ['a guarded page that would bounce again', '/app/upload'],
    ['overlong value', `/app/${'a'.repeat(3000)}`],
    ['dot segment that resolves to another host', '/.//evil.com'],
    ['parent segment that resolves to another host', '/app/..//evil.com'],
    ['encoded dot segments that resolve to another host', '/app/%2e%2e//evil.com'],
    ['uppercase javascript URL', 'JaVaScRiPt:alert(1)'],
    ['javascript URL behind a space', ' javascript:alert(1)'],
  ])('rejects a %s', (_name, raw) => {
    expect(safeRedirectTarget(raw)).toBeNull()
  })

  it('rejects a missing value', () => {
    expect(safeRedirectTarget(null)).toBeNull()
  })
})

describe('the word of why, after a guard', () => {
  it('tells a visitor sent from a guarded page why, with a login that brings them back', async () => {
    const { currentPath } = renderApp('/app/favorites?tab=places')
    await waitFor(() => expect(currentPath()).toBe('/app/timeline'))
    const notice = await screen.findByText(/開こうとしたページはログインした方だけが使えます/)
    const login = screen.getByRole('link', { name: 'ログインして開く' })
    expect(login.getAttribute('href')).toBe(
      `/app/login?redirect=${encodeURIComponent('/app/favorites?tab=places')}`,
    )
    // Once: closing it (or the next arrival) does not bring it back.
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }))
    expect(notice.isConnected).toBe(false)
  })

  it('says nothing to a visitor who opened the timeline themselves', async () => {
    renderApp('/app/timeline')
    expect(await screen.findByRole('heading', { level: 1, name: 'タイムライン' })).toBeTruthy()
    expect(screen.queryByText(/ログインした方だけが使えます/)).toBeNull()
  })
})
