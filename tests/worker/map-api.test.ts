import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  MAP_ITEMS_MAX,
  MAP_MAX_FEATURES,
  type MapFeatureCollection,
  type MapItems,
} from '../../src/shared/api/places'
import { metered } from './d1-meter'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { call, insertUser } from './posts-helpers'

// GET /api/map: GeoJSON of what has a place inside a box, each pin its kind, id and position;
// GET /api/map/items: the titles, photos and dates of the pins asked for. Each test reads its own
// box, so rows of one test never land in another's answer.

const box = (west: number, south: number, size = 0.01) =>
  `${west},${south},${west + size},${south + size}`

async function mapOf(query: string) {
  return call<MapFeatureCollection>('GET', `/api/map?${query}`)
}
const idsOf = (body: MapFeatureCollection) => body.features.map((f) => f.id).sort()
async function itemsOf(keys: string[]) {
  return call<MapItems>('GET', `/api/map/items?ids=${keys.join(',')}`)
}

let author: number
beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
})

describe('the map API answers GeoJSON', () => {
  it('returns pins as [lng, lat] with their kind and id only; titles and pages come with the items', async () => {
    const venue = await insertPlace({
      kind: 'venue',
      name: '海浜公園 野外ステージ',
      lat: 10.002,
      lng: 20.003,
    })
    const post = await insertGeoPost({
      user_id: author,
      title: '港の夕焼け',
      lat: 10.004,
      lng: 20.001,
    })
    const res = await mapOf(`bbox=${box(20, 10)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/geo\+json/)
    expect(res.body.type).toBe('FeatureCollection')
    expect(res.body.truncated).toBe(false)
    expect(res.body.features).toEqual([
      {
        type: 'Feature',
        id: `venue:${venue}`,
        geometry: { type: 'Point', coordinates: [20.003, 10.002] },
        properties: { kind: 'venue', id: venue },
      },
      {
        type: 'Feature',
        id: `post:${post}`,
        geometry: { type: 'Point', coordinates: [20.001, 10.004] },
        properties: { kind: 'post', id: post },
      },
    ])
    const items = await itemsOf([`post:${post}`, `venue:${venue}`])
    expect(items.status).toBe(200)
    expect(items.body.items).toEqual([
      expect.objectContaining({
        kind: 'post',
        id: post,
        title: '港の夕焼け',
        path: `/app/posts/${post}`,
      }),
      expect.objectContaining({
        kind: 'venue',
        id: venue,
        title: '海浜公園 野外ステージ',
        path: `/app/venues/${venue}`,
      }),
    ])
  })

  it('leaves out what lies outside the box, hidden posts and shelters', async () => {
    const inside = await insertGeoPost({ user_id: author, lat: 11.005, lng: 21.005 })
    await insertGeoPost({ user_id: author, lat: 11.02, lng: 21.005 })
    await insertGeoPost({ user_id: author, lat: 11.005, lng: 21.005, visibility: 'hidden' })
    await insertPlace({ kind: 'shelter', name: '避難所', lat: 11.006, lng: 21.006 })
    const res = await mapOf(`bbox=${box(21, 11)}`)
    expect(idsOf(res.body)).toEqual([`post:${inside}`])
  })

  it('titles an untitled post by its first 30 characters, an emoji kept whole', async () => {
    const body = `${'あ'.repeat(29)}👨‍👩‍👧の話。続きはまだまだあります。`
    const { id } = (await env.DB.prepare(
      `INSERT INTO posts (user_id, kind, title, body, lat, lng) VALUES (?1, 'post', NULL, ?2, 12.005, 22.005) RETURNING id`,
    )
      .bind(author, body)
      .first<{ id: number }>()) ?? { id: 0 }
    const res = await itemsOf([`post:${id}`])
    expect(res.body.items.map((item) => [item.id, item.title])).toEqual([
      [id, `${'あ'.repeat(29)}👨‍👩‍👧`],
    ])
  })

  it('filters by kind, restaurants apart from venues', async () => {
    const ramen = await insertPlace({
      kind: 'restaurant',
      lat: 12.001,
      lng: 22.001,
      genre: 'ramen',
    })
    await insertPlace({ kind: 'venue', lat: 12.002, lng: 22.002 })
    await insertGeoPost({ user_id: author, lat: 12.003, lng: 22.003 })
    const res = await mapOf(`bbox=${box(22, 12)}&kinds=restaurant`)
    expect(idsOf(res.body)).toEqual([`restaurant:${ramen}`])
    const [item] = (await itemsOf([`restaurant:${ramen}`])).body.items
    expect(item?.genre).toBe('ramen')
    expect(item?.path).toBe(`/app/restaurants/${ramen}`)
  })

  it('reads only the tables a kind filter asks for, in one round trip', async () => {
    const shop = await insertPlace({ kind: 'venue', lat: 12.501, lng: 22.501 })
    const event = await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: 12.502,
      lng: 22.502,
      starts_at: tokyoIn(60),
    })
    const statementsOf = async (kinds: string) => {
      const { text, cost } = await metered(`/api/map?bbox=${box(22.5, 12.5)}&kinds=${kinds}`)
      const ids = (JSON.parse(text) as MapFeatureCollection).features.map((f) => f.id)
      return { ids, statements: cost.statements, roundTrips: cost.roundTrips }
    }
    expect(await statementsOf('event')).toEqual({
      ids: [`event:${event}`],
      statements: 1,
      roundTrips: 1,
    })
    expect(await statementsOf('venue')).toEqual({
      ids: [`venue:${shop}`],
      statements: 1,
      roundTrips: 1,
    })
    expect(await statementsOf('venue,event')).toEqual({
      ids: [`venue:${shop}`, `event:${event}`],
      statements: 2,
      roundTrips: 1,
    })
  })

  it('shows events that have not ended by default, and those overlapping a period when asked', async () => {
    const over = await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: 13.001,
      lng: 23.001,
      starts_at: tokyoIn(-180),
      ends_at: tokyoIn(-60),
    })
    const running = await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: 13.002,
      lng: 23.002,
      starts_at: tokyoIn(-60),
      ends_at: tokyoIn(60),
    })
    const later = await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: 13.003,
      lng: 23.003,
      starts_at: '2099-05-03T10:00:00+09:00',
      ends_at: '2099-05-03T12:00:00+09:00',
    })
    const upcoming = await mapOf(`bbox=${box(23, 13)}&kinds=event`)
    expect(idsOf(upcoming.body)).toEqual([`event:${running}`, `event:${later}`].sort())
    const inMay = await mapOf(`bbox=${box(23, 13)}&kinds=event&from=2099-05-03&to=2099-05-04`)
    expect(idsOf(inMay.body)).toEqual([`event:${later}`])
    const all = await mapOf(`bbox=${box(23, 13)}&kinds=event&from=2000-01-01`)
    expect(idsOf(all.body)).toContain(`event:${over}`)
  })

  it('shows coupons only while they are valid; a plain end date covers that whole day in Tokyo', async () => {
    const today = tokyoIn(0).slice(0, 10)
    const valid = await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      lat: 14.001,
      lng: 24.001,
      valid_from: tokyoIn(-60),
      valid_until: today,
    })
    await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      lat: 14.002,
      lng: 24.002,
      valid_until: tokyoIn(-1),
    })
    await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      lat: 14.003,
      lng: 24.003,
      valid_from: tokyoIn(60),
    })
    const res = await mapOf(`bbox=${box(24, 14)}&kinds=coupon`)
    expect(idsOf(res.body)).toEqual([`coupon:${valid}`])
  })

  it(`answers at most ${MAP_MAX_FEATURES} features and says there are more`, async () => {
    const rows = Array.from({ length: MAP_MAX_FEATURES + 5 }, (_, i) => i)
    for (let i = 0; i < rows.length; i += 50) {
      await Promise.all(
        rows
          .slice(i, i + 50)
          .map((n) => insertGeoPost({ user_id: author, lat: 15.001 + n * 0.00001, lng: 25.001 })),
      )
    }
    const res = await mapOf(`bbox=${box(25, 15)}`)
    expect(res.body.features).toHaveLength(MAP_MAX_FEATURES)
    expect(res.body.truncated).toBe(true)
  })
})

describe('the items of pins', () => {
  it('come with the first photo and the dates, and leave out what the map does not show', async () => {
    const event = await insertGeoPost({
      user_id: author,
      kind: 'event',
      title: '港まつり',
      lat: 16.001,
      lng: 26.001,
      starts_at: '2099-08-01T18:00:00+09:00',
      ends_at: '2099-08-01T21:00:00+09:00',
    })
    await env.DB.prepare(
      `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height)
       VALUES (?1, 0, 'photo/a.jpg', 'thumb/a.jpg', 'image/jpeg', 800, 600),
              (?1, 1, 'photo/b.jpg', 'thumb/b.jpg', 'image/jpeg', 800, 600)`,
    )
      .bind(event)
      .run()
    const hidden = await insertGeoPost({
      user_id: author,
      lat: 16.002,
      lng: 26.002,
      visibility: 'hidden',
    })
    const gone = await insertUser({ status: 'hidden' })
    const byGone = await insertGeoPost({ user_id: gone, lat: 16.003, lng: 26.003 })
    const res = await itemsOf([
      `event:${event}`,
      `post:${hidden}`,
      `post:${byGone}`,
      `coupon:${event}`,
      'venue:999999',
    ])
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([
      {
        kind: 'event',
        id: event,
        title: '港まつり',
        path: `/app/posts/${event}`,
        image_url: '/media/thumb/a.jpg',
        starts_at: '2099-08-01T18:00:00+09:00',
        ends_at: '2099-08-01T21:00:00+09:00',
        valid_until: null,
        genre: null,
      },
    ])
  })

  const cases: [string, string][] = [
    ['no ids', ''],
    ['an unknown kind', 'ids=shelter:1'],
    ['no number', 'ids=post:'],
    ['a negative number', 'ids=post:-1'],
    ['a word', 'ids=hello'],
    ['a number past any id', 'ids=post:99999999999999999999'],
    ['invalid Unicode', 'ids=post:%ED%A0%80'],
    [
      'too many',
      `ids=${Array.from({ length: MAP_ITEMS_MAX + 1 }, (_, i) => `post:${i + 1}`).join(',')}`,
    ],
  ]
  it.each(cases)('refuse %s with a Japanese 400', async (_name, query) => {
    const res = await call<{ error: string; message: string; field: string }>(
      'GET',
      `/api/map/items?${query}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('ids')
    expect(res.body.message).toMatch(/種類:番号/)
  })
})

