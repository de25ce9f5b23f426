import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ForgotPasswordPage } from '../../src/features/auth/pages/ForgotPasswordPage'
import { RegisterPage } from '../../src/features/auth/pages/RegisterPage'
import { ResetPasswordPage } from '../../src/features/auth/pages/ResetPasswordPage'
import { TestEmailVerificationPage } from '../../src/features/auth/pages/TestEmailVerificationPage'
import { VerifyEmailPage } from '../../src/features/auth/pages/VerifyEmailPage'
import { apiError, json, networkError, requestsTo, stubApi } from './api-fakes'
import { renderAt, stubForeignAnswer } from './auth-fakes'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('register page', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/お名前/), '山田 花子')
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.com')
    await user.type(screen.getByLabelText(/パスワード/), 'password123')
  }

  it('sends the spec’s fields and shows the server’s message', async () => {
    const requests = stubApi({
      'POST /auth/register': json({ message: '確認メールを送信しました。（サーバー）' }, 201),
    })
    renderAt('/app/register', <RegisterPage />)
    const user = userEvent.setup()
    await fill(user)
    await user.type(screen.getByLabelText(/自己紹介/), 'パン屋です')
    await user.type(screen.getByLabelText(/ウェブサイト/), 'https://bakery.example.com')
    await user.click(screen.getByRole('button', { name: '登録する' }))
    expect(await screen.findByText('確認メールを送信しました。（サーバー）')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('確認メールを送信しました')
    expect(requestsTo(requests, '/auth/register')[0]?.body).toEqual({
      email: 'hanako@example.com',
      name: '山田 花子',
      password: 'password123',
      bio: 'パン屋です',
      website: 'https://bakery.example.com',
      birth_date: null,
      groups: [],
      service_name: 'jimoto',
      Verify_url: `${window.location.origin}/app/verify-email`,
    })
  })

  it('puts the server’s message under the field it names', async () => {
    stubApi({
      'POST /auth/register': apiError(
        409,
        'email_in_use',
        'このメールアドレスはすでに登録されています。',
        { field: 'email' },
      ),
    })
    renderAt('/app/register', <RegisterPage />)
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: '登録する' }))
    await screen.findByRole('alert')
    const email = screen.getByLabelText(/メールアドレス/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = email.getAttribute('aria-describedby') ?? ''
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(messages).toContain('このメールアドレスはすでに登録されています。')
  })

  it.each([
    ['an HTML error page', () => stubForeignAnswer(500, 'Internal Server Error')],
    ['no network', () => stubApi({ 'POST /auth/register': networkError() })],
  ])('falls back to "Registration failed" on %s', async (_case, stubNetwork) => {
    stubNetwork()
    renderAt('/app/register', <RegisterPage />)
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: '登録する' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed')
  })
})

describe('verify-email page', () => {
  it('consumes ?token= once and shows the server’s message', async () => {
    const requests = stubApi({
      'GET /auth/verify-email': json({ message: '確認が完了しました（サーバー）' }),
    })
    renderAt(
      '/app/verify-email?token=abc_DEF-123',
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
    )
    expect(await screen.findByText('確認が完了しました（サーバー）')).toBeTruthy()
    const calls = requestsTo(requests, '/auth/verify-email')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.query.get('token')).toBe('abc_DEF-123')
    expect(screen.getByRole('link', { name: 'ログインする' }).getAttribute('href')).toBe(
      '/app/login',
    )
  })

  it('says "Email verification failed" with the server’s reason', async () => {
    stubApi({
      'GET /auth/verify-email': apiError(400, 'token_used', 'このリンクはすでに使用されています。'),
    })
    renderAt('/app/verify-email?token=used-token', <VerifyEmailPage />)
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Email verification failed',
    )
    expect(alert.textContent).toContain('このリンクはすでに使用されています。')
  })

  it('says "Email verification failed" without a token, and asks nothing of the server', async () => {
    const requests = stubApi({})
    renderAt('/app/verify-email', <VerifyEmailPage />)
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.auth-message__text')?.textContent).toBe(
      'Email verification failed',
    )
    expect(requests).toHaveLength(0)
  })
})

describe('forgot-password and reset-password pages', () => {
  it('asks for a reset email and shows the answer', async () => {
    const requests = stubApi({
      'POST /auth/forgot-password': json({ message: 'リンクを送信しました（サーバー）' }),
    })
    renderAt('/app/forgot-password', <ForgotPasswordPage />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.com')
    await user.click(screen.getByRole('button', { name: '再設定メールを送る' }))
    expect(await screen.findByText('リンクを送信しました（サーバー）')).toBeTruthy()
    expect(requestsTo(requests, '/auth/forgot-password')[0]?.body).toEqual({
      email: 'hanako@example.com',
    })
  })

  it('sets the new password with the token from the path', async () => {
    const requests = stubApi({
      'POST /auth/reset-password': json({ message: '再設定しました（サーバー）' }),
    })
    renderAt('/app/reset-password/tok_123', <ResetPasswordPage />, '/app/reset-password/:token')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('新しいパスワード必須'), 'new password 1')
    await user.type(screen.getByLabelText('新しいパスワード（確認）必須'), 'new password 1')
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }))
    expect(await screen.findByText('再設定しました（サーバー）')).toBeTruthy()
    expect(requestsTo(requests, '/auth/reset-password')[0]?.body).toEqual({
      token: 'tok_123',
      password: 'new password 1',
    })
  })

  it('does not send mismatching passwords, and shows the server’s reason for a dead link', async () => {
    const requests = stubApi({
      'POST /auth/reset-password': apiError(
        400,
        'token_expired',
        'このリンクは有効期限が切れています。',
      ),
    })
    renderAt('/app/reset-password/tok_123', <ResetPasswordPage />, '/app/reset-password/:token')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('新しいパスワード必須'), 'new password 1')
    await user.type(screen.getByLabelText('新しいパスワード（確認）必須'), 'new password 2')
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }))
    expect((await screen.findByRole('alert')).textContent).toBe('パスワードが一致しません。')
    expect(requests).toHaveLength(0)
    await user.clear(screen.getByLabelText('新しいパスワード（確認）必須'))
    await user.type(screen.getByLabelText('新しいパスワード（確認）必須'), 'new password 1')
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('このリンクは有効期限が切れています。'),
    )
  })
})

describe('test-email-verification page', () => {
  it('lists the outbox with clickable links', async () => {
    stubApi({
      'GET /api/dev/outbox': json({
        items: [
          {
            id: 3,
            to: 'hanako@example.com',
            subject: '【jimoto】メールアドレスの確認',
            text: '山田 花子 さん\nhttp://localhost:8787/app/verify-email?token=abc',
            links: ['http://localhost:8787/app/verify-email?token=abc'],
            created_at: '2026-11-21T01:02:03.000Z',
          },
        ],
        nextCursor: null,
      }),
    })
    renderAt('/app/test-email-verification', <TestEmailVerificationPage />)
    expect(await screen.findByText('【jimoto】メールアドレスの確認')).toBeTruthy()
    expect(screen.getByText('hanako@example.com')).toBeTruthy()
    const link = screen.getByRole('link', {
      name: 'http://localhost:8787/app/verify-email?token=abc',
    })
    expect(link.getAttribute('href')).toBe('http://localhost:8787/app/verify-email?token=abc')
  })

  it('explains itself where the outbox does not exist', async () => {
    stubApi({})
    renderAt('/app/test-email-verification', <TestEmailVerificationPage />)
    expect(await screen.findByText(/ローカル開発環境/)).toBeTruthy()
  })
})
