import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LineStandIn, startLineStandIn } from '../../scripts/lib/line-stand-in.mjs'
import lineDiscovery from '../fixtures/line/openid-configuration.json'
import lineToken from '../fixtures/line/token-response.json'
import lineUserinfo from '../fixtures/line/userinfo-response.json'
import lineVerify from '../fixtures/line/verify-response.json'

// The LINE Login stand-in (scripts/lib/line-stand-in.mjs) held against what LINE publishes
// (tests/fixtures/line/README.md): the discovery document access.line.me serves, and the example
// responses of the LINE Login v2.1 API reference (developers.line.biz/en/reference/line-login/:
// "Issue access token", "Get user information") and of "Get profile information from ID tokens"
// (developers.line.biz/en/docs/line-login/verify-id-token/: the verify endpoint's answer, and the
// ID token's header: HS256 for web login).

let line: LineStandIn
const CALLBACK = 'https://example.firebaseapp.com/__/auth/handler'

beforeAll(async () => {
  line = await startLineStandIn()
})
afterAll(async () => {
  await line.close()
})

const keys = (value: object) => Object.keys(value).sort()
const decodePart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

/** Through the login screen as a person would: authorize, then the consent form's answer. */
async function authorize(options: { name: string; email?: string; deny?: boolean }) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: line.channel.id,
    redirect_uri: CALLBACK,
    state: 'st-123',
    scope: 'openid profile email',
    nonce: 'n-456',
  })
  const screen = await fetch(`${line.origin}/oauth2/v2.1/authorize?${query}`)
  expect(screen.status).toBe(200)
  expect(await screen.text()).toContain('メールアドレスの取得を許可する')
  const form = new URLSearchParams({ ...Object.fromEntries(query), name: options.name })
  if (options.email) {
    form.set('allow_email', 'on')
    form.set('email', options.email)
  }
  form.set('decision', options.deny ? 'deny' : 'allow')
  const answer = await fetch(`${line.origin}/oauth2/v2.1/authorize/consent`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  expect(answer.status).toBe(302)
  return new URL(answer.headers.get('location') ?? '')
}

const exchange = (code: string, extra: Record<string, string> = {}) =>
  fetch(`${line.origin}/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: line.channel.id,
      client_secret: line.channel.secret,
      ...extra,
    }),
  })

describe('LINE Login stand-in against LINE’s published formats', () => {
  it('serves LINE’s discovery document: the same fields and values, endpoints on loopback', async () => {
    const res = await fetch(`${line.origin}/.well-known/openid-configuration`)
    const doc = (await res.json()) as Record<string, unknown>
    expect(keys(doc)).toEqual(keys(lineDiscovery))
    for (const [key, value] of Object.entries(lineDiscovery)) {
      if (typeof value === 'string' && key !== 'issuer') {
        // Same path as LINE's (access.line.me / api.line.me), on the stand-in's origin.
        expect(doc[key]).toBe(`${line.origin}${new URL(value).pathname}`)
      } else {
        expect(doc[key]).toEqual(value)
      }
    }
  })

  it('answers the code with LINE’s token response, an HS256 ID token and the verify endpoint’s claims', async () => {
    const back = await authorize({ name: '佐藤 ライン', email: 'sato@example.jp' })
    expect(back.origin + back.pathname).toBe(CALLBACK)
    expect(back.searchParams.get('state')).toBe('st-123')
    const res = await exchange(back.searchParams.get('code') ?? '')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(keys(body)).toEqual(keys(lineToken))
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: lineToken.expires_in })
    // LINE leaves `email` out of `scope` even when it was granted.
    expect(body.scope).toBe('openid profile')

    const [head, payload] = String(body.id_token).split('.')
    expect(decodePart(head)).toEqual({ typ: 'JWT', alg: 'HS256' })
    const claims = decodePart(payload)
    expect(keys(claims).every((key) => key in lineVerify)).toBe(true)
    expect(claims).toMatchObject({
      iss: lineVerify.iss,
      aud: line.channel.id,
      nonce: 'n-456',
      name: '佐藤 ライン',
      email: 'sato@example.jp',
    })
    expect(claims.sub).toMatch(/^U[0-9a-f]{32}$/)

    const verified = await fetch(`${line.origin}/oauth2/v2.1/verify`, {
      method: 'POST',
      body: new URLSearchParams({
        id_token: String(body.id_token),
        client_id: line.channel.id,
        nonce: 'n-456',
      }),
    })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual(claims)

    const info = await fetch(`${line.origin}/oauth2/v2.1/userinfo`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    })
    const user = (await info.json()) as Record<string, unknown>
    expect(keys(user).every((key) => key in lineUserinfo)).toBe(true)
    expect(user).toEqual({ sub: claims.sub, name: '佐藤 ライン' })
  })

  it('gives no email without the person’s consent', async () => {
    const back = await authorize({ name: 'メールなし' })
    const body = (await (await exchange(back.searchParams.get('code') ?? '')).json()) as {
      id_token: string
    }
    expect(decodePart(body.id_token.split('.')[1])).not.toHaveProperty('email')
  })

  it('answers LINE’s errors: invalid_grant for a used code, invalid_request, Invalid IdToken, access_denied', async () => {
    const back = await authorize({ name: '二度目' })
    const code = back.searchParams.get('code') ?? ''
    expect((await exchange(code)).status).toBe(200)
    const again = await exchange(code)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid authorization code',
    })
    const missing = await exchange('x', { redirect_uri: '' })
    expect(await missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'some parameters missed or invalid',
    })
    expect(missing.headers.get('x-line-request-id')).toMatch(/^[0-9a-f]{16}$/)

    const forged = await fetch(`${line.origin}/oauth2/v2.1/verify`, {
      method: 'POST',
      body: new URLSearchParams({ id_token: 'a.b.c', client_id: line.channel.id }),
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid IdToken.',
    })

    const declined = await authorize({ name: '断る人', deny: true })
    expect(Object.fromEntries(declined.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The resource owner denied the request.',
      state: 'st-123',
    })
    const noToken = await fetch(`${line.origin}/oauth2/v2.1/userinfo`)
    expect(noToken.status).toBe(401)
  })
})
