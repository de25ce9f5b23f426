import { importPKCS8, SignJWT } from 'jose'

// Service-account OAuth for the FCM HTTP v1 API: a JWT signed with the account's RSA key (RS256,
// jose) is exchanged at the token endpoint for an access token (RFC 7523), cached until
// shortly before it expires.

export interface ServiceAccount {
  project_id: string
  client_email: string
  private_key: string
  token_uri?: string
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'
const DEFAULT_TOKEN_URL = 'https://oauth2.googleapis.com/token'

/** The parsed FCM_SERVICE_ACCOUNT secret, or null when push is not configured (or it is broken). */
export function readServiceAccount(raw: string | undefined): ServiceAccount | null {
  if (!raw?.trim()) return null
  try {
    const parsed = JSON.parse(raw) as Partial<ServiceAccount>
    if (
      typeof parsed.project_id === 'string' &&
      typeof parsed.client_email === 'string' &&
      typeof parsed.private_key === 'string'
    ) {
      return parsed as ServiceAccount
    }
  } catch {
    // Reported below as not configured.
  }
  console.error('push: FCM_SERVICE_ACCOUNT is not a service-account JSON key')
  return null
}

/** The RS256 assertion the token endpoint exchanges for an access token (valid one hour). */
async function signJwt(account: ServiceAccount, audience: string, scope: string): Promise<string> {
  const key = await importPKCS8(account.private_key, 'RS256')
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.client_email)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key)
}

const cache = new Map<string, { token: string; expiresAt: number }>()

/**
 * An OAuth access token for FCM (or, with `scope`, another Google API the same service account
 * may call, e.g. Identity Toolkit), reused across calls of this isolate while it is valid.
 */
export async function accessToken(
  account: ServiceAccount,
  tokenUrlOverride: string,
  scope = SCOPE,
) {
  const tokenUrl = tokenUrlOverride || account.token_uri || DEFAULT_TOKEN_URL
  const cacheKey = `${account.client_email}|${tokenUrl}|${scope}`
  const cached = cache.get(cacheKey)
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token
  const assertion = await signJwt(account, tokenUrl, scope)
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }),
  })
  const data = (await res.json().catch(() => ({}))) as {
    access_token?: string
    expires_in?: number
  }
  if (!res.ok || !data.access_token) {
    throw new Error(`push: OAuth token endpoint answered ${res.status}`)
  }
  cache.set(cacheKey, {
    token: data.access_token,
    expiresAt: Date.now() + (data.expires_in ?? 3600) * 1000,
  })
  return data.access_token
}
