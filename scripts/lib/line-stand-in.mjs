// LINE Login v2.1 on loopback, for the e2e tests and `npm start`: what access.line.me and
// api.line.me serve to a web app that uses the code flow (developers.line.biz/en/reference/
// line-login/ and /en/docs/line-login/integrate-line-login/, verify-id-token/):
//   GET  /.well-known/openid-configuration   LINE's discovery document, endpoints on this origin
//   GET  /oauth2/v2.1/authorize              the login and consent screen (a form standing in for
//                                            LINE's: display name, and the email permission)
//   POST /oauth2/v2.1/token                  code → access_token, id_token (HS256, signed with the
//                                            channel secret), refresh_token; invalid_grant etc.
//   GET  /oauth2/v2.1/userinfo               Bearer access token → sub, name (picture when set)
//   POST /oauth2/v2.1/verify                 id_token (+ client_id, nonce) → its claims, or
//                                            LINE's "Invalid IdToken." errors
// A LINE account here is named by its display name: the same name is the same user ID
// ("U" + 32 hex digits), so a person can sign in again as the same LINE user. The `email` claim is
// present only when the consent screen's email permission was given (LINE: only for channels
// granted the permission, and only with the person's consent); it is never marked verified.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import { consentPage } from './line-consent-page.mjs'

export const LINE_ISSUER = 'https://access.line.me'
/** The channel of the stand-in (LINE Developers console: Channel ID and Channel secret). */
export const LINE_TEST_CHANNEL = { id: '1234567890', secret: 'jimoto-line-stand-in-secret' }

const b64url = (buffer) => Buffer.from(buffer).toString('base64url')
const json = (res, status, body, headers = {}) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-line-request-id': randomBytes(8).toString('hex'),
    ...headers,
  })
  res.end(JSON.stringify(body))
}
/** LINE's error body (RFC 6749 §5.2 names): `{ error, error_description }`. */
const lineError = (res, status, error, description) =>
  json(res, status, { error, error_description: description })

export function lineUserId(displayName) {
  return `U${createHash('sha256').update(`line:${displayName}`).digest('hex').slice(0, 32)}`
}

function signIdToken(claims, secret) {
  const head = b64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))
  const body = b64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  return `${head}.${body}.${b64url(signature)}`
}

