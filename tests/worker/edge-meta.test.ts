import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { jsonLd, meta, metaAll, parsePage } from './edge-html'
import { request } from './helpers'

const CREATED = '2026-07-01T09:00:00.000Z'
const UPDATED = '2026-07-02T10:30:00.000Z'
const LONG_BODY = `今年も商店街で夏祭りを開きます。\n\n  ${'ちょうちん'.repeat(40)}`
const FAMILY = '👨‍👩‍👧'

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

beforeAll(async () => {
  const user = env.DB.prepare(
    'INSERT INTO users (id, name, bio, avatar_url, status) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  const post = env.DB.prepare(
    `INSERT INTO posts (id, user_id, kind, title, body, place_name, address, lat, lng, starts_at,
       ends_at, coupon_offer, valid_from, valid_until, visibility, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
  )
  const row = (
    id: number,
    fields: Partial<{
      user: number
      kind: string
      title: string | null
      body: string
      place: string
      address: string
      lat: number
      lng: number
      starts: string
      ends: string
      offer: string
      from: string
      until: string
      visibility: string
    }>,
  ) =>
    post.bind(
      id,
      fields.user ?? 1,
      fields.kind ?? 'post',
      fields.title ?? null,
      fields.body ?? '',
      fields.place ?? null,
      fields.address ?? null,
      fields.lat ?? null,
      fields.lng ?? null,
      fields.starts ?? null,
      fields.ends ?? null,
      fields.offer ?? null,
      fields.from ?? null,
      fields.until ?? null,
      fields.visibility ?? 'public',
      CREATED,
      UPDATED,
    )
  const media = env.DB.prepare(
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
     VALUES (?1, ?2, ?3, ?3, 'image/jpeg', ?4, ?5, ?6)`,
  )
  const translation = env.DB.prepare(
    'INSERT INTO translations (post_id, field, target_lang, source_hash, text) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  await env.DB.batch([
    user.bind(
      1,
      '山田 花子',
      '商店街でパン屋をやっています。',
      '/media/avatars/1 face.jpg',
      'active',
    ),
    user.bind(2, '隠れユーザー', '見えてはいけない', null, 'hidden'),
    user.bind(3, '退会ユーザー', '', null, 'deleted'),
    user.bind(4, 'Ken', '', 'https://cdn.example.net/ken.png', 'active'),
    row(10, { title: '夏祭りの準備', body: LONG_BODY }),
    media.bind(10, 2, 'posts/10/second.jpg', 800, 600, '二枚目'),
    media.bind(10, 1, 'posts/10/photo 1.jpg', 1600, 1200, '提灯の並ぶ通り'),
    row(11, { body: `${'あ'.repeat(29)}${FAMILY}${'い'.repeat(10)}` }),
    row(17, { body: `${'あ'.repeat(28)}か\u3099ﾊﾟ${'い'.repeat(10)}` }),
    row(12, {
      kind: 'event',
      title: '盆踊り大会',
      body: '中央公園で盆踊り。屋台も出ます。',
      place: '中央公園',
      address: '東京都千代田区千代田1-1',
      lat: 35.6812,
      lng: 139.7671,
      starts: '2026-08-15T18:00:00+09:00',
      ends: '2026-08-15T21:00:00+09:00',
    }),
    row(13, {
      kind: 'coupon',
      title: 'パン全品10%オフ',
      body: 'この画面を見せるとパン全品10%オフ。',
      offer: '10%オフ',
      from: '2026-07-01T00:00:00+09:00',
      until: '2026-07-31T23:59:59+09:00',
    }),
    row(14, { title: '非公開の投稿', body: '見えてはいけない本文', visibility: 'hidden' }),
    row(15, { title: '削除された投稿', body: '見えてはいけない本文', visibility: 'deleted' }),
    row(16, { user: 2, title: '隠れユーザーの投稿', body: '見えてはいけない本文' }),
    translation.bind(
      10,
      'title',
      'en',
      await sha256Hex('夏祭りの準備'),
      'Getting ready for the summer festival',
    ),
    translation.bind(
      10,
      'body',
      'en',
      await sha256Hex(LONG_BODY),
      'The shopping street holds its summer festival again.',
    ),
    // Translated from an older version of the title: stale, must not be shown.
    translation.bind(
      10,
      'title',
      'ko',
      await sha256Hex('夏祭りの準備（旧）'),
      '여름 축제 준비(옛날)',
    ),
  ])
})

