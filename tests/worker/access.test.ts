import { createExecutionContext, env } from 'cloudflare:test'
import { importPKCS8, SignJWT } from 'jose'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { app } from '../../worker/index'
import { isStaffPath } from '../../worker/lib/access-gate'
import { readAnswer } from './helpers'
import { signInAdmin } from './organizers-helpers'

// The staff desk behind Cloudflare Access (worker/lib/access-gate.ts). Access's keys come from a
// loopback stand-in in Cloudflare's documented certs format (tests/worker/access-global-setup.ts);
// the tokens are signed here with its private keys, the way Access signs its application tokens
// (RS256, iss https://<team>.cloudflareaccess.com, aud the application's AUD tag, exp/nbf).

const access = inject('access')
const TEAM = 'minato-town.cloudflareaccess.com'
const AUD = '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2'
const accessEnv = {
  ...env,
  ACCESS_TEAM_DOMAIN: TEAM,
  ACCESS_AUD: AUD,
  ACCESS_CERTS_URL: `${access.origin}/cdn-cgi/access/certs`,
} as Env

let adminToken: string

beforeAll(async () => {
  adminToken = (await signInAdmin()).token
})

async function accessToken(
  options: {
    key?: string
    kid?: string
    aud?: string
    iss?: string
    exp?: number
    nbf?: number
  } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  const key = await importPKCS8(options.key ?? access.current, 'RS256')
  return new SignJWT({ email: 'bousai@town.minato.example', type: 'app', identity_nonce: 'n' })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? access.kid })
    .setIssuer(options.iss ?? `https://${TEAM}`)
    .setAudience(options.aud ?? AUD)
    .setSubject('7335d417-61da-459d-899c-0a01c76a2f94')
    .setIssuedAt(now - 60)
    .setNotBefore(options.nbf ?? now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(key)
}

async function send(method: string, path: string, withEnv: Env, jwt?: string) {
  const headers = new Headers({ host: 'localhost:8787', authorization: `Bearer ${adminToken}` })
  if (jwt) headers.set('cf-access-jwt-assertion', jwt)
  const body = method === 'GET' || method === 'HEAD' ? undefined : '{}'
  if (body) headers.set('content-type', 'application/json')
  const res = await app.fetch(
    new Request(`http://localhost:8787${path}`, { method, headers, body }),
    withEnv,
    createExecutionContext(),
  )
  return readAnswer<{ error?: string; message?: string }>(res)
}

/** Every staff endpoint of the composed app, with its parameters filled in, plus the desk's pages. */
function staffRequests(): { method: string; path: string }[] {
  const routes = app.routes
    .filter(({ path }) => isStaffPath(path))
    .filter(({ method, path }) => !(method === 'ALL' && path.endsWith('*')))
    .map(({ method, path }) => ({
      method,
      path: path.replace(/:(\w+)(\{[^}]+\})?/g, (_, name: string) =>
        name === 'kind' ? 'post' : '0',
      ),
    }))
  const unique = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]))
  const pages = ['/app/admin', '/app/admin/alerts', '/app/admin/roles'].map((path) => ({
    method: 'GET',
    path,
  }))
  return [...unique.values(), ...pages]
}

