import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import type {
  ArtistDetail,
  MapFeatureCollection,
  MapItems,
  PlaceDetail,
} from '../../src/shared/api/places'
import type { Page, Post } from '../../src/shared/api/posts'
import type { SearchHit } from '../../src/shared/api/search'
import { postTitle } from '../../src/shared/text'
import worker from '../../worker/index'
import { insertArtist, insertGeoPost, insertPlace, insertSlot } from './places-helpers'
import { call, insertPost, insertUser } from './posts-helpers'
import { FAIL_MARKER, fakeTranslation } from './translate-provider-server'

// Places, artists, timetables, and the place name and coupon of posts go through the same
// translation pipeline as post text: the provider (a loopback server speaking its protocol),
// stored rows, the label and the Japanese original.

const EN = { 'x-translate-lang': 'eng_Latn' }
const KO = { 'x-translate-lang': 'kor_Hang' }
const ZH_HANS = { 'x-translate-lang': 'zho_Hans' }

const marker = () => `〔${crypto.randomUUID().slice(0, 8)}〕`
const inAWeek = (hours: number) => new Date(Date.now() + (7 * 24 + hours) * 3_600_000).toISOString()

async function storedFields(subject: string, id: number) {
  const { results } = await env.DB.prepare(
    `SELECT field, target_lang FROM translations WHERE subject = ?1 AND subject_id = ?2
     ORDER BY target_lang, field`,
  )
    .bind(subject, id)
    .all<{ field: string; target_lang: string }>()
  return results
}

/** A venue with an artist's slot at an event there, all named with `tag`. */
async function venueWithSchedule(tag: string) {
  const userId = await insertUser()
  const venueId = await insertPlace({ kind: 'venue', name: `ライブハウス 灯台${tag}` })
  const artistId = await insertArtist(`潮騒ブラザーズ${tag}`)
  const eventId = await insertPost({
    user_id: userId,
    kind: 'event',
    title: `ジャズナイト${tag}`,
    venue_id: venueId,
    starts_at: inAWeek(0),
    ends_at: inAWeek(3),
  })
  await insertSlot({
    artist_id: artistId,
    venue_id: venueId,
    post_id: eventId,
    starts_at: inAWeek(1),
    ends_at: inAWeek(2),
  })
  return { venueId, artistId, eventId }
}

