import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  type ProtectedHeaderParameters,
} from 'jose'

// Server-side check of a Firebase ID token: RS256 against Google's published keys (jose),
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

// Google rotates its keys every few hours and says how long a copy may be kept (Cache-Control).
// jose's remote key set keeps keys for a fixed time instead, so the keys are fetched here, kept
// for the endpoint's max-age, and handed to jose as a local key set.
let keyCache: { url: string; expires: number; kids: Set<string>; keys: JWTVerifyGetKey } | null =
  null

async function googleKeys(url: string, kid: string): Promise<JWTVerifyGetKey> {
  const now = Date.now()
  if (!keyCache || keyCache.url !== url || keyCache.expires <= now || !keyCache.kids.has(kid)) {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
    if (!res.ok) throw new Error(`JWKS endpoint answered ${res.status}`)
    const body = (await res.json()) as JSONWebKeySet
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 0)
    keyCache = {
      url,
      expires: now + Math.min(maxAge, 24 * 3600) * 1000,
      kids: new Set(body.keys.map((key) => key.kid ?? '')),
      keys: createLocalJWKSet(body),
    }
  }
  return keyCache.keys
}

/** The token's claims: signature-checked (RS256), or only decoded for the Auth emulator. */
async function verifiedPayload(
  idToken: string,
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_JWKS_URL'>,
): Promise<JWTPayload> {
  let header: ProtectedHeaderParameters
  try {
    header = decodeProtectedHeader(idToken)
  } catch {
    throw new InvalidIdToken('not a JWT')
  }
  if (header.alg === 'RS256') {
    if (typeof header.kid !== 'string') throw new InvalidIdToken('no key id')
    const keys = await googleKeys(env.FIREBASE_JWKS_URL || GOOGLE_JWKS_URL, header.kid)
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
        audience: env.FIREBASE_PROJECT_ID,
      })
      return payload
    } catch (err) {
      throw new InvalidIdToken(err instanceof Error ? err.message : 'invalid token')
    }
  }
  // Emulator tokens carry no signature: accepted only while the emulator is configured.
  if (header.alg === 'none' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    try {
      return decodeJwt(idToken)
    } catch {
      throw new InvalidIdToken('malformed payload')
    }
  }
  throw new InvalidIdToken(`algorithm ${String(header.alg)} not accepted`)
}

export async function verifyFirebaseIdToken(
  idToken: string,
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_JWKS_URL'>,
): Promise<FirebaseClaims> {
  const payload = await verifiedPayload(idToken, env)
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
