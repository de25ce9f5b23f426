import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import minatoRows from '../../data/postal/demo-minato-town.csv?raw'
import minatoRomanRows from '../../data/postal/demo-minato-town-rome.csv?raw'
import atamiRows from '../../data/postal/demo-shizuoka.csv?raw'
import atamiRomanRows from '../../data/postal/demo-shizuoka-rome.csv?raw'
import { type DemoRow, tables } from '../../scripts/demo/data.mjs'
import { demoTranslations } from '../../scripts/demo/data-translations.mjs'
import { importPostalRows, withRomaji } from '../../scripts/lib/postal-sql.mjs'
import type { ArtistSummary, PlaceDetail, PlaceSummary } from '../../src/shared/api/places'
import type { Page, Post, PostCardItem } from '../../src/shared/api/posts'
import type { RallyDetail, RallyList } from '../../src/shared/api/stamprally'
import { parseKenAll } from '../../src/shared/postal'
import { parseKenAllRome } from '../../src/shared/postal-roman'
import { SITE_LANGUAGES } from '../../src/shared/sites'
import { cardBodyStart } from '../../src/shared/text'
import worker from '../../worker/index'

// The demo data as `npm start` loads it (every table of scripts/demo/data.mjs, its translation
// rows included, and the postal rows of data/postal: 熱海市's and the fictional みなと町's), read through the API the way the international sites read it: with no
// translation provider configured, as locally.

const LANGS = ['en', 'ko', 'zh-hans', 'zh-hant'] as const
type Lang = (typeof LANGS)[number]

/** Every row of a table: a table may be listed twice (rows of another set of columns). */
const rowsOf = (table: string): DemoRow[] =>
  tables.filter(([name]) => name === table).flatMap(([, rows]) => rows)

beforeAll(async () => {
  const statements: D1PreparedStatement[] = []
  for (const [table, rows] of tables) {
    for (const row of rows) {
      const values = table === 'users' ? { ...row, password_hash: 'demo' } : row
      const columns = Object.keys(values)
      statements.push(
        env.DB.prepare(
          `INSERT INTO ${table} (${columns.join(', ')})
           VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')})`,
        ).bind(...columns.map((column) => values[column] ?? null)),
      )
    }
  }
  await env.DB.batch(statements)
  const postal = [
    ...withRomaji(parseKenAll(atamiRows), parseKenAllRome(atamiRomanRows)),
    ...withRomaji(parseKenAll(minatoRows), parseKenAllRome(minatoRomanRows)),
  ]
  await importPostalRows(env.DB, postal, '静岡県')
})

