import type { AuthProvider, UserCredential } from 'firebase/auth'
import { toApiError } from '../../lib/api'
import { type FirebaseAuthSdk, loadFirebaseAuth } from '../../lib/firebase'
import {
  isNativeApp,
  type NativeSignIn,
  nativeSignInFailure,
  signInNatively,
} from '../../lib/platform'
import { session } from '../../lib/storage'
import { pathTo } from '../../shared/links'
import { type SessionResponse, type SocialProvider, socialLogin } from './api'
import { AuthFlowError, providerErrorMessage, socialMessages } from './messages'
import { afterLoginPath } from './redirect'

// Google, Apple and LINE sign-in through Firebase (LINE Login is Identity Platform's OpenID
// Connect provider `oidc.line`, code flow): in the native shell the platform's own sign-in for
// Google and Apple (the Firebase Authentication plugin; LINE uses the web flow there too); on the
// web a popup where the browser allows one,
// otherwise the redirect flow that /app/auth/callback completes. Firebase gives an ID token, the
// API verifies it and answers with our own session.

/** sessionStorage: which provider a redirect sign-in was started for, and where to go after. */
const PENDING_REDIRECT_KEY = 'authRedirect'

interface PendingRedirect {
  provider: SocialProvider
  next: string
}

// True from the start of a redirect until the page unloads: the callback page, rendered for a
// moment before the browser leaves, must not mistake that moment for the return trip.
let leavingForProvider = false
export const isLeavingForProvider = () => leavingForProvider

function providerFor(sdk: FirebaseAuthSdk, provider: SocialProvider): AuthProvider {
  if (provider === 'google') {
    const google = new sdk.GoogleAuthProvider()
    google.setCustomParameters({ prompt: 'select_account' })
    return google
  }
  if (provider === 'line') {
    // Identity Platform exchanges LINE's code itself (LINE signs ID tokens HS256 with the channel
    // secret, which only the server side holds). `email` is granted only to channels LINE allowed.
    const line = new sdk.OAuthProvider('oidc.line')
    line.addScope('profile')
    line.addScope('email')
    return line
  }
  const apple = new sdk.OAuthProvider('apple.com')
  apple.addScope('email')
  apple.addScope('name')
  apple.setCustomParameters({ locale: 'ja_JP' })
  return apple
}

/** Starts loading the SDK early (on hover or focus of a login button) so the popup opens fast. */
export function preloadSocialSignIn(): void {
  // The shell signs in natively: the web SDK would be a download for nothing.
  if (__NATIVE__ && isNativeApp()) return
  loadFirebaseAuth().catch(() => {
    // Loading again on click reports the problem.
  })
}

/**
 * Signs in with a popup and exchanges the ID token for our session. When the popup is blocked,
 * `onRedirect` is called and the browser leaves for the provider's page instead (the promise then
 * only settles if that fails).
 */
export async function signInWithSocial(
  provider: SocialProvider,
  next: string,
  onRedirect: () => void,
): Promise<SessionResponse | 'redirecting'> {
  if (isNativeApp()) {
    const session = await signInInShell(provider)
    if (session) return session
  }
  let loaded: Awaited<ReturnType<typeof loadFirebaseAuth>>
  try {
    loaded = await loadFirebaseAuth()
  } catch {
    throw new AuthFlowError(
      socialMessages(provider).failed,
      providerErrorMessage('auth/network-request-failed'),
    )
  }
  const { auth, sdk } = loaded
  let credential: UserCredential
  try {
    credential = await sdk.signInWithPopup(auth, providerFor(sdk, provider))
  } catch (err) {
    if (errorCode(err) === 'auth/popup-blocked') {
      onRedirect()
      await startRedirectSignIn(provider, next)
      return 'redirecting'
    }
    throw socialError(provider, err)
  }
  return exchangeCredential(provider, credential)
}

/** A popup sign-in with `provider`: the loaded SDK, its credential and the Firebase ID token. */
async function popupSignIn(provider: SocialProvider) {
  const messages = socialMessages(provider)
  let loaded: Awaited<ReturnType<typeof loadFirebaseAuth>>
  try {
    loaded = await loadFirebaseAuth()
  } catch {
    throw new AuthFlowError(messages.failed, providerErrorMessage('auth/network-request-failed'))
  }
  let credential: UserCredential
  try {
    credential = await loaded.sdk.signInWithPopup(loaded.auth, providerFor(loaded.sdk, provider))
  } catch (err) {
    throw socialError(provider, err)
  }
  const idToken = await credential.user.getIdToken().catch(() => '')
  if (!idToken) throw new AuthFlowError(messages.noToken)
  return { sdk: loaded.sdk, credential, idToken }
}

/**
 * A Firebase ID token for `provider` from a popup, for linking the provider to the signed-in
 * account (Settings). No redirect fallback: a blocked popup is reported instead, since leaving
 * Settings for the provider's page would lose the page's state for nothing.
 */
export async function socialIdToken(provider: SocialProvider): Promise<string> {
  return (await popupSignIn(provider)).idToken
}

