import { generateKeyPairSync, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import FCM_ERRORS from '../fixtures/fcm/error-responses.json'
import { type Delivery, deliveryOf, shapeError } from './message-shape'

// An FCM-compatible HTTP endpoint on loopback for the worker project (globalSetup): Google's
// OAuth token endpoint (RFC 7523 JWT bearer, RS256 checked against the service account's public
// key) and FCM HTTP v1 `messages:send` answering like FCM does. What a token gets is chosen by its
// prefix, so a test decides the outcome by the tokens it registers:
//   ok-…        200 {name}
//   gone-…      404 NOT_FOUND with details[].errorCode UNREGISTERED
//   invalid-…   400 INVALID_ARGUMENT (a permanent failure)
//   busy-…      429 with Retry-After: 1 the first time, then 200
//   flaky-…     503 the first time, then 200
//   down-…      500 every time
// Before any of that, the body must have the shape of FCM's SendMessageRequest (message-shape.ts):
// an unknown field anywhere, a malformed ttl or priority is FCM's 400 INVALID_ARGUMENT, whatever
// the token. Each send is recorded with its message and the delivery options read from it
// (`delivery`: collapse key, TTL, channel, APNs and web push headers) for the tests to look at.

// Also declared in tests/worker/fcm-context.d.ts, for the worker tsconfig that reads them.
declare module 'vitest' {
  export interface ProvidedContext {
    fcmOrigin: string
    fcmServiceAccount: string
  }
}

export interface RecordedSend {
  token: string
  status: number
  message: {
    token: string
    notification?: { title?: string; body?: string; image?: string }
    data?: Record<string, string>
    android?: Record<string, unknown>
    apns?: Record<string, unknown>
    webpush?: Record<string, unknown>
  }
  delivery: Delivery
  /** FCM's answer when it was not 200 (e.g. the INVALID_ARGUMENT body). */
  error?: unknown
  authorization: string
  path: string
}

const PROJECT = 'demo-jimoto-push'

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
  res.end(JSON.stringify(body))
}

/** FCM's documented error responses (tests/fixtures/fcm/README.md says where each is from). */
export type FcmFailure = keyof typeof FCM_ERRORS

function fcmError(res: ServerResponse, failure: FcmFailure, headers = {}) {
  const { status, body } = FCM_ERRORS[failure]
  json(res, status, body, headers)
  return status
}

export default async function setup(project: TestProject) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const clientEmail = 'push-sender@demo-jimoto-push.iam.gserviceaccount.com'
  const issued = new Set<string>()
  const seen = new Map<string, number>()
  const sends: RecordedSend[] = []
  const tokenRequests: { ok: boolean }[] = []
  let origin = ''

  function checkAssertion(assertion: string): boolean {
    const [header, claims, signature] = assertion.split('.')
    if (!header || !claims || !signature) return false
    const ok = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${claims}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    )
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }
    const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
      string,
      unknown
    >
    const now = Math.floor(Date.now() / 1000)
    return (
      ok &&
      parsedHeader.alg === 'RS256' &&
      parsed.iss === clientEmail &&
      parsed.aud === `${origin}/token` &&
      parsed.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
      typeof parsed.exp === 'number' &&
      parsed.exp > now &&
      parsed.exp - (parsed.iat as number) <= 3600
    )
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const body = await readBody(req)
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body)
      const ok =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        checkAssertion(form.get('assertion') ?? '')
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
    if (req.method === 'POST' && send) {
      const authorization = req.headers.authorization ?? ''
      if (!issued.has(authorization.replace(/^Bearer /, ''))) {
        return fcmError(res, 'unauthenticated')
      }
      let parsed: { message: RecordedSend['message'] }
      try {
        parsed = JSON.parse(body) as { message: RecordedSend['message'] }
      } catch {
        return fcmError(res, 'invalid_data_value')
      }
      const message = parsed?.message ?? ({ token: '' } as RecordedSend['message'])
      const token = message?.token ?? ''
      const delivery = deliveryOf(message as unknown as Record<string, unknown>)
      const invalid = shapeError(parsed)
      if (invalid) {
        sends.push({
          token,
          status: 400,
          message,
          delivery,
          error: invalid,
          authorization,
          path: url.pathname,
        })
        return json(res, 400, invalid)
      }
      const count = (seen.get(token) ?? 0) + 1
      seen.set(token, count)
      const reply = (status: number) => {
        sends.push({ token, status, message, delivery, authorization, path: url.pathname })
        return status
      }
      const fail = (failure: FcmFailure, headers = {}) => {
        sends.push({
          token,
          status: FCM_ERRORS[failure].status,
          message,
          delivery,
          authorization,
          path: url.pathname,
        })
        return fcmError(res, failure, headers)
      }
      if (send[1] !== PROJECT) return fail('sender_id_mismatch')
      if (token.startsWith('gone-')) return fail('unregistered')
      if (token.startsWith('invalid-')) return fail('invalid_token')
      if (token.startsWith('down-')) return fail('internal')
      if (token.startsWith('busy-') && count === 1)
        return fail('quota_exceeded', { 'retry-after': '1' })
      if (token.startsWith('flaky-') && count === 1) return fail('unavailable')
      reply(200)
      return json(res, 200, { name: `projects/${PROJECT}/messages/0:${sends.length}` })
    }
    json(res, 404, { error: { code: 404, status: 'NOT_FOUND' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  project.provide('fcmOrigin', origin)
  project.provide(
    'fcmServiceAccount',
    JSON.stringify({
      type: 'service_account',
      project_id: PROJECT,
      private_key_id: 'test-key',
      private_key: pem,
      client_email: clientEmail,
      token_uri: `${origin}/token`,
    }),
  )
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
