import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Post, PostCardItem } from '../../src/shared/api/posts'
import { cardText } from '../../src/shared/text'
import { metered } from './d1-meter'
import { call, insertPost, insertUser, type SignedIn, signIn } from './posts-helpers'

// A person's posts, their favorites and their feed show posts as the timeline's cards do: one
// line of the text. Like the timeline (timeline-cards.test.ts), each sends that line's start, not
// bodies of up to 2,000 characters, and the card says what it would say of the whole post.

const LONG = 'みなと町の朝市では地元の野菜と干物が並びます。'.repeat(90).slice(0, 1900)
/** Line breaks and spaces first: the start alone makes no card line (toCards reads it whole). */
const SPACED = `${'\n \n'.repeat(80)}港の灯台まつりは今年で五十回目。${'夜店と花火があります。'.repeat(40)}`

let author: SignedIn
let reader: SignedIn
/** Follows nobody, saved nothing, posted nothing: the cost of a request with no cards. */
let empty: SignedIn
let spacedId: number
let heldId: number
/** Each list, and the same request answering no cards (`none`): its session read and the rest. */
const ENDPOINTS = () => [
  {
    name: 'user posts',
    path: `/api/users/${author.id}/posts`,
    token: reader.token,
    none: { path: `/api/users/${empty.id}/posts`, token: reader.token },
  },
  {
    name: 'favorites',
    path: '/api/me/favorites',
    token: reader.token,
    none: { path: '/api/me/favorites', token: empty.token },
  },
  {
    name: 'feed',
    path: '/api/feed',
    token: reader.token,
    none: { path: '/api/feed', token: empty.token },
  },
]

const meteredAs = (path: string, token: string) =>
  metered(`${path}?limit=20`, { headers: { authorization: `Bearer ${token}` } })

beforeAll(async () => {
  author = await signIn('港町観光協会')
  reader = await signIn('みなと町の読者')
  empty = await signIn('みなと町の住人')
  const other = await insertUser()
  spacedId = await insertPost({ user_id: author.id, body: SPACED })
  heldId = await insertPost({ user_id: author.id, body: LONG, visibility: 'hidden' })
  await env.DB.prepare("UPDATE posts SET held_at = '2026-11-29T00:00:00.000Z' WHERE id = ?1")
    .bind(heldId)
    .run()
  // A page of twenty long posts, and one more (read to know there is a next page).
  for (let n = 0; n < 21; n++) {
    const id = await insertPost({ user_id: author.id, body: `${n} ${LONG}` })
    await env.DB.prepare('INSERT INTO favorites (user_id, post_id) VALUES (?1, ?2)')
      .bind(reader.id, id)
      .run()
  }
  await insertPost({ user_id: other, body: LONG })
  await env.DB.prepare('INSERT INTO follows (follower_id, followee_id) VALUES (?1, ?2)')
    .bind(reader.id, author.id)
    .run()
})

/** Each card's text is the post page's (as the same person, in the same language). */
async function expectSameText(cards: PostCardItem[], token: string, headers = {}) {
  for (const card of cards) {
    const post = await call<Post>('GET', `/api/posts/${card.id}`, { token, headers })
    expect(post.status).toBe(200)
    expect(post.body.body_cut).toBeUndefined()
    expect(cardText(card), `post ${card.id}`).toEqual(cardText(post.body))
  }
}

describe('card lists', () => {
  it('a page of 20 long posts reads and sends their cards, not their bodies', async () => {
    const pages: Record<string, PostCardItem[]> = {}
    const read: Record<string, number> = {}
    const sent: Record<string, number> = {}
    for (const { name, path, token, none } of ENDPOINTS()) {
      const { res, text, cost } = await meteredAs(path, token)
      expect(res.status, name).toBe(200)
      const page = JSON.parse(text) as Page<PostCardItem>
      expect(page.items, name).toHaveLength(20)
      expect(page.nextCursor, name).not.toBeNull()
      pages[name] = page.items
      sent[name] = text.length
      // The rows of 21 posts (a page and one to know there is more), without the session's.
      const without = await meteredAs(none.path, none.token)
      expect(JSON.parse(without.text).items, name).toEqual([])
      read[name] = cost.resultChars - without.cost.resultChars
    }
    console.info("characters of the posts' rows read, of the answer sent:", read, sent)
    // Whole bodies are over 21 × 1,900 characters; a card's line is 141, the rest of a row < 600.
    for (const [name, chars] of Object.entries(read)) expect(chars, name).toBeLessThan(21 * 800)
    for (const [name, chars] of Object.entries(sent)) expect(chars, name).toBeLessThan(20 * 800)
    const cards = pages['user posts'] ?? []
    expect(cards.every((card) => card.body_cut === true)).toBe(true)
    await expectSameText(cards, reader.token)
    expect(pages.favorites).toEqual(cards)
    expect(pages.feed).toEqual(cards)
  })

  it('the author’s own page: held and space-led posts come as cards with the post page’s text', async () => {
    const cards: PostCardItem[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const query: string = cursor ? `?limit=50&cursor=${encodeURIComponent(cursor)}` : '?limit=50'
      const res = await call<Page<PostCardItem>>('GET', `/api/users/${author.id}/posts${query}`, {
        token: author.token,
      })
      cards.push(...res.body.items)
      cursor = res.body.nextCursor
    }
    const held = cards.find((card) => card.id === heldId)
    expect(held?.held).toBe(true)
    expect(held?.body_cut).toBe(true)
    const shown = cards.filter((card) => card.id === spacedId || card.id === heldId)
    expect(shown).toHaveLength(2)
    await expectSameText(shown, author.token)
  })

  it('an international site gets the cards of the texts in its language', async () => {
    const headers = { 'x-translate-lang': 'eng_Latn' }
    for (const { name, path, token } of ENDPOINTS()) {
      const res = await call<Page<PostCardItem>>('GET', `${path}?limit=2`, { token, headers })
      expect(res.status, name).toBe(200)
      expect(
        res.body.items.every((card) => card.translation && card.body_cut),
        name,
      ).toBe(true)
      await expectSameText(res.body.items, token, headers)
    }
  })
})
