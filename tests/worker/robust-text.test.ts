import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import smallPng from '../fixtures/small.png?inline'
import { request } from './helpers'
import {
  bytesOf,
  call,
  count,
  insertPost,
  insertVenue,
  postForm,
  type SignedIn,
  signIn,
} from './posts-helpers'

// Text that can hurt, through the API of each family: broken Unicode and control characters are
// refused in every text field, names and titles also refuse bidi controls and invisible
// characters, and full-width numbers, emails and codes mean what they say.

const LONE_SURROGATE = 'お祭り\uD83D'
const NUL = 'お祭り\u0000です'
const ESCAPE = 'お祭り\u001B[31m'
const RLO = 'お祭り\u202Egnp.exe'
const ISOLATE = 'はなこ\u2067'
const ZWSP = 'はな\u200Bこ'
const STRAY_ZWJ = '\u200Dはなこ'
const FAMILY = '家族で参加👨‍👩‍👧'
const RAINBOW = 'レインボー🏳️‍🌈'

/** ASCII typed on a Japanese keyboard in full-width mode. */
const fullWidth = (ascii: string) =>
  ascii.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0))

let member: SignedIn
let postId: number

beforeAll(async () => {
  member = await signIn()
  postId = await insertPost({ user_id: (await signIn()).id })
})

async function createPost(data: Record<string, unknown>, alts: string[] = []) {
  const photos = alts.map(() => ({ bytes: bytesOf(smallPng), name: 'small.png' }))
  return call<Record<string, string>>('POST', '/api/posts', {
    token: member.token,
    form: postForm({ kind: 'post', body: '朝市に行きました', ...data }, photos, alts),
  })
}

const postCount = () => count('SELECT COUNT(*) AS n FROM posts')

describe('posts (multipart)', () => {
  it.each([
    ['a lone surrogate in the body', { body: LONE_SURROGATE }, 'body', /壊れた文字/],
    ['NUL in the body', { body: NUL }, 'body', /本文に制御文字は使えません/],
    ['an escape sequence in the title', { title: ESCAPE }, 'title', /制御文字/],
    ['a right-to-left override in the title', { title: RLO }, 'title', /表示方向/],
    ['an isolate in the place name', { place: { name: ISOLATE } }, 'place.name', /表示方向/],
    ['a zero-width space in the title', { title: ZWSP }, 'title', /見えない文字/],
    ['a stray joiner in a tag', { tags: [STRAY_ZWJ] }, 'tags', /見えない文字/],
    [
      'a lone surrogate in an event time',
      { kind: 'event', event: { starts_at: LONE_SURROGATE, ends_at: '2026-12-01T10:00:00+09:00' } },
      'event.starts_at',
      /壊れた文字/,
    ],
  ])(
    'refuses %s with a 400 naming the field, and stores nothing',
    async (_, data, field, message) => {
      const before = await postCount()
      const res = await createPost(data)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_request', field })
      expect(res.body.message).toMatch(message)
      expect(await postCount()).toBe(before)
    },
  )

  it('refuses a control character in a photo description', async () => {
    const before = await postCount()
    const res = await createPost({}, ['説明\u0007'])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'alts.0' })
    expect(await postCount()).toBe(before)
  })

  it('keeps emoji sequences, and bidi marks in the body', async () => {
    const res = await createPost({
      title: FAMILY,
      body: `${RAINBOW}\n\u2067שלום\u2069 と書きました`,
    })
    expect(res.status).toBe(201)
    expect(res.body.title).toBe(FAMILY)
    expect(res.body.body).toContain(RAINBOW)
  })

  it('takes a full-width event date as the date it means', async () => {
    const res = await createPost({
      kind: 'event',
      event: {
        starts_at: fullWidth('2026-12-01T10:00:00+09:00'),
        ends_at: '2026-12-01T12:00:00+09:00',
      },
    })
    expect(res.status).toBe(201)
    expect((res.body.event as unknown as { starts_at: string }).starts_at).toBe(
      '2026-12-01T10:00:00+09:00',
    )
  })
})

