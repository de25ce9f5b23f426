import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Post, PostCardItem } from '../../src/shared/api/posts'
import { call, insertPost, insertUser, insertVenue, signIn } from './posts-helpers'

// A list reads its rows leaner than a post's page (worker/posts/post-row.ts: a coupon's fields
// as one JSON array, updated_at only when it differs, photos as arrays, cells instead of
// objects). A client cannot tell: each card is its post's page, key for key and byte for byte,
// but for the text a card cuts.

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run()

let author: number
const ids: Record<string, number> = {}

beforeAll(async () => {
  author = await insertUser({ name: '港町観光協会', avatar_url: '/media/avatars/a.jpg' })
  const venue = await insertVenue('みなと公民館')
  ids.plain = await insertPost({ user_id: author, body: '今朝の港は静かでした。', tags: ['港'] })
  ids.edited = await insertPost({
    user_id: author,
    title: '朝市',
    body: `朝市\n${'干物'.repeat(200)}`,
  })
  await run(
    `UPDATE posts SET updated_at = '2026-11-30T01:02:03.456Z', place_name = '港の広場',
       address = '静岡県賀茂郡みなと町1-2', lat = 34.98765432101234, lng = 139.0123456789012
     WHERE id = ?1`,
    ids.edited,
  )
  await run(
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
     VALUES (?1, 0, 'posts/a.jpg', 'posts/a-thumb.jpg', 'image/jpeg', 2048, 1536, ?2),
            (?1, 1, 'posts/b.jpg', 'posts/b-thumb.jpg', 'image/jpeg', 1200, 1600, '')`,
    ids.edited,
    '「港」の "朝市" \\ 干物\tと\n夕日🌅',
  )
  ids.atVenue = await insertPost({ user_id: author, body: '公民館で', venue_id: venue })
  ids.coupon = await insertPost({ user_id: author, kind: 'coupon', coupon_offer: '干物 "半額"' })
  await run(
    `UPDATE posts SET coupon_terms = 'お一人様1回\\まで', valid_from = '2026-11-01',
       valid_until = '2027-01-31', per_user_limit = 1, total_limit = 100 WHERE id = ?1`,
    ids.coupon,
  )
  await run(
    `INSERT INTO coupon_uses (coupon_id, user_id, idempotency_key, redemption_no)
     VALUES (?1, ?2, 'k1', 1), (?1, ?2, 'k2', 2)`,
    ids.coupon,
    author,
  )
  await run(
    `INSERT INTO stamp_rallies (title, starts_at, ends_at, reward_coupon_id)
     VALUES ('港めぐり', '2026-11-01', '2027-01-31', ?1)`,
    ids.coupon,
  )
  ids.bareCoupon = await insertPost({ user_id: author, kind: 'coupon' })
  const event = { kind: 'event' as const, starts_at: '2026-12-24T18:00:00+09:00' }
  const times = { ...event, ends_at: '2026-12-24T21:00:00+09:00' }
  ids.event = await insertPost({ user_id: author, body: '灯台まつり', ...times })
  ids.organized = await insertPost({ user_id: author, body: '港の音楽祭', ...times })
  const org = await env.DB.prepare(
    "INSERT INTO organizations (name) VALUES ('みなと町商工会') RETURNING id",
  ).first<{ id: number }>()
  await run(
    `UPDATE posts SET organization_id = ?2, ticket_price = 500, ticket_url = 'https://example.jp/t',
       capacity = 80 WHERE id = ?1`,
    ids.organized,
    org?.id,
  )
  await run(
    `INSERT INTO event_days (post_id, starts_at, ends_at) VALUES
       (?1, '2026-12-24T18:00:00+09:00', '2026-12-24T21:00:00+09:00'),
       (?1, '2026-12-25T18:00:00+09:00', '2026-12-25T21:00:00+09:00')`,
    ids.organized,
  )
})

/** The card as its post's page would be, with the page's whole text. */
function uncut(card: PostCardItem, post: Post): string {
  const { body_cut: _, ...rest } = card
  return JSON.stringify({ ...rest, body: post.body })
}

/** The post's page without the photo copies only the page's srcset offers (a card has none). */
function withoutPageCopies(post: Post): string {
  const media = post.media.map(({ small_url: _, medium_url: __, ...photo }) => photo)
  return JSON.stringify({ ...post, media })
}

describe('list rows', () => {
  it('each card of the timeline, a user’s posts, the feed and favorites is its post’s page but for the text', async () => {
    const follower = await signIn('常連さん')
    await call('PUT', `/api/users/${author}/follow`, { token: follower.token })
    for (const id of Object.values(ids)) {
      expect(
        (await call('PUT', `/api/posts/${id}/favorite`, { token: follower.token })).status,
      ).toBe(200)
    }
    const lists = [
      await call<Page<PostCardItem>>('GET', '/api/posts?limit=50'),
      await call<Page<PostCardItem>>('GET', `/api/users/${author}/posts?limit=50`),
      await call<Page<PostCardItem>>('GET', '/api/feed?limit=50', { token: follower.token }),
      await call<Page<PostCardItem>>('GET', '/api/me/favorites?limit=50', {
        token: follower.token,
      }),
    ]
    for (const [name, id] of Object.entries(ids)) {
      const post = await call<Post>('GET', `/api/posts/${id}`)
      expect(post.status, name).toBe(200)
      for (const list of lists) {
        expect(list.status).toBe(200)
        const card = list.body.items.find((item) => item.id === id)
        expect(card, name).toBeDefined()
        if (card) expect(uncut(card, post.body), name).toBe(withoutPageCopies(post.body))
      }
    }
    const edited = lists[0]?.body.items.find((item) => item.id === ids.edited)
    expect(edited?.body_cut).toBe(true)
    expect(edited?.updated_at).toBe('2026-11-30T01:02:03.456Z')
    expect(edited?.media[0]?.alt).toBe('「港」の "朝市" \\ 干物\tと\n夕日🌅')
    const coupon = lists[0]?.body.items.find((item) => item.id === ids.coupon)?.coupon
    expect(coupon?.used_count).toBe(2)
    expect(coupon?.reward_of_rally).toBeTypeOf('number')
  })
})
