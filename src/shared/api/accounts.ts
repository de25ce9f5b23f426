// The accounts API contract's limits, shared by the Worker (worker/accounts/) and the sign-up and
// profile forms. The request bodies are the schemas of ./accounts-schema.ts (types re-exported
// here as types only, so importing this file never brings zod into a bundle).

export type {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  EmailOnlyBody,
  HandoverBody,
  HandoverRedeemBody,
  LinkIdentityBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  SocialLoginBody,
  SocialProvider,
} from './accounts-schema'

import type { SocialProvider } from './accounts-schema'

export type UserRole = 'user' | 'admin' | 'moderator'

/** A name and bio edit an NG word holds for review (確認中): only their owner sees it. */
export interface ProfileHold {
  name: string
  bio: string
}

/**
 * The signed-in person as the API shows them to themselves: GET /auth/me, the sign-in answers
 * and PATCH /api/me. The session's `userAtom` holds it. Someone else is a `PublicProfile`
 * (./posts.ts): no email, no role, no birth date.
 */
export interface SessionUser {
  id: number
  name: string
  email: string | null
  email_verified: boolean
  avatar_url: string | null
  bio: string
  website: string
  birth_date: string | null
  groups: string[]
  service_name: string | null
  /** `users.role`, or moderator when a staff_roles row names them. */
  role: UserRole
  created_at: string
  /** GET /auth/me and PATCH /api/me: the edit an NG word holds, if any. */
  held_profile?: ProfileHold | null
  /** GET /auth/me and the sign-in answers: in a block either way (src/lib/blocks-hint.ts). */
  has_blocks?: boolean
}

/** POST /auth/login, /auth/social-login: the session's bearer token and its person. */
export interface SignedIn {
  token: string
  user: SessionUser
}

/** POST /auth/handover/redeem: signed in here, and the page to go back to. */
export interface HandoverRedeemed extends SignedIn {
  return_path: string
}

/** POST /auth/handover: where the browser goes to finish signing in on the other site. */
export interface HandoverStarted {
  url: string
}

/** An answer that only tells the person what happened (in Japanese). */
export interface Notice {
  message: string
}

/** POST /auth/confirm-email-change: the address the account has now. */
export interface EmailChanged extends Notice {
  email: string
}

/** POST /api/me/sessions/revoke-all: how many sessions were signed out. */
export interface SessionsRevoked extends Notice {
  revoked: number
}

/** One mail of the outbox mailer (GET /api/dev/outbox, local development and tests only). */
export interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  links: string[]
  created_at: string
}

export interface OutboxPage {
  items: OutboxMail[]
  nextCursor: string | null
}

/** GET /api/me/sign-in-methods: the ways into the account. */
export interface SignInMethods {
  /** The account's address: a password (or a reset link sent there) gets its owner in. */
  email: string | null
  has_password: boolean
  identities: { provider: SocialProvider; email: string | null; created_at: string }[]
}

export const MIN_PASSWORD_LENGTH = 8
/** Long enough for any passphrase, short enough that nobody feeds megabytes into the KDF. */
export const MAX_PASSWORD_LENGTH = 256
export const MAX_NAME_LENGTH = 50
export const MAX_BIO_LENGTH = 500
export const MAX_PROFILE_WEBSITE_LENGTH = 200
