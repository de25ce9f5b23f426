import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Post, PostCardItem } from '../../src/shared/api/posts'
import { CARD_BODY_CHARACTERS, cardText, excerpt, toOneLine } from '../../src/shared/text'
import { describeCost, metered } from './d1-meter'
import { call, insertPost, insertUser } from './posts-helpers'

// A timeline card shows one line of a post's text, cut at 140 characters: a timeline page sends
// that line's start, not bodies of up to 2,000 characters, so D1, the Worker and the phone carry
// what the card shows. The card (and a gallery tile's 60-character label) reads the same words of
// the start as of the whole text, and the post's page still gets the whole body.

const LONG = 'みなと町の朝市では地元の野菜と干物が並びます。'.repeat(90).slice(0, 2000)
/** Line breaks and spaces first: the first 200 characters alone make no card line. */
const SPACED = `${'\n \n'.repeat(80)}港の灯台まつりは今年で五十回目。${'夜店と花火があります。'.repeat(40)}`
const SHORT = '今朝の港はおだやかでした。\n\nまた来週。'
/** Emoji sequences, a flag and a combining dakuten among the words. */
const EMOJI = '港の夕日🌅がきれい👨‍👩‍👧 🇯🇵か\u3099ｶﾞ '.repeat(40)

let author: number
const ids: Record<'long' | 'titled' | 'spaced' | 'short' | 'emoji', number> = {
  long: 0,
  emoji: 0,
  titled: 0,
  spaced: 0,
  short: 0,
}

beforeAll(async () => {
  author = await insertUser({ name: '港町観光協会' })
  ids.long = await insertPost({ user_id: author, body: LONG })
  ids.titled = await insertPost({ user_id: author, title: '朝市のお知らせ', body: LONG })
  ids.spaced = await insertPost({ user_id: author, body: SPACED })
  ids.short = await insertPost({ user_id: author, body: SHORT })
  ids.emoji = await insertPost({ user_id: author, body: EMOJI })
  // A page of twenty long posts.
  for (let n = 0; n < 20; n++) await insertPost({ user_id: author, body: `${n} ${LONG}` })
})

async function timelineItems(headers: Record<string, string> = {}): Promise<PostCardItem[]> {
  const items: PostCardItem[] = []
  let cursor: string | null = ''
  while (cursor !== null) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}&limit=50` : '?limit=50'
    const res = await call<Page<PostCardItem>>('GET', `/api/posts${query}`, { headers })
    expect(res.status).toBe(200)
    items.push(...res.body.items)
    cursor = res.body.nextCursor
  }
  return items
}

const galleryLabel = (post: { body: string }) => excerpt(toOneLine(post.body), 60)

describe('timeline cards', () => {
  it('a card says the same of the start it is sent as of the whole post, and the page the whole', async () => {
    const items = await timelineItems()
    for (const [name, id] of Object.entries(ids)) {
      const card = items.find((item) => item.id === id)
      const post = await call<Post>('GET', `/api/posts/${id}`)
      expect(post.body.body_cut, name).toBeUndefined()
      expect(card, name).toBeDefined()
      if (!card) continue
      expect(cardText(card), name).toEqual(cardText(post.body))
      expect(galleryLabel(card), name).toBe(galleryLabel(post.body))
      if (name === 'short') {
        expect(card.body).toBe(SHORT)
        expect(card.body_cut).toBeUndefined()
      } else {
        expect(card.body_cut, name).toBe(true)
        const line = toOneLine(post.body.body)
        expect(line.startsWith(card.body), name).toBe(true)
        expect(card.body.length, name).toBeLessThan(line.length)
        if (name !== 'emoji') expect(card.body.length, name).toBeLessThan(CARD_BODY_CHARACTERS + 5)
      }
    }
    const post = await call<Post>('GET', `/api/posts/${ids.spaced}`)
    expect(post.body.body).toBe(SPACED)
  })

  it('a page of 20 long posts reads and sends their cards, not their bodies', async () => {
    const { res, text, cost } = await metered('/api/posts')
    expect(res.status).toBe(200)
    const page = JSON.parse(text) as Page<PostCardItem>
    expect(page.items).toHaveLength(20)
    // 21 rows (a page and one to know there is more) of 2,000 characters' bodies are over
    // 42,000 characters; a card's line is 141 characters, the rest of a row under 600.
    expect(cost.resultChars, describeCost(cost)).toBeLessThan(21 * 800)
    expect(text.length).toBeLessThan(20 * 800)
    expect(cost.statements, describeCost(cost)).toBe(1)
  })

  it('an international site gets the cards of the texts in its language', async () => {
    const headers = { 'x-translate-lang': 'eng_Latn' }
    const items = await timelineItems(headers)
    const card = items.find((item) => item.id === ids.titled)
    const post = await call<Post>('GET', `/api/posts/${ids.titled}`, { headers })
    expect(card?.translation).toBeDefined()
    expect(card?.body_cut).toBe(true)
    expect(card && cardText(card)).toEqual(cardText(post.body))
  })
})
