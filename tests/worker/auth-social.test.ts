import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GOOGLE_JWKS_URL } from '../../worker/accounts/firebase-token'
import { count, freshIp, PASSWORD, register, send, sendWithEnv } from './auth-helpers'

// Social login verifies Firebase ID tokens for real: the test makes an RSA key pair, signs tokens
// with it, and Google's public-key endpoint (the one thing replaced, at its HTTP boundary) serves
// the public half as a JWKS.

const PROJECT = env.FIREBASE_PROJECT_ID
let keyPair: CryptoKeyPair
let publicJwk: JsonWebKey
let jwksRequests = 0

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const encode = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)))

/** An RS256 key pair, as Google signs ID tokens with. */
const rsaSigningKeys = async () =>
  (await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair

beforeAll(async () => {
  keyPair = await rsaSigningKeys()
  publicJwk = (await crypto.subtle.exportKey('jwk', keyPair.publicKey)) as JsonWebKey
})

function serveGoogleKeys() {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url === GOOGLE_JWKS_URL) {
      jwksRequests += 1
      const keys = [{ ...publicJwk, kid: 'test-key-1', alg: 'RS256', use: 'sig' }]
      return Response.json({ keys }, { headers: { 'cache-control': 'public, max-age=19204' } })
    }
    return realFetch(input, init)
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

interface TokenOptions {
  sub?: string
  email?: string | null
  emailVerified?: boolean
  provider?: string
  name?: string
  picture?: string
  overrides?: Record<string, unknown>
  kid?: string
}

function claims(options: TokenOptions) {
  const now = Math.floor(Date.now() / 1000)
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    sub: options.sub ?? `uid-${Math.random().toString(36).slice(2)}`,
    ...(options.email === null ? {} : { email: options.email ?? 'social@example.com' }),
    email_verified: options.emailVerified ?? true,
    name: options.name,
    picture: options.picture,
    firebase: { sign_in_provider: options.provider ?? 'google.com', identities: {} },
    ...options.overrides,
  }
}

async function signedToken(options: TokenOptions = {}, key = keyPair.privateKey): Promise<string> {
  const head = encode({ alg: 'RS256', kid: options.kid ?? 'test-key-1', typ: 'JWT' })
  const body = encode(claims(options))
  const signature = await crypto.subtle.sign(
    'RSASSA-PKCS1-v1_5',
    key,
    new TextEncoder().encode(`${head}.${body}`),
  )
  return `${head}.${body}.${b64url(new Uint8Array(signature))}`
}

