import { env } from 'cloudflare:workers'
import satori from 'satori/standalone'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodePng } from '../../worker/hazard/png'
import { familiesFor } from '../../worker/share-cards/design'
import { fontsFor } from '../../worker/share-cards/fonts'
import { renderCard, startEngines } from '../../worker/share-cards/render'
import { readCardText } from '../../worker/share-cards/subjects'
import { meta, parsePage } from './edge-html'
import { request } from './helpers'
import {
  COUPON,
  cardMeta,
  EVENT,
  fetchCard,
  insertCardFixtures,
  pathOf,
  RALLY,
} from './share-cards-helpers'

// The cards themselves: a PNG of 1200×630 under 300 KB, drawn with real glyphs (never the
// font's missing-glyph box), the same picture as a direct rendering of the same text, and
// hostile titles drawn or replaced by the default card, never a 5xx.

beforeAll(insertCardFixtures)

// Drawing cards is CPU work (the first in an isolate also starts the wasm engines and loads
// fonts): on a busy 2-core machine a test drawing several takes seconds.
const CARD_TIMEOUT = { timeout: 60_000 }

const MAX_BYTES = 300 * 1024

async function cardPng(path: string, host = 'localhost:8787') {
  const page = await cardMeta(path, host)
  const res = await fetchCard(pathOf(page.image), host)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  return { bytes: new Uint8Array(await res.arrayBuffer()), page }
}

/** The SVG path satori draws for `char` alone, with the fonts the card would load for it. */
async function glyphPath(char: string, families: Parameters<typeof familiesFor>[0]) {
  const { fonts, stack } = await fontsFor(env.ASSETS, [
    { text: char, weight: 700, families: familiesFor(families) },
  ])
  return pathOfSvg(char, fonts, stack(familiesFor(families)))
}

async function pathOfSvg(
  char: string,
  fonts: Awaited<ReturnType<typeof fontsFor>>['fonts'],
  family: string,
): Promise<string> {
  await startEngines()
  const svg = await satori(
    {
      type: 'div',
      props: { style: { display: 'flex', fontFamily: family, fontSize: 100 }, children: char },
    } as unknown as Parameters<typeof satori>[0],
    { width: 200, height: 200, fonts },
  )
  return /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? ''
}

describe('a card', CARD_TIMEOUT, () => {
  it('is a 1200×630 PNG under 300 KB in the site’s colours', async () => {
    for (const [path, host] of [
      [`/app/posts/${EVENT}`, 'localhost:8787'],
      [`/app/posts/${EVENT}`, 'en.localhost:8787'],
      [`/app/posts/${COUPON}`, 'zh-hant.localhost:8787'],
      [`/app/stamprally/${RALLY}`, 'ko.localhost:8787'],
    ] as const) {
      const { bytes } = await cardPng(path, host)
      expect(bytes.length, path).toBeLessThan(MAX_BYTES)
      const png = await decodePng(bytes, 1200)
      expect([png.width, png.height]).toEqual([1200, 630])
      // The accent bar along the top and the page background under it.
      expect(png.pixel(600, 6).slice(0, 3)).toEqual([0xb9, 0x3a, 0x1f])
      expect(png.pixel(20, 40).slice(0, 3)).toEqual([0xfb, 0xfa, 0xf8])
    }
  })

  it('is the picture a direct rendering of the same text gives (reference rendering)', async () => {
    const { bytes } = await cardPng(`/app/posts/${EVENT}`, 'en.localhost:8787')
    const text = await readCardText(env, 'post', EVENT, 'en', Date.now())
    expect(text).toMatchObject({ kind: 'Event', title: 'Bon Odori Dance Festival' })
    if (!text) return
    const reference = await renderCard(env.ASSETS, text, 'en', 'jimoto')
    expect(bytes).toEqual(reference)
    // …and a different title is a different picture.
    const other = await renderCard(env.ASSETS, { ...text, title: '盆踊り' }, 'en', 'jimoto')
    expect(other).not.toEqual(reference)
  })

  it('draws every character of its titles with a glyph of its own, never the missing-glyph box', async () => {
    // The box: what the fonts draw for a character they lack (a kanji with only Latin loaded).
    const latin = await fontsFor(env.ASSETS, [{ text: 'A', weight: 700, families: ['jp'] }])
    const box = await pathOfSvg('祭', latin.fonts, latin.stack(['jp']))
    expect(box).not.toBe('')
    const titles: [string, Parameters<typeof familiesFor>[0]][] = [
      ['夏祭りの準備 盆踊り大会 パン全品10%オフ みなと町 秋のまちあるきスタンプラリー', 'ja'],
      ['港のライブハウス 海辺の食堂 しおかぜ 潮騒ブラスバンド 静岡県', 'ja'],
      ['Bon Odori Dance Festival…', 'en'],
      ['쿠폰 스탬프 랠리 공연장', 'ko'],
      ['集章活动 优惠券 场馆', 'zh-hans'],
      ['集章活動 優惠券 場館', 'zh-hant'],
    ]
    for (const [title, lang] of titles) {
      for (const char of new Set(title.replace(/\s/g, ''))) {
        const path = await glyphPath(char, lang)
        expect(path, `${char} (${lang})`).not.toBe('')
        expect(path, `${char} (${lang}) is the missing-glyph box`).not.toBe(box)
      }
    }
  })
})

