import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, json, requestsTo, stubApi } from './api-fakes'
import { renderAt, TOKEN, USER } from './auth-fakes'

// Google, Apple and LINE sign-in in the browser. Two boundaries are replaced: the network (a fetch that
// answers like our API) and the firebase SDK module, so the popup outcomes a person can cause
// (closing it, a blocked popup, a missing ID token) can be produced on demand.

const sdk = vi.hoisted(() => {
  const providerIds: string[] = []
  class GoogleAuthProvider {
    providerId = 'google.com'
    setCustomParameters() {
      return this
    }
  }
  class OAuthProvider {
    constructor(readonly providerId: string) {
      providerIds.push(providerId)
    }
    addScope() {
      return this
    }
    setCustomParameters() {
      return this
    }
  }
  return {
    providerIds,
    GoogleAuthProvider,
    OAuthProvider,
    getAuth: vi.fn(() => ({ emulatorConfig: null, languageCode: null })),
    connectAuthEmulator: vi.fn(),
    signInWithPopup: vi.fn(),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
})

vi.mock('firebase/auth', () => sdk)
vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: vi.fn((config: unknown) => ({ name: '[DEFAULT]', options: config })),
}))

const firebaseError = (code: string) => Object.assign(new Error(code), { code })

const credential = (idToken: string | Error) => ({
  user: {
    email: 'google.user@example.com',
    displayName: 'Google 花子',
    photoURL: 'https://lh3.googleusercontent.com/a/x.jpg',
    getIdToken: vi.fn(async () => {
      if (idToken instanceof Error) throw idToken
      return idToken
    }),
  },
})

beforeEach(() => {
  vi.resetModules()
  for (const fn of [sdk.signInWithPopup, sdk.signInWithRedirect, sdk.getRedirectResult]) {
    fn.mockReset()
  }
  sdk.signOut.mockClear()
  sdk.connectAuthEmulator.mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete window.__SITE__
})

async function openLogin(path = '/app/login') {
  const session = await import('../../src/state/session')
  const { LoginPage } = await import('../../src/features/auth/pages/LoginPage')
  const view = renderAt(path, <LoginPage />, '/app/login')
  return { ...view, session }
}

async function clickGoogle() {
  await userEvent.setup().click(screen.getByRole('button', { name: /Googleでログイン/ }))
}

const okServer = () => stubApi({ 'POST /auth/social-login': json({ token: TOKEN, user: USER }) })

