import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ArtistDetail, PlaceDetail, ScheduleSlot } from '../../src/shared/api/places'
import type { Post } from '../../src/shared/api/posts'
import { json, stubApi } from './api-fakes'
import { langOf } from './lang-of'
import { makePlace, makePost } from './posts-fakes'
import { renderApp } from './render-app'

// What an international site's API answers for places, artists and a coupon: names and texts in
// the site's language with the Japanese originals beside them. One "show original" switches the
// whole page back, and the Japanese is marked lang="ja". (The test build's UI is Japanese.)

const SLOT: ScheduleSlot = {
  id: 3,
  starts_at: '2030-11-28T09:00:00.000Z',
  ends_at: '2030-11-28T10:00:00.000Z',
  artist: { id: 1, name: 'Shiosai Brothers', genre: 'Rock' },
  venue: { id: 2, name: 'Seaside Park Open-Air Stage' },
  event_id: 9,
  event_title: 'Minato Music Festival 2030',
  original: {
    artist_name: '潮騒ブラザーズ',
    venue_name: '海浜公園 野外ステージ',
    event_title: 'みなと音楽祭 2030',
  },
}

const VENUE: PlaceDetail = {
  ...makePlace({
    id: 2,
    name: 'Seaside Park Open-Air Stage',
    description: 'An open-air stage on a lawn overlooking the harbour.',
    address: '静岡県賀茂郡みなと町海岸通り',
  }),
  access: '10 min walk from Minato Station',
  phone: null,
  url: null,
  reservation_url: null,
  hours_note: null,
  slots: [SLOT],
  events: [],
  coupons: [],
  favorited: false,
  translation: {
    translated: true,
    source_lang: 'ja',
    lang: 'en',
    original: {
      name: '海浜公園 野外ステージ',
      description: '港を望む芝生広場の野外ステージ。',
      access: 'みなと駅から徒歩10分',
    },
  },
}

const ARTIST: ArtistDetail = {
  id: 1,
  name: 'Shiosai Brothers',
  genre: 'Rock',
  bio: 'A four-piece rock band from Minato Town.',
  image_url: null,
  url: null,
  links: [],
  slots: [SLOT],
  favorited: false,
  translation: {
    translated: true,
    source_lang: 'ja',
    lang: 'en',
    original: { name: '潮騒ブラザーズ', genre: 'ロック', bio: 'みなと町出身の4人組ロックバンド。' },
  },
}

describe('a translated venue page', () => {
  it('shows the translation, and the Japanese of name, text, access and timetable on request', async () => {
    stubApi({ 'GET /api/places/:id': json(VENUE) })
    renderApp('/app/venues/2')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Seaside Park Open-Air Stage')
    expect(screen.getByText('10 min walk from Minato Station')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Shiosai Brothers' })).toBeTruthy()
    expect(screen.getByText('機械翻訳')).toBeTruthy()
    // The address is never translated: it is Japanese on every site.
    expect(langOf('静岡県賀茂郡みなと町海岸通り')).toBe('ja')

    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }))
    expect(heading.textContent).toBe('海浜公園 野外ステージ')
    expect(heading.getAttribute('lang')).toBe('ja')
    expect(langOf('港を望む芝生広場の野外ステージ。')).toBe('ja')
    expect(screen.getByText('みなと駅から徒歩10分')).toBeTruthy()
    expect(screen.getByRole('link', { name: '潮騒ブラザーズ' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'みなと音楽祭 2030' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: '翻訳を表示' }))
    expect(heading.textContent).toBe('Seaside Park Open-Air Stage')
    expect(heading.getAttribute('lang')).toBeNull()
  })

  it('labels a place with no translation as the original, in Japanese, with no toggle', async () => {
    const { translation: _, ...plain } = VENUE
    stubApi({
      'GET /api/places/:id': json({
        ...plain,
        name: '海浜公園 野外ステージ',
        slots: [],
        translation: { translated: false, source_lang: 'ja', lang: 'en' },
      }),
    })
    renderApp('/app/venues/2')
    const heading = await screen.findByRole('heading', { level: 1, name: '海浜公園 野外ステージ' })
    expect(heading.getAttribute('lang')).toBe('ja')
    expect(screen.getByText('原文')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '原文を表示' })).toBeNull()
  })
})

