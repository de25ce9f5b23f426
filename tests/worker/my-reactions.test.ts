import { describe, expect, it } from 'vitest'
import type { MyReactions } from '../../src/shared/api/posts'
import { call, insertPost, signIn } from './posts-helpers'

// The ♡ and ☆ of a list's cards: one request tells which of the page's posts the signed-in
// person liked and saved; only their own reactions, only for the posts asked about.

const lookup = (ids: string, token?: string) =>
  call<MyReactions & { error?: string; message?: string }>('GET', `/api/me/reactions?ids=${ids}`, {
    token,
  })

describe('GET /api/me/reactions', () => {
  it('answers the asker’s likes and saves among the listed posts, nobody else’s', async () => {
    const me = await signIn('花子')
    const other = await signIn('太郎')
    const author = await signIn('投稿者')
    const [a, b, c, notAsked] = await Promise.all(
      [1, 2, 3, 4].map((n) => insertPost({ user_id: author.id, body: `投稿${n}` })),
    )
    for (const [path, token] of [
      [`/api/posts/${a}/like`, me.token],
      [`/api/posts/${b}/favorite`, me.token],
      [`/api/posts/${notAsked}/like`, me.token],
      [`/api/posts/${c}/like`, other.token],
    ] as const) {
      expect((await call('PUT', path, { token })).status).toBe(200)
    }
    const res = await lookup(`${a},${b},${c},${a}`, me.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.body).toEqual({ liked: [a], favorited: [b] })
  })

  it('needs a login and refuses lists that are empty, too long or not ids', async () => {
    const me = await signIn()
    expect((await lookup('1,2')).status).toBe(401)
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',')
    for (const ids of ['', tooMany, '1,abc', '1,-2', '1,2.5', '%E2%80%AE1', '9'.repeat(40)]) {
      const res = await lookup(ids, me.token)
      expect(res.status, ids).toBe(400)
      expect(res.body.error).toBe('invalid_request')
      expect(res.body.message).toMatch(/投稿ID/)
    }
  })
})