/** The one-line text of LONG_BODY cut to 120 characters with an ellipsis. */
const LONG_DESCRIPTION =
  `${[...'今年も商店街で夏祭りを開きます。 '].join('')}${'ちょうちん'.repeat(40)}`
    .slice(0, 119)
    .concat('…')

describe('a post page tells crawlers about the post', () => {
  it('on the main site: its title, text, first photo and publication time', async () => {
    const res = await request('/app/posts/10?c=line&embed=0')
    expect(res.status).toBe(200)
    const page = await parsePage(res)
    expect(page.titles).toEqual(['夏祭りの準備｜jimoto'])
    expect(meta(page, 'og:title')).toBe('夏祭りの準備')
    expect(meta(page, 'twitter:title')).toBe('夏祭りの準備')
    expect(meta(page, 'description')).toBe(LONG_DESCRIPTION)
    expect(meta(page, 'og:description')).toBe(LONG_DESCRIPTION)
    expect(meta(page, 'og:type')).toBe('article')
    expect(meta(page, 'og:url')).toBe('http://localhost:8787/app/posts/10')
    expect(meta(page, 'og:image')).toBe('http://localhost:8787/media/posts/10/photo%201.jpg')
    expect(meta(page, 'og:image:width')).toBe('1600')
    expect(meta(page, 'og:image:height')).toBe('1200')
    expect(meta(page, 'og:image:alt')).toBe('提灯の並ぶ通り')
    expect(meta(page, 'twitter:card')).toBe('summary_large_image')
    expect(meta(page, 'twitter:image')).toBe('http://localhost:8787/media/posts/10/photo%201.jpg')
    expect(meta(page, 'article:published_time')).toBe(CREATED)
    expect(meta(page, 'og:locale')).toBe('ja_JP')
    expect(metaAll(page, 'og:locale:alternate')).toEqual(['en_US', 'ko_KR', 'zh_CN', 'zh_TW'])
    expect(page.links.find((l) => l.rel === 'canonical')?.href).toBe(
      'http://localhost:8787/app/posts/10',
    )
    expect(jsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SocialMediaPosting',
      url: 'http://localhost:8787/app/posts/10',
      image: ['http://localhost:8787/media/posts/10/photo%201.jpg'],
      headline: '夏祭りの準備',
      text: LONG_DESCRIPTION,
      datePublished: CREATED,
      dateModified: UPDATED,
      inLanguage: 'ja',
      author: { '@type': 'Person', name: '山田 花子', url: 'http://localhost:8787/app/profile/1' },
    })
  })

  it('links every language version of the post (hreflang) on its own host', async () => {
    const page = await parsePage(await request('/app/posts/10', { host: 'ko.example.jp' }))
    expect(page.links.filter((l) => l.rel === 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'ja', href: 'http://example.jp/app/posts/10' },
      { rel: 'alternate', hreflang: 'en', href: 'http://en.example.jp/app/posts/10' },
      { rel: 'alternate', hreflang: 'ko', href: 'http://ko.example.jp/app/posts/10' },
      { rel: 'alternate', hreflang: 'zh-Hans', href: 'http://zh-hans.example.jp/app/posts/10' },
      { rel: 'alternate', hreflang: 'zh-Hant', href: 'http://zh-hant.example.jp/app/posts/10' },
      { rel: 'alternate', hreflang: 'x-default', href: 'http://example.jp/app/posts/10' },
    ])
    expect(meta(page, 'og:locale')).toBe('ko_KR')
    expect(metaAll(page, 'og:locale:alternate')).toEqual(['ja_JP', 'en_US', 'zh_CN', 'zh_TW'])
  })

  it('uses the stored translation on the international site of its language', async () => {
    const page = await parsePage(await request('/app/posts/10', { host: 'en.localhost:8787' }))
    expect(page.titles).toEqual(['Getting ready for the summer festival | jimoto'])
    expect(meta(page, 'og:title')).toBe('Getting ready for the summer festival')
    expect(meta(page, 'og:description')).toBe(
      'The shopping street holds its summer festival again.',
    )
    expect(meta(page, 'og:url')).toBe('http://en.localhost:8787/app/posts/10')
    expect(meta(page, 'og:image')).toBe('http://en.localhost:8787/media/posts/10/photo%201.jpg')
    expect(jsonLd(page)).toMatchObject({
      inLanguage: 'en',
      headline: 'Getting ready for the summer festival',
    })
  })

  it('shows the original when the translation is stale or missing', async () => {
    for (const host of ['ko.localhost:8787', 'zh-hans.localhost:8787']) {
      const page = await parsePage(await request('/app/posts/10', { host }))
      expect(meta(page, 'og:title')).toBe('夏祭りの準備')
      expect(meta(page, 'og:description')).toBe(LONG_DESCRIPTION)
    }
  })

  it('titles a post without a title with the first 30 characters of its text', async () => {
    const page = await parsePage(await request('/app/posts/11'))
    // The 30th character is a family emoji: it stays whole.
    expect(meta(page, 'og:title')).toBe(`${'あ'.repeat(29)}${FAMILY}`)
    expect(meta(page, 'og:description')).toBe(`${'あ'.repeat(29)}${FAMILY}${'い'.repeat(10)}`)
    // No photo: the default share card, absolute, with its size.
    expect(meta(page, 'og:image')).toBe('http://localhost:8787/og-default.png')
    expect(meta(page, 'og:image:width')).toBe('1200')
    expect(meta(page, 'og:image:height')).toBe('630')
  })

  it('keeps combining marks with their letter at the cut (dakuten, half-width ﾟ)', async () => {
    const page = await parsePage(await request('/app/posts/17'))
    expect(meta(page, 'og:title')).toBe(`${'あ'.repeat(28)}か\u3099ﾊﾟ`)
  })

  it('describes an event with its time and place (JSON-LD Event)', async () => {
    const page = await parsePage(await request('/app/posts/12', { host: 'en.example.jp' }))
    expect(meta(page, 'og:title')).toBe('盆踊り大会')
    expect(jsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      url: 'http://en.example.jp/app/posts/12',
      image: ['http://en.example.jp/og-default.png'],
      name: '盆踊り大会',
      description: '中央公園で盆踊り。屋台も出ます。',
      startDate: '2026-08-15T18:00:00+09:00',
      endDate: '2026-08-15T21:00:00+09:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: '中央公園',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '東京都千代田区千代田1-1',
          addressCountry: 'JP',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 35.6812, longitude: 139.7671 },
      },
      organizer: {
        '@type': 'Person',
        name: '山田 花子',
        url: 'http://en.example.jp/app/profile/1',
      },
    })
  })

  it('describes a coupon as an offer with its validity (JSON-LD Offer)', async () => {
    const page = await parsePage(await request('/app/posts/13'))
    expect(meta(page, 'og:title')).toBe('パン全品10%オフ')
    expect(jsonLd(page)).toMatchObject({
      '@type': 'Offer',
      name: 'パン全品10%オフ',
      description: 'この画面を見せるとパン全品10%オフ。',
      validFrom: '2026-07-01T00:00:00+09:00',
      validThrough: '2026-07-31T23:59:59+09:00',
      offeredBy: { '@type': 'Person', name: '山田 花子' },
    })
  })
})

