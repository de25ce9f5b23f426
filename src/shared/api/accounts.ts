// The accounts API contract's limits, shared by the Worker (worker/accounts/) and the sign-up and
// profile forms. The request bodies are the schemas of ./accounts-schema.ts (types re-exported
// here as types only, so importing this file never brings zod into a bundle).

export type {
  ChangeEmailBody,
  ChangePasswordBody,
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
