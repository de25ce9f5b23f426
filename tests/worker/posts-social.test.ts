import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FollowStatus, Page, PostSummary, PublicProfile } from '../../src/shared/api/posts'
import gpsJpeg from '../fixtures/gps-oriented.jpg?inline'
import pdfAsJpeg from '../fixtures/not-a-photo.jpg?inline'
import smallPng from '../fixtures/small.png?inline'
import smallWebp from '../fixtures/small.webp?inline'
import { jpegDimensions, metadataOf } from './media-helpers'
import {
  bytesOf,
  call,
  fetchBytes,
  insertPost,
  insertUser,
  insertVenue,
  makeAdmin,
  type SignedIn,
  signIn,
} from './posts-helpers'

// Following, the personal feed and avatars.

let hanako: SignedIn
let kenta: SignedIn

beforeAll(async () => {
  hanako = await signIn('佐藤 花子')
  kenta = await signIn('山本 健太')
}, 30_000)

describe('following', () => {
  it('follows and unfollows idempotently, and the profile shows it to the follower', async () => {
    const path = `/api/users/${kenta.id}/follow`
    const followed = await call<FollowStatus>('PUT', path, { token: hanako.token })
    expect(followed.status).toBe(200)
    expect(followed.body).toEqual({ following: true, follower_count: 1 })
    expect((await call<FollowStatus>('PUT', path, { token: hanako.token })).body).toEqual({
      following: true,
      follower_count: 1,
    })
    const profile = await call<PublicProfile>('GET', `/api/users/${kenta.id}`, {
      token: hanako.token,
    })
    expect(profile.body).toMatchObject({ following: true, follower_count: 1 })
    const own = await call<PublicProfile>('GET', `/api/users/${hanako.id}`)
    expect(own.body).toMatchObject({ following: false, following_count: 1 })

    const unfollowed = await call<FollowStatus>('DELETE', path, { token: hanako.token })
    expect(unfollowed.body).toEqual({ following: false, follower_count: 0 })
    expect((await call<FollowStatus>('DELETE', path, { token: hanako.token })).status).toBe(200)
  })

  it('refuses following yourself, hidden or unknown users, and visitors', async () => {
    const self = await call('PUT', `/api/users/${hanako.id}/follow`, { token: hanako.token })
    expect(self.status).toBe(400)
    expect(self.body).toMatchObject({ message: '自分自身はフォローできません。' })
    const hidden = await insertUser({ status: 'hidden' })
    expect((await call('PUT', `/api/users/${hidden}/follow`, { token: hanako.token })).status).toBe(
      404,
    )
    expect((await call('PUT', '/api/users/987654/follow', { token: hanako.token })).status).toBe(
      404,
    )
    expect((await call('PUT', `/api/users/${kenta.id}/follow`)).status).toBe(401)
  })
})

describe('GET /api/users/:id', () => {
  it('shows anyone what is public of a person: never their email, role, birth date or groups', async () => {
    const clerk = await signIn('役場 太郎')
    await makeAdmin(clerk.id)
    await env.DB.prepare(
      `UPDATE users SET birth_date = '1980-04-01', groups_json = '["町内会"]',
         service_name = 'jimoto' WHERE id = ?1`,
    )
      .bind(clerk.id)
      .run()
    const publicKeys = [
      'avatar_url',
      'bio',
      'blocking',
      'created_at',
      'follower_count',
      'following',
      'following_count',
      'id',
      'name',
      'post_count',
      'website',
    ]
    // A visitor, another member, and the person themselves (their own email is on /auth/me).
    for (const token of [undefined, hanako.token, clerk.token]) {
      const profile = await call<PublicProfile>('GET', `/api/users/${clerk.id}`, { token })
      expect(profile.status).toBe(200)
      expect(Object.keys(profile.body).sort()).toEqual(publicKeys)
    }
  })
})

