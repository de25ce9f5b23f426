import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'

// Cloudflare Access in front of the staff desk: Access signs every request it lets through with
// an application token in `Cf-Access-Jwt-Assertion` (RS256, issuer https://<team>.cloudflareaccess.com,
// audience the application's AUD tag). Cloudflare's "Validate JWTs" page asks the origin to check
// exactly that against the team's published keys (…/cdn-cgi/access/certs: `keys` as JWKs, plus the
// same keys as PEM in `public_cert`/`public_certs`). The keys rotate every 6 weeks and the old one
// stays valid for 7 days, so they are kept per isolate and fetched again for an unknown key id.

export interface AccessConfig {
  issuer: string
  audience: string
  certsUrl: string
}

type AccessEnv = Pick<Env, 'ACCESS_TEAM_DOMAIN' | 'ACCESS_AUD' | 'ACCESS_CERTS_URL'>

/** The Access check's settings, or null when the town has not put the desk behind Access. */
export function accessConfig(env: AccessEnv): AccessConfig | null {
  const team = env.ACCESS_TEAM_DOMAIN?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')
  const audience = env.ACCESS_AUD?.trim()
  if (!team || !audience) return null
  const issuer = `https://${team}`
  return {
    issuer,
    audience,
    certsUrl: env.ACCESS_CERTS_URL?.trim() || `${issuer}/cdn-cgi/access/certs`,
  }
}

/** Key sets per certs URL, kept by the isolate (jose refetches for an unknown `kid`). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keysOf(url: string): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(url)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 5000,
      // A rotated key shows up as an unknown kid: one fetch per 30 s at most, however many
      // made-up kids arrive.
      cooldownDuration: 30_000,
      cacheMaxAge: 60 * 60 * 1000,
    })
    keySets.set(url, keys)
  }
  return keys
}

export class AccessDenied extends Error {
  override name = 'AccessDenied'
}

/** The verified claims of an Access application token; throws AccessDenied otherwise. */
export async function verifyAccessToken(
  token: string | undefined,
  config: AccessConfig,
  now: number = Date.now(),
): Promise<JWTPayload> {
  if (!token) throw new AccessDenied('no Cf-Access-Jwt-Assertion')
  try {
    const { payload } = await jwtVerify(token, keysOf(config.certsUrl), {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      currentDate: new Date(now),
      clockTolerance: 60,
      requiredClaims: ['exp'],
    })
    return payload
  } catch (err) {
    throw new AccessDenied(err instanceof Error ? `${err.name}: ${err.message}` : 'invalid token')
  }
}
