import { beforeAll, describe, expect, it } from 'vitest'
import type {
  ArtistDetail,
  PlaceDetail,
  PlaceFavorites,
  PlaceSummary,
} from '../../src/shared/api/places'
import type { Page } from '../../src/shared/api/posts'
import {
  ALWAYS_OPEN,
  insertArtist,
  insertGeoPost,
  insertPlace,
  insertSlot,
  NEVER_OPEN,
  tokyoIn,
} from './places-helpers'
import { call, insertPost, insertUser, signIn } from './posts-helpers'

// Venues, restaurants and artists through the API, as the pages read them.

let author: number
beforeAll(async () => {
  author = await insertUser({ name: 'らーめん港屋' })
})

describe('restaurants', () => {
  it('filter by genre and by "open now" computed from structured hours', async () => {
    const open = await insertPlace({ name: '営業中のラーメン', genre: 'ramen', hours: ALWAYS_OPEN })
    const closed = await insertPlace({
      name: '定休日のラーメン',
      genre: 'ramen',
      hours: NEVER_OPEN,
    })
    const cafe = await insertPlace({ name: 'カフェ', genre: 'cafe', hours: ALWAYS_OPEN })
    const unknown = await insertPlace({ name: '時間不明', genre: 'ramen', hours: null })
    const ramen = await call<Page<PlaceSummary>>(
      'GET',
      '/api/places?kind=restaurant&genre=ramen&limit=50',
    )
    const ids = ramen.body.items.map((p) => p.id)
    expect(ids).toEqual(expect.arrayContaining([open, closed, unknown]))
    expect(ids).not.toContain(cafe)
    const openNow = await call<Page<PlaceSummary>>(
      'GET',
      '/api/places?kind=restaurant&genre=ramen&open_now=1',
    )
    expect(openNow.body.items.map((p) => p.id)).toEqual([open])
    expect(openNow.body.items[0]?.open_now).toBe(true)
  })

  it('refuse an unknown genre or kind with a Japanese 400', async () => {
    const genre = await call<{ field: string; message: string }>(
      'GET',
      '/api/places?kind=restaurant&genre=pizza',
    )
    expect(genre.status).toBe(400)
    expect(genre.body.field).toBe('genre')
    expect(genre.body.message).toMatch(/ジャンル/)
    const kind = await call<{ field: string }>('GET', '/api/places?kind=shelter')
    expect(kind.status).toBe(400)
    expect(kind.body.field).toBe('kind')
  })

  it('show the shop’s coupons valid now and its upcoming events on the detail', async () => {
    const shop = await insertPlace({
      name: '居酒屋 ともしび',
      genre: 'izakaya',
      hours: ALWAYS_OPEN,
    })
    const valid = await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      title: '生ビール半額',
      lat: 34.97,
      lng: 139.09,
      venue_id: shop,
      valid_until: tokyoIn(60),
    })
    await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      title: '期限切れ',
      lat: 34.97,
      lng: 139.09,
      venue_id: shop,
      valid_until: tokyoIn(-60),
    })
    const res = await call<PlaceDetail>('GET', `/api/places/${shop}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      kind: 'restaurant',
      genre: 'izakaya',
      open_now: true,
      favorited: false,
    })
    expect(res.body.coupons.map((c) => c.id)).toEqual([valid])
    expect(res.body.opening_hours).toEqual(ALWAYS_OPEN)
  })
})

describe('venues', () => {
  it('carry their timetable from today on, with artist, stage and event', async () => {
    const stage = await insertPlace({ kind: 'venue', name: '野外ステージ' })
    const band = await insertArtist('潮騒ブラザーズ')
    const event = await insertPost({
      user_id: author,
      kind: 'event',
      title: 'みなと音楽祭',
      venue_id: stage,
      starts_at: tokyoIn(-30),
      ends_at: tokyoIn(600),
    })
    const now = await insertSlot({
      artist_id: band,
      venue_id: stage,
      post_id: event,
      starts_at: new Date(Date.now() - 600_000).toISOString(),
      ends_at: new Date(Date.now() + 600_000).toISOString(),
    })
    await insertSlot({
      artist_id: band,
      venue_id: stage,
      starts_at: '2000-01-01T03:00:00.000Z',
      ends_at: '2000-01-01T04:00:00.000Z',
    })
    const res = await call<PlaceDetail>('GET', `/api/places/${stage}`)
    expect(res.body.slots).toEqual([
      expect.objectContaining({
        id: now,
        artist: { id: band, name: '潮騒ブラザーズ', genre: 'ロック' },
        venue: { id: stage, name: '野外ステージ' },
        event_id: event,
        event_title: 'みなと音楽祭',
      }),
    ])
    expect(res.body.events.map((e) => e.id)).toEqual([event])
  })

  it('hide the slots of an event that was taken down', async () => {
    const stage = await insertPlace({ kind: 'venue', name: 'ライブハウス' })
    const band = await insertArtist('非公開バンド')
    const hidden = await insertPost({ user_id: author, kind: 'event', visibility: 'hidden' })
    await insertSlot({
      artist_id: band,
      venue_id: stage,
      post_id: hidden,
      starts_at: tokyoIn(60),
      ends_at: tokyoIn(120),
    })
    const res = await call<PlaceDetail>('GET', `/api/places/${stage}`)
    expect(res.body.slots).toEqual([])
  })

  it('answer 404 for shelters, unknown and malformed ids', async () => {
    const shelter = await insertPlace({ kind: 'shelter', name: '第一小学校' })
    for (const id of [String(shelter), '999999', 'abc', '1.5', '-1']) {
      const res = await call<{ error: string }>('GET', `/api/places/${id}`)
      expect(res.status, id).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
  })
})

describe('artists', () => {
  it('list their upcoming slots across venues, not the past ones', async () => {
    const a = await insertPlace({ kind: 'venue', name: '町民会館' })
    const b = await insertPlace({ kind: 'venue', name: '灯台' })
    const singer = await insertArtist('早瀬 みお', 'シンガーソングライター')
    await insertSlot({
      artist_id: singer,
      venue_id: a,
      starts_at: '2001-01-01T03:00:00.000Z',
      ends_at: '2001-01-01T04:00:00.000Z',
    })
    const first = await insertSlot({
      artist_id: singer,
      venue_id: b,
      starts_at: '2099-01-01T03:00:00.000Z',
      ends_at: '2099-01-01T04:00:00.000Z',
    })
    const second = await insertSlot({
      artist_id: singer,
      venue_id: a,
      starts_at: '2099-02-01T03:00:00.000Z',
      ends_at: '2099-02-01T04:00:00.000Z',
    })
    const res = await call<ArtistDetail>('GET', `/api/artists/${singer}`)
    expect(res.status).toBe(200)
    expect(res.body.slots.map((s) => [s.id, s.venue?.name])).toEqual([
      [first, '灯台'],
      [second, '町民会館'],
    ])
    expect(res.body.links).toEqual([{ label: 'X', url: 'https://x.com/band' }])
  })
})

describe('favorite places and artists', () => {
  it('are saved once, listed for their owner, and removed', async () => {
    const me = await signIn()
    const shop = await insertPlace({ name: 'ベーカリー こむぎ', genre: 'bakery' })
    const band = await insertArtist('DJ KAIRI')
    const saves = await Promise.all(
      [1, 2, 3].map(() => call('PUT', `/api/places/${shop}/favorite`, { token: me.token })),
    )
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200])
    await call('PUT', `/api/artists/${band}/favorite`, { token: me.token })
    const list = await call<PlaceFavorites>('GET', '/api/me/place-favorites', { token: me.token })
    expect(list.body.places.map((p) => p.id)).toEqual([shop])
    expect(list.body.artists.map((a) => a.id)).toEqual([band])
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    const detail = await call<PlaceDetail>('GET', `/api/places/${shop}`, { token: me.token })
    expect(detail.body.favorited).toBe(true)
    await call('DELETE', `/api/places/${shop}/favorite`, { token: me.token })
    const after = await call<PlaceFavorites>('GET', '/api/me/place-favorites', { token: me.token })
    expect(after.body.places).toEqual([])
  })

  it('need a login, and a place that exists', async () => {
    const shop = await insertPlace({})
    expect((await call('PUT', `/api/places/${shop}/favorite`)).status).toBe(401)
    expect((await call('GET', '/api/me/place-favorites')).status).toBe(401)
    const me = await signIn()
    expect((await call('PUT', '/api/places/999999/favorite', { token: me.token })).status).toBe(404)
    const shelter = await insertPlace({ kind: 'shelter' })
    expect((await call('PUT', `/api/places/${shelter}/favorite`, { token: me.token })).status).toBe(
      404,
    )
  })
})