/**
 * A fresh sign-in with `provider` to confirm it is the person (deleting the account): the ID
 * token, and for Apple also Apple's access token, which the server revokes with the account.
 */
export async function socialReauthentication(
  provider: SocialProvider,
): Promise<{ idToken: string; appleAccessToken?: string }> {
  const { sdk, credential, idToken } = await popupSignIn(provider)
  const apple = provider === 'apple' ? sdk.OAuthProvider.credentialFromResult(credential) : null
  return apple?.accessToken ? { idToken, appleAccessToken: apple.accessToken } : { idToken }
}

/**
 * The redirect flow: remember the provider, make /app/auth/callback the page the provider
 * returns to, and leave. The callback page calls `completeRedirectSignIn()`.
 */
async function startRedirectSignIn(provider: SocialProvider, next: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth()
  const pending: PendingRedirect = { provider, next }
  session.set(PENDING_REDIRECT_KEY, JSON.stringify(pending))
  leavingForProvider = true
  // Firebase returns to the URL the flow started on.
  if (window.location.pathname !== pathTo('/app/auth/callback')) {
    window.history.replaceState(window.history.state, '', pathTo('/app/auth/callback'))
  }
  try {
    await sdk.signInWithRedirect(auth, providerFor(sdk, provider))
  } catch (err) {
    leavingForProvider = false
    session.remove(PENDING_REDIRECT_KEY)
    throw socialError(provider, err)
  }
}

export function readPendingRedirect(): PendingRedirect | null {
  const raw = session.get(PENDING_REDIRECT_KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingRedirect>
    if (
      (value.provider === 'google' || value.provider === 'apple' || value.provider === 'line') &&
      typeof value.next === 'string'
    ) {
      // Read back from storage: held to the same rule as when it was written.
      return { provider: value.provider, next: afterLoginPath(value.next) }
    }
  } catch {
    // Ignored: treated as no pending sign-in.
  }
  return null
}

/** Finishes the redirect sign-in that `pending` describes (on /app/auth/callback). */
export async function completeRedirectSignIn(pending: PendingRedirect): Promise<SessionResponse> {
  session.remove(PENDING_REDIRECT_KEY)
  const { auth, sdk } = await loadFirebaseAuth()
  let credential: UserCredential | null
  try {
    credential = await sdk.getRedirectResult(auth)
  } catch (err) {
    throw socialError(pending.provider, err)
  }
  // Back without a result: the person left the provider's page without signing in.
  if (!credential) throw new AuthFlowError(socialMessages(pending.provider).cancelled)
  return exchangeCredential(pending.provider, credential)
}

/**
 * The shell's native sign-in, exchanged for our session; null when this build has no native
 * sign-in (the web build opened inside the shell), which then falls back to the web's flow.
 */
async function signInInShell(provider: SocialProvider): Promise<SessionResponse | null> {
  // The shell's plugin signs in with Google and Apple; LINE goes through the web flow.
  if (provider === 'line') return null
  const messages = socialMessages(provider)
  let signedIn: NativeSignIn | null
  try {
    signedIn = await signInNatively(provider)
  } catch (err) {
    const reason = nativeSignInFailure(err)
    if (reason === 'cancelled') throw new AuthFlowError(messages.cancelled)
    if (reason === 'no-token') throw new AuthFlowError(messages.noToken)
    throw new AuthFlowError(messages.failed, providerErrorMessage(errorCode(err)))
  }
  return signedIn ? exchangeIdToken(provider, signedIn) : null
}

async function exchangeCredential(
  provider: SocialProvider,
  credential: UserCredential,
): Promise<SessionResponse> {
  const user = credential.user
  let idToken = ''
  try {
    idToken = user ? await user.getIdToken() : ''
  } catch {
    idToken = ''
  }
  return exchangeIdToken(provider, {
    idToken,
    email: user.email,
    name: user.displayName,
    picture: user.photoURL,
  })
}

/** Sends the identity token to /auth/social-login for our own session. */
async function exchangeIdToken(
  provider: SocialProvider,
  { idToken, email, name, picture }: NativeSignIn,
): Promise<SessionResponse> {
  const messages = socialMessages(provider)
  // Social login fails if no identity token is obtained.
  if (!idToken) throw new AuthFlowError(messages.noToken)
  try {
    return await socialLogin({ provider, idToken, email, name, picture, groups: [] })
  } catch (err) {
    throw new AuthFlowError(messages.failed, toApiError(err).message)
  }
}

function errorCode(err: unknown): string | null {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = (err as { code: unknown }).code
    return typeof code === 'string' ? code : null
  }
  return null
}

const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
  'auth/redirect-cancelled-by-user',
])

/** Cancellation has its own message; everything else is "… ログインに失敗しました". */
function socialError(provider: SocialProvider, err: unknown): AuthFlowError {
  const messages = socialMessages(provider)
  const code = errorCode(err)
  if (code && CANCELLED.has(code)) return new AuthFlowError(messages.cancelled)
  return new AuthFlowError(messages.failed, providerErrorMessage(code))
}
