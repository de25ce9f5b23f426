import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, json, networkError, requestsTo, stubApi } from './api-fakes'
import { TOKEN, USER } from './auth-fakes'

// Auth, driven through the real AuthBootstrap and session atoms. Each test loads the
// modules fresh, the way a page load does, so the stored token is read "on load".

beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function pageLoad() {
  const session = await import('../../src/state/session')
  const { AuthBootstrap } = await import('../../src/features/auth/components/AuthBootstrap')
  const { call } = await import('../../src/lib/api')
  const store = createStore()
  render(
    <Provider store={store}>
      <AuthBootstrap />
    </Provider>,
  )
  return { session, store, call }
}

describe('auth state on load', () => {
  it('without a stored token: not loading, not authenticated, no request', async () => {
    const requests = stubApi({})
    const { session, store } = await pageLoad()
    expect(store.get(session.authLoadingAtom)).toBe(false)
    expect(store.get(session.isAuthenticatedAtom)).toBe(false)
    expect(requests).toHaveLength(0)
  })

  it('a stored token fetches /auth/me with the bearer token and becomes authenticated', async () => {
    window.localStorage.setItem('token', TOKEN)
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const requests = stubApi({ 'GET /auth/me': { ...json(USER), until: answered } })
    const { session, store } = await pageLoad()
    // Loading until /auth/me answers: a token alone is not "authenticated".
    expect(store.get(session.authLoadingAtom)).toBe(true)
    expect(store.get(session.isAuthenticatedAtom)).toBe(false)
    await waitFor(() => expect(requestsTo(requests, '/auth/me')).toHaveLength(1))
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    act(() => answer())
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(store.get(session.userAtom)).toMatchObject({ name: '山田 花子' })
    expect(store.get(session.authLoadingAtom)).toBe(false)
  })

  it('a 401 from /auth/me logs out at once', async () => {
    window.localStorage.setItem('token', TOKEN)
    const requests = stubApi({
      'GET /auth/me': apiError(401, 'unauthorized', 'ログインが必要です。'),
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    const { session, store, call } = await pageLoad()
    await waitFor(() => expect(store.get(session.authLoadingAtom)).toBe(false))
    expect(requestsTo(requests, '/auth/me')).toHaveLength(1)
    expect(store.get(session.tokenAtom)).toBeNull()
    expect(store.get(session.userAtom)).toBeNull()
    expect(store.get(session.isAuthenticatedAtom)).toBe(false)
    expect(window.localStorage.getItem('token')).toBeNull()
    // The auth header is gone from later requests.
    await call('GET /api/posts').catch(() => undefined)
    expect(requests.at(-1)?.headers.has('authorization')).toBe(false)
  })
})

describe('auth state on load, when /auth/me gets no answer or a server error', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Lets the waits between the tries pass, one by one. */
  async function letTheWaitsPass() {
    const { ME_RETRY_DELAYS_MS } = await import('../../src/features/auth/me-retry')
    for (const delay of ME_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay)
  }

  it.each([
    ['a server error', apiError(500, 'internal_error', 'サーバーでエラーが発生しました。')],
    ['no network', networkError()],
  ])('logs out after three tries (%s)', async (_case, answer) => {
    window.localStorage.setItem('token', TOKEN)
    const requests = stubApi({
      'GET /auth/me': answer,
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    const { session, store, call } = await pageLoad()
    await vi.waitFor(() => expect(requestsTo(requests, '/auth/me')).toHaveLength(1))
    // The first failure is not the end: still loading, the token kept.
    expect(store.get(session.authLoadingAtom)).toBe(true)
    expect(window.localStorage.getItem('token')).toBe(TOKEN)
    await letTheWaitsPass()
    await vi.waitFor(() => expect(store.get(session.authLoadingAtom)).toBe(false))
    expect(requestsTo(requests, '/auth/me')).toHaveLength(3)
    expect(store.get(session.tokenAtom)).toBeNull()
    expect(window.localStorage.getItem('token')).toBeNull()
    await call('GET /api/posts').catch(() => undefined)
    expect(requests.at(-1)?.headers.has('authorization')).toBe(false)
  })

  it('keeps the session when the next try answers', async () => {
    window.localStorage.setItem('token', TOKEN)
    let tries = 0
    const requests = stubApi({
      'GET /auth/me': () => (++tries === 1 ? networkError() : json(USER)),
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    const { session, store } = await pageLoad()
    await vi.waitFor(() => expect(requestsTo(requests, '/auth/me')).toHaveLength(1))
    await letTheWaitsPass()
    await vi.waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(requestsTo(requests, '/auth/me')).toHaveLength(2)
    expect(requestsTo(requests, '/auth/logout')).toHaveLength(0)
    expect(window.localStorage.getItem('token')).toBe(TOKEN)
  })

  it('a page left while /auth/me failed neither logs out nor revokes the session', async () => {
    window.localStorage.setItem('token', TOKEN)
    const requests = stubApi({
      'GET /auth/me': networkError(),
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    await pageLoad()
    await vi.waitFor(() => expect(requestsTo(requests, '/auth/me')).toHaveLength(1))
    // The failure has reached the page (as a fetch cut off by the navigation does)…
    await vi.advanceTimersByTimeAsync(0)
    // …and then the page goes away, the next one loading.
    cleanup()
    await letTheWaitsPass()
    expect(requestsTo(requests, '/auth/me')).toHaveLength(1)
    expect(requestsTo(requests, '/auth/logout')).toHaveLength(0)
    expect(window.localStorage.getItem('token')).toBe(TOKEN)
  })
})

describe('logout', () => {
  it('revokes the session on the server, then clears token, user and the auth header', async () => {
    window.localStorage.setItem('token', TOKEN)
    const requests = stubApi({
      'GET /auth/me': json(USER),
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    const { session, store, call } = await pageLoad()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    await act(() => store.set(session.logoutAtom))
    const revoke = requestsTo(requests, '/auth/logout')
    expect(revoke).toHaveLength(1)
    expect(revoke[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(store.get(session.isAuthenticatedAtom)).toBe(false)
    expect(store.get(session.userAtom)).toBeNull()
    expect(window.localStorage.getItem('token')).toBeNull()
    await call('GET /api/posts').catch(() => undefined)
    expect(requests.at(-1)?.headers.has('authorization')).toBe(false)
  })

  it('still logs out locally when the server cannot be reached', async () => {
    window.localStorage.setItem('token', TOKEN)
    stubApi({
      'GET /auth/me': json(USER),
      'POST /auth/logout': networkError(),
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { session, store } = await pageLoad()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    await act(() => store.set(session.logoutAtom))
    expect(store.get(session.tokenAtom)).toBeNull()
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})