describe('reports (JSON)', () => {
  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('a reason with %s is a 400 on reason, and no report is kept', async (_, reason) => {
    const res = await call('POST', `/api/posts/${postId}/reports`, {
      token: member.token,
      json: { reason },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'reason' })
    expect(await count('SELECT COUNT(*) AS n FROM reports WHERE post_id = ?1', postId)).toBe(0)
  })

  it('bytes that are not UTF-8 are refused, not stored as replacement characters', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"reason":"'),
      0xff,
      0xfe,
      0x22,
      0x7d,
    ])
    const res = await request(`/api/posts/${postId}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: bytes,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'reason' })
  })
})

describe('accounts', () => {
  it.each([
    ['a right-to-left override', RLO, /表示方向/],
    ['an isolate', ISOLATE, /表示方向/],
    ['a zero-width space', ZWSP, /見えない文字/],
    ['NUL', NUL, /制御文字/],
    ['a lone surrogate', LONE_SURROGATE, /壊れた文字/],
  ])('a name with %s is refused', async (_, name, message) => {
    const res = await call<Record<string, string>>('PATCH', '/api/me', {
      token: member.token,
      json: { name },
    })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('name')
    expect(res.body.message).toMatch(message)
  })

  it('a bio with a control character is refused', async () => {
    const res = await call('PATCH', '/api/me', {
      token: member.token,
      json: { bio: `よろしく${ESCAPE}` },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'bio' })
  })

  it('an emoji family in a name is kept', async () => {
    // The family is one grapheme of five code points joined by ZWJ: kept whole, never split
    // or stripped of its joiners (a stray joiner alone is refused above).
    const name = `はなこ${FAMILY.slice(-8)}`
    const res = await call<{ name: string }>('PATCH', '/api/me', {
      token: member.token,
      json: { name },
    })
    expect(res.status).toBe(200)
    expect(res.body.name).toBe(name)
    const row = await env.DB.prepare('SELECT name FROM users WHERE id = ?1')
      .bind(member.id)
      .first<{ name: string }>()
    expect(row?.name).toBe(name)
  })

  it('a full-width email address signs in as the address it spells', async () => {
    const email = `wide-${crypto.randomUUID().slice(0, 8)}@example.com`
    const res = await call('POST', '/auth/register', {
      json: { email: fullWidth(email), name: 'はなこ', password: 'jimoto-test-2026' },
      headers: { 'cf-connecting-ip': '198.19.7.7' },
    })
    expect(res.status).toBe(201)
    const row = await env.DB.prepare('SELECT email FROM users WHERE email = ?1').bind(email).first()
    expect(row).toEqual({ email })
  })
})

describe('push (JSON)', () => {
  it('a device description with a control character is a 400 on that field', async () => {
    const res = await call('POST', '/api/push/device/register', {
      token: member.token,
      json: { fcm_token: 'ok-abc:APA91b1', platform: 'web', browser: `Chrome\u0000` },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'browser' })
  })
})

describe('admin push (JSON)', () => {
  it('a notification title with a right-to-left override is refused before anything else', async () => {
    const admin = await signIn()
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(admin.id).run()
    const res = await call<Record<string, string>>('POST', '/api/admin/push/messages', {
      token: admin.token,
      json: { title: RLO, body: 'お知らせです', topic: 'all' },
    })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('title')
    expect(res.body.message).toMatch(/表示方向/)
  })
})

describe('full-width numbers in queries', () => {
  it('a full-width page size is the number it shows', async () => {
    const res = await call<{ items: unknown[] }>(
      'GET',
      `/api/posts?limit=${encodeURIComponent('１')}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(1)
  })

  it('a full-width map box is the box it shows', async () => {
    // A venue at 139.08,34.98 (insertVenue): inside the box typed in full width, outside a
    // full-width box one degree east; the answer equals that of the same box in ASCII.
    const venue = `venue:${await insertVenue(`全角の箱-${crypto.randomUUID().slice(0, 8)}`)}`
    const pinsIn = async (box: string) => {
      const res = await call<MapFeatureCollection>(
        'GET',
        `/api/map?bbox=${encodeURIComponent(box)}`,
      )
      expect(res.status).toBe(200)
      return res.body.features.map((feature) => feature.id)
    }
    expect(await pinsIn('１３９．０７，３４．９７，１３９．０９，３４．９９')).toContain(venue)
    expect(await pinsIn('１４０．０７，３４．９７，１４０．０９，３４．９９')).not.toContain(venue)
    expect(await pinsIn('１３９．０７，３４．９７，１３９．０９，３４．９９')).toEqual(
      await pinsIn('139.07,34.97,139.09,34.99'),
    )
  })
})
