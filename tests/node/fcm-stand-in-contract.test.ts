import { sign } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestProject } from 'vitest/node'
import startFcm from '../fcm/server'
import FCM_ERRORS from '../fixtures/fcm/error-responses.json'

// The FCM stand-in (tests/fcm/server.ts, the worker tests' globalSetup) held to FCM HTTP v1's
// documented error responses (tests/fixtures/fcm/README.md): each failing token answers the
// status and the body of its fixture, byte for byte as JSON.

const provided: Record<string, string> = {}
let stop: () => Promise<void>
let accessToken = ''

interface ServiceAccount {
  project_id: string
  private_key: string
  client_email: string
  token_uri: string
}

/** The service account's RS256 assertion traded for an access token, as worker/push does. */
async function signIn(account: ServiceAccount): Promise<string> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: account.client_email,
    aud: account.token_uri,
    scope: 'https://www.googleapis.com/auth/firebase.messaging',
    iat: now,
    exp: now + 3600,
  })}`
  const signature = sign('RSA-SHA256', Buffer.from(unsigned), account.private_key)
  const res = await fetch(account.token_uri, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature.toString('base64url')}`,
    }),
  })
  return ((await res.json()) as { access_token: string }).access_token
}

beforeAll(async () => {
  const project = { provide: (key: string, value: string) => (provided[key] = value) }
  stop = await startFcm(project as unknown as TestProject)
  accessToken = await signIn(JSON.parse(provided.fcmServiceAccount ?? '{}') as ServiceAccount)
})
afterAll(() => stop())

async function send(token: string, { project = 'demo-jimoto-push', bearer = accessToken } = {}) {
  const res = await fetch(`${provided.fcmOrigin}/v1/projects/${project}/messages:send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: { token, notification: { title: 't', body: 'b' } } }),
  })
  return { status: res.status, headers: res.headers, body: await res.json() }
}

describe('the FCM stand-in answers failures as FCM documents them', () => {
  it.each([
    ['gone-a', 'unregistered'],
    ['invalid-a', 'invalid_token'],
    ['down-a', 'internal'],
    ['busy-a', 'quota_exceeded'],
    ['flaky-a', 'unavailable'],
  ] as const)('%s: %s', async (token, failure) => {
    const answer = await send(token)
    expect({ status: answer.status, body: answer.body }).toEqual(FCM_ERRORS[failure])
  })

  it('a busy token is told when to retry, and the retry is sent', async () => {
    expect((await send('busy-b')).headers.get('retry-after')).toBe('1')
    expect((await send('busy-b')).status).toBe(200)
  })

  it('another project’s sender and a bad access token', async () => {
    const other = await send('ok-a', { project: 'someone-else' })
    expect({ status: other.status, body: other.body }).toEqual(FCM_ERRORS.sender_id_mismatch)
    const anonymous = await send('ok-a', { bearer: 'ya29.not-issued' })
    expect({ status: anonymous.status, body: anonymous.body }).toEqual(FCM_ERRORS.unauthenticated)
  })

  it('every fixture has the documented shape: code = HTTP status, a status name, FcmError details', () => {
    for (const { status, body } of Object.values(FCM_ERRORS)) {
      expect(body.error.code).toBe(status)
      expect(body.error.status).toMatch(/^[A-Z_]+$/)
      const details = 'details' in body.error ? body.error.details : []
      for (const detail of details) expect(detail['@type']).toMatch(/^type\.googleapis\.com\//)
    }
  })
})