describe('posts that must not be previewed', () => {
  it.each([
    ['hidden', 14],
    ['deleted', 15],
    ['by a hidden user', 16],
    ['missing', 999_999],
  ])('a %s post gets 404 and the default meta, none of its content', async (_kind, id) => {
    const res = await request(`/app/posts/${id}`)
    expect(res.status).toBe(404)
    const html = await res.clone().text()
    const page = await parsePage(res)
    expect(page.titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
    expect(meta(page, 'og:type')).toBe('website')
    expect(html).not.toContain('見えてはいけない')
    expect(html).not.toContain('隠れユーザー')
    expect(jsonLd(page)).toBeNull()
  })
})

describe('share meta when the database fails', () => {
  it('serves the post page with the default meta and 200', async () => {
    await env.DB.exec('ALTER TABLE posts RENAME TO posts_away')
    try {
      const res = await request('/app/posts/10')
      expect(res.status).toBe(200)
      const page = await parsePage(res)
      expect(page.titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
      expect(meta(page, 'og:image')).toBe('http://localhost:8787/og-default.png')
    } finally {
      await env.DB.exec('ALTER TABLE posts_away RENAME TO posts')
    }
    // And the page is back once the database is.
    expect(meta(await parsePage(await request('/app/posts/10')), 'og:title')).toBe('夏祭りの準備')
  })

  it('serves the profile page with the default meta and 200', async () => {
    await env.DB.exec('ALTER TABLE users RENAME TO users_away')
    try {
      const res = await request('/app/profile/1')
      expect(res.status).toBe(200)
      expect((await parsePage(res)).titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
    } finally {
      await env.DB.exec('ALTER TABLE users_away RENAME TO users')
    }
  })
})

describe('ids that are not ids', () => {
  // With the posts table gone, any query would fail and turn into 200: a 404 proves the id was
  // refused before the database was asked.
  it.each([
    '%2E%2E%2F1',
    '..%2F1',
    '1;DROP',
    '1%3BDROP%20TABLE%20posts',
    '%00',
    '1%00',
    '18446744073709551616',
    '9007199254740993',
    '0',
    '-1',
    '01',
    '1e3',
    '1.0',
    '0x1A',
    '%201',
    '１２',
  ])('/app/posts/%s is a 404 without a query', async (id) => {
    await env.DB.exec('ALTER TABLE posts RENAME TO posts_away')
    try {
      const res = await request(`/app/posts/${id}`)
      expect(res.status).toBe(404)
      expect((await parsePage(res)).titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
    } finally {
      await env.DB.exec('ALTER TABLE posts_away RENAME TO posts')
    }
  })

  it('resolves dot segments before routing (/app/posts/../1 is /app/1, an unknown page)', async () => {
    const res = await request('/app/posts/../1')
    expect(res.status).toBe(404)
    expect((await parsePage(res)).titles).toEqual(['ページが見つかりません｜jimoto'])
  })
})

describe('a profile page', () => {
  it('shows the name, bio and avatar as a profile', async () => {
    const page = await parsePage(await request('/app/profile/1'))
    expect(page.titles).toEqual(['山田 花子｜jimoto'])
    expect(meta(page, 'og:type')).toBe('profile')
    expect(meta(page, 'og:title')).toBe('山田 花子')
    expect(meta(page, 'profile:username')).toBe('山田 花子')
    expect(meta(page, 'og:description')).toBe('商店街でパン屋をやっています。')
    expect(meta(page, 'og:image')).toBe('http://localhost:8787/media/avatars/1%20face.jpg')
    expect(meta(page, 'og:image:alt')).toBe('山田 花子')
    // A square avatar: the compact card, and no made-up dimensions.
    expect(meta(page, 'twitter:card')).toBe('summary')
    expect(meta(page, 'og:image:width')).toBeUndefined()
    expect(jsonLd(page)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: '山田 花子' },
    })
  })

  it('describes a profile without a bio in the language of the site', async () => {
    const page = await parsePage(await request('/app/profile/4', { host: 'en.localhost:8787' }))
    expect(meta(page, 'og:description')).toBe('Ken on jimoto. See their local posts and events.')
    expect(meta(page, 'og:image')).toBe('https://cdn.example.net/ken.png')
    expect(meta(page, 'og:url')).toBe('http://en.localhost:8787/app/profile/4')
  })

  it.each([2, 3, 424242])(
    'user %i (hidden, deleted, missing) gets 404 and the default meta',
    async (id) => {
      const res = await request(`/app/profile/${id}`)
      expect(res.status).toBe(404)
      const html = await res.clone().text()
      expect((await parsePage(res)).titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
      expect(html).not.toContain('隠れユーザー')
      expect(html).not.toContain('退会ユーザー')
    },
  )
})
