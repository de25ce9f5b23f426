import { api } from '../../lib/api'
import type {
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
