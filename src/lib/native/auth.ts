import { FirebaseAuthentication } from '@capacitor-firebase/authentication'

// Google and Apple sign-in through the native SDKs. The plugin signs the native Firebase SDK in
// as well (skipNativeAuth: false in capacitor.config.ts), so getIdToken() is the Firebase ID token
// that /auth/social-login verifies, the same kind of token the web's popup gives.

export type NativeProvider = 'google' | 'apple'

export interface NativeSignIn {
  idToken: string
  email: string | null
  name: string | null
  picture: string | null
}

/** Why a native sign-in gave no token: the caller turns it into the product's message. */
export class NativeSignInError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'no-token' | 'failed',
    readonly code: string | null,
    message: string,
  ) {
    super(message)
    this.name = 'NativeSignInError'
  }
}

// The plugin rejects a cancelled sign-in with the platform's own words: Firebase-style codes on
// iOS web contexts, "canceled" texts from Google Sign-In and Credential Manager, and Apple's
// ASAuthorizationError 1001.
const CANCEL_CODES = new Set([
  'popup-closed-by-user',
  'auth/popup-closed-by-user',
  'cancelled-popup-request',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
])
const CANCEL_TEXT = /cancel|AuthorizationError error 1001/i

function describe(err: unknown): { code: string | null; message: string } {
  const value = typeof err === 'object' && err !== null ? (err as Record<string, unknown>) : {}
  return {
    code: typeof value.code === 'string' ? value.code : null,
    message: typeof value.message === 'string' ? value.message : String(err),
  }
}

export async function nativeSignIn(provider: NativeProvider): Promise<NativeSignIn> {
  let user: { email: string | null; displayName: string | null; photoUrl: string | null } | null
  try {
    const result =
      provider === 'google'
        ? await FirebaseAuthentication.signInWithGoogle()
        : await FirebaseAuthentication.signInWithApple({ scopes: ['email', 'name'] })
    user = result.user
  } catch (err) {
    const { code, message } = describe(err)
    const cancelled = (code !== null && CANCEL_CODES.has(code)) || CANCEL_TEXT.test(message)
    throw new NativeSignInError(cancelled ? 'cancelled' : 'failed', code, message)
  }
  let idToken = ''
  try {
    idToken = user ? (await FirebaseAuthentication.getIdToken()).token : ''
  } catch {
    idToken = ''
  }
  if (!idToken) throw new NativeSignInError('no-token', null, 'no ID token')
  return {
    idToken,
    email: user?.email ?? null,
    name: user?.displayName ?? null,
    picture: user?.photoUrl ?? null,
  }
}

/** Logout signs the native Firebase SDK out too (the next sign-in asks for an account again). */
export async function nativeSignOut(): Promise<void> {
  await FirebaseAuthentication.signOut()
}
