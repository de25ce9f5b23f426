// The accounts API contract's limits, shared by the Worker (worker/accounts/) and the sign-up and
// profile forms. The request bodies are the schemas of ./accounts-schema.ts (types re-exported
// here as types only, so importing this file never brings zod into a bundle).

export type {
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  SocialLoginBody,
} from './accounts-schema'

export const MIN_PASSWORD_LENGTH = 8
/** Long enough for any passphrase, short enough that nobody feeds megabytes into the KDF. */
export const MAX_PASSWORD_LENGTH = 256
export const MAX_NAME_LENGTH = 50
export const MAX_BIO_LENGTH = 500
export const MAX_PROFILE_WEBSITE_LENGTH = 200
