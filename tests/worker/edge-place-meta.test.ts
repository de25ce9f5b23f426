import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpeningHours } from '../../src/shared/opening-hours'
import { jsonLd, meta, parsePage } from './edge-html'
import { request } from './helpers'
import { insertArtist, insertGeoPost, insertPlace, insertSlot, tokyoIn } from './places-helpers'
import { insertUser } from './posts-helpers'

// What crawlers read on the venue, restaurant and artist pages: their own title, description,
// image and canonical, and schema.org data a search engine can show as a rich result.

const DEFAULT_TITLE = 'jimoto｜地元のイベント・投稿・クーポン'

/** Lunch Tue–Sun, a bar evening past midnight on Fri–Sat, and a New Year closing day. */
const HOURS: OpeningHours = {
  periods: [
    { days: [0, 2, 3, 4, 5, 6], opens: '11:00', closes: '15:00' },
    { days: [5, 6], opens: '18:00', closes: '02:00' },
  ],
  closedDates: ['2027-01-01'],
}

let restaurant: number
let venue: number
let hall: number
let artist: number
let event: number
beforeAll(async () => {
  const author = await insertUser({ name: '町の実行委員会' })
  restaurant = await insertPlace({
    name: 'らーめん 港屋',
    genre: 'ramen',
    price_range: '¥900〜¥1,300',
    hours: HOURS,
  })
  await env.DB.prepare(
    `UPDATE venues SET image_key = 'places/ramen 1.jpg', reservation_url = 'https://yoyaku.example/minatoya' WHERE id = ?1`,
  )
    .bind(restaurant)
    .run()
  venue = await insertPlace({
    kind: 'venue',
    name: '港のライブハウス</script><b>',
    address: '静岡県賀茂郡みなと町浜通り1-1',
  })
  hall = await insertPlace({ kind: 'venue', name: '町民会館 小ホール' })
  artist = await insertArtist('みなと町吹奏楽団', '吹奏楽')
  event = await insertGeoPost({
    user_id: author,
    kind: 'event',
    title: '港フェス2026',
    lat: 34.97,
    lng: 139.09,
    venue_id: venue,
    starts_at: tokyoIn(60 * 24),
    ends_at: tokyoIn(60 * 30),
  })
  await insertGeoPost({
    user_id: author,
    kind: 'event',
    title: '終わったライブ',
    lat: 34.97,
    lng: 139.09,
    venue_id: venue,
    starts_at: tokyoIn(-60 * 30),
    ends_at: tokyoIn(-60 * 24),
  })
  await insertGeoPost({
    user_id: author,
    kind: 'event',
    title: '非公開のライブ',
    lat: 34.97,
    lng: 139.09,
    venue_id: venue,
    starts_at: tokyoIn(60),
    visibility: 'hidden',
  })
  await insertGeoPost({
    user_id: author,
    kind: 'event',
    title: '小ホールの発表会',
    lat: 34.97,
    lng: 139.09,
    venue_id: hall,
    starts_at: tokyoIn(60 * 48),
  })
  // One slot of the festival tonight, one that already ended.
  await insertSlot({
    artist_id: artist,
    venue_id: venue,
    post_id: event,
    starts_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
    ends_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
  })
  await insertSlot({
    artist_id: artist,
    venue_id: venue,
    starts_at: new Date(Date.now() - 4 * 3600_000).toISOString(),
    ends_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  })
})

