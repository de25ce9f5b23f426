import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from './helpers'
import { call, insertPost, type SignedIn, signIn } from './posts-helpers'

// What every API answer says about itself: never sniffed, never cached for someone else when it
// answers a signed-in request, and a server failure names itself with a request id.

let member: SignedIn
let admin: SignedIn
let postId: number

beforeAll(async () => {
  member = await signIn()
  admin = await signIn()
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(admin.id).run()
  postId = await insertPost({ user_id: member.id })
})

describe('X-Content-Type-Options on API answers', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/posts'],
    ['GET', '/api/posts/999999999'],
    ['GET', '/api/nowhere'],
    ['GET', '/auth/nowhere'],
    ['POST', '/auth/login'],
    ['OPTIONS', '/api/posts'],
  ])('%s %s says nosniff', async (method, path) => {
    const res = await request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:8787',
        'access-control-request-method': 'POST',
      },
      body: method === 'POST' ? '{"email":1}' : undefined,
    })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('Cache-Control on answers to signed-in requests', () => {
  it.each([
    ['GET', '/api/posts'],
    ['GET', '/api/posts/:id'],
    ['GET', '/api/me'],
    ['GET', '/api/users/999999999'],
    ['PUT', '/api/posts/:id/like'],
  ])('%s %s is private, no-store', async (method, path) => {
    const res = await call(method, path.replace(':id', String(postId)), { token: member.token })
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a visitor’s timeline stays cacheable as before', async () => {
    const res = await call('GET', '/api/posts')
    expect(res.headers.get('cache-control') ?? '').not.toContain('private')
  })
})

describe('admin endpoints check their input before saying a service is not configured', () => {
  const message = { title: 'お知らせ', body: '本文', topic: 'all' }

  it('an unknown topic is 400 even though FCM is not configured', async () => {
    const res = await call('POST', '/api/admin/push/messages', {
      token: admin.token,
      json: { ...message, topic: 'no-such-topic' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'unknown_topic' })
  })

  it('a body of the wrong shape is 400 with the field', async () => {
    const res = await call('POST', '/api/admin/push/messages', {
      token: admin.token,
      json: { ...message, title: 42 },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'title' })
  })

  it('valid input to an unconfigured service is 503 push_not_configured', async () => {
    const res = await call('POST', '/api/admin/push/messages', {
      token: admin.token,
      json: message,
    })
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({ error: 'push_not_configured' })
  })
})

describe('a server failure carries a request id', () => {
  // A real D1 failure: reports cannot be written while this trigger exists.
  beforeAll(async () => {
    await env.DB.prepare(
      `CREATE TRIGGER fail_reports BEFORE INSERT ON reports BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    ).run()
  })
  afterAll(async () => {
    await env.DB.prepare('DROP TRIGGER fail_reports').run()
  })

  it('an unexpected error is a JSON 500 with the same id in the header and the body', async () => {
    const reporter = await signIn()
    const res = await call<Record<string, string>>('POST', `/api/posts/${postId}/reports`, {
      token: reporter.token,
      json: { reason: 'スパムです' },
    })
    expect(res.status).toBe(500)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.body).toMatchObject({ error: 'internal_error', request_id: id })
    expect(res.body.message).toMatch(/[ぁ-ん]/)
  })

  it('each failure gets its own id', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const res = await call('POST', `/api/posts/${postId}/reports`, {
          token: admin.token,
          json: { reason: '不適切です' },
        })
        return res.headers.get('x-request-id')
      }),
    )
    expect(new Set(ids).size).toBe(2)
  })

  it('a 503 the code chose carries one too, its own fields kept', async () => {
    const res = await call('POST', '/api/admin/push/messages', {
      token: admin.token,
      json: { title: 'お知らせ', body: '本文', topic: 'all' },
    })
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({
      error: 'push_not_configured',
      request_id: res.headers.get('x-request-id'),
    })
  })

  it('a 4xx carries none', async () => {
    const res = await call('GET', '/api/posts/999999999')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-request-id')).toBeNull()
    expect(res.body).not.toHaveProperty('request_id')
  })
})