describe('Google sign-in', () => {
  it('sends the Firebase ID token to /auth/social-login and signs in', async () => {
    const requests = okServer()
    sdk.signInWithPopup.mockResolvedValue(credential('firebase-id-token'))
    const { store, session, location } = await openLogin('/app/login?redirect=/app/feed')
    await clickGoogle()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(requestsTo(requests, '/auth/social-login')[0]?.body).toEqual({
      provider: 'google',
      idToken: 'firebase-id-token',
      email: 'google.user@example.com',
      name: 'Google 花子',
      picture: 'https://lh3.googleusercontent.com/a/x.jpg',
      groups: [],
    })
    expect(window.localStorage.getItem('token')).toBe(TOKEN)
    expect(location.history.at(-1)).toBe('/app/feed')
  })

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    '%s → "Googleログインがキャンセルされました"',
    async (code) => {
      const requests = okServer()
      sdk.signInWithPopup.mockRejectedValue(firebaseError(code))
      await openLogin()
      await clickGoogle()
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Googleログインがキャンセルされました',
      )
      expect(requests).toHaveLength(0)
    },
  )

  it.each([
    ['an empty ID token', ''],
    ['getIdToken failing', new Error('token refresh failed')],
  ])('%s → the spec’s missing-token message', async (_case, idToken) => {
    const requests = okServer()
    sdk.signInWithPopup.mockResolvedValue(credential(idToken))
    await openLogin()
    await clickGoogle()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'IDトークンの取得に失敗しました（Googleログインがキャンセルされたか、権限が不足しています）',
    )
    expect(requests).toHaveLength(0)
  })

  it.each([
    ['auth/network-request-failed', 'ネットワークに接続できませんでした。'],
    ['auth/too-many-requests', '試行回数が多すぎます。'],
    ['auth/account-exists-with-different-credential', '別のログイン方法で登録されています'],
    ['auth/user-disabled', 'このアカウントは利用できません。'],
    ['auth/internal-error', null],
  ])('%s → "Google ログインに失敗しました" and our explanation', async (code, detail) => {
    okServer()
    sdk.signInWithPopup.mockRejectedValue(firebaseError(code))
    await openLogin()
    await clickGoogle()
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Google ログインに失敗しました',
    )
    const detailText = alert.querySelector('.auth-message__detail')?.textContent ?? null
    if (detail) expect(detailText).toContain(detail)
    else expect(detailText).toBeNull()
  })

  it('our API refusing the token → "Google ログインに失敗しました" with its reason', async () => {
    stubApi({
      'POST /auth/social-login': apiError(
        401,
        'invalid_id_token',
        'ログイン情報を確認できませんでした。',
      ),
    })
    sdk.signInWithPopup.mockResolvedValue(credential('expired'))
    const { store, session } = await openLogin()
    await clickGoogle()
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Google ログインに失敗しました',
    )
    expect(alert.textContent).toContain('ログイン情報を確認できませんでした。')
    expect(store.get(session.isAuthenticatedAtom)).toBe(false)
  })

  it('a blocked popup falls back to the redirect flow via /app/auth/callback', async () => {
    okServer()
    sdk.signInWithPopup.mockRejectedValue(firebaseError('auth/popup-blocked'))
    sdk.signInWithRedirect.mockReturnValue(new Promise(() => {}))
    window.history.replaceState(null, '', '/app/login')
    await openLogin('/app/login?redirect=/app/map')
    await clickGoogle()
    await waitFor(() => expect(sdk.signInWithRedirect).toHaveBeenCalledTimes(1))
    expect(window.location.pathname).toBe('/app/auth/callback')
    expect(JSON.parse(window.sessionStorage.getItem('authRedirect') ?? '{}')).toEqual({
      provider: 'google',
      next: '/app/map',
    })
    expect(await screen.findByText(/ポップアップがブロックされたため/)).toBeTruthy()
  })

  it('connects to the Auth emulator when the page config names one', async () => {
    window.__SITE__ = {
      ...(await import('../../src/lib/site')).site,
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-jimoto.firebaseapp.com',
        projectId: 'demo-jimoto',
        appId: '',
        messagingSenderId: '',
        authEmulatorHost: '127.0.0.1:9099',
      },
    }
    vi.resetModules()
    okServer()
    sdk.signInWithPopup.mockResolvedValue(credential('emulator-token'))
    await openLogin()
    await clickGoogle()
    await waitFor(() => expect(sdk.connectAuthEmulator).toHaveBeenCalledTimes(1))
    expect(sdk.connectAuthEmulator.mock.calls[0]?.[1]).toBe('http://127.0.0.1:9099')
  })
})

describe('Apple sign-in', () => {
  async function clickApple() {
    await userEvent.setup().click(screen.getByRole('button', { name: /Appleでログイン/ }))
  }

  it('uses the apple.com provider and sends provider "apple"', async () => {
    const requests = okServer()
    sdk.signInWithPopup.mockResolvedValue(credential('apple-token'))
    const { store, session } = await openLogin()
    await clickApple()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(sdk.providerIds).toContain('apple.com')
    expect(requestsTo(requests, '/auth/social-login')[0]?.body).toMatchObject({ provider: 'apple' })
  })

  it('failure → "Apple ログインに失敗しました"; no token → "IDトークンの取得に失敗しました"', async () => {
    okServer()
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/internal-error'))
    await openLogin()
    await clickApple()
    expect((await screen.findByRole('alert')).textContent).toBe('Apple ログインに失敗しました')
    sdk.signInWithPopup.mockResolvedValueOnce(credential(''))
    await clickApple()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('IDトークンの取得に失敗しました'),
    )
  })
})

