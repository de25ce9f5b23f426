import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { request } from './helpers'
import {
  ARTIST,
  COUPON,
  cardMeta,
  EVENT,
  fetchCard,
  insertCardFixtures,
  pathOf,
  RALLY,
  RESTAURANT,
  TEXT_POST,
  VENUE,
} from './share-cards-helpers'

beforeAll(insertCardFixtures)

// Drawing cards is CPU work (the first in an isolate also starts the wasm engines and loads
// fonts): on a busy 2-core machine a test drawing several takes seconds, and with a busy loop on
// each core beside the whole suite one took over a minute.
const CARD_TIMEOUT = { timeout: 180_000 }

const CARD_URL =
  /^http:\/\/([a-z-]+\.)?localhost:8787\/cards\/([a-z]+)\/(\d+)\.([0-9a-f]{16})\.png$/

const PAGES = [
  { page: `/app/posts/${TEXT_POST}`, subject: 'post', id: TEXT_POST },
  { page: `/app/posts/${EVENT}`, subject: 'post', id: EVENT },
  { page: `/app/posts/${COUPON}`, subject: 'post', id: COUPON },
  { page: `/app/stamprally/${RALLY}`, subject: 'rally', id: RALLY },
  { page: `/app/venues/${VENUE}`, subject: 'venue', id: VENUE },
  { page: `/app/restaurants/${RESTAURANT}`, subject: 'restaurant', id: RESTAURANT },
  { page: `/app/artists/${ARTIST}`, subject: 'artist', id: ARTIST },
]

describe('a page whose subject has no photo shares its own card', CARD_TIMEOUT, () => {
  it.each(['localhost:8787', 'en.localhost:8787', 'ko.localhost:8787'])(
    'every kind on %s: og:image and twitter:image name the card with its size and alt',
    async (host) => {
      for (const { page, subject, id } of PAGES) {
        const card = await cardMeta(page, host)
        expect(card.status, page).toBe(200)
        const match = CARD_URL.exec(card.image)
        expect(match, `${page} ${card.image}`).not.toBeNull()
        expect(`${match?.[1] ?? ''}localhost:8787`).toBe(host)
        expect(match?.[2]).toBe(subject)
        expect(Number(match?.[3])).toBe(id)
        expect(card.twitterImage).toBe(card.image)
        expect(card.width).toBe('1200')
        expect(card.height).toBe('630')
        expect(card.twitterCard).toBe('summary_large_image')
        expect(card.alt).toBeTruthy()
        expect(card.twitterAlt).toBe(card.alt)
        // The URL the page names is the card: it answers with a PNG, not a redirect.
        const res = await fetchCard(pathOf(card.image), host)
        expect(res.status, card.image).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/png')
      }
    },
  )

  it('says what it is and what it shows in its alt text, in the site language', async () => {
    expect((await cardMeta(`/app/posts/${EVENT}`)).alt).toBe('イベント：盆踊り大会')
    expect((await cardMeta(`/app/posts/${EVENT}`, 'en.localhost:8787')).alt).toBe(
      'Event: Bon Odori Dance Festival',
    )
    expect((await cardMeta(`/app/stamprally/${RALLY}`, 'en.localhost:8787')).alt).toBe(
      'Stamp rally: Minato Autumn Town Walk Stamp Rally',
    )
    expect((await cardMeta(`/app/posts/${COUPON}`, 'ko.localhost:8787')).alt).toBe(
      '쿠폰: パン全品10%オフ',
    )
  })

  it('differs between sites: each language has its own card', async () => {
    const ja = await cardMeta(`/app/venues/${VENUE}`)
    const en = await cardMeta(`/app/venues/${VENUE}`, 'en.localhost:8787')
    expect(pathOf(ja.image)).not.toBe(pathOf(en.image))
  })

  it('keeps the photo of a post that has one', async () => {
    const card = await cardMeta('/app/posts/10')
    expect(card.image).toBe('http://localhost:8787/media/posts/10/photo%201.jpg')
  })
})

/** Where the main site's card of an og:image URL is kept in R2. */
const keyOf = (url: string) => `cards/ja/${pathOf(url).slice('/cards/'.length)}`