describe('characters no font draws', CARD_TIMEOUT, () => {
  it('are left out (emoji, joiners, flags, bidi controls): every character kept has a glyph', async () => {
    const latin = await fontsFor(env.ASSETS, [{ text: 'A', weight: 700, families: ['jp'] }])
    const box = await pathOfSvg('祭', latin.fonts, latin.stack(['jp']))
    const title = '🎉🎆👨‍👩‍👧花火大会🇯🇵\u202e告知\u202c\u2066\u200f❤️1️⃣\ue000'
    for (const lang of ['ja', 'en', 'ko', 'zh-hans', 'zh-hant'] as const) {
      const { texts } = await fontsFor(env.ASSETS, [
        { text: title, weight: 700, families: familiesFor(lang) },
      ])
      const kept = texts[0] ?? ''
      expect(kept).toContain('花火大会')
      for (const char of new Set(kept)) {
        const path = await glyphPath(char, lang)
        expect(
          path,
          `U+${char.codePointAt(0)?.toString(16)} (${lang}) is the missing-glyph box`,
        ).not.toBe(box)
      }
    }
  })
})

describe('hostile titles', CARD_TIMEOUT, () => {
  const HOSTILE = [
    ['4,000 characters', '祭'.repeat(4000)],
    ['bidi controls', '\u202e告知\u202c\u2066イベント\u2069\u200f'],
    ['emoji', `🎉🎆👨‍👩‍👧花火大会🇯🇵`],
    ['markup', '</script><script>alert(1)</script><b>夜市'],
    ['one unbroken word', 'https://example.jp/'.repeat(40)],
    ['nothing drawable', '🎉🎆'],
  ]
  it.each(HOSTILE)(
    '%s: the page names a card and the card is a PNG, never a 5xx',
    async (_case, title) => {
      const id = 700 + HOSTILE.findIndex(([, t]) => t === title)
      await env.DB.prepare(
        `INSERT INTO posts (id, user_id, kind, title, body, starts_at, ends_at)
       VALUES (?1, 1, 'event', ?2, ?2, '2026-09-01T18:00:00+09:00', '2026-09-01T21:00:00+09:00')`,
      )
        .bind(id, title)
        .run()
      for (const host of ['localhost:8787', 'en.localhost:8787']) {
        const res = await request(`/app/posts/${id}`, { host })
        expect(res.status).toBe(200)
        const image = meta(await parsePage(res), 'og:image') ?? ''
        expect(image).toMatch(/\/cards\/post\/\d+\.[0-9a-f]{16}\.png$/)
        const card = await fetchCard(pathOf(image), host)
        expect(card.status).toBe(200)
        expect(card.headers.get('content-type')).toBe('image/png')
        const bytes = new Uint8Array(await card.arrayBuffer())
        expect(bytes.length).toBeLessThan(MAX_BYTES)
        const png = await decodePng(bytes, 1200)
        expect([png.width, png.height]).toEqual([1200, 630])
      }
    },
  )
})