describe('place pages on the international sites', () => {
  it('translate the name, description and access, with the original for the toggle', async () => {
    const tag = marker()
    const { venueId } = await venueWithSchedule(tag)
    const res = await call<PlaceDetail>('GET', `/api/places/${venueId}`, { headers: EN })
    expect(res.status).toBe(200)
    const name = `ライブハウス 灯台${tag}`
    expect(res.body).toMatchObject({
      name: fakeTranslation(name, 'eng_Latn'),
      description: fakeTranslation('港の近くのお店です。', 'eng_Latn'),
      access: fakeTranslation('みなと駅から徒歩5分', 'eng_Latn'),
      translation: {
        translated: true,
        source_lang: 'ja',
        lang: 'en',
        original: { name, description: '港の近くのお店です。', access: 'みなと駅から徒歩5分' },
      },
    })
    expect(await storedFields('place', venueId)).toEqual([
      { field: 'access', target_lang: 'en' },
      { field: 'description', target_lang: 'en' },
      { field: 'name', target_lang: 'en' },
    ])
  })

  it('translate the timetable: artist, venue and event title, keeping the Japanese', async () => {
    const tag = marker()
    const { venueId } = await venueWithSchedule(tag)
    const res = await call<PlaceDetail>('GET', `/api/places/${venueId}`, { headers: KO })
    const [slot] = res.body.slots
    expect(slot).toMatchObject({
      artist: { name: fakeTranslation(`潮騒ブラザーズ${tag}`, 'kor_Hang') },
      venue: { name: fakeTranslation(`ライブハウス 灯台${tag}`, 'kor_Hang') },
      event_title: fakeTranslation(`ジャズナイト${tag}`, 'kor_Hang'),
      original: {
        artist_name: `潮騒ブラザーズ${tag}`,
        venue_name: `ライブハウス 灯台${tag}`,
        event_title: `ジャズナイト${tag}`,
      },
    })
    const [event] = res.body.events
    expect(event).toMatchObject({
      title: fakeTranslation(`ジャズナイト${tag}`, 'kor_Hang'),
      original: { title: `ジャズナイト${tag}` },
    })
  })

  it('translate a restaurant’s coupons: title and offer', async () => {
    const tag = marker()
    const userId = await insertUser()
    const shopId = await insertPlace({ kind: 'restaurant', name: `らーめん 港屋${tag}` })
    await insertPost({
      user_id: userId,
      kind: 'coupon',
      title: `大盛り無料${tag}`,
      venue_id: shopId,
      coupon_offer: `大盛り無料（150円相当）${tag}`,
    })
    const res = await call<PlaceDetail>('GET', `/api/places/${shopId}`, { headers: ZH_HANS })
    expect(res.body.coupons[0]).toMatchObject({
      title: fakeTranslation(`大盛り無料${tag}`, 'zho_Hans'),
      coupon_offer: fakeTranslation(`大盛り無料（150円相当）${tag}`, 'zho_Hans'),
      original: { title: `大盛り無料${tag}`, coupon_offer: `大盛り無料（150円相当）${tag}` },
    })
  })

  it('show the original, labelled, when the provider fails, and never on the main site', async () => {
    const tag = marker()
    // A venue: the restaurant list below must not carry a text the provider fails on.
    const shopId = await insertPlace({
      kind: 'venue',
      name: `甘味処 つきみ${FAIL_MARKER}${tag}`,
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = await call<PlaceDetail>('GET', `/api/places/${shopId}`, { headers: EN })
    expect(failed.status).toBe(200)
    expect(failed.body.name).toBe(`甘味処 つきみ${FAIL_MARKER}${tag}`)
    expect(failed.body.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    vi.restoreAllMocks()
    const main = await call<PlaceDetail>('GET', `/api/places/${shopId}`)
    expect(main.body.translation).toBeUndefined()
    expect(main.body.name).toBe(`甘味処 つきみ${FAIL_MARKER}${tag}`)
  })

  it('without a provider show stored translations only, the rest as originals', async () => {
    const tag = marker()
    const { venueId } = await venueWithSchedule(tag)
    const res = await worker.fetch(
      new Request(`http://en.localhost:8787/api/places/${venueId}`, { headers: EN }),
      { ...env, TRANSLATION_API_URL: '' },
      createExecutionContext(),
    )
    const place = (await res.json()) as PlaceDetail
    expect(place.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    expect(place.slots[0]?.original).toBeUndefined()
    expect(place.slots[0]?.artist.name).toBe(`潮騒ブラザーズ${tag}`)
  })

  it('list pages translate every place on the page', async () => {
    const tag = marker()
    const shopId = await insertPlace({ kind: 'restaurant', name: `そば処 山手庵${tag}` })
    const res = await call<{ items: PlaceDetail[] }>(
      'GET',
      '/api/places?kind=restaurant&limit=50',
      {
        headers: EN,
      },
    )
    const shop = res.body.items.find((item) => item.id === shopId)
    expect(shop?.name).toBe(fakeTranslation(`そば処 山手庵${tag}`, 'eng_Latn'))
    expect(shop?.translation?.original?.name).toBe(`そば処 山手庵${tag}`)
  })
})

describe('place search hits on the international sites', () => {
  it('carry the translated name and description beside the highlighted original', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const shopId = await insertPlace({ kind: 'restaurant', name: `洋食キッチン ${tag}` })
    const res = await call<Page<SearchHit>>('GET', `/api/search?q=${tag}`, { headers: EN })
    const hit = res.body.items.find((item) => item.kind === 'place' && item.id === shopId)
    expect(hit?.title).toBe(`洋食キッチン ${tag}`)
    expect(hit?.translation).toEqual({
      translated: true,
      source_lang: 'ja',
      lang: 'en',
      title: fakeTranslation(`洋食キッチン ${tag}`, 'eng_Latn'),
      text: fakeTranslation('港の近くのお店です。', 'eng_Latn'),
    })
  })
})

describe('map pins on the international sites', () => {
  it('name places and posts in the site’s language, an untitled post by its translated text once there is one', async () => {
    const tag = marker()
    const userId = await insertUser()
    // A box of the map no other test uses.
    const [lat, lng] = [35.41, 139.41]
    const shopId = await insertPlace({
      kind: 'restaurant',
      name: `魚河岸食堂 まるみ${tag}`,
      lat,
      lng,
    })
    const postId = await insertGeoPost({ user_id: userId, title: `朝市${tag}`, lat, lng })
    const untitledId = await insertGeoPost({ user_id: userId, title: '', lat, lng })
    const unreadId = await insertGeoPost({ user_id: userId, title: '', lat, lng })
    // The post page translates the whole text (and stores it), as the timeline does.
    const read = await call<Post>('GET', `/api/posts/${untitledId}`, { headers: KO })
    expect(read.body.translation?.translated).toBe(true)
    const bbox = '139.405,35.405,139.415,35.415'
    const pins = await call<MapFeatureCollection>('GET', `/api/map?bbox=${bbox}`, { headers: KO })
    const ids = pins.body.features.map((f) => f.id).join(',')
    const res = await call<MapItems>('GET', `/api/map/items?ids=${ids}`, { headers: KO })
    const pin = (id: string) => res.body.items.find((item) => `${item.kind}:${item.id}` === id)
    expect(pin(`restaurant:${shopId}`)).toMatchObject({
      title: fakeTranslation(`魚河岸食堂 まるみ${tag}`, 'kor_Hang'),
      translated: true,
    })
    expect(pin(`post:${postId}`)).toMatchObject({
      title: fakeTranslation(`朝市${tag}`, 'kor_Hang'),
      translated: true,
    })
    expect(pin(`post:${untitledId}`)).toMatchObject({
      title: postTitle({ title: null, body: fakeTranslation('本文です。', 'kor_Hang') }),
      translated: true,
    })
    // Never translated: the original, said so (the map asks the provider for no whole text).
    expect(pin(`post:${unreadId}`)).toMatchObject({ title: '本文です。', translated: false })
    const main = await call<MapItems>('GET', `/api/map/items?ids=post:${postId}`)
    expect(main.body.items[0]).not.toHaveProperty('translated')
  })
})

describe('artist pages on the international sites', () => {
  it('translate name, genre and bio, and the artist’s timetable', async () => {
    const tag = marker()
    const { artistId } = await venueWithSchedule(tag)
    const res = await call<ArtistDetail>('GET', `/api/artists/${artistId}`, { headers: ZH_HANS })
    expect(res.body).toMatchObject({
      name: fakeTranslation(`潮騒ブラザーズ${tag}`, 'zho_Hans'),
      genre: fakeTranslation('ロック', 'zho_Hans'),
      bio: fakeTranslation('みなと町のバンド。', 'zho_Hans'),
      translation: {
        translated: true,
        original: { name: `潮騒ブラザーズ${tag}`, genre: 'ロック', bio: 'みなと町のバンド。' },
      },
    })
    expect(res.body.slots[0]?.venue?.name).toBe(
      fakeTranslation(`ライブハウス 灯台${tag}`, 'zho_Hans'),
    )
    expect(await storedFields('artist', artistId)).toHaveLength(3)
  })
})

describe('post place names and coupons', () => {
  it('translate with the title and body, and keep the Japanese in the original', async () => {
    const tag = marker()
    const userId = await insertUser()
    const id = await insertPost({
      user_id: userId,
      kind: 'coupon',
      title: `しおさい ケーキセット${tag}`,
      body: `ケーキセットが100円引き${tag}`,
      place_name: `海辺のカフェ しおさい${tag}`,
      coupon_offer: `ケーキセット100円引き${tag}`,
    })
    await env.DB.prepare("UPDATE posts SET coupon_terms = 'お一人様1回限り。' WHERE id = ?1")
      .bind(id)
      .run()
    const res = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    expect(res.body.place?.name).toBe(fakeTranslation(`海辺のカフェ しおさい${tag}`, 'eng_Latn'))
    expect(res.body.coupon).toMatchObject({
      offer: fakeTranslation(`ケーキセット100円引き${tag}`, 'eng_Latn'),
      terms: fakeTranslation('お一人様1回限り。', 'eng_Latn'),
    })
    expect(res.body.translation?.original).toEqual({
      title: `しおさい ケーキセット${tag}`,
      body: `ケーキセットが100円引き${tag}`,
      place_name: `海辺のカフェ しおさい${tag}`,
      coupon_offer: `ケーキセット100円引き${tag}`,
      coupon_terms: 'お一人様1回限り。',
    })
  })

  it('are translated at write time by the queue, into every language', async () => {
    const tag = marker()
    const id = await insertPost({
      user_id: await insertUser(),
      kind: 'coupon',
      title: `朝市100円券${tag}`,
      place_name: `港の朝市広場${tag}`,
      coupon_offer: `100円引き${tag}`,
    })
    const batch = createMessageBatch<unknown>('jimoto-translate', [
      { id: 'q1', timestamp: new Date(), attempts: 1, body: { post_id: id } },
    ])
    const ctx = createExecutionContext()
    await worker.queue(batch, env, ctx)
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['q1'])
    const fields = await storedFields('post', id)
    expect(fields.filter((row) => row.target_lang === 'zh-hant').map((row) => row.field)).toEqual([
      'body',
      'coupon_offer',
      'place_name',
      'title',
    ])
    expect(fields).toHaveLength(16)
  })

  it('a translation row of a deleted place goes with it', async () => {
    const tag = marker()
    const shopId = await insertPlace({ kind: 'restaurant', name: `居酒屋 ともしび${tag}` })
    await call('GET', `/api/places/${shopId}`, { headers: EN })
    expect((await storedFields('place', shopId)).length).toBeGreaterThan(0)
    await env.DB.prepare('DELETE FROM venues WHERE id = ?1').bind(shopId).run()
    expect(await storedFields('place', shopId)).toEqual([])
  })
})
