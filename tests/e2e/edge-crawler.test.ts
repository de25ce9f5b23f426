import ogs from 'open-graph-scraper'
import { beforeAll, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { queryLocalD1 } from './d1'
import { executeSql, fetchPage, sha256Hex, sql } from './edge-fixtures'

// What LINE, X, Facebook, Discord and Slack see: the HTML the edge serves, read by a real
// Open Graph parser (open-graph-scraper), never running the page's JavaScript.

const USER = 920001
const POST = 920011
const EVENT = 920012
const COUPON = 920013
const HIDDEN = 920014
const TITLE = '朝市で見つけた春野菜'
const BODY = '日曜の朝市で、採れたての菜の花とたけのこを買いました。\n今週末もやっているそうです。'

async function scrape(prefix: '' | 'en', path: string) {
  const page = await fetchPage(prefix, path)
  const { result, error } = await ogs({ html: page.html })
  expect(error).toBe(false)
  return { ...page, og: result }
}

beforeAll(async () => {
  await executeSql([
    `INSERT INTO users (id, name, bio, avatar_url, status) VALUES (${USER}, '八百屋のさとう', ${sql('駅前で八百屋をしています。旬の野菜をお届けします。')}, '/media/avatars/${USER}.jpg', 'active')`,
    `INSERT INTO posts (id, user_id, kind, title, body, created_at, updated_at) VALUES (${POST}, ${USER}, 'post', ${sql(TITLE)}, ${sql(BODY)}, '2026-04-05T00:30:00.000Z', '2026-04-05T00:30:00.000Z')`,
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt) VALUES (${POST}, 1, 'posts/${POST}/market.jpg', 'posts/${POST}/market-thumb.jpg', 'image/jpeg', 1600, 1067, '朝市に並ぶ菜の花')`,
    `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text) VALUES ('post', ${POST}, 'title', 'en', '${sha256Hex(TITLE)}', 'Spring vegetables from the morning market')`,
    `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text) VALUES ('post', ${POST}, 'body', 'en', '${sha256Hex(BODY)}', 'At the Sunday morning market I bought fresh rapeseed blossoms and bamboo shoots. It is on again this weekend.')`,
    `INSERT INTO posts (id, user_id, kind, title, body, place_name, address, lat, lng, starts_at, ends_at) VALUES (${EVENT}, ${USER}, 'event', '春の朝市', ${sql('地元の農家さんが集まる朝市です。')}, '駅前広場', '東京都千代田区丸の内1-9-1', 35.6812, 139.7671, '2026-04-12T07:00:00+09:00', '2026-04-12T11:00:00+09:00')`,
    `INSERT INTO posts (id, user_id, kind, title, body, coupon_offer, valid_from, valid_until) VALUES (${COUPON}, ${USER}, 'coupon', 'たけのこ1本サービス', ${sql('3,000円以上お買い上げで、たけのこを1本プレゼント。')}, 'たけのこ1本', '2026-04-01T00:00:00+09:00', '2026-04-30T23:59:59+09:00')`,
    `INSERT INTO posts (id, user_id, kind, title, body, visibility) VALUES (${HIDDEN}, ${USER}, 'post', '非公開のメモ', '誰にも見せない', 'hidden')`,
  ])
})

describe.each([
  {
    prefix: '' as const,
    locale: 'ja_JP',
    title: 'jimoto｜地元のイベント・投稿・クーポン',
    description:
      '地元のお祭りやライブ、お店のクーポン、まちの今をみんなで共有するコミュニティアプリ。イベント情報、地図、スタンプラリーで地域をもっと楽しく。',
    postTitle: TITLE,
    postDescription:
      '日曜の朝市で、採れたての菜の花とたけのこを買いました。 今週末もやっているそうです。',
  },
  {
    prefix: 'en' as const,
    locale: 'en_US',
    title: 'jimoto | Local events, posts and coupons',
    description:
      'The community app for local festivals, live music, shop coupons and what is happening around town. Find events, explore the map and join stamp rallies.',
    postTitle: 'Spring vegetables from the morning market',
    postDescription:
      'At the Sunday morning market I bought fresh rapeseed blossoms and bamboo shoots. It is on again this weekend.',
  },
])(
  'crawlers on the $locale site',
  ({ prefix, locale, title, description, postTitle, postDescription }) => {
    it('see the default title, description and share card on /app', async () => {
      const { status, og, origin } = await scrape(prefix, '/app?c=qr2026')
      expect(status).toBe(200)
      expect(og.ogSiteName).toBe('jimoto')
      expect(og.ogTitle).toBe(title)
      expect(og.ogDescription).toBe(description)
      expect(og.ogType).toBe('website')
      expect(og.ogUrl).toBe(`${origin}/app`)
      expect(og.ogLocale).toBe(locale)
      expect(og.ogImage).toEqual([
        expect.objectContaining({ url: `${origin}/og-default.png`, width: '1200', height: '630' }),
      ])
      expect(og.twitterCard).toBe('summary_large_image')
      expect(og.twitterTitle).toBe(title)
      expect(og.twitterImage?.[0]?.url).toBe(`${origin}/og-default.png`)
    })

    it('see a post with its own title, text and photo in the site language', async () => {
      const { status, og, origin } = await scrape(prefix, `/app/posts/${POST}`)
      expect(status).toBe(200)
      expect(og.ogTitle).toBe(postTitle)
      expect(og.ogDescription).toBe(postDescription)
      expect(og.ogType).toBe('article')
      expect(og.ogUrl).toBe(`${origin}/app/posts/${POST}`)
      expect(og.ogImage).toEqual([
        expect.objectContaining({
          url: `${origin}/media/posts/${POST}/market.jpg`,
          width: '1600',
          height: '1067',
        }),
      ])
      expect(og.twitterCard).toBe('summary_large_image')
      expect(og.twitterDescription).toBe(postDescription)
      expect(og.articlePublishedTime).toBe('2026-04-05T00:30:00.000Z')
      expect(og.jsonLD?.[0]).toMatchObject({
        '@type': 'SocialMediaPosting',
        headline: postTitle,
        datePublished: '2026-04-05T00:30:00.000Z',
        author: { '@type': 'Person', name: '八百屋のさとう' },
        image: [`${origin}/media/posts/${POST}/market.jpg`],
      })
    })

    it('see an event with its date and place', async () => {
      const { og, origin } = await scrape(prefix, `/app/posts/${EVENT}`)
      expect(og.ogTitle).toBe('春の朝市')
      expect(og.ogDescription).toBe('地元の農家さんが集まる朝市です。')
      expect(og.jsonLD?.[0]).toMatchObject({
        '@type': 'Event',
        name: '春の朝市',
        startDate: '2026-04-12T07:00:00+09:00',
        endDate: '2026-04-12T11:00:00+09:00',
        url: `${origin}/app/posts/${EVENT}`,
        location: {
          '@type': 'Place',
          name: '駅前広場',
          address: { streetAddress: '東京都千代田区丸の内1-9-1' },
          geo: { latitude: 35.6812, longitude: 139.7671 },
        },
      })
    })

    it('see a coupon as an offer with its validity', async () => {
      const { og } = await scrape(prefix, `/app/posts/${COUPON}`)
      expect(og.ogTitle).toBe('たけのこ1本サービス')
      expect(og.ogDescription).toBe('3,000円以上お買い上げで、たけのこを1本プレゼント。')
      expect(og.jsonLD?.[0]).toMatchObject({
        '@type': 'Offer',
        validFrom: '2026-04-01T00:00:00+09:00',
        validThrough: '2026-04-30T23:59:59+09:00',
        description: '3,000円以上お買い上げで、たけのこを1本プレゼント。',
      })
    })

    it('see a profile with the name, bio and avatar', async () => {
      const { og, origin } = await scrape(prefix, `/app/profile/${USER}`)
      expect(og.ogType).toBe('profile')
      expect(og.ogTitle).toBe('八百屋のさとう')
      expect(og.ogDescription).toBe('駅前で八百屋をしています。旬の野菜をお届けします。')
      expect(og.ogImage?.[0]?.url).toBe(`${origin}/media/avatars/${USER}.jpg`)
      expect(og.twitterCard).toBe('summary')
    })

    it('see nothing of a hidden post: 404 with the default meta', async () => {
      const { status, og, html } = await scrape(prefix, `/app/posts/${HIDDEN}`)
      expect(status).toBe(404)
      expect(og.ogTitle).toBe(title)
      expect(html).not.toContain('非公開のメモ')
      expect(html).not.toContain('誰にも見せない')
    })
  },
)

describe('share previews of the demo town', () => {
  it('show a real photo that the link to it actually serves', async () => {
    const [post] = await queryLocalD1<{ id: number; key: string; width: number; height: number }>(
      `SELECT p.id, m.key, m.width, m.height FROM posts p
       JOIN users u ON u.id = p.user_id AND u.status = 'active'
       JOIN post_media m ON m.post_id = p.id AND m.position = (SELECT MIN(position) FROM post_media WHERE post_id = p.id)
       WHERE p.visibility = 'public' ORDER BY p.id LIMIT 1`,
    )
    expect(post).toBeDefined()
    const { og, origin } = await scrape('', `/app/posts/${post?.id}`)
    const image = og.ogImage?.[0]
    expect(image?.url).toBe(`${origin}/media/${post?.key}`)
    expect(image?.width).toBe(String(post?.width))
    expect(image?.height).toBe(String(post?.height))
    const served = await fetchPage('', new URL(image?.url ?? '').pathname)
    expect(served.status).toBe(200)
    expect(served.contentType).toBe('image/jpeg')
  })

  it('show a demo resident with their avatar', async () => {
    const [user] = await queryLocalD1<{ id: number; name: string; avatar_url: string }>(
      "SELECT id, name, avatar_url FROM users WHERE status = 'active' AND avatar_url LIKE '/media/%' ORDER BY id LIMIT 1",
    )
    const { og, origin } = await scrape('en', `/app/profile/${user?.id}`)
    expect(og.ogTitle).toBe(user?.name)
    expect(og.ogImage?.[0]?.url).toBe(`${origin}${user?.avatar_url}`)
    const served = await fetchPage('en', user?.avatar_url ?? '')
    expect(served.status).toBe(200)
    expect(served.contentType).toBe('image/jpeg')
  })
})

describe('share cards of content without a photo', () => {
  it('name a card the Open Graph parser reads in full, and Chromium shows it at 1200×630', async () => {
    const { og, origin } = await scrape('en', `/app/posts/${EVENT}`)
    const card = og.ogImage?.[0]
    expect(card?.url).toMatch(new RegExp(`^${origin}/cards/post/${EVENT}\\.[0-9a-f]{16}\\.png$`))
    expect(card?.width).toBe('1200')
    expect(card?.height).toBe('630')
    expect(card?.alt).toBe('Event: 春の朝市')
    expect(og.twitterCard).toBe('summary_large_image')
    expect(og.twitterImage?.[0]).toMatchObject({ url: card?.url, alt: 'Event: 春の朝市' })
    expect(og.jsonLD?.[0]).toMatchObject({ '@type': 'Event', image: [card?.url] })
    const browser = await openBrowser()
    try {
      const page = await browser.context.newPage()
      const res = await page.goto(card?.url ?? '')
      expect(res?.status()).toBe(200)
      expect(res?.headers()['content-type']).toBe('image/png')
      const size = await page.evaluate(async () => {
        const image = document.querySelector('img')
        await image?.decode()
        return [image?.naturalWidth, image?.naturalHeight]
      })
      expect(size).toEqual([1200, 630])
    } finally {
      await browser.close()
    }
  })
})
