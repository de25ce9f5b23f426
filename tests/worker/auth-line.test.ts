import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GOOGLE_JWKS_URL } from '../../worker/accounts/firebase-token'
import { count, send, verifiedAccount } from './auth-helpers'

// LINE Login reaches the Worker as a Firebase ID token whose sign_in_provider is `oidc.line`
// (Identity Platform's OpenID Connect provider). The tokens are signed for real (RS256, a key made
// here); Google's public-key endpoint is the one thing replaced, at its HTTP boundary. Claims as
// Firebase writes them for a LINE user: `sub` is the Firebase uid, the LINE user id sits in
// firebase.identities, and the email is there only when the channel may ask for it and the person
// agreed (LINE never marks it verified).

const PROJECT = env.FIREBASE_PROJECT_ID
let keyPair: CryptoKeyPair

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const encode = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)))

beforeAll(async () => {
  keyPair = (await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
})

async function serveGoogleKeys() {
  const publicJwk = await crypto.subtle.exportKey('jwk', keyPair.publicKey)
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url === GOOGLE_JWKS_URL) {
      const keys = [{ ...publicJwk, kid: 'line-test-key', alg: 'RS256', use: 'sig' }]
      return Response.json({ keys }, { headers: { 'cache-control': 'public, max-age=19204' } })
    }
    return realFetch(input, init)
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

interface LineUser {
  uid: string
  lineId: string
  name: string
  email?: string
  provider?: string
}

/** A Firebase ID token for a LINE sign-in (`oidc.line`), signed like Google signs them. */
async function lineToken(user: LineUser): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const head = encode({ alg: 'RS256', kid: 'line-test-key', typ: 'JWT' })
  const body = encode({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 5,
    iat: now - 5,
    exp: now + 3600,
    sub: user.uid,
    user_id: user.uid,
    name: user.name,
    picture: 'https://profile.line-scdn.net/0hline-test',
    ...(user.email ? { email: user.email, email_verified: false } : {}),
    firebase: {
      sign_in_provider: user.provider ?? 'oidc.line',
      identities: { 'oidc.line': [user.lineId] },
    },
  })
  const signature = await crypto.subtle.sign(
    'RSASSA-PKCS1-v1_5',
    keyPair.privateKey,
    new TextEncoder().encode(`${head}.${body}`),
  )
  return `${head}.${body}.${b64url(new Uint8Array(signature))}`
}

const newLineUser = (name = 'ライン 太郎'): LineUser => {
  const id = crypto.randomUUID().replace(/-/g, '')
  return { uid: `fb-${id.slice(0, 20)}`, lineId: `U${id}`, name }
}

type Session = { token: string; user: { id: number; email: string | null; name: string } }
type Methods = {
  email: string | null
  has_password: boolean
  identities: { provider: string; email: string | null }[]
  error?: string
  message?: string
}

const lineSignIn = async (user: LineUser) =>
  send<Session>('POST', '/auth/social-login', {
    body: { provider: 'line', idToken: await lineToken(user), name: user.name },
  })

