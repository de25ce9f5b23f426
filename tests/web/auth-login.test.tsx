import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginPage } from '../../src/features/auth/pages/LoginPage'
import { setAuthToken } from '../../src/lib/api'
import { isAuthenticatedAtom, tokenAtom, userAtom } from '../../src/state/session'
import { apiError, json, networkError, stubApi } from './api-fakes'
import { renderAt, stubForeignAnswer, TOKEN, USER } from './auth-fakes'

afterEach(() => {
  vi.unstubAllGlobals()
  setAuthToken(null)
})

async function submitLogin(email = 'hanako@example.com', password = 'password123') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/メールアドレス/), email)
  await user.type(screen.getByLabelText(/パスワード/), password)
  await user.click(screen.getByRole('button', { name: 'ログイン' }))
  return user
}

describe('login page', () => {
  it('says why a visitor is there and that they go back to their page', () => {
    stubApi({})
    renderAt('/app/login?redirect=%2Fapp%2Fstamprally%2F1', <LoginPage />, '/app/login')
    const reason = screen.getByRole('note')
    expect(reason.textContent).toContain(
      'ログインすると、スタンプラリーのスタンプ集め、お気に入りの保存、いいね、投稿ができます。',
    )
    expect(reason.textContent).toContain('ログインが終わると、開いていたページに戻ります。')
  })

  it('tells a visitor from the English site why, in English too', () => {
    stubApi({})
    const back = `${window.location.protocol}//en.${window.location.host}/app/stamprally/1`
    renderAt(`/app/login?redirect=${encodeURIComponent(back)}`, <LoginPage />, '/app/login')
    const english = screen.getByText(/^You came from the English site\./)
    expect(english.getAttribute('lang')).toBe('en')
    expect(english.textContent).toMatch(/collect rally stamps, save favorites and like posts/)
    expect(english.textContent).toMatch(/go back to the English page you had open, signed in/)
  })

  it('logs in: stores token and user, then goes to the redirect target', async () => {
    const requests = stubApi({ 'POST /auth/login': json({ token: TOKEN, user: USER }) })
    const { store, location } = renderAt(
      '/app/login?redirect=/app/favorites%3Ftab%3D2',
      <LoginPage />,
      '/app/login',
    )
    await submitLogin(' hanako@example.com ', 'password123')
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(true))
    expect(requests.find((request) => request.path === '/auth/login')?.body).toEqual({
      email: 'hanako@example.com',
      password: 'password123',
    })
    expect(store.get(tokenAtom)).toBe(TOKEN)
    expect(store.get(userAtom)).toMatchObject({ name: '山田 花子' })
    expect(window.localStorage.getItem('token')).toBe(TOKEN)
    expect(location.history.at(-1)).toBe('/app/favorites?tab=2')
  })

  it.each([
    ['another origin', '//evil.example/app'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an absolute URL', 'https://evil.example/'],
    ['a backslash host', '/\\evil.example/app'],
    ['a path that resolves to another origin', '/app/..//evil.example/app'],
    ['an encoded path that resolves to another origin', '/app/%2e%2e//evil.example'],
    ['a tab in the host', '/\t/evil.example'],
    ['the login page itself', '/app/login?redirect=/app/map'],
  ])('ignores a redirect to %s and goes to /app', async (_case, target) => {
    stubApi({ 'POST /auth/login': json({ token: TOKEN, user: USER }) })
    const { location } = renderAt(
      `/app/login?redirect=${encodeURIComponent(target)}`,
      <LoginPage />,
      '/app/login',
    )
    await submitLogin()
    await waitFor(() => expect(location.history.at(-1)).toBe('/app'))
  })

  it('403 Email not verified: shows the server message and offers to resend', async () => {
    const requests = stubApi({
      'POST /auth/login': apiError(
        403,
        'Email not verified',
        'メールアドレスの確認が完了していません。',
      ),
      'POST /auth/resend-verification': json({ message: '確認メールを再送しました（サーバー）。' }),
    })
    const { store } = renderAt('/app/login', <LoginPage />, '/app/login')
    const user = await submitLogin('pending@example.com')
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'メールアドレスの確認が完了していません。',
    )
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    await user.click(screen.getByRole('button', { name: '確認メールを再送' }))
    expect(await screen.findByText('確認メールを再送しました（サーバー）。')).toBeTruthy()
    expect(requests.find((request) => request.path === '/auth/resend-verification')?.body).toEqual({
      email: 'pending@example.com',
    })
  })

  it('403 Email not verified without a message: the spec’s English sentence', async () => {
    stubForeignAnswer(403, JSON.stringify({ error: 'Email not verified' }), 'application/json')
    renderAt('/app/login', <LoginPage />, '/app/login')
    await submitLogin()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please verify your email address before logging in',
    )
    expect(screen.getByRole('button', { name: '確認メールを再送' })).toBeTruthy()
  })

  it('a failed resend says "Failed to resend verification email" and why', async () => {
    stubApi({
      'POST /auth/login': apiError(
        403,
        'Email not verified',
        'メールアドレスの確認が完了していません。',
      ),
      'POST /auth/resend-verification': apiError(
        429,
        'too_many_requests',
        '試行回数が多すぎます。',
      ),
    })
    renderAt('/app/login', <LoginPage />, '/app/login')
    const user = await submitLogin()
    await user.click(await screen.findByRole('button', { name: '確認メールを再送' }))
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    const resendAlert = screen.getAllByRole('alert')[1]
    expect(resendAlert?.querySelector('.auth-message__text')?.textContent).toBe(
      'Failed to resend verification email',
    )
    expect(resendAlert?.textContent).toContain('試行回数が多すぎます。')
  })

  it('other failures show the server message, and no resend button', async () => {
    stubApi({
      'POST /auth/login': apiError(
        401,
        'invalid_credentials',
        'メールアドレスまたはパスワードが正しくありません。',
      ),
    })
    renderAt('/app/login', <LoginPage />, '/app/login')
    await submitLogin()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    )
    expect(screen.queryByRole('button', { name: '確認メールを再送' })).toBeNull()
  })

  it.each([
    ['an HTML error page', () => stubForeignAnswer(502, '<html>Bad gateway</html>', 'text/html')],
    ['no network', () => stubApi({ 'POST /auth/login': networkError() })],
  ])('falls back to "Login failed" on %s', async (_case, stubNetwork) => {
    stubNetwork()
    renderAt('/app/login', <LoginPage />, '/app/login')
    await submitLogin()
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed')
  })

  it('links to registration and the forgotten-password page', () => {
    stubApi({})
    renderAt('/app/login', <LoginPage />, '/app/login')
    expect(
      screen
        .getByRole('link', { name: 'アカウントをお持ちでない方は新規登録' })
        .getAttribute('href'),
    ).toBe('/app/register')
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' }).getAttribute('href')).toBe(
      '/app/forgot-password',
    )
    expect(screen.getByRole('button', { name: /Googleでログイン/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Appleでログイン/ })).toBeTruthy()
  })
})
