import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '../../src/shared/api/posts'
import gpsJpeg from '../fixtures/gps-oriented.jpg?inline'
import hugePng from '../fixtures/huge-100mp.png?inline'
import pdfAsJpeg from '../fixtures/not-a-photo.jpg?inline'
import smallPng from '../fixtures/small.png?inline'
import smallWebp from '../fixtures/small.webp?inline'
import { jpegDimensions, metadataOf, topAndBottom } from './media-helpers'
import {
  bytesOf,
  call,
  count,
  fetchBytes,
  insertVenue,
  postForm,
  r2Keys,
  type SignedIn,
  signIn,
} from './posts-helpers'

// Creating posts, events and coupons through POST /api/posts (multipart), photos included.

let hanako: SignedIn
let venue: number

beforeAll(async () => {
  hanako = await signIn('佐藤 花子')
  venue = await insertVenue('みなと港 特設ステージ')
})

const create = (form: FormData, headers: Record<string, string> = {}, token = hanako.token) =>
  call<Post & { error?: string; message?: string; field?: string }>('POST', '/api/posts', {
    token,
    form,
    headers,
  })

describe('a photo post', () => {
  it('is created with its photos re-encoded, upright, without EXIF or GPS, and served from /media/', async () => {
    const res = await create(
      postForm(
        {
          kind: 'post',
          title: '朝市',
          body: '港の朝市に行ってきました🐟',
          tags: ['#朝市', ' 港 ', '朝市'],
        },
        [
          { bytes: bytesOf(gpsJpeg), name: 'IMG_0001.JPG' },
          { bytes: bytesOf(smallWebp), name: 'photo.png', type: 'image/png' },
        ],
        ['朝市の様子', '小さい写真'],
      ),
      { 'X-Campaign-Code': 'summer2026' },
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      kind: 'post',
      title: '朝市',
      body: '港の朝市に行ってきました🐟',
      tags: ['朝市', '港'],
      author: { id: hanako.id, name: '佐藤 花子' },
      like_count: 0,
      favorite_count: 0,
      event: null,
      coupon: null,
      place: null,
    })
    const [first, second] = res.body.media
    expect(first).toMatchObject({ width: 1024, height: 2048, alt: '朝市の様子' })
    expect(second).toMatchObject({ width: 64, height: 48, alt: '小さい写真' })
    expect(first?.url).toMatch(/^\/media\/posts\/[0-9a-f]{64}\.jpg$/)

    const served = await fetchBytes(first?.url ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(metadataOf(served.bytes)).toEqual({
      exif: false,
      gps: false,
      orientation: null,
      xmp: false,
      comment: false,
    })
    expect(jpegDimensions(served.bytes)).toEqual({ width: 1024, height: 2048 })
    const [top, bottom] = await topAndBottom(served.bytes)
    expect(top[0]).toBeGreaterThan(180) // red on top: the photo is upright
    expect(bottom[2]).toBeGreaterThan(180)

    // The thumbnail and the copies a phone's srcset picks from, all upright and without GPS.
    for (const [url, size] of [
      [first?.thumb_url, { width: 240, height: 480 }],
      [first?.small_url, { width: 400, height: 800 }],
      [first?.medium_url, { width: 640, height: 1280 }],
    ] as const) {
      const copy = await fetchBytes(url ?? '')
      expect([copy.status, jpegDimensions(copy.bytes)]).toEqual([200, size])
      expect(metadataOf(copy.bytes).gps).toBe(false)
      expect(copy.bytes.byteLength).toBeLessThan(served.bytes.byteLength)
    }
    // A photo smaller than 800 px has no copies between its thumbnail and itself.
    expect(second).toMatchObject({ small_url: null, medium_url: null })

    // It is on the timeline and at its own address, and it recorded the campaign.
    const timeline = await call<{ items: Post[] }>('GET', '/api/posts')
    expect(timeline.body.items[0]?.id).toBe(res.body.id)
    // A list's card shows the thumbnail: the post page's copies stay out of the list's answer.
    expect(Object.keys(timeline.body.items[0]?.media[0] ?? {}).sort()).toEqual([
      'alt',
      'height',
      'thumb_url',
      'url',
      'width',
    ])
    expect((await call('GET', `/api/posts/${res.body.id}`)).body).toEqual(res.body)
    const row = await env.DB.prepare('SELECT campaign_code FROM posts WHERE id = ?1')
      .bind(res.body.id)
      .first<{ campaign_code: string | null }>()
    expect(row?.campaign_code).toBe('summer2026')
  })

  it('ignores a malformed campaign code instead of failing', async () => {
    const res = await create(postForm({ kind: 'post', body: 'キャンペーン' }), {
      'X-Campaign-Code': '<script>alert(1)</script>',
    })
    expect(res.status).toBe(201)
    const row = await env.DB.prepare('SELECT campaign_code FROM posts WHERE id = ?1')
      .bind(res.body.id)
      .first<{ campaign_code: string | null }>()
    expect(row?.campaign_code).toBeNull()
  })

  it('accepts exactly 2,000 characters (an emoji counts as one) and refuses 2,001', async () => {
    const ok = await create(postForm({ kind: 'post', body: `${'あ'.repeat(1999)}🎉` }))
    expect(ok.status).toBe(201)
    const tooLong = await create(postForm({ kind: 'post', body: 'あ'.repeat(2001) }))
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({
      error: 'invalid_request',
      field: 'body',
      message: '本文は2,000文字以内で入力してください。',
    })
  })

  it('requires login', async () => {
    const res = await call('POST', '/api/posts', { form: postForm({ kind: 'post', body: 'x' }) })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'unauthorized' })
  })

  it('refuses accounts hidden by an admin', async () => {
    const hidden = await signIn('制限中')
    await env.DB.prepare(`UPDATE users SET status = 'hidden' WHERE id = ?1`).bind(hidden.id).run()
    const res = await create(postForm({ kind: 'post', body: '投稿できる？' }), {}, hidden.token)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ error: 'account_restricted' })
  })
})

