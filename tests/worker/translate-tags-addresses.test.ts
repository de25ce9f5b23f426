import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import demoRows from '../../data/postal/demo-shizuoka.csv?raw'
import demoRomanRows from '../../data/postal/demo-shizuoka-rome.csv?raw'
import { importPostalRows, withRomaji } from '../../scripts/lib/postal-sql.mjs'
import type { PlaceDetail, PlaceSummary } from '../../src/shared/api/places'
import type { Page, Post } from '../../src/shared/api/posts'
import type { SearchSuggestions } from '../../src/shared/api/search'
import { parseKenAll } from '../../src/shared/postal'
import { parseKenAllRome } from '../../src/shared/postal-roman'
import worker from '../../worker/index'
import { insertPlace } from './places-helpers'
import { call, insertPost, insertUser } from './posts-helpers'
import { fakeTranslation } from './translate-provider-server'

// What a visitor reads on the international sites beside a post's text and a place's name: the
// tags' labels (stored by the translate queue, from the loopback stand-in of the model; the key
// stays the Japanese word) and a place's address in Japan Post's romaji (data/postal: KEN_ALL's
// rows of 熱海市 with KEN_ALL_ROME's romaji, loaded as `npm run import:postal -- … --roman` does).

const EN = { 'x-translate-lang': 'eng_Latn' }
const KO = { 'x-translate-lang': 'kor_Hang' }

beforeAll(async () => {
  const rows = withRomaji(parseKenAll(demoRows), parseKenAllRome(demoRomanRows))
  await importPostalRows(env.DB, rows, '静岡県')
})

const unique = () => crypto.randomUUID().slice(0, 6)

async function translateThroughQueue(postId: number) {
  const batch = createMessageBatch<unknown>('jimoto-translate', [
    { id: 'm1', timestamp: new Date(), attempts: 1, body: { post_id: postId } },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, env, ctx)
  return getQueueResult(batch, ctx)
}

describe('tags on the international sites', () => {
  it('carry the labels the queue stored, the keys staying the Japanese words', async () => {
    const festival = `夏祭り${unique()}`
    const untranslated = `花火${unique()}`
    const id = await insertPost({ user_id: await insertUser(), tags: [festival, untranslated] })
    // Before the queue ran: no label, the tag is shown as written.
    const before = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    expect(before.body.tags).toEqual([festival, untranslated])
    expect(before.body.tag_labels).toBeUndefined()

    expect((await translateThroughQueue(id)).explicitAcks).toEqual(['m1'])
    // One tag has lost its label (as if the provider had failed on it): it shows the Japanese.
    await env.DB.prepare('DELETE FROM tag_translations WHERE tag = ?1').bind(untranslated).run()

    const post = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    expect(post.body.tags).toEqual([festival, untranslated])
    expect(post.body.tag_labels).toEqual({ [festival]: fakeTranslation(festival, 'eng_Latn') })
    const korean = await call<Post>('GET', `/api/posts/${id}`, { headers: KO })
    expect(korean.body.tag_labels).toEqual({ [festival]: fakeTranslation(festival, 'kor_Hang') })
    // The Japanese site is unchanged.
    expect((await call<Post>('GET', `/api/posts/${id}`)).body.tag_labels).toBeUndefined()

    // The timeline filtered by the tag (the key) lists the post with its labels.
    const page = await call<Page<Post>>('GET', `/api/posts?tag=${encodeURIComponent(festival)}`, {
      headers: EN,
    })
    expect(page.body.items.map((item) => [item.id, item.tag_labels])).toEqual([
      [id, { [festival]: fakeTranslation(festival, 'eng_Latn') }],
    ])
  })

  it('are labelled among the search suggestions', async () => {
    const tag = `朝市${unique()}`
    const id = await insertPost({ user_id: await insertUser(), tags: [tag] })
    await translateThroughQueue(id)
    const { body } = await call<SearchSuggestions>('GET', '/api/search/suggestions', {
      headers: EN,
    })
    expect(body.recent_tags).toContain(tag)
    expect(body.tag_labels?.[tag]).toBe(fakeTranslation(tag, 'eng_Latn'))
  })
})

describe('place addresses on the international sites', () => {
  it("read in Japan Post's romaji, in English order, the Japanese kept", async () => {
    const id = await insertPlace({ address: '静岡県熱海市銀座町2-9-5' })
    const { body } = await call<PlaceDetail>('GET', `/api/places/${id}`, { headers: EN })
    expect(body.address).toBe('2-9-5 Ginzacho, Atami-shi, Shizuoka 413-0013')
    expect(body.address_original).toBe('静岡県熱海市銀座町2-9-5')
    // Korean readers get the same romaji (Japan Post publishes no Korean).
    const korean = await call<PlaceDetail>('GET', `/api/places/${id}`, { headers: KO })
    expect(korean.body.address).toBe('2-9-5 Ginzacho, Atami-shi, Shizuoka 413-0013')
    // The Japanese site shows the address as written.
    const ja = await call<PlaceDetail>('GET', `/api/places/${id}`)
    expect(ja.body.address).toBe('静岡県熱海市銀座町2-9-5')
    expect(ja.body.address_original).toBeUndefined()
  })

  it('stay Japanese where no postal row names the town, in lists too', async () => {
    const matched = await insertPlace({
      name: `渚の店${unique()}`,
      address: '〒413-0014 静岡県熱海市渚町10-1',
    })
    const unmatched = await insertPlace({ name: `港の店${unique()}` })
    const { body } = await call<Page<PlaceSummary>>('GET', '/api/places?kind=restaurant&limit=50', {
      headers: EN,
    })
    const byId = new Map(body.items.map((place) => [place.id, place]))
    expect(byId.get(matched)?.address).toBe('10-1 Nagisacho, Atami-shi, Shizuoka 413-0014')
    expect(byId.get(unmatched)?.address).toBe('静岡県賀茂郡みなと町本町2-9-5')
    expect(byId.get(unmatched)?.address_original).toBeUndefined()
  })
})
