import { beforeAll, describe, expect, it } from 'vitest'
import { CREATED, FAMILY, insertShareFixtures, LONG_DESCRIPTION, UPDATED } from './edge-fixtures'
import { jsonLd, meta, metaAll, parsePage } from './edge-html'
import { request } from './helpers'

beforeAll(insertShareFixtures)

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
    // No photo: its own share card (worker/share-cards), absolute, with its size.
    expect(meta(page, 'og:image')).toMatch(
      /^http:\/\/localhost:8787\/cards\/post\/11\.[0-9a-f]{16}\.png$/,
    )
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
    expect(meta(page, 'og:image')).toMatch(/^http:\/\/en\.example\.jp\/cards\/post\/12\./)
    expect(jsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      url: 'http://en.example.jp/app/posts/12',
      image: [meta(page, 'og:image')],
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
