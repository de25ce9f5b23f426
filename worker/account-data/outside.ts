import { importPKCS8, SignJWT } from 'jose'
import { accessToken, readServiceAccount } from '../push/fcm-auth'

// The parts of a deleted account that live outside D1 and R2: its Firebase Auth users (Identity
// Toolkit `accounts:delete`) and, for Sign in with Apple, the revocation Apple requires of every
// app that deletes an account (Sign in with Apple REST API, POST /auth/revoke). A failure here
// throws, and the queue tries the job again; an account or token already gone counts as done.

export type OutsideEnv = Env & {
  FCM_SERVICE_ACCOUNT?: string
  APPLE_PRIVATE_KEY?: string
  /** host:port of an Auth emulator for these admin calls only (the worker tests). */
  FIREBASE_ADMIN_EMULATOR_HOST?: string
}

const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com'
const IDENTITY_SCOPE = 'https://www.googleapis.com/auth/identitytoolkit'
const APPLE_REVOKE_URL = 'https://appleid.apple.com/auth/revoke'

/** Where Identity Toolkit is and how to authorise: the emulator takes `Bearer owner`. */
async function identityToolkit(env: OutsideEnv): Promise<{ base: string; bearer: string } | null> {
  const emulator =
    env.FIREBASE_ADMIN_EMULATOR_HOST?.trim() || env.FIREBASE_AUTH_EMULATOR_HOST?.trim()
  if (emulator)
    return { base: `http://${emulator}/identitytoolkit.googleapis.com`, bearer: 'owner' }
  const account = readServiceAccount(env.FCM_SERVICE_ACCOUNT)
  if (!account) return null
  const token = await accessToken(account, env.FCM_OAUTH_TOKEN_URL, IDENTITY_SCOPE)
  return { base: IDENTITY_TOOLKIT, bearer: token }
}

/** Deletes each Firebase user; USER_NOT_FOUND means it is gone already. */
export async function deleteFirebaseUsers(env: OutsideEnv, uids: string[]): Promise<void> {
  if (uids.length === 0) return
  const api = await identityToolkit(env)
  if (!api) {
    // Without a service account no social sign-in could have been checked in production either.
    console.warn('account deletion: no service account, Firebase users left', uids.length)
    return
  }
  for (const localId of uids) {
    const res = await fetch(`${api.base}/v1/projects/${env.FIREBASE_PROJECT_ID}/accounts:delete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ localId }),
      signal: AbortSignal.timeout(10_000),
    })
    if (res.ok) continue
    const text = await res.text()
    if (res.status === 400 && text.includes('USER_NOT_FOUND')) continue
    throw new Error(`Identity Toolkit accounts:delete answered ${res.status}`)
  }
}

/** The client secret Apple asks for: an ES256 JWT of the team, signed with the Sign in with Apple key. */
async function appleClientSecret(env: OutsideEnv, privateKey: string): Promise<string> {
  const key = await importPKCS8(privateKey, 'ES256')
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: env.APPLE_KEY_ID })
    .setIssuer(env.APPLE_TEAM_ID)
    .setSubject(env.APPLE_CLIENT_ID)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key)
}

/**
 * Revokes the Apple access token the person's fresh Apple sign-in gave (the app then disappears
 * from their Apple ID's "Sign in with Apple" list). Apple answers 200 for a token that is already
 * invalid; `invalid_grant` means the same. `invalid_client` is our configuration: retried, and
 * logged for the operator.
 */
export async function revokeAppleToken(env: OutsideEnv, token: string): Promise<void> {
  const privateKey = env.APPLE_PRIVATE_KEY?.trim()
  if (!privateKey || !env.APPLE_TEAM_ID || !env.APPLE_KEY_ID || !env.APPLE_CLIENT_ID) {
    console.warn('account deletion: Sign in with Apple is not configured, token not revoked')
    return
  }
  const res = await fetch(env.APPLE_REVOKE_URL || APPLE_REVOKE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: env.APPLE_CLIENT_ID,
      client_secret: await appleClientSecret(env, privateKey),
      token,
      token_type_hint: 'access_token',
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (res.ok) return
  const body = (await res.json().catch(() => ({}))) as { error?: string }
  if (res.status === 400 && body.error === 'invalid_grant') return
  throw new Error(`Apple /auth/revoke answered ${res.status} ${body.error ?? ''}`)
}
