import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../worker/index'
import { describeRequest, type FuzzRequest, requestFor } from './fuzz-arbitraries'
import { request } from './helpers'
import { insertPost, insertUser, signIn } from './posts-helpers'

// Property-based fuzzing of every API route: whatever a client sends, the answer is never a 5xx,
// and under /api and /auth it is JSON. The routes come from the composed Hono app, so a new route
// is fuzzed without touching this file. Seeded and bounded: FUZZ_SEED and FUZZ_RUNS (environment
// of the vitest run) replay or widen a run; a failure prints the seed, the path and the request.

const seed = Number(env.FUZZ_SEED) || 20261124
const runsPerRoute = Number(env.FUZZ_RUNS) || 12

const routes = [
  ...new Map(
    app.routes
      .filter(({ path }) => /^\/(api|auth)(\/|$)/.test(path))
      // `use()` middleware and the catch-alls: the random-path property covers them.
      .filter(({ method, path }) => !(method === 'ALL' && path.endsWith('*')))
      .map(({ method, path }) => [`${method} ${path}`, { method, path }]),
  ).values(),
]

const tokens: string[] = []
beforeAll(async () => {
  const author = await signIn('ファズ')
  const other = await signIn('ファズ2')
  tokens.push(author.token, other.token)
  // Something for the ids 1 and 2 to find.
  await insertPost({ user_id: author.id })
  await insertPost({ user_id: await insertUser() })
})

async function answerOf(fuzz: FuzzRequest) {
  const res = await request(fuzz.path, {
    method: fuzz.method,
    headers: fuzz.headers,
    body: fuzz.body,
  })
  const text = fuzz.method === 'HEAD' ? '' : await res.text()
  return { status: res.status, type: res.headers.get('content-type') ?? '', text }
}

/** The property: no 5xx; JSON under /api and /auth whenever there is a body to read. */
async function holds(fuzz: FuzzRequest): Promise<void> {
  const answer = await answerOf(fuzz)
  const where = `\n${describeRequest(fuzz)}\n→ ${answer.status} ${answer.type} ${answer.text.slice(0, 300)}`
  if (answer.status >= 500) throw new Error(`5xx${where}`)
  // As the Worker sees it: `/api/../x` is `/x`, a page path.
  const api = /^\/(api|auth)(\/|$)/.test(new URL(fuzz.path, 'http://localhost').pathname)
  const bodyless = fuzz.method === 'HEAD' || answer.status === 204 || answer.status === 304
  if (api && !bodyless && !/json/.test(answer.type)) throw new Error(`not JSON${where}`)
}

function check(arbitrary: fc.Arbitrary<FuzzRequest>, offset: number, numRuns = runsPerRoute) {
  // fast-check's report names the seed and path to replay, plus the request (the thrown error).
  return fc.assert(fc.asyncProperty(arbitrary, holds), {
    seed: seed + offset,
    numRuns,
    endOnFailure: true,
  })
}

describe('API fuzz: never a 5xx, always JSON', () => {
  it('enumerates the API routes from the app', () => {
    expect(routes.length).toBeGreaterThan(40)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/posts' })
  })

  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))(
    '%s',
    async (_, route, index) => {
      await check(requestFor(route.method, route.path, tokens), index)
    },
    60_000,
  )

  it('random paths under /api and /auth', async () => {
    const template = fc
      .tuple(
        fc.constantFrom('/api', '/auth', '/api/posts', '/api/me', '/api/push'),
        fc.array(fc.constantFrom('*', 'x', 'favorite', 'like'), { maxLength: 3 }),
      )
      .map(([base, rest]) => [base, ...rest].join('/'))
    const arbitrary = template.chain((path) => requestFor('ALL', path, tokens))
    await check(arbitrary, 10_000, runsPerRoute * 10)
  }, 60_000)
})
