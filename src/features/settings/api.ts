import { api } from '../../lib/api'
import type { SignInMethods, SocialProvider } from '../../shared/api/accounts'

// The settings feature's calls: the ways into the signed-in account (/api/me/sign-in-methods).

export const fetchSignInMethods = () => api<SignInMethods>('/api/me/sign-in-methods')

export const linkSignInMethod = (provider: SocialProvider, idToken: string) =>
  api<SignInMethods>('/api/me/sign-in-methods', { method: 'POST', body: { provider, idToken } })

export const unlinkSignInMethod = (provider: SocialProvider) =>
  api<SignInMethods>(`/api/me/sign-in-methods/${provider}`, { method: 'DELETE' })