/** A request of the `lang` site's SPA, against a Worker with no translation provider. */
async function get<T>(lang: Lang, path: string): Promise<T> {
  const res = await worker.fetch(
    new Request(`http://${lang}.localhost:8787${path}`, {
      headers: { 'x-translate-lang': SITE_LANGUAGES[lang].translateLang ?? '' },
    }),
    { ...env, TRANSLATION_API_URL: '' },
    createExecutionContext(),
  )
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

/** The demo's translation row of a post field (place names come from the place's own). */
const storedText = (lang: Lang, postId: number, field: string) =>
  rowsOf('translations').find(
    (row) =>
      row.subject === 'post' &&
      row.subject_id === postId &&
      row.field === field &&
      row.target_lang === lang,
  )?.text

const seeded = new Map(rowsOf('venues').map((row) => [Number(row.id), row.address]))

const demoPostIds = rowsOf('posts').map((row) => Number(row.id))

describe('the demo data on the international sites', () => {
  it.each(LANGS)('%s: every demo post, event and coupon reads in the language', async (lang) => {
    const page = await get<Page<PostCardItem>>(lang, '/api/posts?limit=50')
    expect(page.items.map((post) => post.id).sort((a, b) => a - b)).toEqual(
      [...demoPostIds].sort((a, b) => a - b),
    )
    const texts = demoTranslations[lang].posts
    for (const post of page.items) {
      expect(post.translation, `post ${post.id}`).toMatchObject({ translated: true, lang })
      // The timeline sends the start of a card's line where the text is longer than it shows.
      const body = texts[post.id]?.body ?? ''
      expect(post.body).toBe(post.body_cut ? cardBodyStart(body) : body)
      if (post.body_cut) {
        const whole = await get<Post>(lang, `/api/posts/${post.id}`)
        expect(whole.body).toBe(body)
      }
      if (post.title !== null) expect(post.title).toBe(texts[post.id]?.title)
      if (post.coupon) {
        expect(post.coupon.offer).toBe(texts[post.id]?.coupon_offer)
        expect(post.coupon.terms).toBe(texts[post.id]?.coupon_terms)
        expect(post.translation?.original?.coupon_offer).toMatch(/[ぁ-んァ-ヶ一-龠]/u)
      }
      if (post.place?.name) expect(post.place.name).toBe(storedText(lang, post.id, 'place_name'))
    }
  })

  it.each(LANGS)('%s: every venue, restaurant and artist reads in the language', async (lang) => {
    for (const kind of ['venue', 'restaurant']) {
      const page = await get<Page<PlaceSummary>>(lang, `/api/places?kind=${kind}&limit=50`)
      expect(page.items.length).toBeGreaterThan(0)
      for (const place of page.items) {
        expect(place.translation, `place ${place.id}`).toMatchObject({ translated: true, lang })
        expect(place.name).toBe(demoTranslations[lang].places[place.id]?.name)
        expect(place.description).toBe(demoTranslations[lang].places[place.id]?.description)
        // Every address in Japan Post's romaji (みなと町's fictional rows), the Japanese beside it.
        expect(place.address, `place ${place.id}`).toMatch(/^[\x20-\x7e]+, Shizuoka \d{3}-\d{4}$/)
        expect(place.address_original).toBe(seeded.get(place.id))
      }
    }
    const artists = await get<Page<ArtistSummary>>(lang, '/api/artists?limit=50')
    expect(artists.items).toHaveLength(rowsOf('artists').length)
    for (const artist of artists.items) {
      expect(artist.translation, `artist ${artist.id}`).toMatchObject({ translated: true })
      expect(artist.bio).toBe(demoTranslations[lang].artists[artist.id]?.bio)
    }
  })

  it.each(LANGS)('%s: the stamp rally and every spot read in the language', async (lang) => {
    const texts = demoTranslations[lang]
    const list = await get<RallyList>(lang, '/api/stamprallies')
    expect(list.items).toHaveLength(rowsOf('stamp_rallies').length)
    for (const rally of list.items) {
      expect(rally.translation, `rally ${rally.id}`).toMatchObject({ translated: true, lang })
      expect(rally.title).toBe(texts.rallies[rally.id]?.title)
      const detail = await get<RallyDetail>(lang, `/api/stamprallies/${rally.id}`)
      expect(detail.description).toBe(texts.rallies[rally.id]?.description)
      expect(detail.reward.text).toBe(texts.rallies[rally.id]?.reward)
      const coupon = detail.reward.coupon
      expect(coupon?.title).toBe(texts.posts[coupon?.id ?? 0]?.title)
      expect(coupon?.original?.title).toBe('スタンプラリー達成記念 手ぬぐい引換券')
      expect(detail.translation?.original?.title).toBe('みなと町 秋のまちあるきスタンプラリー')
      expect(detail.spots.length).toBeGreaterThan(0)
      for (const spot of detail.spots) {
        expect(spot.name, `spot ${spot.id}`).toBe(texts.rallySpots[spot.id]?.name)
        expect(spot.description).toBe(texts.rallySpots[spot.id]?.description)
        expect(spot.original?.name).toMatch(/[ぁ-んァ-ヶ一-龠]/u)
      }
    }
  })

  it('a restaurant page carries its Japanese original for "show original"', async () => {
    const place = await get<PlaceDetail>('en', '/api/places/9')
    expect(place).toMatchObject({
      name: 'Ramen Minatoya',
      access: '4 min walk from Minato Station',
      translation: {
        translated: true,
        source_lang: 'ja',
        lang: 'en',
        original: { name: 'らーめん 港屋', access: 'みなと駅から徒歩4分' },
      },
    })
    const zh = await get<PlaceDetail>('zh-hant', '/api/places/9')
    expect(zh.name).toBe('拉麵 港屋')
  })

  it('a みなと町 place page shows its address in romaji on en, as written on ja', async () => {
    const place = await get<PlaceDetail>('en', '/api/places/10')
    expect(place.address).toBe('2-3-1 Hamadori, Minato-cho, Kamo-gun, Shizuoka 000-0004')
    expect(place.address_original).toBe('静岡県賀茂郡みなと町浜通り2-3-1')
    const res = await worker.fetch(
      new Request('http://localhost:8787/api/places/10'),
      { ...env, TRANSLATION_API_URL: '' },
      createExecutionContext(),
    )
    const ja = (await res.json()) as PlaceDetail
    expect([ja.address, ja.address_original]).toEqual([
      '静岡県賀茂郡みなと町浜通り2-3-1',
      undefined,
    ])
  })

  it('a demo text edited later reads as the untranslated original, not a stale translation', async () => {
    const [id] = demoPostIds
    await env.DB.prepare("UPDATE posts SET body = body || '（追記）' WHERE id = ?1").bind(id).run()
    const post = await get<Post>('en', `/api/posts/${id}`)
    expect(post.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    expect(post.body).toMatch(/（追記）$/u)
  })
})