describe('a card names its version', CARD_TIMEOUT, () => {
  it('gets a new URL after an edit; the old one redirects to it, and only the new one is kept', async () => {
    const before = await cardMeta(`/app/posts/${TEXT_POST}`)
    const first = await fetchCard(pathOf(before.image))
    expect(first.status).toBe(200)
    expect(await env.MEDIA.head(keyOf(before.image))).not.toBeNull()
    await env.DB.prepare("UPDATE posts SET title = '朝市のお知らせ', updated_at = ?2 WHERE id = ?1")
      .bind(TEXT_POST, '2026-07-03T00:00:00.000Z')
      .run()
    const after = await cardMeta(`/app/posts/${TEXT_POST}`)
    expect(after.image).not.toBe(before.image)
    expect(after.alt).toBe('投稿：朝市のお知らせ')
    const old = await fetchCard(pathOf(before.image))
    expect(old.status).toBe(302)
    expect(old.headers.get('location')).toBe(pathOf(after.image))
    expect((await fetchCard(pathOf(after.image))).status).toBe(200)
    expect(await env.MEDIA.head(keyOf(after.image))).not.toBeNull()
    expect(await env.MEDIA.head(keyOf(before.image))).toBeNull()
  })

  it('is served from R2 once drawn: the kept PNG is the one drawn', async () => {
    const card = await cardMeta(`/app/artists/${ARTIST}`)
    const drawn = new Uint8Array(await (await fetchCard(pathOf(card.image))).arrayBuffer())
    const kept = await env.MEDIA.get(keyOf(card.image))
    expect(kept).not.toBeNull()
    expect(new Uint8Array((await kept?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(drawn)
    const again = new Uint8Array(await (await fetchCard(pathOf(card.image))).arrayBuffer())
    expect(again).toEqual(drawn)
    // Some crawlers ask with HEAD first.
    const head = await request(pathOf(card.image), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/png')
  })
})

describe('content that is not public never gets a card', CARD_TIMEOUT, () => {
  it.each([
    ['a hidden post', 14],
    ['a deleted post', 15],
    ['a post of a hidden (suspended by moderation) user', 16],
    ['a missing post', 999],
  ])('%s: 404', async (_case, id) => {
    const res = await fetchCard(`/cards/post/${id}.0123456789abcdef.png`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toBe('image/png')
  })

  it('a card drawn while public answers 404 once the post is hidden, and again once it is back', async () => {
    const card = await cardMeta(`/app/posts/${COUPON}`)
    expect((await fetchCard(pathOf(card.image))).status).toBe(200)
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(COUPON).run()
    expect((await fetchCard(pathOf(card.image))).status).toBe(404)
    // The kept PNG is not reachable as media either.
    const kept = `/media/${keyOf(card.image)}`
    expect(await env.MEDIA.head(keyOf(card.image))).not.toBeNull()
    expect((await fetchCard(kept)).status).toBe(404)
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = 1").run()
    await env.DB.prepare("UPDATE posts SET visibility = 'public' WHERE id = ?1").bind(COUPON).run()
    expect((await fetchCard(pathOf(card.image))).status).toBe(404)
    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = 1").run()
    expect((await fetchCard(pathOf(card.image))).status).toBe(200)
  })

  it('a place of the other kind, a shelter or an unknown subject: 404', async () => {
    for (const path of [
      `/cards/venue/${RESTAURANT}.0123456789abcdef.png`,
      `/cards/restaurant/${VENUE}.0123456789abcdef.png`,
      '/cards/rally/999.0123456789abcdef.png',
      '/cards/user/1.0123456789abcdef.png',
      `/cards/post/${TEXT_POST}.png`,
      `/cards/post/${TEXT_POST}.0123456789ABCDEF.png`,
      `/cards/post/${TEXT_POST}.0123456789abcdef.jpg`,
      '/cards/post/99999999999999999999.0123456789abcdef.png',
      '/cards/post/-1.0123456789abcdef.png',
      '/cards/post/%E2%80%AE1.0123456789abcdef.png',
    ]) {
      expect((await fetchCard(path)).status, path).toBe(404)
    }
  })
})