describe('a translated artist page', () => {
  it('switches name, genre, bio and the venues of the timetable together', async () => {
    stubApi({ 'GET /api/artists/:id': json(ARTIST) })
    renderApp('/app/artists/1')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shiosai Brothers' })
    expect(screen.getByText('Rock')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Seaside Park Open-Air Stage' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }))
    expect(heading.textContent).toBe('潮騒ブラザーズ')
    expect(screen.getByText('ロック')).toBeTruthy()
    expect(langOf('みなと町出身の4人組ロックバンド。')).toBe('ja')
    expect(screen.getByRole('link', { name: '海浜公園 野外ステージ' })).toBeTruthy()
  })
})

describe('a translated coupon', () => {
  const COUPON: Post = makePost({
    id: 27,
    kind: 'coupon',
    title: 'Shiosai: ¥100 off the cake set',
    body: 'The cake set (¥950) is ¥100 off.',
    place: { name: 'Seaside Café Shiosai', address: null, lat: null, lng: null, venue_id: null },
    coupon: {
      offer: '¥100 off the cake set',
      terms: 'Once per person.',
      valid_from: null,
      valid_until: null,
      per_user_limit: null,
      total_limit: null,
      used_count: 0,
      reward_of_rally: null,
    },
    translation: {
      translated: true,
      source_lang: 'ja',
      lang: 'en',
      original: {
        title: 'しおさい ケーキセット100円引き',
        body: 'ケーキセット（950円）が100円引きになります。',
        place_name: '海辺のカフェ しおさい',
        coupon_offer: 'ケーキセット100円引き',
        coupon_terms: 'お一人様1回限り。',
      },
    },
  })

  it('switches its offer, terms and place name with the title and text', async () => {
    stubApi({
      'GET /api/posts/:id': json(COUPON),
      'GET /api/posts/:id/like-status': json({
        liked: false,
        like_count: 0,
        favorited: false,
        favorite_count: 0,
      }),
    })
    renderApp('/app/posts/27')
    await screen.findByRole('heading', { level: 1, name: 'Shiosai: ¥100 off the cake set' })
    const coupon = within(screen.getByRole('region', { name: 'クーポン' }))
    expect(coupon.getByText('¥100 off the cake set')).toBeTruthy()
    expect(coupon.getByText('Once per person.')).toBeTruthy()
    expect(screen.getByText('Seaside Café Shiosai')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }))
    expect(coupon.getByText('ケーキセット100円引き').getAttribute('lang')).toBe('ja')
    expect(coupon.getByText('お一人様1回限り。').getAttribute('lang')).toBe('ja')
    expect(screen.getByText('海辺のカフェ しおさい').getAttribute('lang')).toBe('ja')
  })
})

describe('translated lists', () => {
  const { slots: _s, events: _e, coupons: _c, access: _a, favorited: _f, ...summary } = VENUE
  const untranslated = { translated: false, source_lang: 'ja', lang: 'en' } as const

  it('label each restaurant card, the untranslated ones as originals in Japanese', async () => {
    stubApi({
      'GET /api/places': json({
        items: [
          { ...summary, id: 9, kind: 'restaurant', name: 'Ramen Minatoya' },
          {
            ...summary,
            id: 13,
            kind: 'restaurant',
            name: 'そば処 山手庵',
            translation: untranslated,
          },
        ],
        nextCursor: null,
      }),
    })
    renderApp('/app/restaurants')
    const translated = await screen.findByRole('link', { name: 'Ramen Minatoya' })
    expect(translated.getAttribute('lang')).toBeNull()
    expect(screen.getByRole('link', { name: 'そば処 山手庵' }).getAttribute('lang')).toBe('ja')
    expect(screen.getAllByText('機械翻訳')).toHaveLength(1)
    expect(screen.getAllByText('原文')).toHaveLength(1)
  })

  it('label each artist card, and mark an untranslated bio as Japanese', async () => {
    const { slots: _slots, url: _url, links: _links, favorited: _fav, ...artist } = ARTIST
    stubApi({
      'GET /api/artists': json({
        items: [
          artist,
          {
            ...artist,
            id: 2,
            name: '早瀬 みお',
            bio: '弾き語りのシンガー。',
            translation: untranslated,
          },
        ],
        nextCursor: null,
      }),
    })
    renderApp('/app/artists')
    await screen.findByRole('link', { name: 'Shiosai Brothers' })
    expect(screen.getByText('弾き語りのシンガー。').getAttribute('lang')).toBe('ja')
    expect(
      screen.getByText('A four-piece rock band from Minato Town.').getAttribute('lang'),
    ).toBeNull()
    expect(screen.getAllByText('機械翻訳')).toHaveLength(1)
    expect(screen.getAllByText('原文')).toHaveLength(1)
  })
})
