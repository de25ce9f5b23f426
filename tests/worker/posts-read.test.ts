import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Post, PostSummary, PublicProfile } from '../../src/shared/api/posts'
import { call, insertPost, insertUser, insertVenue } from './posts-helpers'

// Reading posts as a visitor: the timeline, its filters and pages, a post, a profile.

let hanako: number
let kenta: number
let hiddenUser: number
let venue: number
const ids = {
  first: 0,
  event: 0,
  coupon: 0,
  hidden: 0,
  deleted: 0,
  ofHiddenUser: 0,
  latest: 0,
}

beforeAll(async () => {
  hanako = await insertUser({ name: '佐藤 花子', avatar_url: '/media/demo/avatar-hanako.jpg' })
  kenta = await insertUser({ name: '山本 健太' })
  hiddenUser = await insertUser({ name: '非表示の人', status: 'hidden' })
  venue = await insertVenue('みなと港 特設ステージ')
  ids.first = await insertPost({ user_id: hanako, body: '最初の投稿', tags: ['朝市', '港'] })
  ids.event = await insertPost({
    user_id: kenta,
    kind: 'event',
    title: 'みなと港 秋祭り',
    body: '今年も港で秋祭り！',
    tags: ['祭り'],
    venue_id: venue,
    place_name: 'みなと港 特設ステージ',
    starts_at: '2026-11-28T18:00:00+09:00',
    ends_at: '2026-11-28T21:00:00+09:00',
  })
  ids.coupon = await insertPost({
    user_id: hanako,
    kind: 'coupon',
    title: 'ラーメン50円引き',
    body: 'このクーポンを見せてください',
    tags: ['ラーメン', '港'],
    coupon_offer: '50円引き',
  })
  ids.hidden = await insertPost({
    user_id: kenta,
    body: '運営が非表示にした投稿',
    visibility: 'hidden',
  })
  ids.deleted = await insertPost({ user_id: kenta, body: '削除された投稿', visibility: 'deleted' })
  ids.ofHiddenUser = await insertPost({
    user_id: hiddenUser,
    body: '非表示ユーザーの投稿',
    tags: ['港'],
  })
  ids.latest = await insertPost({ user_id: kenta, body: '金目鯛があがりました', tags: ['港'] })
  await env.DB.prepare(
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
     VALUES (?1, 1, 'posts/b.jpg', 'posts/b-t.jpg', 'image/jpeg', 800, 600, '二枚目'),
            (?1, 0, 'posts/a.jpg', 'posts/a-t.jpg', 'image/jpeg', 1200, 800, '一枚目')`,
  )
    .bind(ids.latest)
    .run()
})

const visibleIds = () => [ids.latest, ids.coupon, ids.event, ids.first]

describe('GET /api/posts (timeline)', () => {
  it('lists public posts of active users newest first, with authors and photos in order', async () => {
    const res = await call<Page<PostSummary>>('GET', '/api/posts')
    expect(res.status).toBe(200)
    expect(res.body.items.map((post) => post.id)).toEqual(visibleIds())
    expect(res.body.nextCursor).toBeNull()
    const latest = res.body.items[0]
    expect(latest?.author).toEqual({ id: kenta, name: '山本 健太', avatar_url: null })
    expect(latest?.media).toEqual([
      {
        url: '/media/posts/a.jpg',
        thumb_url: '/media/posts/a-t.jpg',
        width: 1200,
        height: 800,
        alt: '一枚目',
      },
      {
        url: '/media/posts/b.jpg',
        thumb_url: '/media/posts/b-t.jpg',
        width: 800,
        height: 600,
        alt: '二枚目',
      },
    ])
  })

  it('gives events their dates and place, coupons their terms, plain posts neither', async () => {
    const { body } = await call<Page<PostSummary>>('GET', '/api/posts')
    const byId = new Map(body.items.map((post) => [post.id, post]))
    expect(byId.get(ids.event)).toMatchObject({
      kind: 'event',
      title: 'みなと港 秋祭り',
      tags: ['祭り'],
      event: { starts_at: '2026-11-28T18:00:00+09:00', ends_at: '2026-11-28T21:00:00+09:00' },
      place: {
        name: 'みなと港 特設ステージ',
        venue_id: venue,
        address: null,
        lat: null,
        lng: null,
      },
      coupon: null,
    })
    expect(byId.get(ids.coupon)).toMatchObject({
      kind: 'coupon',
      event: null,
      coupon: { offer: '50円引き' },
    })
    expect(byId.get(ids.first)).toMatchObject({
      kind: 'post',
      event: null,
      coupon: null,
      place: null,
    })
  })

  it.each([
    ['event', () => [ids.event]],
    ['coupon', () => [ids.coupon]],
    ['post', () => [ids.latest, ids.first]],
  ])('filters by kind=%s', async (kind, expected) => {
    const res = await call<Page<PostSummary>>('GET', `/api/posts?kind=${kind}`)
    expect(res.status).toBe(200)
    expect(res.body.items.map((post) => post.id)).toEqual(expected())
  })

  it('filters by tag (with or without #), alone and together with a kind', async () => {
    const tag = encodeURIComponent('港')
    const hashTag = encodeURIComponent('#港')
    const all = await call<Page<PostSummary>>('GET', `/api/posts?tag=${tag}`)
    expect(all.body.items.map((post) => post.id)).toEqual([ids.latest, ids.coupon, ids.first])
    const hashed = await call<Page<PostSummary>>('GET', `/api/posts?tag=${hashTag}`)
    expect(hashed.body.items.map((post) => post.id)).toEqual([ids.latest, ids.coupon, ids.first])
    const coupons = await call<Page<PostSummary>>('GET', `/api/posts?tag=${tag}&kind=coupon`)
    expect(coupons.body.items.map((post) => post.id)).toEqual([ids.coupon])
    const none = await call<Page<PostSummary>>('GET', `/api/posts?tag=${encodeURIComponent('山')}`)
    expect(none.body).toEqual({ items: [], nextCursor: null })
  })

  it('follows tag edits made directly in D1 (the tag index is kept by triggers)', async () => {
    const id = await insertPost({ user_id: hanako, body: 'タグを後から変える', tags: ['旧タグ'] })
    await env.DB.prepare(`UPDATE posts SET tags_json = '["新タグ"]' WHERE id = ?1`).bind(id).run()
    const oldTag = await call<Page<PostSummary>>(
      'GET',
      `/api/posts?tag=${encodeURIComponent('旧タグ')}`,
    )
    const newTag = await call<Page<PostSummary>>(
      'GET',
      `/api/posts?tag=${encodeURIComponent('新タグ')}`,
    )
    expect(oldTag.body.items).toEqual([])
    expect(newTag.body.items.map((post) => post.id)).toEqual([id])
    await env.DB.prepare(`UPDATE posts SET visibility = 'deleted' WHERE id = ?1`).bind(id).run()
  })

  it.each([
    ['kind=video', 'kind'],
    [`tag=${'あ'.repeat(31)}`, 'tag'],
    ['tag=%20%20', 'tag'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['cursor=!!!', 'cursor'],
    ['cursor=bm90LWFuLWlk', 'cursor'],
    [`cursor=${'A'.repeat(400)}`, 'cursor'],
  ])('answers ?%s with 400 naming the field', async (query, field) => {
    const res = await call('GET', `/api/posts?${query}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field })
    expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龥]/)
  })
})