describe('LINE Login (Firebase oidc.line)', () => {
  it('signs a new LINE user in with an account without email, and the same account next time', async () => {
    await serveGoogleKeys()
    const user = newLineUser()
    const first = await lineSignIn(user)
    expect(first.status).toBe(200)
    expect(first.body.user).toMatchObject({
      name: 'ライン 太郎',
      email: null,
      email_verified: false,
    })
    const me = await send<{ email: string | null }>('GET', '/auth/me', { token: first.body.token })
    expect(me.body.email).toBeNull()
    const methods = await send<Methods>('GET', '/api/me/sign-in-methods', {
      token: first.body.token,
    })
    expect(methods.status).toBe(200)
    expect(methods.body).toMatchObject({ email: null, has_password: false })
    expect(methods.body.identities.map((row) => row.provider)).toEqual(['line'])
    // The same LINE user again: the same account, no second one.
    const again = await lineSignIn(user)
    expect(again.body.user.id).toBe(first.body.user.id)
    expect(
      await count('SELECT COUNT(*) AS n FROM identities WHERE user_id = ?1', first.body.user.id),
    ).toBe(1)
  })

  it('does not link by an unverified LINE email: the account holding that address stays apart', async () => {
    await serveGoogleKeys()
    const holder = await verifiedAccount('line-holder')
    const address = (await send<{ email: string }>('GET', '/auth/me', { token: holder.token })).body
      .email
    const res = await lineSignIn({ ...newLineUser('別人'), email: address })
    expect(res.status).toBe(200)
    expect(res.body.user.id).not.toBe(holder.id)
    expect(res.body.user.email).toBeNull()
  })

  it('a Google token sent as LINE is refused (provider_mismatch)', async () => {
    await serveGoogleKeys()
    const res = await send('POST', '/auth/social-login', {
      body: {
        provider: 'line',
        idToken: await lineToken({ ...newLineUser(), provider: 'google.com' }),
      },
    })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'provider_mismatch' })
  })

  it('links LINE to an existing account from Settings, then LINE signs into that account', async () => {
    await serveGoogleKeys()
    const account = await verifiedAccount('line-link')
    const user = newLineUser('リンク 花子')
    const linked = await send<Methods>('POST', '/api/me/sign-in-methods', {
      token: account.token,
      body: { provider: 'line', idToken: await lineToken(user) },
    })
    expect(linked.status).toBe(201)
    expect(linked.body.has_password).toBe(true)
    expect(linked.body.identities.map((row) => row.provider)).toEqual(['line'])
    // Linking twice is harmless.
    const twice = await send<Methods>('POST', '/api/me/sign-in-methods', {
      token: account.token,
      body: { provider: 'line', idToken: await lineToken(user) },
    })
    expect(twice.status).toBe(200)
    const signIn = await lineSignIn(user)
    expect(signIn.body.user.id).toBe(account.id)
    // The account keeps its name: linking does not rename it after the LINE profile.
    expect(signIn.body.user.name).toBe('山田 花子')

    // The same LINE user cannot be linked to a second account as well.
    const other = await verifiedAccount('line-other')
    const taken = await send<Methods>('POST', '/api/me/sign-in-methods', {
      token: other.token,
      body: { provider: 'line', idToken: await lineToken(user) },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('identity_in_use')
    expect(taken.body.message).toMatch(/別の jimoto アカウントに連携されています/)
  })

  it('unlinks LINE while another way in remains, and refuses the last way in with 409', async () => {
    await serveGoogleKeys()
    // An account with an email and a password: LINE can go.
    const account = await verifiedAccount('line-unlink')
    await send('POST', '/api/me/sign-in-methods', {
      token: account.token,
      body: { provider: 'line', idToken: await lineToken(newLineUser()) },
    })
    const unlinked = await send<Methods>('DELETE', '/api/me/sign-in-methods/line', {
      token: account.token,
    })
    expect(unlinked.status).toBe(200)
    expect(unlinked.body.identities).toEqual([])

    // A LINE-only account: LINE is the only way in.
    const lineOnly = await lineSignIn(newLineUser('ひとり'))
    const refused = await send<Methods>('DELETE', '/api/me/sign-in-methods/line', {
      token: lineOnly.body.token,
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error: 'last_sign_in_method',
      message:
        'ほかにログインする方法がないため、この連携は解除できません。先に別のログイン方法を連携してください。',
    })
    expect(
      await count('SELECT COUNT(*) AS n FROM identities WHERE user_id = ?1', lineOnly.body.user.id),
    ).toBe(1)

    // Once Google is linked too, LINE may go; then Google is the last one.
    const google = await lineToken({ ...newLineUser(), provider: 'google.com' })
    const withGoogle = await send<Methods>('POST', '/api/me/sign-in-methods', {
      token: lineOnly.body.token,
      body: { provider: 'google', idToken: google },
    })
    expect(withGoogle.status).toBe(201)
    expect(
      (await send('DELETE', '/api/me/sign-in-methods/line', { token: lineOnly.body.token })).status,
    ).toBe(200)
    const last = await send('DELETE', '/api/me/sign-in-methods/google', {
      token: lineOnly.body.token,
    })
    expect(last.status).toBe(409)
  })

  it('answers clear errors: not linked (404), unknown provider (404), no session (401)', async () => {
    const account = await verifiedAccount('line-errors')
    const notLinked = await send('DELETE', '/api/me/sign-in-methods/apple', {
      token: account.token,
    })
    expect(notLinked.status).toBe(404)
    expect(notLinked.body).toMatchObject({ error: 'not_linked' })
    const unknown = await send('DELETE', '/api/me/sign-in-methods/facebook', {
      token: account.token,
    })
    expect(unknown.status).toBe(404)
    expect((await send('GET', '/api/me/sign-in-methods')).status).toBe(401)
    const bad = await send('POST', '/api/me/sign-in-methods', {
      token: account.token,
      body: { provider: 'line', idToken: 'not-a-jwt' },
    })
    expect(bad.status).toBe(401)
    expect(bad.body).toMatchObject({ error: 'invalid_id_token' })
  })
})