function emulatorToken(options: TokenOptions = {}): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims(options))}.`
}

type LoginBody = { token: string; user: Record<string, unknown>; error?: string; field?: string }

function socialLogin(body: Record<string, unknown>) {
  return send<LoginBody>('POST', '/auth/social-login', { body })
}

describe('POST /auth/social-login with Google-signed tokens (production mode)', () => {
  it('creates an account on first sign-in and returns token and user', async () => {
    serveGoogleKeys()
    const idToken = await signedToken({
      sub: 'google-uid-1',
      email: 'Social.User@Example.com',
      name: '高橋 健',
      picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    })
    const res = await socialLogin({ provider: 'google', idToken, groups: ['ボランティア'] })
    expect(res.status).toBe(200)
    expect(res.body.token).toMatch(/^[\w-]{43}$/)
    expect(res.body.user).toMatchObject({
      name: '高橋 健',
      email: 'social.user@example.com',
      email_verified: true,
      avatar_url: 'https://lh3.googleusercontent.com/a/photo.jpg',
      groups: ['ボランティア'],
    })
    const me = await send('GET', '/auth/me', { token: res.body.token })
    expect(me.body).toMatchObject({ email: 'social.user@example.com' })
    // The same Firebase user signs in again: same account, keys served from cache.
    const before = jwksRequests
    const again = await socialLogin({ provider: 'google', idToken })
    expect(again.body.user.id).toBe(res.body.user.id)
    expect(jwksRequests).toBe(before)
  })

  it('links to the existing account with the same verified email', async () => {
    serveGoogleKeys()
    await env.DB.prepare(
      `INSERT INTO users (email, email_verified, password_hash, name) VALUES (?, 1, 'scrypt$x', '既存')`,
    )
      .bind('existing@example.com')
      .run()
    const res = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: 'existing@example.com' }),
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ name: '既存', email: 'existing@example.com' })
    expect(
      await count('SELECT COUNT(*) AS n FROM users WHERE email = ?', 'existing@example.com'),
    ).toBe(1)
  })

  it('takes over an unverified registration only by dropping its unproven password', async () => {
    serveGoogleKeys()
    await register('squatted@example.com')
    const res = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: 'squatted@example.com' }),
    })
    expect(res.status).toBe(200)
    // Whoever registered without proving the address can no longer use that password.
    const login = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'squatted@example.com', password: PASSWORD },
    })
    expect(login.status).toBe(401)
  })

  it('never links by an unverified email, and ignores the email in the body', async () => {
    serveGoogleKeys()
    await env.DB.prepare(
      `INSERT INTO users (email, email_verified, name) VALUES ('victim@example.com', 1, '被害者')`,
    ).run()
    const unverified = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: 'victim@example.com', emailVerified: false }),
    })
    expect(unverified.status).toBe(200)
    expect(unverified.body.user.name).not.toBe('被害者')
    expect(unverified.body.user.email).toBeNull()
    const bodyEmail = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: null }),
      email: 'victim@example.com',
      name: 'なりすまし',
    })
    expect(bodyEmail.status).toBe(200)
    expect(bodyEmail.body.user).toMatchObject({ email: null, name: 'なりすまし' })
  })

  it.each([
    ['a wrong audience', { overrides: { aud: 'someone-elses-project' } }],
    ['a wrong issuer', { overrides: { iss: 'https://securetoken.google.com/other' } }],
    ['an expired token', { overrides: { exp: Math.floor(Date.now() / 1000) - 5 } }],
    ['an issue time in the future', { overrides: { iat: Math.floor(Date.now() / 1000) + 3600 } }],
    ['an empty subject', { overrides: { sub: '' } }],
    ['an unknown key id', { kid: 'rotated-away' }],
  ])('refuses %s with 401', async (_case, options) => {
    serveGoogleKeys()
    const res = await socialLogin({ provider: 'google', idToken: await signedToken(options) })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'invalid_id_token', field: 'idToken' })
  })

  it('refuses a token signed by another key, and a tampered payload', async () => {
    serveGoogleKeys()
    const other = await rsaSigningKeys()
    const forged = await socialLogin({
      provider: 'google',
      idToken: await signedToken({}, other.privateKey),
    })
    expect(forged.status).toBe(401)
    const [head, , signature] = (await signedToken({ email: 'a@example.com' })).split('.')
    const tampered = `${head}.${encode(claims({ email: 'admin@example.com' }))}.${signature}`
    expect((await socialLogin({ provider: 'google', idToken: tampered })).status).toBe(401)
  })

  it('refuses unsigned emulator tokens when no emulator is configured', async () => {
    const res = await socialLogin({ provider: 'google', idToken: emulatorToken() })
    expect(res.status).toBe(401)
  })

  it('refuses a Google token sent as Apple', async () => {
    serveGoogleKeys()
    const res = await socialLogin({ provider: 'apple', idToken: await signedToken() })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'provider_mismatch', field: 'provider' })
  })

  it('signs in with Apple tokens (apple.com)', async () => {
    serveGoogleKeys()
    const res = await socialLogin({
      provider: 'apple',
      idToken: await signedToken({
        provider: 'apple.com',
        email: 'abc123@privaterelay.appleid.com',
      }),
      name: 'Apple 太郎',
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ name: 'Apple 太郎' })
  })

  it('takes a profile photo only from the provider’s own photo hosts', async () => {
    serveGoogleKeys()
    const elsewhere = await socialLogin({
      provider: 'google',
      idToken: await signedToken({
        email: 'photo-elsewhere@example.com',
        picture: 'https://tracker.example.net/pixel.gif',
      }),
      picture: 'https://lh3.googleusercontent.com.evil.example/a.jpg',
    })
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body.user).toMatchObject({ avatar_url: null })
    const fromBody = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: 'photo-body@example.com' }),
      picture: 'https://lh3.googleusercontent.com/a/from-body.jpg',
    })
    expect(fromBody.body.user).toMatchObject({
      avatar_url: 'https://lh3.googleusercontent.com/a/from-body.jpg',
    })
  })

  it('does not give a new account a name with an NG word: the next candidate, then a default', async () => {
    serveGoogleKeys()
    await env.DB.prepare(
      `INSERT OR IGNORE INTO ng_words (word, normalized) VALUES ('ばかやろう', 'ばかやろう')`,
    ).run()
    const fromEmail = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: 'kaori.n@example.com', name: 'バカヤロウ太郎' }),
    })
    expect(fromEmail.status).toBe(200)
    expect(fromEmail.body.user).toMatchObject({ name: 'kaori.n' })
    const noEmail = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ email: null, name: 'ばかやろう' }),
      name: 'ばかやろう花子',
    })
    expect(noEmail.body.user).toMatchObject({ name: 'jimotoユーザー' })
  })

  it('answers 503 when Google’s key endpoint cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'))
    const res = await socialLogin({
      provider: 'google',
      idToken: await signedToken({ kid: 'never-cached' }),
    })
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('auth_unavailable')
  })
})

describe('POST /auth/social-login with the Auth emulator configured', () => {
  const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }

  it('accepts the emulator’s unsigned tokens', async () => {
    const res = await sendWithEnv(emulator, 'POST', '/auth/social-login', {
      provider: 'google',
      idToken: emulatorToken({ email: 'emu@example.com', name: 'エミュ' }),
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ email: 'emu@example.com', name: 'エミュ' })
  })

  it('still checks audience and expiry of unsigned tokens', async () => {
    for (const overrides of [{ aud: 'other' }, { exp: Math.floor(Date.now() / 1000) - 1 }]) {
      const res = await sendWithEnv(emulator, 'POST', '/auth/social-login', {
        provider: 'google',
        idToken: emulatorToken({ overrides }),
      })
      expect(res.status).toBe(401)
    }
  })

  it('reads Google’s keys from FIREBASE_JWKS_URL when it is set', async () => {
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url === 'https://keys.internal.example/jwks') {
        return Response.json({ keys: [{ ...publicJwk, kid: 'staging-key' }] })
      }
      return realFetch(input, init)
    })
    const res = await sendWithEnv(
      { FIREBASE_JWKS_URL: 'https://keys.internal.example/jwks' },
      'POST',
      '/auth/social-login',
      { provider: 'google', idToken: await signedToken({ kid: 'staging-key' }) },
    )
    expect(res.status).toBe(200)
  })
})