describe('events and coupons', () => {
  const event = (starts_at: string, ends_at: string) =>
    postForm({
      kind: 'event',
      title: 'みなと港 秋祭り',
      body: '屋台と花火！',
      place: { name: 'みなと港 特設ステージ', venue_id: venue, lat: 34.98, lng: 139.08 },
      event: { starts_at, ends_at },
    })

  it('creates an event with Tokyo times and its place', async () => {
    const res = await create(event('2026-11-28T18:00+09:00', '2026-11-28T21:00:00+09:00'))
    expect(res.status).toBe(201)
    expect(res.body.event).toEqual({
      starts_at: '2026-11-28T18:00:00+09:00',
      ends_at: '2026-11-28T21:00:00+09:00',
    })
    expect(res.body.place).toEqual({
      name: 'みなと港 特設ステージ',
      address: null,
      lat: 34.98,
      lng: 139.08,
      venue_id: venue,
    })
  })

  it.each([
    [
      'ends before it starts',
      '2026-11-28T21:00:00+09:00',
      '2026-11-28T18:00:00+09:00',
      'event.ends_at',
      '終了日時は開始日時より後にしてください。',
    ],
    [
      'ends when it starts',
      '2026-11-28T18:00:00+09:00',
      '2026-11-28T18:00:00+09:00',
      'event.ends_at',
      '終了日時は開始日時より後にしてください。',
    ],
    [
      'has no +09:00 offset',
      '2026-11-28T18:00:00Z',
      '2026-11-28T21:00:00+09:00',
      'event.starts_at',
      expect.stringContaining('開始日時の形式'),
    ],
    [
      'is not a real date',
      '2026-02-30T18:00:00+09:00',
      '2026-03-01T21:00:00+09:00',
      'event.starts_at',
      expect.stringContaining('開始日時の形式'),
    ],
  ])('refuses an event that %s', async (_, starts, ends, field, message) => {
    const res = await create(event(starts, ends))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'invalid_request', field, message })
  })

  it('refuses an event without dates', async () => {
    const res = await create(postForm({ kind: 'event', body: '日時なし' }))
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('event')
  })

  const coupon = (fields: Record<string, unknown>) =>
    postForm({
      kind: 'coupon',
      title: 'ラーメン50円引き',
      body: '港屋で使えます',
      coupon: { offer: '全品50円引き', terms: '1会計1回', ...fields },
    })

  it('creates a coupon with dates, limits and terms', async () => {
    const res = await create(
      coupon({
        valid_from: '2026-12-01',
        valid_until: '2026-12-01',
        per_user_limit: 1,
        total_limit: 100,
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.coupon).toEqual({
      offer: '全品50円引き',
      terms: '1会計1回',
      valid_from: '2026-12-01',
      valid_until: '2026-12-01',
      per_user_limit: 1,
      total_limit: 100,
      // No use recorded yet: all 100 are left.
      used_count: 0,
      reward_of_rally: null,
    })
  })

  it.each([
    ['a negative total limit', { total_limit: -5 }, 'coupon.total_limit'],
    ['a zero per-user limit', { per_user_limit: 0 }, 'coupon.per_user_limit'],
    ['a fractional limit', { per_user_limit: 1.5 }, 'coupon.per_user_limit'],
    ['a limit given as text', { total_limit: '100' }, 'coupon.total_limit'],
    [
      'more per person than in total',
      { per_user_limit: 5, total_limit: 3 },
      'coupon.per_user_limit',
    ],
    [
      'an end before its start',
      { valid_from: '2026-12-10', valid_until: '2026-12-09T23:00:00+09:00' },
      'coupon.valid_until',
    ],
    ['an unreadable date', { valid_from: '12/1' }, 'coupon.valid_from'],
    ['no offer', { offer: '   ' }, 'coupon.offer'],
  ])('refuses a coupon with %s', async (_, fields, field) => {
    const res = await create(coupon(fields))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', field })
    expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龥]/)
  })
})

