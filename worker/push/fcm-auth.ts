// Service-account OAuth for the FCM HTTP v1 API: a JWT signed with the account's RSA key (RS256,
// WebCrypto) is exchanged at the token endpoint for an access token (RFC 7523), cached until
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

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
  const binary = atob(body)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes.buffer
}

export async function signJwt(account: ServiceAccount, audience: string, nowSeconds: number) {
  const header = { alg: 'RS256', typ: 'JWT' }
  const claims = {
    iss: account.client_email,
    scope: SCOPE,
    aud: audience,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  }
  const encoder = new TextEncoder()
  const unsigned = `${base64url(encoder.encode(JSON.stringify(header)))}.${base64url(
    encoder.encode(JSON.stringify(claims)),
  )}`
  const key = await crypto.subtle.importKey(
    'pkcs8',
    pemToDer(account.private_key),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, encoder.encode(unsigned))
  return `${unsigned}.${base64url(signature)}`
}

const cache = new Map<string, { token: string; expiresAt: number }>()

/** An OAuth access token for FCM, reused across deliveries of this isolate while it is valid. */
export async function accessToken(account: ServiceAccount, tokenUrlOverride: string) {
  const tokenUrl = tokenUrlOverride || account.token_uri || DEFAULT_TOKEN_URL
  const cacheKey = `${account.client_email}|${tokenUrl}`
  const cached = cache.get(cacheKey)
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token
  const assertion = await signJwt(account, tokenUrl, Math.floor(Date.now() / 1000))
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
