import { api } from '../../lib/api'
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  SignInMethods,
  SocialProvider,
} from '../../shared/api/accounts'

// The settings feature's calls: the ways into the signed-in account (/api/me/sign-in-methods).

export const fetchSignInMethods = () => api<SignInMethods>('/api/me/sign-in-methods')

export const linkSignInMethod = (provider: SocialProvider, idToken: string) =>
  api<SignInMethods>('/api/me/sign-in-methods', { method: 'POST', body: { provider, idToken } })

export const unlinkSignInMethod = (provider: SocialProvider) =>
  api<SignInMethods>(`/api/me/sign-in-methods/${provider}`, { method: 'DELETE' })

// Account basics: password, email address, every device signed out (worker/accounts/credentials.ts).

export const changePassword = (body: ChangePasswordBody) =>
  api<{ message: string }>('/api/me/password', { method: 'POST', body })

export const changeEmail = (body: ChangeEmailBody) =>
  api<{ message: string }>('/api/me/email', { method: 'POST', body })

export const confirmEmailChange = (token: string) =>
  api<{ message: string; email: string }>('/auth/confirm-email-change', {
    method: 'POST',
    body: { token },
  })

export const signOutEverywhere = () =>
  api<{ message: string; revoked: number }>('/api/me/sessions/revoke-all', { method: 'POST' })