describe('GET /api/feed', () => {
  it('shows posts of followed people and at the places of my favorites, newest first, paged', async () => {
    const reader = await signIn('フィード読者')
    const followed = await insertUser({ name: 'フォロー先' })
    const stranger = await insertUser({ name: '知らない人' })
    const harbor = await insertVenue('みなと港')
    const shrine = await insertVenue('みなと神社')

    const fromFollowed = await insertPost({ user_id: followed, body: 'フォロー先の投稿' })
    const atHarbor = await insertPost({ user_id: stranger, body: '港で見つけた', venue_id: harbor })
    await insertPost({ user_id: stranger, body: '関係ない投稿' })
    await insertPost({ user_id: stranger, body: '神社', venue_id: shrine })
    const hiddenFromFollowed = await insertPost({
      user_id: followed,
      body: '非表示',
      visibility: 'hidden',
    })
    const savedAtHarbor = await insertPost({
      user_id: stranger,
      body: '港の朝市',
      venue_id: harbor,
    })
    const both = await insertPost({ user_id: followed, body: '港でフォロー先', venue_id: harbor })

    await call('PUT', `/api/users/${followed}/follow`, { token: reader.token })
    await call('PUT', `/api/posts/${savedAtHarbor}/favorite`, { token: reader.token })

    const first = await call<Page<PostSummary>>('GET', '/api/feed?limit=2', { token: reader.token })
    expect(first.status).toBe(200)
    expect(first.body.items.map((p) => p.id)).toEqual([both, savedAtHarbor])
    const rest = await call<Page<PostSummary>>(
      'GET',
      `/api/feed?limit=2&cursor=${first.body.nextCursor}`,
      { token: reader.token },
    )
    expect(rest.body.items.map((p) => p.id)).toEqual([atHarbor, fromFollowed])
    expect(rest.body.nextCursor).toBeNull()
    expect([...first.body.items, ...rest.body.items].map((p) => p.id)).not.toContain(
      hiddenFromFollowed,
    )
  })

  it('is empty for someone who follows and saves nothing, and needs login', async () => {
    const res = await call<Page<PostSummary>>('GET', '/api/feed', { token: kenta.token })
    expect(res.body).toEqual({ items: [], nextCursor: null })
    const visitor = await call('GET', '/api/feed')
    expect(visitor.status).toBe(401)
    expect(visitor.body).toMatchObject({ error: 'unauthorized' })
  })
})

