import { call } from '../../lib/api'
import type { ChangeEmailBody, ChangePasswordBody, SocialProvider } from '../../shared/api/accounts'

// The settings feature's calls: the ways into the signed-in account (/api/me/sign-in-methods).

export const fetchSignInMethods = () => call('GET /api/me/sign-in-methods')

export const linkSignInMethod = (provider: SocialProvider, idToken: string) =>
  call('POST /api/me/sign-in-methods', { body: { provider, idToken } })

export const unlinkSignInMethod = (provider: SocialProvider) =>
  call('DELETE /api/me/sign-in-methods/:provider', { params: { provider } })

// Account basics: password, email address, every device signed out (worker/accounts/credentials.ts).

export const changePassword = (body: ChangePasswordBody) => call('POST /api/me/password', { body })

export const changeEmail = (body: ChangeEmailBody) => call('POST /api/me/email', { body })

export const confirmEmailChange = (token: string) =>
  call('POST /auth/confirm-email-change', { body: { token } })

export const signOutEverywhere = () => call('POST /api/me/sessions/revoke-all')