describe('paging', () => {
  it('walks every post exactly once, even when new posts arrive between pages', async () => {
    const author = await insertUser({ name: 'ページ送り' })
    const before: number[] = []
    for (let i = 0; i < 25; i++)
      before.push(await insertPost({ user_id: author, body: `投稿${i}` }))
    const expected = (await call<Page<PostSummary>>('GET', '/api/posts?limit=50')).body.items.map(
      (post) => post.id,
    )
    expect(expected).toHaveLength(before.length + visibleIds().length)

    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = cursor ? `?limit=7&cursor=${cursor}` : '?limit=7'
      const res: { body: Page<PostSummary> } = await call<Page<PostSummary>>(
        'GET',
        `/api/posts${query}`,
      )
      expect(res.body.items.length).toBeLessThanOrEqual(7)
      seen.push(...res.body.items.map((post) => post.id))
      cursor = res.body.nextCursor
      // Someone posts while the reader scrolls: it belongs on top, not in the next page.
      if (pages === 0) await insertPost({ user_id: author, body: '割り込みの新しい投稿' })
      pages += 1
    } while (cursor)
    expect(seen).toEqual(expected)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('returns 20 by default and clamps limit above 50', async () => {
    const author = await insertUser()
    for (let i = 0; i < 52; i++) await insertPost({ user_id: author, body: `多数の投稿${i}` })
    const byDefault = await call<Page<PostSummary>>('GET', '/api/posts')
    expect(byDefault.body.items).toHaveLength(20)
    expect(byDefault.body.nextCursor).toEqual(expect.any(String))
    const clamped = await call<Page<PostSummary>>('GET', '/api/posts?limit=500')
    expect(clamped.status).toBe(200)
    expect(clamped.body.items).toHaveLength(50)
  })
})

describe('GET /api/posts/:id', () => {
  it('returns a public post', async () => {
    const res = await call<Post>('GET', `/api/posts/${ids.event}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: ids.event, kind: 'event', author: { id: kenta } })
  })

  it.each([
    ['hidden by an admin', () => ids.hidden],
    ['deleted by its author', () => ids.deleted],
    ['of a hidden user', () => ids.ofHiddenUser],
    ['unknown', () => 999_999],
  ])('is 404 when %s', async (_, id) => {
    const res = await call('GET', `/api/posts/${id()}`)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      error: 'not_found',
      message: expect.stringContaining('投稿が見つかりません'),
    })
  })

  it.each([
    '..%2F1',
    '1;DROP%20TABLE%20posts',
    '%00',
    '18446744073709551616',
    '-1',
    '0',
    '1e3',
    '0x10',
    '%E3%81%82',
  ])('answers the hostile id %s with a JSON 404', async (id) => {
    for (const path of [`/api/posts/${id}`, `/api/posts/${id}/like-status`, `/api/users/${id}`]) {
      const res = await call('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toMatchObject({ error: 'not_found' })
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM posts').first('n')).toBeGreaterThan(0)
  })

  it('answers /api/posts/../1 (normalized away by the URL) with a JSON 404, never a page', async () => {
    const res = await call('GET', '/api/posts/../1')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
  })
})

describe('GET /api/posts/:id/like-status for visitors', () => {
  it('answers liked: false and the counts', async () => {
    await env.DB.prepare('UPDATE posts SET like_count = 3, favorite_count = 1 WHERE id = ?1')
      .bind(ids.first)
      .run()
    const res = await call('GET', `/api/posts/${ids.first}/like-status`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ liked: false, like_count: 3, favorited: false, favorite_count: 1 })
  })

  it('is 404 for a hidden post', async () => {
    expect((await call('GET', `/api/posts/${ids.hidden}/like-status`)).status).toBe(404)
  })
})

describe('profiles', () => {
  it('shows a public profile with counts of what others can see', async () => {
    await env.DB.prepare(
      'INSERT INTO follows (follower_id, followee_id) VALUES (?1, ?2), (?3, ?2), (?2, ?1)',
    )
      .bind(kenta, hanako, hiddenUser)
      .run()
    const res = await call<PublicProfile>('GET', `/api/users/${hanako}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: hanako,
      name: '佐藤 花子',
      bio: 'みなと町に住んでいます。',
      website: '',
      avatar_url: '/media/demo/avatar-hanako.jpg',
      created_at: expect.any(String),
      post_count: 2,
      // The hidden user's follow does not count.
      follower_count: 1,
      following_count: 1,
      following: false,
      blocking: false,
    })
  })

  it('lists a user’s public posts newest first, paged', async () => {
    const first = await call<Page<PostSummary>>('GET', `/api/users/${kenta}/posts?limit=1`)
    expect(first.body.items.map((post) => post.id)).toEqual([ids.latest])
    const second = await call<Page<PostSummary>>(
      'GET',
      `/api/users/${kenta}/posts?limit=1&cursor=${first.body.nextCursor}`,
    )
    expect(second.body.items.map((post) => post.id)).toEqual([ids.event])
    expect(second.body.nextCursor).toBeNull()
  })

  it('is 404 for hidden users, their posts and unknown users', async () => {
    expect((await call('GET', `/api/users/${hiddenUser}`)).status).toBe(404)
    expect((await call('GET', `/api/users/${hiddenUser}/posts`)).status).toBe(404)
    expect((await call('GET', '/api/users/987654')).status).toBe(404)
  })
})
