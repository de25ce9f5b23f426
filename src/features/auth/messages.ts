import type { SocialProvider } from './api'
import m from './i18n/current'

/** An error a page shows as is: a message docs/product.md quotes, and optionally a detail line of ours. */
export class AuthFlowError extends Error {
  constructor(
    message: string,
    readonly detail?: string | null,
  ) {
    super(message)
    this.name = 'AuthFlowError'
  }
}

export function socialMessages(provider: SocialProvider) {
  const social = m.social
  switch (provider) {
    case 'google':
      return {
        failed: social.googleFailed,
        cancelled: social.googleCancelled,
        noToken: social.googleNoToken,
      }
    case 'apple':
      return {
        failed: social.appleFailed,
        cancelled: social.appleCancelled,
        noToken: social.appleNoToken,
      }
    case 'line':
      return {
        failed: social.lineFailed,
        cancelled: social.lineCancelled,
        noToken: social.lineNoToken,
      }
  }
}

/** Which of our words answers each of the identity provider's error codes. */
const PROVIDER_ERRORS = new Map<string, keyof typeof m.providerErrors>([
  ['auth/wrong-password', 'wrongPassword'],
  ['auth/invalid-credential', 'wrongPassword'],
  ['auth/invalid-login-credentials', 'wrongPassword'],
  ['auth/email-already-in-use', 'emailInUse'],
  ['auth/credential-already-in-use', 'emailInUse'],
  ['auth/account-exists-with-different-credential', 'differentCredential'],
  ['auth/user-not-found', 'userNotFound'],
  ['auth/user-disabled', 'userDisabled'],
  ['auth/too-many-requests', 'tooManyRequests'],
  ['auth/network-request-failed', 'network'],
  ['auth/timeout', 'network'],
  ['auth/popup-blocked', 'popupBlocked'],
  ['auth/operation-not-allowed', 'unavailable'],
  ['auth/unauthorized-domain', 'unavailable'],
  ['auth/operation-not-supported-in-this-environment', 'unavailable'],
])

/** Our words for the identity provider's error codes (docs/product.md: the product leaves them open). */
export function providerErrorMessage(code: string | null): string | null {
  const key = code === null ? undefined : PROVIDER_ERRORS.get(code)
  return key ? m.providerErrors[key] : null
}
