import { api } from '../../lib/api'
import type {
  HandoverBody,
  HandoverRedeemBody,
  LoginBody,
  RegisterBody,
  SocialLoginBody,
  SocialProvider,
} from '../../shared/api/accounts'
import type { SessionUser } from '../../state/session'

// The accounts calls (docs/product.md lists them). Errors surface as ofetch
// errors; pages turn them into messages with `toApiError()`.

export interface SessionResponse {
  token: string
  user: SessionUser
}

interface MessageResponse {
  message: string
}

export type { SocialProvider }

export const fetchMe = () => api<SessionUser>('/auth/me')

export const login = (body: LoginBody) =>
  api<SessionResponse>('/auth/login', { method: 'POST', body })

export const register = (body: RegisterBody) =>
  api<MessageResponse>('/auth/register', { method: 'POST', body })

export const socialLogin = (body: SocialLoginBody) =>
  api<SessionResponse>('/auth/social-login', { method: 'POST', body })

export const resendVerification = (email: string) =>
  api<MessageResponse>('/auth/resend-verification', { method: 'POST', body: { email } })

export const verifyEmail = (token: string) =>
  api<MessageResponse>('/auth/verify-email', { query: { token } })

/** A one-time code that signs this account in on an international site (main site only). */
export const startHandover = (to: string) =>
  api<{ url: string }>('/auth/handover', { method: 'POST', body: { to } satisfies HandoverBody })

/** On an international site: the code from the main site traded for a session here. */
export const redeemHandover = (code: string) =>
  api<SessionResponse & { return_path: string }>('/auth/handover/redeem', {
    method: 'POST',
    body: { code } satisfies HandoverRedeemBody,
  })

export const revokeSession = () => api<MessageResponse>('/auth/logout', { method: 'POST' })

export const forgotPassword = (email: string) =>
  api<MessageResponse>('/auth/forgot-password', { method: 'POST', body: { email } })

export const resetPassword = (token: string, password: string) =>
  api<MessageResponse>('/auth/reset-password', { method: 'POST', body: { token, password } })

export interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  links: string[]
  created_at: string
}

export const fetchOutbox = (cursor: string | null) =>
  api<{ items: OutboxMail[]; nextCursor: string | null }>('/api/dev/outbox', {
    query: cursor ? { cursor } : {},
  })
