import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodePng } from '../../worker/hazard/png'
import { cardMeta, fetchCard, insertCardFixtures, pathOf, TEXT_POST } from './share-cards-helpers'

// When a card cannot be drawn the crawler still gets a picture: the site's default card, cached
// briefly and never kept, so a later request draws the real one. (Its own file: the fonts a
// test file has loaded stay in the isolate, and this one must start without any.)

beforeAll(insertCardFixtures)

// Drawing cards is CPU work (the first in an isolate also starts the wasm engines and loads
// fonts): on a busy 2-core machine a test drawing several takes seconds.
const CARD_TIMEOUT = { timeout: 60_000 }

/** The static assets without the card fonts, as a deploy that lost them would be. */
const withoutFonts: Fetcher = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname.startsWith('/_card-fonts/')) {
      return Promise.resolve(new Response('Not Found', { status: 404 }))
    }
    return env.ASSETS.fetch(input, init)
  },
  connect: () => {
    throw new Error('not used')
  },
} as Fetcher

async function defaultCardBytes() {
  return new Uint8Array(
    await (await env.ASSETS.fetch('http://assets.local/og-default.png')).arrayBuffer(),
  )
}

describe('a card that cannot be drawn', CARD_TIMEOUT, () => {
  it('is the default card while its fonts cannot be loaded, and the real one once they can', async () => {
    const { image } = await cardMeta(`/app/posts/${TEXT_POST}`)
    const fallback = await fetchCard(pathOf(image), 'localhost:8787', { ASSETS: withoutFonts })
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get('content-type')).toBe('image/png')
    expect(fallback.headers.get('cache-control')).toBe('public, max-age=300')
    expect(new Uint8Array(await fallback.arrayBuffer())).toEqual(await defaultCardBytes())
    // Not kept: the real card is drawn on the next request.
    expect(await env.MEDIA.list({ prefix: 'cards/' })).toMatchObject({ objects: [] })
    const real = await fetchCard(pathOf(image))
    expect(real.status).toBe(200)
    const bytes = new Uint8Array(await real.arrayBuffer())
    expect(bytes).not.toEqual(await defaultCardBytes())
    const png = await decodePng(bytes, 1200)
    expect([png.width, png.height]).toEqual([1200, 630])
  })

  it('is the default card while the database fails, and never a 5xx', async () => {
    const { image } = await cardMeta(`/app/posts/${TEXT_POST}`)
    await env.DB.exec('ALTER TABLE posts RENAME TO posts_away')
    try {
      const res = await fetchCard(pathOf(image))
      expect(res.status).toBe(200)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(await defaultCardBytes())
    } finally {
      await env.DB.exec('ALTER TABLE posts_away RENAME TO posts')
    }
  })
})