describe('a restaurant page', () => {
  it('has its own title, description, photo and canonical, and a Restaurant in JSON-LD', async () => {
    const res = await request(`/app/restaurants/${restaurant}?c=line`)
    expect(res.status).toBe(200)
    const page = await parsePage(res)
    expect(page.titles).toEqual(['らーめん 港屋｜jimoto'])
    expect(meta(page, 'og:title')).toBe('らーめん 港屋')
    expect(meta(page, 'description')).toBe('港の近くのお店です。')
    expect(meta(page, 'og:image')).toBe('http://localhost:8787/media/places/ramen%201.jpg')
    expect(page.links.find((l) => l.rel === 'canonical')?.href).toBe(
      `http://localhost:8787/app/restaurants/${restaurant}`,
    )
    expect(page.links.filter((l) => l.rel === 'alternate').map((l) => l.hreflang)).toEqual([
      'ja',
      'en',
      'ko',
      'zh-Hans',
      'zh-Hant',
      'x-default',
    ])
    expect(jsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'らーめん 港屋',
      description: '港の近くのお店です。',
      url: `http://localhost:8787/app/restaurants/${restaurant}`,
      image: ['http://localhost:8787/media/places/ramen%201.jpg'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '静岡県賀茂郡みなと町本町2-9-5',
        addressCountry: 'JP',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 34.9728, longitude: 139.0936 },
      telephone: '0557-20-0000',
      servesCuisine: 'ラーメン',
      priceRange: '¥900〜¥1,300',
      acceptsReservations: 'https://yoyaku.example/minatoya',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Sunday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
            'https://schema.org/Saturday',
          ],
          opens: '11:00',
          closes: '15:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'],
          opens: '18:00',
          closes: '02:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2027-01-01',
          validThrough: '2027-01-01',
        },
      ],
    })
  })

  it('names the cuisine in the language of the site it is read on', async () => {
    const page = await parsePage(
      await request(`/app/restaurants/${restaurant}`, { host: 'en.localhost:8787' }),
    )
    expect(page.titles).toEqual(['らーめん 港屋 | jimoto'])
    expect(jsonLd(page)).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: 'Ramen',
      url: `http://en.localhost:8787/app/restaurants/${restaurant}`,
    })
  })
})

describe('a venue page', () => {
  it('is a MusicVenue with its upcoming events and performances, in time order', async () => {
    const res = await request(`/app/venues/${venue}`)
    expect(res.status).toBe(200)
    const html = await res.clone().text()
    const page = await parsePage(res)
    // A name with markup stays text in the title and cannot end the JSON-LD element.
    expect(page.titles).toEqual(['港のライブハウス</script><b>｜jimoto'])
    expect(html).not.toContain('ライブハウス</script><b>')
    // No photo: the venue's own share card (worker/share-cards).
    expect(meta(page, 'og:image')).toMatch(
      new RegExp(`^http://localhost:8787/cards/venue/${venue}\\.[0-9a-f]{16}\\.png$`),
    )
    const data = jsonLd(page)
    expect(data).toMatchObject({
      '@type': 'MusicVenue',
      name: '港のライブハウス</script><b>',
      address: { streetAddress: '静岡県賀茂郡みなと町浜通り1-1' },
    })
    const events = data?.event as Record<string, unknown>[]
    const location = {
      '@type': 'Place',
      name: '港のライブハウス</script><b>',
      url: `http://localhost:8787/app/venues/${venue}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '静岡県賀茂郡みなと町浜通り1-1',
        addressCountry: 'JP',
      },
    }
    // Tonight's slot, then tomorrow's festival; past and hidden events are left out.
    expect(events).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: '港フェス2026',
        url: `http://localhost:8787/app/posts/${event}`,
        performer: {
          '@type': 'MusicGroup',
          name: 'みなと町吹奏楽団',
          url: `http://localhost:8787/app/artists/${artist}`,
        },
        location,
      }),
      expect.objectContaining({
        '@type': 'Event',
        name: '港フェス2026',
        url: `http://localhost:8787/app/posts/${event}`,
        eventStatus: 'https://schema.org/EventScheduled',
        location,
      }),
    ])
    expect(events[1]).not.toHaveProperty('performer')
  })

  it('is an EventVenue when it has no timetable, with the default description when it has none', async () => {
    await env.DB.prepare("UPDATE venues SET description = '' WHERE id = ?1").bind(hall).run()
    const page = await parsePage(await request(`/app/venues/${hall}`))
    expect(meta(page, 'description')).toBe(
      '町民会館 小ホールのアクセス・タイムテーブル・開催予定のイベント。',
    )
    const data = jsonLd(page)
    expect(data).toMatchObject({ '@type': 'EventVenue', name: '町民会館 小ホール' })
    const events = (data?.event ?? []) as { name: string }[]
    expect(events.map((e) => e.name)).toEqual(['小ホールの発表会'])
  })
})

