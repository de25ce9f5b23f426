import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Post, PostSummary } from '../../src/shared/api/posts'
import { call, insertPost, insertUser, insertVenue } from './posts-helpers'

// The timeline (GET /api/posts) sends each post as JSON that D1 builds (worker/posts/post-json.ts);
// a post read (GET /api/posts/:id) still shapes the row in the Worker (toPostSummary). A client
// must not be able to tell them apart: every kind of post, every optional part, odd stored data
// and text that JSON has to escape come out the same through both.

const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run()

let ids: number[] = []
/** Coordinates that need all 17 significant digits to come back as the same number. */
const LAT = 35 + 1 / 3
const LNG = 139 + 2 / 7

beforeAll(async () => {
  const author = await insertUser({ name: '"引用"と\\記号の住民', avatar_url: '/media/a/b.webp' })
  const plain = await insertPost({ user_id: author, body: 'ひとこと' })
  const escaped = await insertPost({
    user_id: author,
    title: 'タイトル "引用" \\ </script>',
    body: '改行\n\tタブ\u0001制御\u2028区切り 😀 絵文字',
    tags: ['朝市', '野菜'],
    place_name: '港の"広場"',
  })
  await run(
    'UPDATE posts SET address = ?2, lat = ?3, lng = ?4 WHERE id = ?1',
    escaped,
    '静岡県みなと町1-2',
    LAT,
    LNG,
  )
  await run(
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
     VALUES (?1, 1, 'p/2.webp', 'p/2-t.webp', 'image/webp', 640, 480, '二枚目'),
            (?1, 0, 'p/1.webp', 'p/1-t.webp', 'image/webp', 1024, 768, '一枚目 "説明"')`,
    escaped,
  )
  const wholeDegrees = await insertPost({ user_id: author, body: '整数の座標' })
  await run('UPDATE posts SET lat = 35.0, lng = 139.0 WHERE id = ?1', wholeDegrees)
  const atVenue = await insertPost({ user_id: author, venue_id: await insertVenue('公民館') })
  const oddTags: number[] = []
  for (const tags of ['not json', '["a", 1, null, "b"]', '{"a": 1}', '']) {
    const id = await insertPost({ user_id: author, body: `タグ ${tags}` })
    await run('UPDATE posts SET tags_json = ?2 WHERE id = ?1', id, tags)
    oddTags.push(id)
  }
  const event = await insertPost({
    user_id: author,
    kind: 'event',
    title: '夏祭り',
    starts_at: '2026-08-01T10:00:00.000Z',
    ends_at: '2026-08-01T20:00:00.000Z',
  })
  const eventWithoutTimes = await insertPost({ user_id: author, kind: 'event', starts_at: '' })
  const organization = await env.DB.prepare(
    `INSERT INTO organizations (name) VALUES ('みなと祭り実行委員会') RETURNING id`,
  ).first<{ id: number }>()
  const byOrganizer = await insertPost({
    user_id: author,
    kind: 'event',
    title: '花火大会',
    starts_at: '2026-08-10T10:00:00.000Z',
    ends_at: '2026-08-11T12:00:00.000Z',
  })
  await run(
    `UPDATE posts SET organization_id = ?2, ticket_price = 1500, ticket_url = 'https://example.jp/t',
       capacity = 300 WHERE id = ?1`,
    byOrganizer,
    organization?.id,
  )
  await run(
    `INSERT INTO event_days (post_id, starts_at, ends_at) VALUES
       (?1, '2026-08-11T09:00:00.000Z', '2026-08-11T12:00:00.000Z'),
       (?1, '2026-08-10T10:00:00.000Z', '2026-08-10T21:00:00.000Z')`,
    byOrganizer,
  )
  const coupon = await insertPost({ user_id: author, kind: 'coupon', coupon_offer: null })
  await run(
    `UPDATE posts SET coupon_terms = 'お一人様1回', valid_from = '2026-07-01',
       valid_until = '2026-07-31', per_user_limit = 1, total_limit = 100 WHERE id = ?1`,
    coupon,
  )
  const shopper = await insertUser()
  await run(
    `INSERT INTO coupon_uses (coupon_id, user_id, idempotency_key, redemption_no) VALUES
       (?1, ?2, 'k1', 1), (?1, ?2, 'k2', 2)`,
    coupon,
    shopper,
  )
  await run(
    `UPDATE coupon_uses SET voided_at = '2026-07-02T00:00:00.000Z', voided_by = ?2
     WHERE coupon_id = ?1 AND redemption_no = 2`,
    coupon,
    author,
  )
  ids = [
    plain,
    escaped,
    wholeDegrees,
    atVenue,
    ...oddTags,
    event,
    eventWithoutTimes,
    byOrganizer,
    coupon,
  ]
})

describe('the timeline shows each post exactly as a post read does', () => {
  it('for every kind and optional part, odd stored tags and escaped text included', async () => {
    const page = await call<Page<PostSummary>>('GET', '/api/posts?limit=50')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^application\/json/)
    for (const id of ids) {
      const fromTimeline = page.body.items.find((item) => item.id === id)
      const read = await call<Post>('GET', `/api/posts/${id}`)
      expect(read.status).toBe(200)
      expect(fromTimeline, `post ${id}`).toEqual(read.body)
      expect(Object.keys(fromTimeline ?? {})).toEqual(Object.keys(read.body))
    }
    const [escaped, wholeDegrees, atVenue] = ids.slice(1, 4).map((id) => {
      const item = page.body.items.find((post) => post.id === id)
      if (!item) throw new Error(`post ${id} missing from the timeline`)
      return item
    })
    expect(escaped?.body).toBe('改行\n\tタブ\u0001制御\u2028区切り 😀 絵文字')
    expect(escaped?.place).toMatchObject({ lat: LAT, lng: LNG })
    expect(escaped?.media.map((m) => m.url)).toEqual(['/media/p/1.webp', '/media/p/2.webp'])
    expect(wholeDegrees?.place).toMatchObject({ lat: 35, lng: 139 })
    expect(atVenue?.place?.venue_id).toEqual(expect.any(Number))
  })

  it('pages, filters and ends the same way', async () => {
    const first = await call<Page<PostSummary>>('GET', '/api/posts?limit=2&kind=event')
    expect(first.body.items.map((post) => post.kind)).toEqual(['event', 'event'])
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const rest = await call<Page<PostSummary>>(
      'GET',
      `/api/posts?limit=50&kind=event&cursor=${first.body.nextCursor}`,
    )
    expect(rest.body.items.map((post) => post.id)).toEqual([ids[8]])
    expect(rest.body.nextCursor).toBeNull()
    const tagged = await call<Page<PostSummary>>(
      'GET',
      `/api/posts?tag=${encodeURIComponent('野菜')}`,
    )
    expect(tagged.body).toEqual({
      items: [expect.objectContaining({ id: ids[1] })],
      nextCursor: null,
    })
    const none = await call('GET', '/api/posts?tag=nothing-tagged-so')
    expect(none.body).toEqual({ items: [], nextCursor: null })
  })
})