/** The claims of an ID token signed with `secret`, or null when the signature does not hold. */
function readIdToken(token, secret) {
  const [head, body, signature] = String(token).split('.')
  if (!head || !body || !signature) return null
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

async function readForm(req) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function discovery(origin) {
  // LINE's own document (access.line.me/.well-known/openid-configuration), its hosts swapped for
  // this origin; the issuer stays LINE's, as the ID tokens say.
  return {
    issuer: LINE_ISSUER,
    authorization_endpoint: `${origin}/oauth2/v2.1/authorize`,
    token_endpoint: `${origin}/oauth2/v2.1/token`,
    revocation_endpoint: `${origin}/oauth2/v2.1/revoke`,
    userinfo_endpoint: `${origin}/oauth2/v2.1/userinfo`,
    scopes_supported: ['openid', 'profile', 'email'],
    jwks_uri: `${origin}/oauth2/v2.1/certs`,
    response_types_supported: ['code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
  }
}

/**
 * @param {{ port?: number, channel?: { id: string, secret: string }, now?: () => number }} options
 */
export async function startLineStandIn(options = {}) {
  const channel = options.channel ?? LINE_TEST_CHANNEL
  const now = options.now ?? (() => Date.now())
  const codes = new Map()
  const accessTokens = new Map()
  let origin = ''

  function authorize(url, res) {
    const q = url.searchParams
    // Like LINE, a wrong channel or callback is shown as an error page, not sent to the callback.
    if (q.get('client_id') !== channel.id) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!doctype html><title>LINE</title><p>400 Bad Request: invalid client_id</p>')
      return
    }
    const redirect = q.get('redirect_uri') ?? ''
    if (!/^https?:\/\//.test(redirect)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!doctype html><title>LINE</title><p>400 Bad Request: invalid redirect_uri</p>')
      return
    }
    const back = new URL(redirect)
    const state = q.get('state')
    if (
      q.get('response_type') !== 'code' ||
      !(q.get('scope') ?? '').split(' ').includes('openid')
    ) {
      back.searchParams.set('error', 'invalid_request')
      back.searchParams.set('error_description', 'some parameters missed or invalid')
      if (state !== null) back.searchParams.set('state', state)
      res.writeHead(302, { location: back.toString() })
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(consentPage(Object.fromEntries(q), (q.get('scope') ?? '').split(' ')))
  }

  async function consent(req, res) {
    const form = await readForm(req)
    const back = new URL(form.get('redirect_uri') ?? '')
    const state = form.get('state')
    if (form.get('decision') !== 'allow') {
      // LINE's answer when the person declines (integrate-line-login: authorization errors).
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'The resource owner denied the request.')
    } else {
      const name = (form.get('name') ?? '').trim() || 'LINEユーザー'
      const email = form.get('allow_email') === 'on' ? (form.get('email') ?? '').trim() : ''
      const code = randomBytes(10).toString('base64url')
      codes.set(code, {
        redirectUri: form.get('redirect_uri'),
        clientId: form.get('client_id'),
        scope: (form.get('scope') ?? '').split(' ').filter(Boolean),
        nonce: form.get('nonce') || null,
        user: { sub: lineUserId(name), name, email: email || null },
        expires: now() + 10 * 60_000,
      })
      back.searchParams.set('code', code)
    }
    if (state) back.searchParams.set('state', state)
    res.writeHead(302, { location: back.toString() })
    res.end()
  }

  async function token(req, res) {
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return lineError(res, 400, 'invalid_request', 'some parameters missed or invalid')
    }
    const form = await readForm(req)
    const needed = ['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret']
    if (form.get('grant_type') !== 'authorization_code' || needed.some((k) => !form.get(k))) {
      return lineError(res, 400, 'invalid_request', 'some parameters missed or invalid')
    }
    if (form.get('client_id') !== channel.id || form.get('client_secret') !== channel.secret) {
      return lineError(res, 401, 'invalid_client', 'invalid client')
    }
    const grant = codes.get(form.get('code'))
    codes.delete(form.get('code')) // a code is good for one exchange
    if (!grant || grant.expires < now() || grant.redirectUri !== form.get('redirect_uri')) {
      return lineError(res, 400, 'invalid_grant', 'invalid authorization code')
    }
    const iat = Math.floor(now() / 1000)
    const wantsEmail = grant.scope.includes('email') && grant.user.email
    const idToken = signIdToken(
      {
        iss: LINE_ISSUER,
        sub: grant.user.sub,
        aud: channel.id,
        exp: iat + 3600,
        iat,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
        amr: ['linesso'],
        name: grant.user.name,
        ...(wantsEmail ? { email: grant.user.email } : {}),
      },
      channel.secret,
    )
    const accessToken = randomBytes(24).toString('base64url')
    accessTokens.set(accessToken, { user: grant.user, expires: now() + 2592000_000 })
    json(res, 200, {
      access_token: accessToken,
      expires_in: 2592000,
      id_token: idToken,
      refresh_token: randomBytes(15).toString('base64url'),
      // LINE lists the granted scopes, but never `email` (API reference, issue access token).
      scope: grant.scope.filter((s) => s !== 'email').join(' '),
      token_type: 'Bearer',
    })
  }

  function userinfo(req, res) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const held = bearer ? accessTokens.get(bearer) : undefined
    if (!held || held.expires < now()) {
      return lineError(res, 401, 'invalid_token', 'The access token is invalid or expired.')
    }
    json(res, 200, { sub: held.user.sub, name: held.user.name })
  }

  async function verify(req, res) {
    const form = await readForm(req)
    if (!form.get('id_token') || !form.get('client_id')) {
      return lineError(res, 400, 'invalid_request', 'some parameters missed or invalid')
    }
    const claims = readIdToken(form.get('id_token'), channel.secret)
    if (!claims || claims.iss !== LINE_ISSUER) {
      return lineError(res, 400, 'invalid_request', 'Invalid IdToken.')
    }
    if (claims.exp * 1000 <= now())
      return lineError(res, 400, 'invalid_request', 'IdToken expired.')
    if (claims.aud !== form.get('client_id')) {
      return lineError(res, 400, 'invalid_request', 'Invalid IdToken Audience.')
    }
    if (form.get('nonce') && claims.nonce !== form.get('nonce')) {
      return lineError(res, 400, 'invalid_request', 'Invalid IdToken Nonce.')
    }
    json(res, 200, claims)
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const route = `${req.method} ${url.pathname}`
    const handled = {
      'GET /.well-known/openid-configuration': () => json(res, 200, discovery(origin)),
      'GET /oauth2/v2.1/authorize': () => authorize(url, res),
      'POST /oauth2/v2.1/authorize/consent': () => consent(req, res),
      'POST /oauth2/v2.1/token': () => token(req, res),
      'GET /oauth2/v2.1/userinfo': () => userinfo(req, res),
      'POST /oauth2/v2.1/userinfo': () => userinfo(req, res),
      'POST /oauth2/v2.1/verify': () => verify(req, res),
    }[route]
    if (!handled) return lineError(res, 404, 'not_found', 'Not Found')
    Promise.resolve(handled()).catch((err) => {
      console.error('LINE stand-in', err)
      if (!res.headersSent) lineError(res, 500, 'server_error', 'Internal Server Error')
    })
  })
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    origin,
    channel,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
