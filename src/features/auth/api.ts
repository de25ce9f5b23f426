import { call } from '../../lib/api'
import type {
  LoginBody,
  OutboxMail,
  RegisterBody,
  SignedIn,
  SocialLoginBody,
  SocialProvider,
} from '../../shared/api/accounts'

// The accounts calls (docs/product.md lists them). Errors surface as ofetch
// errors; pages turn them into messages with `toApiError()`.

/** A sign-in's answer: the session's token and its person. */
export type SessionResponse = SignedIn

export type { SocialProvider }

export const fetchMe = () => call('GET /auth/me')

export const login = (body: LoginBody) => call('POST /auth/login', { body })

export const register = (body: RegisterBody) => call('POST /auth/register', { body })

export const socialLogin = (body: SocialLoginBody) => call('POST /auth/social-login', { body })

export const resendVerification = (email: string) =>
  call('POST /auth/resend-verification', { body: { email } })

export const verifyEmail = (token: string) => call('GET /auth/verify-email', { query: { token } })

/** A one-time code that signs this account in on an international site (main site only). */
export const startHandover = (to: string) => call('POST /auth/handover', { body: { to } })

/** On an international site: the code from the main site traded for a session here. */
export const redeemHandover = (code: string) =>
  call('POST /auth/handover/redeem', { body: { code } })

export const revokeSession = () => call('POST /auth/logout')

export const forgotPassword = (email: string) =>
  call('POST /auth/forgot-password', { body: { email } })

export const resetPassword = (token: string, password: string) =>
  call('POST /auth/reset-password', { body: { token, password } })

export type { OutboxMail }

export const fetchOutbox = (cursor: string | null) =>
  call('GET /api/dev/outbox', { query: cursor ? { cursor } : {} })
