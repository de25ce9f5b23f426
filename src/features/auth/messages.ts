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
  return provider === 'google'
    ? {
        failed: m.social.googleFailed,
        cancelled: m.social.googleCancelled,
        noToken: m.social.googleNoToken,
      }
    : {
        failed: m.social.appleFailed,
        cancelled: m.social.appleCancelled,
        noToken: m.social.appleNoToken,
      }
}

/** Our words for the identity provider's error codes (docs/product.md: the product leaves them open). */
export function providerErrorMessage(code: string | null): string | null {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return m.providerErrors.wrongPassword
    case 'auth/email-already-in-use':
    case 'auth/credential-already-in-use':
      return m.providerErrors.emailInUse
    case 'auth/account-exists-with-different-credential':
      return m.providerErrors.differentCredential
    case 'auth/user-not-found':
      return m.providerErrors.userNotFound
    case 'auth/user-disabled':
      return m.providerErrors.userDisabled
    case 'auth/too-many-requests':
      return m.providerErrors.tooManyRequests
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return m.providerErrors.network
    case 'auth/popup-blocked':
      return m.providerErrors.popupBlocked
    case 'auth/operation-not-allowed':
    case 'auth/unauthorized-domain':
    case 'auth/operation-not-supported-in-this-environment':
      return m.providerErrors.unavailable
    default:
      return null
  }
}
