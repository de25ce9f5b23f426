import { act, render, waitFor } from '@testing-library/react'
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

  it.each([
    ['a 401', apiError(401, 'unauthorized', 'ログインが必要です。')],
    ['a server error', apiError(500, 'internal_error', 'サーバーでエラーが発生しました。')],
    ['no network', networkError()],
  ])('a failing /auth/me (%s) logs out', async (_case, answer) => {
    window.localStorage.setItem('token', TOKEN)
    const requests = stubApi({
      'GET /auth/me': answer,
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    const { session, store, call } = await pageLoad()
    await waitFor(() => expect(store.get(session.authLoadingAtom)).toBe(false))
    expect(store.get(session.tokenAtom)).toBeNull()
    expect(store.get(session.userAtom)).toBeNull()
    expect(store.get(session.isAuthenticatedAtom)).toBe(false)
    expect(window.localStorage.getItem('token')).toBeNull()
    // The auth header is gone from later requests.
    await call('GET /api/posts').catch(() => undefined)
    expect(requests.at(-1)?.headers.has('authorization')).toBe(false)
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