describe('an artist page', () => {
  it('is a MusicGroup with its upcoming performances: performer, location and start', async () => {
    const page = await parsePage(await request(`/app/artists/${artist}`))
    expect(page.titles).toEqual(['みなと町吹奏楽団｜jimoto'])
    expect(meta(page, 'description')).toBe('みなと町のバンド。')
    const url = `http://localhost:8787/app/artists/${artist}`
    const data = jsonLd(page)
    expect(data).toMatchObject({
      '@type': 'MusicGroup',
      name: 'みなと町吹奏楽団',
      genre: '吹奏楽',
      url,
      sameAs: ['https://band.example/', 'https://x.com/band'],
    })
    const events = data?.event as Record<string, unknown>[]
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      name: '港フェス2026',
      performer: { '@type': 'MusicGroup', name: 'みなと町吹奏楽団', url },
      location: {
        '@type': 'Place',
        url: `http://localhost:8787/app/venues/${venue}`,
        address: { streetAddress: '静岡県賀茂郡みなと町浜通り1-1' },
      },
    })
    expect(Date.parse(String(events[0]?.startDate))).toBeGreaterThan(Date.now())
  })
})

describe('pages of places that are not there', () => {
  it.each([
    ['an unknown restaurant', '/app/restaurants/999999'],
    ['a venue under the restaurant path', () => `/app/restaurants/${venue}`],
    ['a restaurant under the venue path', () => `/app/venues/${restaurant}`],
    ['an unknown artist', '/app/artists/999999'],
    ['a malformed id', '/app/venues/1e3'],
    ['an id past the largest row id', '/app/venues/99999999999999999999999'],
    ['an id of broken percent-encoding', '/app/artists/%E0%A4%A'],
    ['an id of invalid UTF-8', '/app/restaurants/%FF%FE'],
  ])('%s gets 404 with the default meta and no JSON-LD', async (_case, path) => {
    const res = await request(typeof path === 'string' ? path : path())
    expect(res.status).toBe(404)
    const page = await parsePage(res)
    expect(page.titles).toEqual([DEFAULT_TITLE])
    expect(jsonLd(page)).toBeNull()
  })

  it('a shelter (a hazard map place) has no venue page', async () => {
    const shelter = await insertPlace({ kind: 'shelter', name: 'みなと小学校' })
    const res = await request(`/app/venues/${shelter}`)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('みなと小学校')
  })
})

describe('share previews on the international sites', () => {
  const sha256 = async (text: string) =>
    [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')

  it('use the stored translation of the name and text, and the Japanese where there is none', async () => {
    const cafe = await insertPlace({ name: '海辺のカフェ しおさい' })
    const band = await insertArtist('潮騒ブラザーズ')
    const rows: [string, number, string, string, string][] = [
      ['place', cafe, 'name', '海辺のカフェ しおさい', 'Seaside Café Shiosai'],
      ['place', cafe, 'description', '港の近くのお店です。', 'A shop near the harbour.'],
      ['artist', band, 'name', '潮騒ブラザーズ', 'Shiosai Brothers'],
      // A translation of an older bio is stale: the preview falls back to the Japanese one.
      ['artist', band, 'bio', '昔の紹介文。', 'An old bio.'],
    ]
    for (const [subject, id, field, source, text] of rows) {
      await env.DB.prepare(
        `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
         VALUES (?1, ?2, ?3, 'en', ?4, ?5)`,
      )
        .bind(subject, id, field, await sha256(source), text)
        .run()
    }
    const en = await parsePage(
      await request(`/app/restaurants/${cafe}`, { host: 'en.localhost:8787' }),
    )
    expect(en.titles).toEqual(['Seaside Café Shiosai | jimoto'])
    expect(meta(en, 'og:description')).toBe('A shop near the harbour.')
    const ko = await parsePage(
      await request(`/app/restaurants/${cafe}`, { host: 'ko.localhost:8787' }),
    )
    expect(meta(ko, 'og:title')).toBe('海辺のカフェ しおさい')
    const artistPage = await parsePage(
      await request(`/app/artists/${band}`, { host: 'en.localhost:8787' }),
    )
    expect(meta(artistPage, 'og:title')).toBe('Shiosai Brothers')
    expect(meta(artistPage, 'og:description')).toBe('みなと町のバンド。')
    const main = await parsePage(await request(`/app/artists/${band}`))
    expect(meta(main, 'og:title')).toBe('潮騒ブラザーズ')
  })
})
