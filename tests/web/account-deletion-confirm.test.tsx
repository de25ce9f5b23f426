import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SocialProvider } from '../../src/shared/api/accounts'
import { json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// How the deletion screen asks a person to prove it is them: the password, unless the account is
// linked to Sign in with Apple, whose grant is revoked with the account and so needs a fresh
// Apple sign-in (the server refuses the password alone for such an account).

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const methods = (hasPassword: boolean, providers: SocialProvider[]) => ({
  'GET /api/me/sign-in-methods': json({
    has_password: hasPassword,
    email: 'hanako@example.jp',
    identities: providers.map((provider) => ({
      provider,
      email: null,
      created_at: '2026-04-01T00:00:00Z',
    })),
  }),
})

describe('account deletion: confirming who it is', () => {
  it('asks a password account for its password', async () => {
    stubApi(methods(true, ['google']))
    renderApp('/app/settings/delete-account', { kind: 'user', user: HANAKO })
    expect(await screen.findByLabelText('パスワード')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Appleでログインして確認' })).toBeNull()
  })

  it('asks an account linked to Apple to sign in with Apple, even with a password', async () => {
    stubApi(methods(true, ['google', 'apple']))
    renderApp('/app/settings/delete-account', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('button', { name: 'Appleでログインして確認' })).toBeTruthy()
    expect(screen.getByText(/Appleと連携しているアカウントです。/)).toBeTruthy()
    expect(screen.queryByLabelText('パスワード')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Googleでログインして確認' })).toBeNull()
    expect(screen.getByRole('button', { name: 'アカウントを削除する' })).toHaveProperty(
      'disabled',
      true,
    )
  })
})
