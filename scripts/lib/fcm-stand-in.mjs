// FCM on loopback, for `npm start` and the tests: Google's OAuth token endpoint (RFC 7523 JWT
// bearer, RS256 checked against the service account's public key) and FCM HTTP v1
// `messages:send` answering like FCM does. What a token gets is chosen by its prefix, so a test
// decides the outcome by the tokens it registers (any other token is delivered):
//   gone-…      404 NOT_FOUND with details[].errorCode UNREGISTERED
//   invalid-…   400 INVALID_ARGUMENT (a permanent failure)
//   busy-…      429 with Retry-After: 1 the first time, then 200
//   flaky-…     503 the first time, then 200
//   down-…      500 every time
// Before any of that, the body must have the shape of FCM's SendMessageRequest
// (fcm-message-shape.mjs): an unknown field anywhere, a malformed ttl or priority is FCM's 400
// INVALID_ARGUMENT, whatever the token. Each send is recorded with its message and the delivery
// options read from it: GET /_sends lists them, GET /_token-requests the token requests.
import { generateKeyPairSync, verify } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { deliveryOf, shapeError } from './fcm-message-shape.mjs'

/**
 * FCM HTTP v1's documented error responses, status and body (tests/fixtures/fcm/README.md says
 * where each is from; tests/node/fcm-stand-in-contract.test.ts holds the stand-in to them).
 * @type {Record<string, { status: number, body: unknown }>}
 */
const FCM_ERRORS = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/fcm/error-responses.json', import.meta.url), 'utf8'),
)

const PROJECT = 'demo-jimoto-push'
const CLIENT_EMAIL = 'push-sender@demo-jimoto-push.iam.gserviceaccount.com'

/** @param {import('node:http').IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

function json(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
  res.end(JSON.stringify(body))
}

/** Answers FCM's documented response for `failure` (a key of FCM_ERRORS); returns its status. */
function fcmError(res, failure, headers = {}) {
  const { status, body } = FCM_ERRORS[failure]
  json(res, status, body, headers)
  return status
}

/** A JWT bearer assertion as Google checks it: signature, issuer, audience, scope, lifetime. */
function validAssertion(assertion, publicKey, audience) {
  const [header, claims, signature] = assertion.split('.')
  if (!header || !claims || !signature) return false
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${claims}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  )
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString())
  const now = Math.floor(Date.now() / 1000)
  return (
    signed &&
    alg === 'RS256' &&
    parsed.iss === CLIENT_EMAIL &&
    parsed.aud === audience &&
    parsed.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
    typeof parsed.exp === 'number' &&
    parsed.exp > now &&
    parsed.exp - parsed.iat <= 3600
  )
}

/**
 * Starts the stand-in on a free loopback port. `serviceAccount` is the key file (JSON) the
 * Worker's FCM_SERVICE_ACCOUNT takes, its token_uri pointing here; FCM_ENDPOINT is `origin`.
 * @returns {Promise<import('./fcm-stand-in.d.mts').FcmStandIn>}
 */
export async function startFcmStandIn() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const issued = new Set()
  const seen = new Map()
  const sends = []
  const tokenRequests = []
  let origin = ''

  const sendMessage = (req, res, url, body, project) => {
    const authorization = req.headers.authorization ?? ''
    if (!issued.has(authorization.replace(/^Bearer /, ''))) {
      return fcmError(res, 'unauthenticated')
    }
    let parsed
    try {
      parsed = JSON.parse(body)
    } catch {
      return fcmError(res, 'invalid_data_value')
    }
    const message = parsed?.message ?? { token: '' }
    const token = message?.token ?? ''
    const delivery = deliveryOf(message)
    const invalid = shapeError(parsed)
    const record = { token, message, delivery, authorization, path: url.pathname }
    if (invalid) {
      sends.push({ ...record, status: 400, error: invalid })
      return json(res, 400, invalid)
    }
    const count = (seen.get(token) ?? 0) + 1
    seen.set(token, count)
    const reply = (status) => {
      sends.push({ ...record, status })
      return status
    }
    const fail = (failure, headers = {}) => reply(fcmError(res, failure, headers))
    if (project !== PROJECT) return fail('sender_id_mismatch')
    if (token.startsWith('gone-')) return fail('unregistered')
    if (token.startsWith('invalid-')) return fail('invalid_token')
    if (token.startsWith('down-')) return fail('internal')
    if (token.startsWith('busy-') && count === 1)
      return fail('quota_exceeded', { 'retry-after': '1' })
    if (token.startsWith('flaky-') && count === 1) return fail('unavailable')
    reply(200)
    return json(res, 200, { name: `projects/${PROJECT}/messages/0:${sends.length}` })
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const body = await readBody(req)
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body)
      const ok =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        validAssertion(form.get('assertion') ?? '', publicKey, `${origin}/token`)
      tokenRequests.push({ ok })
      if (!ok) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT' })
      const accessToken = `ya29.fake-${issued.size + 1}`
      issued.add(accessToken)
      return json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' })
    }
    if (req.method === 'GET' && url.pathname === '/_sends') return json(res, 200, sends)
    if (req.method === 'GET' && url.pathname === '/_token-requests') {
      return json(res, 200, tokenRequests)
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname)
    if (req.method === 'POST' && send) return sendMessage(req, res, url, body, send[1])
    json(res, 404, { error: { code: 404, status: 'NOT_FOUND' } })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: PROJECT,
    private_key_id: 'test-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: CLIENT_EMAIL,
    token_uri: `${origin}/token`,
  })
  return {
    origin,
    serviceAccount,
    sends,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
