import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, PostStatus, PostSummary } from '../../src/shared/api/posts'
import { RATE_LIMITS } from '../../worker/lib/rate-limit'
import { call, count, insertPost, type SignedIn, signIn, signInMany } from './posts-helpers'

// Likes, favorites and reports: idempotent, counted correctly under concurrent requests, and
// only on posts people can see.

let author: SignedIn
let reader: SignedIn
/** 20 more people, each with their own session (a real login each, so made once per file). */
let people: SignedIn[]

beforeAll(async () => {
  author = await signIn('投稿者')
  reader = await signIn('読者')
  people = await signInMany(20, '同時')
}, 60_000)

const newPost = () => insertPost({ user_id: author.id, body: 'いいねしてね' })

const status = (method: string, path: string, token?: string) =>
  call<PostStatus & { error?: string }>(method, path, { token })

describe('likes', () => {
  it('likes and unlikes idempotently, and like-status shows it to the liker only', async () => {
    const id = await newPost()
    const liked = await status('PUT', `/api/posts/${id}/like`, reader.token)
    expect(liked.status).toBe(200)
    expect(liked.body).toEqual({ liked: true, like_count: 1, favorited: false, favorite_count: 0 })
    expect((await status('PUT', `/api/posts/${id}/like`, reader.token)).body.like_count).toBe(1)
    expect((await status('GET', `/api/posts/${id}/like-status`, reader.token)).body.liked).toBe(
      true,
    )
    expect((await status('GET', `/api/posts/${id}/like-status`, author.token)).body).toEqual({
      liked: false,
      like_count: 1,
      favorited: false,
      favorite_count: 0,
    })
    expect((await status('GET', `/api/posts/${id}/like-status`)).body.liked).toBe(false)

    const unliked = await status('DELETE', `/api/posts/${id}/like`, reader.token)
    expect(unliked.body).toEqual({
      liked: false,
      like_count: 0,
      favorited: false,
      favorite_count: 0,
    })
    expect((await status('DELETE', `/api/posts/${id}/like`, reader.token)).body.like_count).toBe(0)
    expect((await call<PostSummary>('GET', `/api/posts/${id}`)).body.like_count).toBe(0)
  })

  it('counts 20 people liking at the same moment exactly once each', async () => {
    const id = await newPost()
    const results = await Promise.all(
      people.map((person) => status('PUT', `/api/posts/${id}/like`, person.token)),
    )
    expect(results.every((res) => res.status === 200 && res.body.liked)).toBe(true)
    expect((await call<PostSummary>('GET', `/api/posts/${id}`)).body.like_count).toBe(20)
    expect(await count('SELECT count(*) AS n FROM likes WHERE post_id = ?1', id)).toBe(20)

    // Half of them change their minds while the other half like again, all at once.
    await Promise.all(
      people.map((person, i) =>
        status(i % 2 ? 'DELETE' : 'PUT', `/api/posts/${id}/like`, person.token),
      ),
    )
    expect((await call<PostSummary>('GET', `/api/posts/${id}`)).body.like_count).toBe(10)
  })

  it('counts one person liking 10 times at once as one like', async () => {
    const id = await newPost()
    await Promise.all(
      Array.from({ length: 10 }, () => status('PUT', `/api/posts/${id}/like`, reader.token)),
    )
    expect((await status('GET', `/api/posts/${id}/like-status`, reader.token)).body).toMatchObject({
      liked: true,
      like_count: 1,
    })
  })

  it('needs login to like, and hidden or deleted posts cannot be liked', async () => {
    const id = await newPost()
    expect((await status('PUT', `/api/posts/${id}/like`)).status).toBe(401)
    const hidden = await insertPost({ user_id: author.id, visibility: 'hidden' })
    const deleted = await insertPost({ user_id: author.id, visibility: 'deleted' })
    for (const target of [hidden, deleted, 987654]) {
      const res = await status('PUT', `/api/posts/${target}/like`, reader.token)
      expect(res.status).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
    expect(
      await count('SELECT count(*) AS n FROM likes WHERE post_id IN (?1, ?2)', hidden, deleted),
    ).toBe(0)
  })

  it('changes nothing for a hidden or suspended account or a revoked session, and counts none of it', async () => {
    const person = await signIn('止められる人')
    const liked = await newPost()
    const other = await newPost()
    expect((await status('PUT', `/api/posts/${liked}/like`, person.token)).status).toBe(200)
    const likesOf = async () =>
      count('SELECT count(*) AS n FROM likes WHERE user_id = ?1', person.id)
    const reactionsCounted = () =>
      count(
        'SELECT coalesce(sum(count), 0) AS n FROM rate_limits WHERE key = ?1',
        `${RATE_LIMITS.reactionsPerUser.name}:${person.id}`,
      )

    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1").bind(person.id).run()
    const hidden = await status('PUT', `/api/posts/${other}/like`, person.token)
    expect([hidden.status, hidden.body.error]).toEqual([403, 'account_restricted'])
    expect((await status('DELETE', `/api/posts/${liked}/like`, person.token)).status).toBe(403)

    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = ?1").bind(person.id).run()
    await env.DB.prepare(
      `INSERT INTO user_suspensions (user_id, action_id, reason, starts_at)
       VALUES (?1, 0, '迷惑行為', '2026-01-01T00:00:00.000Z')`,
    )
      .bind(person.id)
      .run()
    const suspended = await status('DELETE', `/api/posts/${liked}/like`, person.token)
    expect([suspended.status, suspended.body.error]).toEqual([403, 'account_suspended'])
    expect((await status('PUT', `/api/posts/${other}/favorite`, person.token)).status).toBe(403)

    await env.DB.prepare('UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1')
      .bind(person.id, new Date().toISOString())
      .run()
    expect((await status('PUT', `/api/posts/${other}/like`, person.token)).status).toBe(401)

    expect(await likesOf()).toBe(1)
    expect((await call<PostSummary>('GET', `/api/posts/${liked}`)).body.like_count).toBe(1)
    expect((await call<PostSummary>('GET', `/api/posts/${other}`)).body).toMatchObject({
      like_count: 0,
      favorite_count: 0,
    })
    expect(await reactionsCounted()).toBe(1)
  })
})

describe('favorites', () => {
  it('saves and unsaves idempotently, with correct counts under concurrency', async () => {
    const id = await newPost()
    const savers = people.slice(0, 8)
    await Promise.all(
      [...savers, ...savers].map((person) =>
        status('PUT', `/api/posts/${id}/favorite`, person.token),
      ),
    )
    const mine = await status('GET', `/api/posts/${id}/like-status`, savers[0]?.token)
    expect(mine.body).toEqual({ liked: false, like_count: 0, favorited: true, favorite_count: 8 })
    const removed = await status('DELETE', `/api/posts/${id}/favorite`, savers[0]?.token)
    expect(removed.body).toMatchObject({ favorited: false, favorite_count: 7 })
  })

  it('lists my favorites most recently saved first, paged, without posts that went away', async () => {
    const me = people[19] as SignedIn
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push(await newPost())
    // Saved in this order: 3rd, 1st, 5th, 2nd, 4th.
    for (const index of [2, 0, 4, 1, 3]) {
      await status('PUT', `/api/posts/${ids[index]}/favorite`, me.token)
    }
    await env.DB.prepare(`UPDATE posts SET visibility = 'hidden' WHERE id = ?1`).bind(ids[1]).run()

    const first = await call<Page<PostSummary>>('GET', '/api/me/favorites?limit=2', {
      token: me.token,
    })
    expect(first.status).toBe(200)
    expect(first.body.items.map((p) => p.id)).toEqual([ids[3], ids[4]])
    const second = await call<Page<PostSummary>>(
      'GET',
      `/api/me/favorites?limit=2&cursor=${first.body.nextCursor}`,
      { token: me.token },
    )
    expect(second.body.items.map((p) => p.id)).toEqual([ids[0], ids[2]])
    expect(second.body.nextCursor).toBeNull()
    expect(first.headers.get('cache-control')).toBe('private, no-store')
  })

  it('needs login to list favorites, and refuses a cursor from another list', async () => {
    expect((await call('GET', '/api/me/favorites')).status).toBe(401)
    const idCursor = btoa('12').replace(/=+$/, '')
    const res = await call('GET', `/api/me/favorites?cursor=${idCursor}`, { token: reader.token })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_cursor' })
  })
})

describe('reports', () => {
  it('records one report per person and post', async () => {
    const id = await newPost()
    const first = await call('POST', `/api/posts/${id}/reports`, {
      token: reader.token,
      json: { reason: '個人の電話番号が写っています。' },
    })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ reported: true })
    const again = await call('POST', `/api/posts/${id}/reports`, {
      token: reader.token,
      json: { reason: 'もう一度' },
    })
    expect(again.status).toBe(201)
    expect(await count('SELECT count(*) AS n FROM reports WHERE post_id = ?1', id)).toBe(1)
  })

  it.each([
    ['an empty reason', { reason: '   ' }],
    ['a 501-character reason', { reason: 'あ'.repeat(501) }],
    ['no reason', {}],
    ['a reason that is not text', { reason: ['a'] }],
  ])('refuses %s with 400', async (_, json) => {
    const id = await newPost()
    const res = await call('POST', `/api/posts/${id}/reports`, { token: reader.token, json })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'reason' })
    expect(await count('SELECT count(*) AS n FROM reports WHERE post_id = ?1', id)).toBe(0)
  })

  it('refuses reporting your own post, visitors and unknown posts', async () => {
    const id = await newPost()
    const own = await call('POST', `/api/posts/${id}/reports`, {
      token: author.token,
      json: { reason: '自分の投稿' },
    })
    expect(own.status).toBe(400)
    const visitor = await call('POST', `/api/posts/${id}/reports`, { json: { reason: '迷惑' } })
    expect(visitor.status).toBe(401)
    const unknown = await call('POST', '/api/posts/987654/reports', {
      token: reader.token,
      json: { reason: '迷惑' },
    })
    expect(unknown.status).toBe(404)
  })
})