describe('LINE sign-in', () => {
  async function clickLine() {
    await userEvent.setup().click(screen.getByRole('button', { name: 'LINEでログイン' }))
  }

  it('uses the oidc.line provider and sends provider "line"', async () => {
    const requests = okServer()
    sdk.signInWithPopup.mockResolvedValue(credential('line-token'))
    const { store, session } = await openLogin()
    await clickLine()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(sdk.providerIds).toContain('oidc.line')
    expect(requestsTo(requests, '/auth/social-login')[0]?.body).toMatchObject({
      provider: 'line',
      idToken: 'line-token',
    })
  })

  it('cancelled, no token and failure each have their own words', async () => {
    okServer()
    await openLogin()
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'))
    await clickLine()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'LINEログインがキャンセルされました',
    )
    sdk.signInWithPopup.mockResolvedValueOnce(credential(''))
    await clickLine()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'IDトークンの取得に失敗しました（LINEログインがキャンセルされたか、権限が不足しています）',
      ),
    )
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/network-request-failed'))
    await clickLine()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'LINE ログインに失敗しました' +
          'ネットワークに接続できませんでした。通信環境を確認して再度お試しください。',
      ),
    )
  })
})

describe('/app/auth/callback (redirect sign-in)', () => {
  async function openCallback() {
    const session = await import('../../src/state/session')
    const { AuthCallbackPage } = await import('../../src/features/auth/pages/AuthCallbackPage')
    const view = renderAt('/app/auth/callback', <AuthCallbackPage />, '/app/auth/callback')
    return { ...view, session }
  }

  it('completes the sign-in with getRedirectResult and goes on', async () => {
    const requests = okServer()
    window.sessionStorage.setItem(
      'authRedirect',
      JSON.stringify({ provider: 'google', next: '/app/map' }),
    )
    sdk.getRedirectResult.mockResolvedValue(credential('redirect-token'))
    const { store, session, location } = await openCallback()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(requestsTo(requests, '/auth/social-login')[0]?.body).toMatchObject({
      provider: 'google',
      idToken: 'redirect-token',
    })
    expect(location.history.at(-1)).toBe('/app/map')
    expect(window.sessionStorage.getItem('authRedirect')).toBeNull()
  })

  it('goes to /app when the stored return page is not a path of this site', async () => {
    const next = '/app/..//evil.example/'
    okServer()
    sdk.getRedirectResult.mockResolvedValue(credential('redirect-token'))
    window.sessionStorage.setItem('authRedirect', JSON.stringify({ provider: 'google', next }))
    const { store, session, location } = await openCallback()
    await waitFor(() => expect(store.get(session.isAuthenticatedAtom)).toBe(true))
    expect(location.history.at(-1)).toBe('/app')
  })

  it('coming back without a result is a cancellation', async () => {
    okServer()
    window.sessionStorage.setItem(
      'authRedirect',
      JSON.stringify({ provider: 'google', next: '/app' }),
    )
    sdk.getRedirectResult.mockResolvedValue(null)
    await openCallback()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Googleログインがキャンセルされました',
    )
  })

  it('without a sign-in in progress it says so', async () => {
    okServer()
    await openCallback()
    expect((await screen.findByRole('alert')).textContent).toMatch(/ログインの途中ではありません/)
    expect(sdk.getRedirectResult).not.toHaveBeenCalled()
  })
})

describe('logout and Firebase', () => {
  it('signs out of Firebase when it was loaded, and never loads it just to log out', async () => {
    stubApi({
      'POST /auth/social-login': json({ token: TOKEN, user: USER }),
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    const session = await import('../../src/state/session')
    const { AuthBootstrap } = await import('../../src/features/auth/components/AuthBootstrap')
    const { store } = renderAt('/app', <AuthBootstrap />)
    store.set(session.signInAtom, { token: TOKEN, user: USER })
    await act(() => store.set(session.logoutAtom))
    expect(sdk.signOut).not.toHaveBeenCalled()
    expect(sdk.getAuth).not.toHaveBeenCalled()

    sdk.signInWithPopup.mockResolvedValue(credential('t'))
    const { LoginPage } = await import('../../src/features/auth/pages/LoginPage')
    renderAt('/app/login', <LoginPage />, '/app/login')
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: /Googleでログイン/ })[0] as HTMLElement)
    await waitFor(() => expect(sdk.signInWithPopup).toHaveBeenCalled())
    await act(() => store.set(session.logoutAtom))
    expect(sdk.signOut).toHaveBeenCalledTimes(1)
  })
})