describe('the map API refuses a bad view with a Japanese 400', () => {
  const cases: [string, string, RegExp][] = [
    ['no bbox', '', /表示範囲/],
    ['three numbers', 'bbox=1,2,3', /4つの数値/],
    ['words', 'bbox=west,south,east,north', /4つの数値/],
    ['NaN', 'bbox=NaN,1,2,3', /4つの数値/],
    ['exponent', 'bbox=1e2,1,2,3', /4つの数値/],
    ['inverted west/east', 'bbox=139.1,34.9,139.0,35.0', /逆/],
    ['inverted south/north', 'bbox=139.0,35.0,139.1,34.9', /逆/],
    ['latitude beyond the pole', 'bbox=139,89.5,139.5,90.5', /緯度/],
    ['longitude beyond the antimeridian', 'bbox=179.5,0,180.5,1', /経度/],
    ['too large', 'bbox=130,30,140,40', /広すぎます/],
    ['unknown kind', 'bbox=139,34,139.1,34.1&kinds=post,shelter', /種類/],
    ['malformed date', 'bbox=139,34,139.1,34.1&from=tomorrow', /期間/],
    ['from after to', 'bbox=139,34,139.1,34.1&from=2026-12-02&to=2026-12-01', /終わり/],
    ['huge bbox text', `bbox=${'1'.repeat(5000)},1,2,3`, /4つの数値/],
  ]
  it.each(cases)('%s', async (_name, query, message) => {
    const res = await call<{ error: string; message: string; field: string }>(
      'GET',
      `/api/map?${query}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('invalid_request')
    expect(res.body.message).toMatch(message)
    expect(['bbox', 'kinds', 'from', 'to']).toContain(res.body.field)
  })
})