describe('Cloudflare Access in front of the staff desk', () => {
  it('covers moderation, roles, organizers, town orders, shelters, push and ad review', () => {
    const paths = staffRequests().map((r) => `${r.method} ${r.path}`)
    for (const expected of [
      'GET /api/admin/moderation/queue',
      'PUT /api/admin/moderation/moderators/0',
      'POST /api/admin/alerts',
      'POST /api/admin/shelters',
      'POST /api/admin/push/messages',
      'GET /api/admin/organizers/applications',
    ]) {
      expect(paths).toContain(expected)
    }
    expect(paths.some((p) => p.includes('/api/ads/review'))).toBe(true)
    // A resident's own pages are not the desk's.
    expect(isStaffPath('/api/me')).toBe(false)
    expect(isStaffPath('/app/administration-notes')).toBe(false)
  })

  it('refuses every staff request without a valid Access token, even with a staff login', {
    timeout: 120_000,
  }, async () => {
    const now = Math.floor(Date.now() / 1000)
    const bad: Record<string, string | undefined> = {
      none: undefined,
      'wrong audience': await accessToken({ aud: 'another-application-aud' }),
      expired: await accessToken({ exp: now - 120 }),
      'not yet valid': await accessToken({ nbf: now + 600 }),
      'wrong key': await accessToken({ key: access.stranger }),
      'wrong issuer': await accessToken({ iss: 'https://other-town.cloudflareaccess.com' }),
      garbage: 'not.a.jwt',
    }
    const failures: string[] = []
    for (const { method, path } of staffRequests()) {
      for (const [name, jwt] of Object.entries(bad)) {
        const res = await send(method, path, accessEnv, jwt)
        if (res.status !== 403 || res.body?.error !== 'access_required') {
          failures.push(`${name}: ${method} ${path} → ${res.status}`)
        }
      }
    }
    expect(failures).toEqual([])
    const refused = await send('GET', '/api/admin/moderation/queue', accessEnv)
    expect(refused.body?.message).toMatch(/Cloudflare Access/)
    expect(refused.body?.message).toMatch(/職員/)
  })

  it('lets a valid token through to the staff check and the endpoint', {
    timeout: 60_000,
  }, async () => {
    const jwt = await accessToken()
    const failures: string[] = []
    for (const { method, path } of staffRequests()) {
      const res = await send(method, path, accessEnv, jwt)
      if (res.status === 403 || res.status >= 500)
        failures.push(`${method} ${path} → ${res.status}`)
    }
    expect(failures).toEqual([])
    expect((await send('GET', '/api/admin/moderation/queue', accessEnv, jwt)).status).toBe(200)
    // The previous key stays valid for 7 days after a rotation: Cloudflare serves both.
    const previous = await accessToken({ key: access.previous, kid: access.previousKid })
    const signedBefore = await app.fetch(
      new Request('http://localhost:8787/api/admin/moderation/queue', {
        headers: {
          host: 'localhost:8787',
          authorization: `Bearer ${adminToken}`,
          'cf-access-jwt-assertion': previous,
        },
      }),
      accessEnv,
      createExecutionContext(),
    )
    expect(signedBefore.status).toBe(200)
    // The access token is not a login: without the staff session the desk still says 401.
    const anonymous = await app.fetch(
      new Request('http://localhost:8787/api/admin/moderation/queue', {
        headers: { host: 'localhost:8787', 'cf-access-jwt-assertion': jwt },
      }),
      accessEnv,
      createExecutionContext(),
    )
    expect(anonymous.status).toBe(401)
  })

  it('keeps the keys per isolate instead of fetching them for every request', async () => {
    const before = ((await (await fetch(`${access.origin}/__count`)).json()) as { fetched: number })
      .fetched
    const jwt = await accessToken()
    for (let i = 0; i < 5; i++) {
      expect((await send('GET', '/api/admin/moderation/queue', accessEnv, jwt)).status).toBe(200)
    }
    const after = ((await (await fetch(`${access.origin}/__count`)).json()) as { fetched: number })
      .fetched
    expect(after - before).toBe(0)
  })

  it('changes nothing when the town has not configured Access', async () => {
    expect((await send('GET', '/api/admin/moderation/queue', env)).status).toBe(200)
    const page = await app.fetch(
      new Request('http://localhost:8787/app/admin', { headers: { host: 'localhost:8787' } }),
      env,
      createExecutionContext(),
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    await page.body?.cancel()
    // Only half of the settings is no setting: the desk stays reachable, as before.
    const half = { ...env, ACCESS_TEAM_DOMAIN: TEAM } as Env
    expect((await send('GET', '/api/admin/moderation/queue', half)).status).toBe(200)
  })

  it('leaves the residents’ side alone when it is configured', async () => {
    const res = await app.fetch(
      new Request('http://localhost:8787/api/posts', { headers: { host: 'localhost:8787' } }),
      accessEnv,
      createExecutionContext(),
    )
    expect(res.status).toBe(200)
    await res.body?.cancel()
  })
})