describe('bad input', () => {
  // A fresh author for each block: every create counts against the 30-per-30-minutes upload limit.
  beforeAll(async () => {
    hanako = await signIn('佐藤 花子')
  })

  it.each([
    ['a 101-character title', { kind: 'post', body: 'x', title: 'あ'.repeat(101) }, 'title'],
    [
      '11 tags',
      { kind: 'post', body: 'x', tags: Array.from({ length: 11 }, (_, i) => `タグ${i}`) },
      'tags',
    ],
    ['a 31-character tag', { kind: 'post', body: 'x', tags: ['あ'.repeat(31)] }, 'tags'],
    ['latitude 91', { kind: 'post', body: 'x', place: { lat: 91, lng: 139 } }, 'place.lat'],
    ['longitude -181', { kind: 'post', body: 'x', place: { lat: 35, lng: -181 } }, 'place.lng'],
    ['a latitude without longitude', { kind: 'post', body: 'x', place: { lat: 35 } }, 'place'],
    [
      'an unknown venue',
      { kind: 'post', body: 'x', place: { venue_id: 424242 } },
      'place.venue_id',
    ],
    ['an unknown kind', { kind: 'video', body: 'x' }, 'kind'],
    ['a body that is a number', { kind: 'post', body: 42 }, 'body'],
    ['neither body nor photo', { kind: 'post', body: '   ' }, 'body'],
    ['a JSON array', [1, 2, 3], 'data'],
  ])('refuses %s with 400 and a Japanese message', async (_, data, field) => {
    const res = await create(postForm(data))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field })
    expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龥]/)
  })

  it('refuses a missing or broken data part', async () => {
    const noData = new FormData()
    noData.append('photos', new File([bytesOf(smallPng)], 'a.png'))
    expect((await create(noData)).body).toMatchObject({ field: 'data' })
    const broken = new FormData()
    broken.set('data', '{"kind": "post", ')
    const res = await create(broken)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'data' })
  })

  it('refuses a photo sent as text and an oversized data part', async () => {
    const textPhoto = postForm({ kind: 'post', body: '写真が文字' })
    textPhoto.append('photos', 'data:image/jpeg;base64,/9j/4AAQ')
    const res = await create(textPhoto)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'photos.0' })
    const huge = new FormData()
    huge.set('data', JSON.stringify({ kind: 'post', body: 'x', padding: 'あ'.repeat(300_000) }))
    const tooBig = await create(huge)
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toMatchObject({ field: 'data' })
  })

  it('refuses JSON instead of multipart with 415', async () => {
    const res = await call('POST', '/api/posts', {
      token: hanako.token,
      json: { kind: 'post', body: 'x' },
    })
    expect(res.status).toBe(415)
    expect(res.body).toMatchObject({ error: 'unsupported_media_type' })
  })

  it('cuts off a request body larger than 64 MB, even without Content-Length', async () => {
    const form = postForm({ kind: 'post', body: '大きすぎる' }, [{ bytes: bytesOf(smallPng) }])
    const encoded = new Response(form)
    const contentType = encoded.headers.get('content-type') ?? ''
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 70) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await call('POST', '/api/posts', {
      token: hanako.token,
      headers: { 'content-type': contentType },
      body: endless,
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ error: 'payload_too_large' })
  })
})

describe('nothing half-written', () => {
  // A fresh author for each block: every create counts against the 30-per-30-minutes upload limit.
  beforeAll(async () => {
    hanako = await signIn('佐藤 花子')
  })

  async function state() {
    return {
      posts: await count('SELECT count(*) AS n FROM posts'),
      media: await count('SELECT count(*) AS n FROM post_media'),
      objects: (await r2Keys('posts/')).sort(),
    }
  }

  it.each([
    [
      '11 photos',
      () => Array.from({ length: 11 }, () => ({ bytes: bytesOf(smallPng) })),
      400,
      'photos',
    ],
    [
      'a PDF named .jpg after a good photo',
      () => [{ bytes: bytesOf(smallWebp) }, { bytes: bytesOf(pdfAsJpeg), name: 'menu.jpg' }],
      415,
      'photos.1',
    ],
    [
      'a 100-megapixel PNG after a good photo',
      () => [{ bytes: bytesOf(smallWebp) }, { bytes: bytesOf(hugePng), name: 'huge.png' }],
      422,
      'photos.1',
    ],
    ['an empty file', () => [{ bytes: new Uint8Array() }], 400, 'photos.0'],
  ])('stores nothing for %s', async (_, photos, status, field) => {
    const before = await state()
    const res = await create(postForm({ kind: 'post', body: '写真つき' }, photos()))
    expect(res.status).toBe(status)
    expect(res.body.field).toBe(field)
    expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龥]/)
    expect(await state()).toEqual(before)
  })

  it('removes the photos it wrote to R2 when the database write fails', async () => {
    const before = await state()
    // A real D1 failure at the last step: the photo rows cannot be inserted.
    await env.DB.prepare(
      `CREATE TRIGGER fail_media BEFORE INSERT ON post_media BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    ).run()
    try {
      const res = await create(
        postForm({ kind: 'post', body: '保存に失敗する' }, [{ bytes: bytesOf(gpsJpeg) }]),
      )
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ error: 'save_failed' })
    } finally {
      await env.DB.prepare('DROP TRIGGER fail_media').run()
    }
    expect(await state()).toEqual(before)
  })
})