describe('PUT /api/me/avatar', () => {
  const avatarForm = (bytes: Uint8Array, name = 'me.jpg') => {
    const form = new FormData()
    form.set('avatar', new File([bytes], name, { type: 'image/jpeg' }))
    return form
  }

  it('stores a 400 × 400 avatar without metadata and shows it on the profile', async () => {
    const res = await call<{ avatar_url: string }>('PUT', '/api/me/avatar', {
      token: hanako.token,
      form: avatarForm(bytesOf(gpsJpeg)),
    })
    expect(res.status).toBe(200)
    expect(res.body.avatar_url).toMatch(/^\/media\/avatars\/[0-9a-f]{64}\.jpg$/)
    const served = await fetchBytes(res.body.avatar_url)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(jpegDimensions(served.bytes)).toEqual({ width: 400, height: 400 })
    expect(metadataOf(served.bytes)).toMatchObject({ exif: false, gps: false })
    // Its 128 px copy, which lists show, is at the name every answer's avatar_url implies.
    const copy = await fetchBytes(res.body.avatar_url.replace(/\.jpg$/, '.128.jpg'))
    expect([copy.status, jpegDimensions(copy.bytes)]).toEqual([200, { width: 128, height: 128 }])
    expect(metadataOf(copy.bytes)).toMatchObject({ exif: false, gps: false })
    const profile = await call<PublicProfile>('GET', `/api/users/${hanako.id}`)
    expect(profile.body.avatar_url).toBe(res.body.avatar_url)
    // Posts show the new avatar too.
    const post = await insertPost({ user_id: hanako.id, body: 'アイコン変えました' })
    expect((await call<PostSummary>('GET', `/api/posts/${post}`)).body.author.avatar_url).toBe(
      res.body.avatar_url,
    )
  })

  it('answers an avatar stored before avatars had copies at its copy’s name, cached for a day', async () => {
    const old = 'avatars/stored-before-copies.jpg'
    const bytes = bytesOf(gpsJpeg)
    await env.MEDIA.put(old, bytes, { httpMetadata: { contentType: 'image/jpeg' } })
    const copy = await fetchBytes(`/media/${old.replace(/\.jpg$/, '.128.jpg')}`)
    expect(copy.status).toBe(200)
    expect(copy.bytes).toEqual(bytes)
    expect(copy.headers.get('content-type')).toBe('image/jpeg')
    expect(copy.headers.get('cache-control')).toBe('public, max-age=86400')
    // Only avatars stand in for their copies: a post photo has no second name.
    const photo = 'posts/stored-before-copies.jpg'
    await env.MEDIA.put(photo, bytes, { httpMetadata: { contentType: 'image/jpeg' } })
    expect((await fetchBytes(`/media/${photo}`)).status).toBe(200)
    expect((await fetchBytes(`/media/${photo.replace(/\.jpg$/, '.128.jpg')}`)).status).toBe(404)
    await env.MEDIA.delete(photo)
    // Without the avatar there is nothing to stand in: the copy's name is a 404 like any other.
    await env.MEDIA.delete(old)
    const gone = await fetchBytes(`/media/${old.replace(/\.jpg$/, '.128.jpg')}`)
    expect(gone.status).toBe(404)
  })

  it('deletes the previous avatar file when it is replaced or removed', async () => {
    const first = await call<{ avatar_url: string }>('PUT', '/api/me/avatar', {
      token: kenta.token,
      form: avatarForm(bytesOf(smallPng)),
    })
    const second = await call<{ avatar_url: string }>('PUT', '/api/me/avatar', {
      token: kenta.token,
      form: avatarForm(bytesOf(smallWebp)),
    })
    expect(second.body.avatar_url).not.toBe(first.body.avatar_url)
    const files = (url: string) => [url, url.replace(/\.jpg$/, '.128.jpg')]
    for (const file of files(second.body.avatar_url))
      expect((await fetchBytes(file)).status).toBe(200)
    for (const file of files(first.body.avatar_url))
      expect((await fetchBytes(file)).status).toBe(404)
    const removed = await call('DELETE', '/api/me/avatar', { token: kenta.token })
    expect(removed.body).toEqual({ avatar_url: null })
    for (const file of files(second.body.avatar_url))
      expect((await fetchBytes(file)).status).toBe(404)
    const row = await env.DB.prepare('SELECT avatar_url FROM users WHERE id = ?1')
      .bind(kenta.id)
      .first()
    expect(row).toEqual({ avatar_url: null })
  })

  it('refuses a photo over 16 MB with 413 saying the avatar limit', async () => {
    const big = new Uint8Array(16 * 1024 * 1024 + 128 * 1024)
    big.set(bytesOf(smallPng))
    const res = await call('PUT', '/api/me/avatar', { token: hanako.token, form: avatarForm(big) })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({
      error: 'payload_too_large',
      message: '画像が大きすぎます（16MBまで）。小さくしてからお試しください。',
    })
  })

  it('refuses a PDF, an empty form and visitors, keeping the current avatar', async () => {
    const before = (await call<PublicProfile>('GET', `/api/users/${hanako.id}`)).body.avatar_url
    const pdf = await call('PUT', '/api/me/avatar', {
      token: hanako.token,
      form: avatarForm(bytesOf(pdfAsJpeg)),
    })
    expect(pdf.status).toBe(415)
    expect(pdf.body).toMatchObject({ error: 'unsupported_image_type', field: 'avatar' })
    const empty = await call('PUT', '/api/me/avatar', { token: hanako.token, form: new FormData() })
    expect(empty.status).toBe(400)
    expect(
      (await call('PUT', '/api/me/avatar', { form: avatarForm(bytesOf(smallPng)) })).status,
    ).toBe(401)
    expect((await call<PublicProfile>('GET', `/api/users/${hanako.id}`)).body.avatar_url).toBe(
      before,
    )
  })
})
