import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PostStatus } from '../../src/shared/api/posts'
import { RATE_LIMITS } from '../../worker/lib/rate-limit'
import { call, count, insertPost, insertUser, type SignedIn, signIn } from './posts-helpers'
import { inFreshWindow, setUsed } from './rate-limit-helpers'

// A like or favorite is counted against the reactions limit in the same D1 batch as the change
// itself (one round trip): the change runs only when the count allowed it. These are the cases
// that design could get wrong: an unlike past the limit, many reactions racing for the last few
// counts, and requests that fail for other reasons still being counted (and refused first).

afterEach(() => {
  vi.useRealTimers()
})

const LIMIT = RATE_LIMITS.reactionsPerUser

const usedOf = (userId: number, windowStart: number) =>
  count(
    'SELECT count AS n FROM rate_limits WHERE key = ?1 AND window_start = ?2',
    `${LIMIT.name}:${userId}`,
    windowStart,
  )

let member: SignedIn
let posts: number[]
beforeAll(async () => {
  member = await signIn('リアクション制限')
  const author = await insertUser({ name: '投稿者' })
  posts = []
  for (let i = 0; i < 10; i++) posts.push(await insertPost({ user_id: author, body: `投稿${i}` }))
})

describe('reactions and their rate limit in one batch', () => {
  it('refuses an unlike past the limit and keeps the like', async () => {
    const windowStart = inFreshWindow()
    const post = posts[0] ?? 0
    const liked = await call<PostStatus>('PUT', `/api/posts/${post}/like`, { token: member.token })
    expect(liked.body).toMatchObject({ liked: true, like_count: 1 })
    await setUsed(LIMIT, member.id, windowStart, LIMIT.limit)
    const refused = await call('DELETE', `/api/posts/${post}/like`, { token: member.token })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(LIMIT.windowSeconds - 10))
    expect(await count('SELECT like_count AS n FROM posts WHERE id = ?1', post)).toBe(1)
    const status = await call<PostStatus>('GET', `/api/posts/${post}/like-status`, {
      token: member.token,
    })
    expect(status.body).toMatchObject({ liked: true, like_count: 1 })
    expect(await usedOf(member.id, windowStart)).toBe(LIMIT.limit)
  })

  it('lets exactly the remaining reactions through when ten race for the last three', async () => {
    const windowStart = inFreshWindow()
    const racer = await signIn('競争')
    await setUsed(LIMIT, racer.id, windowStart, LIMIT.limit - 3)
    const results = await Promise.all(
      posts.map((post) => call('PUT', `/api/posts/${post}/favorite`, { token: racer.token })),
    )
    const statuses = results.map((res) => res.status).sort()
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429])
    expect(await count('SELECT count(*) AS n FROM favorites WHERE user_id = ?1', racer.id)).toBe(3)
    const counted = await count(
      'SELECT sum(favorite_count) AS n FROM posts WHERE id IN (SELECT post_id FROM favorites WHERE user_id = ?1)',
      racer.id,
    )
    expect(counted).toBe(3)
    expect(await usedOf(racer.id, windowStart)).toBe(LIMIT.limit)
  })

  it('counts a reaction on a missing or malformed post, and refuses it first when used up', async () => {
    const windowStart = inFreshWindow()
    const visitor = await signIn('存在しない投稿')
    const missing = await call('PUT', '/api/posts/999999999/like', { token: visitor.token })
    expect(missing.status).toBe(404)
    const malformed = await call('PUT', '/api/posts/abc/like', { token: visitor.token })
    expect(malformed.status).toBe(404)
    expect(await usedOf(visitor.id, windowStart)).toBe(2)
    await setUsed(LIMIT, visitor.id, windowStart, LIMIT.limit)
    for (const path of ['/api/posts/999999999/like', '/api/posts/abc/like']) {
      const refused = await call('PUT', path, { token: visitor.token })
      expect(refused.status).toBe(429)
    }
  })
})
