import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS, type RateLimit } from '../../worker/lib/rate-limit'
import { insertPlace } from './places-helpers'
import {
  call,
  count,
  insertPost,
  insertUser,
  postForm,
  type SignedIn,
  signIn,
} from './posts-helpers'
import { DEVICE, fcmToken } from './push-helpers'
import { inFreshWindow, useUp } from './rate-limit-helpers'

// Every repeatable write (and search) is limited per user or per address: past the limit the API
// answers 429 with a Japanese message, Retry-After and the IETF RateLimit fields, and writes
// nothing.

afterEach(() => {
  vi.useRealTimers()
})

function expectRefused(
  res: { status: number; headers: Headers; body: Record<string, unknown> },
  limit: RateLimit,
) {
  const retryAfter = limit.windowSeconds - 10
  expect(res.status).toBe(429)
  expect(res.body).toMatchObject({ error: 'too_many_requests', retryAfter })
  expect(res.body.message).toMatch(
    /回数が多すぎます。\d+分ほど時間をおいてから再度お試しください。/,
  )
  expect(res.headers.get('retry-after')).toBe(String(retryAfter))
  expect(res.headers.get('ratelimit-policy')).toBe(
    `"${limit.name}";q=${limit.limit};w=${limit.windowSeconds}`,
  )
  expect(res.headers.get('ratelimit')).toBe(`"${limit.name}";r=0;t=${retryAfter}`)
}

let member: SignedIn
let author: number
let post: number
let place: number
beforeAll(async () => {
  member = await signIn('制限テスト')
  author = await insertUser({ name: '投稿者' })
  post = await insertPost({ user_id: author })
  place = await insertPlace()
})

describe('rate limits on writes', () => {
  it('40 posts at once against the 30-per-30-minutes upload limit: exactly 30 are created', async () => {
    inFreshWindow()
    const poster = await signIn('連投')
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', '/api/posts', {
          token: poster.token,
          form: postForm({ kind: 'post', body: `同時投稿${i}` }),
        }),
      ),
    )
    const statuses = results.map((res) => res.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    expect(await count('SELECT count(*) AS n FROM posts WHERE user_id = ?1', poster.id)).toBe(30)
    const refused = results.find((res) => res.status === 429)
    expect(refused?.body.message).toBe(
      '操作の回数が多すぎます。30分ほど時間をおいてから再度お試しください。',
    )
  })

  it('an allowed write says how much is left in the RateLimit fields', async () => {
    inFreshWindow()
    const first = await call('PUT', `/api/posts/${post}/like`, { token: member.token })
    expect(first.status).toBe(200)
    const { name, limit, windowSeconds } = RATE_LIMITS.reactionsPerUser
    expect(first.headers.get('ratelimit-policy')).toBe(`"${name}";q=${limit};w=${windowSeconds}`)
    expect(first.headers.get('ratelimit')).toBe(`"${name}";r=${limit - 1};t=${windowSeconds - 10}`)
  })

  interface Write {
    method: string
    path: string
    json?: unknown
  }
  const WRITES = `SELECT (SELECT count(*) FROM likes) + (SELECT count(*) FROM favorites)
    + (SELECT count(*) FROM place_favorites) + (SELECT count(*) FROM follows)
    + (SELECT count(*) FROM reports) + (SELECT count(*) FROM devices) AS n`
  const cases: [string, RateLimit, () => Write][] = [
    [
      'a like',
      RATE_LIMITS.reactionsPerUser,
      () => ({ method: 'PUT', path: `/api/posts/${post}/like` }),
    ],
    [
      'a favorite',
      RATE_LIMITS.reactionsPerUser,
      () => ({ method: 'PUT', path: `/api/posts/${post}/favorite` }),
    ],
    [
      'a place favorite',
      RATE_LIMITS.reactionsPerUser,
      () => ({ method: 'PUT', path: `/api/places/${place}/favorite` }),
    ],
    [
      'a follow',
      RATE_LIMITS.followsPerUser,
      () => ({ method: 'PUT', path: `/api/users/${author}/follow` }),
    ],
    [
      'a report',
      RATE_LIMITS.reportsPerUser,
      () => ({
        method: 'POST',
        path: `/api/posts/${post}/reports`,
        json: { reason: 'スパムです' },
      }),
    ],
    [
      'a device registration',
      RATE_LIMITS.devicesPerUser,
      () => ({
        method: 'POST',
        path: '/api/push/device/register',
        json: { ...DEVICE, fcm_token: fcmToken() },
      }),
    ],
  ]
  it.each(cases)(
    '%s past its per-user limit is refused and writes nothing',
    async (_, limit, write) => {
      const windowStart = inFreshWindow()
      const user = await signIn('上限')
      await useUp(limit, user.id, windowStart)
      const before = await count(WRITES)
      const { method, path, json } = write()
      expectRefused(await call(method, path, { token: user.token, json }), limit)
      expect(await count(WRITES)).toBe(before)
      // Someone else is not affected.
      const other = await signIn('別の人')
      const next = write()
      const allowed = await call(next.method, next.path, { token: other.token, json: next.json })
      expect(allowed.status).toBeLessThan(300)
    },
  )

  it.each([
    ['search', RATE_LIMITS.searchPerIp, 'GET', '/api/search?q=%E6%9C%9D%E5%B8%82', undefined],
    [
      'a topic subscription',
      RATE_LIMITS.subscriptionsPerIp,
      'POST',
      '/api/push/subscribe',
      {
        device_id: crypto.randomUUID(),
        device_token: fcmToken(),
        topic_name: 'news',
        subscription_source: 'user',
        custom_attributes: {},
      },
    ],
  ] as const)(
    '%s past its per-address limit is refused; another address is not',
    async (_, limit, method, path, json) => {
      const windowStart = inFreshWindow()
      await useUp(limit, '203.0.113.9', windowStart)
      const refused = await call(method, path, {
        json,
        headers: { 'cf-connecting-ip': '203.0.113.9' },
      })
      expectRefused(refused, limit)
      const other = await call(method, path, {
        json,
        headers: { 'cf-connecting-ip': '203.0.113.10' },
      })
      expect(other.status).not.toBe(429)
    },
  )

  it('search says what was counted', async () => {
    const windowStart = inFreshWindow()
    await useUp(RATE_LIMITS.searchPerIp, '203.0.113.20', windowStart)
    const res = await call('GET', '/api/search?q=abc', {
      headers: { 'cf-connecting-ip': '203.0.113.20' },
    })
    expect(res.body.message).toBe(
      '検索の回数が多すぎます。5分ほど時間をおいてから再度お試しください。',
    )
  })
})
