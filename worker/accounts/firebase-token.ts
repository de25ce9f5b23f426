import { fromBase64 } from '../lib/crypto'

// Server-side check of a Firebase ID token (DESIGN.md §6): RS256 against Google's published keys,
// `iss`/`aud` of our Firebase project, sane times, a subject. The Auth emulator's unsigned tokens
// (alg "none") pass only while FIREBASE_AUTH_EMULATOR_HOST is set, which production never does.

export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'

/** Seconds of clock difference tolerated for iat / auth_time. */
const CLOCK_SKEW = 300

export interface FirebaseClaims {
  sub: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
  signInProvider: string | null
}

export class InvalidIdToken extends Error {}

interface Jwk {
  kid: string
  kty: string
  n: string
  e: string
  alg?: string
}

// Google rotates its keys every few hours and says how long a copy may be kept (Cache-Control).
let keyCache: { url: string; expires: number; keys: Map<string, CryptoKey> } | null = null

async function publicKey(url: string, kid: string): Promise<CryptoKey> {
  const now = Date.now()
  if (!keyCache || keyCache.url !== url || keyCache.expires <= now || !keyCache.keys.has(kid)) {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
    if (!res.ok) throw new Error(`JWKS endpoint answered ${res.status}`)
    const body = (await res.json()) as { keys?: Jwk[] }
    const keys = new Map<string, CryptoKey>()
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue
      const key = await crypto.subtle.importKey(
        'jwk',
        { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', ext: true },
        { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
        false,
        ['verify'],
      )
      keys.set(jwk.kid, key)
    }
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 0)
    keyCache = { url, keys, expires: now + Math.min(maxAge, 24 * 3600) * 1000 }
  }
  const key = keyCache.keys.get(kid)
  if (!key) throw new InvalidIdToken(`unknown key id ${kid}`)
  return key
}

function decodeJson(segment: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(
      new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(fromBase64(segment)),
    )
  } catch {
    throw new InvalidIdToken('malformed segment')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidIdToken('segment is not an object')
  }
  return value as Record<string, unknown>
}

const SEGMENT = /^[A-Za-z0-9_-]*$/

export async function verifyFirebaseIdToken(
  idToken: string,
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_JWKS_URL'>,
): Promise<FirebaseClaims> {
  const parts = idToken.split('.')
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) {
    throw new InvalidIdToken('not a JWT')
  }
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  const header = decodeJson(headerPart)
  const payload = decodeJson(payloadPart)

  if (header.alg === 'RS256') {
    if (typeof header.kid !== 'string') throw new InvalidIdToken('no key id')
    const key = await publicKey(env.FIREBASE_JWKS_URL || GOOGLE_JWKS_URL, header.kid)
    let signature: Uint8Array
    try {
      signature = fromBase64(signaturePart)
    } catch {
      throw new InvalidIdToken('malformed signature')
    }
    const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
    const valid = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, signed)
    if (!valid) throw new InvalidIdToken('bad signature')
  } else if (header.alg === 'none' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    // Emulator tokens carry no signature.
  } else {
    throw new InvalidIdToken(`algorithm ${String(header.alg)} not accepted`)
  }

  const project = env.FIREBASE_PROJECT_ID
  const now = Math.floor(Date.now() / 1000)
  if (payload.iss !== `https://securetoken.google.com/${project}`) throw new InvalidIdToken('iss')
  if (payload.aud !== project) throw new InvalidIdToken('aud')
  if (typeof payload.exp !== 'number' || payload.exp <= now) throw new InvalidIdToken('expired')
  if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_SKEW) {
    throw new InvalidIdToken('iat')
  }
  if (typeof payload.auth_time !== 'number' || payload.auth_time > now + CLOCK_SKEW) {
    throw new InvalidIdToken('auth_time')
  }
  const sub = payload.sub
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) {
    throw new InvalidIdToken('sub')
  }
  const firebase = payload.firebase
  const signInProvider =
    typeof firebase === 'object' && firebase !== null && 'sign_in_provider' in firebase
      ? String((firebase as { sign_in_provider: unknown }).sign_in_provider)
      : null
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null)
  return {
    sub,
    email: text(payload.email),
    emailVerified: payload.email_verified === true,
    name: text(payload.name),
    picture: text(payload.picture),
    signInProvider,
  }
}
