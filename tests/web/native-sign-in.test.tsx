import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AuthBootstrap } from '../../src/features/auth/components/AuthBootstrap'
import { LoginPage } from '../../src/features/auth/pages/LoginPage'
import { isAuthenticatedAtom, logoutAtom } from '../../src/state/session'
import { apiError, json, requestsTo, stubApi } from './api-fakes'
import { renderAt, TOKEN, USER } from './auth-fakes'
import { installNativeBridge } from './native-bridge'
import { runInNativeShell } from './native-site'

// Google and Apple sign-in in the shell (Android here): the login page's buttons run the
// Firebase Authentication plugin's native flows and send its Firebase ID token to
// /auth/social-login. The plugin's native answers are produced on demand: a signed-in user, a
// cancelled sheet, no token, a failure.

const bridge = installNativeBridge('android')

const NATIVE_USER = {
  uid: 'u1',
  email: 'native.user@example.com',
  displayName: 'ネイティブ 花子',
  photoUrl: 'https://lh3.googleusercontent.com/a/native.jpg',
}

function signInAnswers(method: 'signInWithGoogle' | 'signInWithApple', idToken: string | null) {
  bridge.answer('FirebaseAuthentication', method, () => ({
    user: NATIVE_USER,
    credential: { providerId: 'google.com', idToken: 'google-oauth-token-not-firebase' },
    additionalUserInfo: null,
  }))
  bridge.answer('FirebaseAuthentication', 'getIdToken', () => {
    if (idToken === null) throw new Error('No user is signed in.')
    return { token: idToken }
  })
}

function rejectSignIn(
  method: 'signInWithGoogle' | 'signInWithApple',
  message: string,
  code?: string,
) {
  bridge.answer('FirebaseAuthentication', method, () => {
    throw Object.assign(new Error(message), code ? { code } : {})
  })
}

const okServer = () => stubApi({ 'POST /auth/social-login': json({ token: TOKEN, user: USER }) })

const openLogin = () => renderAt('/app/login', <LoginPage />, '/app/login')

async function click(name: RegExp) {
  await userEvent.setup().click(screen.getByRole('button', { name }))
}

runInNativeShell(bridge)

describe('Google sign-in in the shell', () => {
  it('sends the Firebase ID token of the native sign-in to /auth/social-login and signs in', async () => {
    const requests = okServer()
    signInAnswers('signInWithGoogle', 'firebase-id-token-native')
    const { store } = openLogin()
    await click(/Googleでログイン/)
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(true))
    expect(requestsTo(requests, '/auth/social-login')[0]?.body).toEqual({
      provider: 'google',
      idToken: 'firebase-id-token-native',
      email: 'native.user@example.com',
      name: 'ネイティブ 花子',
      picture: 'https://lh3.googleusercontent.com/a/native.jpg',
      groups: [],
    })
    expect(localStorage.getItem('token')).toBe(TOKEN)
    expect(bridge.callsTo('FirebaseAuthentication', 'signInWithGoogle')).toHaveLength(1)
  })

  it.each([
    ['Android Credential Manager', 'activity is cancelled by the user.', undefined],
    ['Google Sign-In on iOS', 'The user canceled the sign-in flow.', undefined],
    ['a web context', 'The popup was closed', 'popup-closed-by-user'],
  ])(
    'a cancelled sheet (%s) → "Googleログインがキャンセルされました"',
    async (_where, message, code) => {
      const requests = okServer()
      rejectSignIn('signInWithGoogle', message, code)
      openLogin()
      await click(/Googleでログイン/)
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Googleログインがキャンセルされました',
      )
      expect(requests).toHaveLength(0)
    },
  )

  it('no ID token → the spec’s missing-token message, nothing sent', async () => {
    const requests = okServer()
    signInAnswers('signInWithGoogle', null)
    openLogin()
    await click(/Googleでログイン/)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'IDトークンの取得に失敗しました（Googleログインがキャンセルされたか、権限が不足しています）',
    )
    expect(requests).toHaveLength(0)
  })

  it('any other failure → "Google ログインに失敗しました"', async () => {
    okServer()
    rejectSignIn('signInWithGoogle', 'A network error has occurred.', 'auth/network-request-failed')
    openLogin()
    await click(/Googleでログイン/)
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Google ログインに失敗しました',
    )
    expect(alert.textContent).toContain('ネットワークに接続できませんでした。')
  })

  it('a refused token → "Google ログインに失敗しました" with the server’s message', async () => {
    stubApi({
      'POST /auth/social-login': apiError(
        401,
        'invalid_token',
        'IDトークンを確認できませんでした。',
      ),
    })
    signInAnswers('signInWithGoogle', 'expired-token')
    openLogin()
    await click(/Googleでログイン/)
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Google ログインに失敗しました',
    )
    expect(alert.textContent).toContain('IDトークンを確認できませんでした。')
  })
})

describe('Apple sign-in in the shell', () => {
  it('signs in with the native Apple flow, asking for email and name', async () => {
    const requests = okServer()
    signInAnswers('signInWithApple', 'firebase-id-token-apple')
    const { store } = openLogin()
    await click(/Appleでログイン/)
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(true))
    expect(requestsTo(requests, '/auth/social-login')[0]?.body).toMatchObject({
      provider: 'apple',
      idToken: 'firebase-id-token-apple',
    })
    expect(bridge.callsTo('FirebaseAuthentication', 'signInWithApple')[0]).toEqual({
      scopes: ['email', 'name'],
    })
  })

  it('no ID token → "IDトークンの取得に失敗しました"', async () => {
    const requests = okServer()
    signInAnswers('signInWithApple', '')
    openLogin()
    await click(/Appleでログイン/)
    expect((await screen.findByRole('alert')).textContent).toBe('IDトークンの取得に失敗しました')
    expect(requests).toHaveLength(0)
  })

  it('a cancelled Apple sheet (ASAuthorizationError 1001) → "Appleログインがキャンセルされました"', async () => {
    okServer()
    rejectSignIn(
      'signInWithApple',
      'The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error 1001.)',
    )
    openLogin()
    await click(/Appleでログイン/)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Appleログインがキャンセルされました',
    )
  })

  it('any other failure → "Apple ログインに失敗しました"', async () => {
    okServer()
    rejectSignIn('signInWithApple', 'The operation couldn’t be completed. (error 1000.)')
    openLogin()
    await click(/Appleでログイン/)
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Apple ログインに失敗しました',
    )
  })
})

describe('logout in the shell', () => {
  it('signs the native Firebase SDK out', async () => {
    stubApi({
      'POST /auth/social-login': json({ token: TOKEN, user: USER }),
      'POST /auth/logout': json({ message: 'ログアウトしました。' }),
    })
    signInAnswers('signInWithGoogle', 'firebase-id-token-native')
    const { store } = renderAt(
      '/app/login',
      <>
        <AuthBootstrap />
        <LoginPage />
      </>,
    )
    await click(/Googleでログイン/)
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(true))
    expect(bridge.callsTo('FirebaseAuthentication', 'signOut')).toHaveLength(0)
    await store.set(logoutAtom)
    await waitFor(() => expect(bridge.callsTo('FirebaseAuthentication', 'signOut')).toHaveLength(1))
    expect(store.get(isAuthenticatedAtom)).toBe(false)
  })
})
