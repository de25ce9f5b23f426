import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { routeKey } from '../../src/shared/api/contract'
import { ENDPOINTS } from '../../src/shared/api/endpoints'
import { app } from '../../worker/index'
import { reply } from '../../worker/lib/reply'

// The endpoint table (src/shared/api/endpoints.ts) is the contract the SPA and the web tests'
// fakes are typed by: it must list exactly the routes the Worker registers under /api and /auth.

const served = new Set(
  app.routes
    .filter(({ path }) => /^\/(api|auth)(\/|$)/.test(path))
    .filter(({ method }) => method !== 'ALL')
    .map(({ method, path }) => routeKey(method, path)),
)
const declared = new Set(Object.keys(ENDPOINTS))

describe('the endpoint table', () => {
  it('declares every route the Worker serves', () => {
    expect([...served].filter((key) => !declared.has(key))).toEqual([])
    expect(served.size).toBeGreaterThan(140)
  })

  it('declares nothing the Worker does not serve', () => {
    expect([...declared].filter((key) => !served.has(key))).toEqual([])
  })
})

describe('reply', () => {
  const posts = new Hono()
  posts.get('/:id{[^/]+}/like-status', (c) =>
    reply(c, 'GET /api/posts/:id/like-status', {
      liked: false,
      favorited: false,
      like_count: 0,
      favorite_count: 0,
    }),
  )
  // Filed under another endpoint's key: the answer would be typed as what it is not.
  posts.get('/:id{[^/]+}', (c) =>
    reply(c, 'GET /api/posts/:id/like-status', {
      liked: false,
      favorited: false,
      like_count: 0,
      favorite_count: 0,
    }),
  )
  const api = new Hono().route('/api/posts', posts)

  it('answers under the key of the route that runs, for GET and HEAD', async () => {
    const answer = await api.request('/api/posts/5/like-status')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ liked: false })
    expect((await api.request('/api/posts/5/like-status', { method: 'HEAD' })).status).toBe(200)
  })

  it('refuses an answer filed under another endpoint', async () => {
    expect((await api.request('/api/posts/5')).status).toBe(500)
  })
})
