import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '../../src/shared/api/posts'
import gpsJpeg from '../fixtures/gps-oriented.jpg?inline'
import smallPng from '../fixtures/small.png?inline'
import smallWebp from '../fixtures/small.webp?inline'
import {
  bytesOf,
  call,
  count,
  fetchBytes,
  postForm,
  type SignedIn,
  signIn,
  uniqueLargePhoto,
  uniquePhoto,
} from './posts-helpers'

// Editing and deleting: only the author may, and photos that leave a post leave R2 too.

let author: SignedIn
let stranger: SignedIn

beforeAll(async () => {
  author = await signIn('投稿者')
  stranger = await signIn('他人')
})

type PostOrError = Post & { error?: string; message?: string; field?: string }

/** A post with two photos of its own (unless `photos` are given). */
async function createWithPhotos(photos?: Uint8Array[]): Promise<Post> {
  const [first, second] = photos ?? [
    await uniquePhoto(bytesOf(smallPng)),
    await uniquePhoto(bytesOf(smallWebp)),
  ]
  const res = await call<Post>('POST', '/api/posts', {
    token: author.token,
    form: postForm(
      { kind: 'post', title: '元のタイトル', body: '元の本文', tags: ['港'] },
      [{ bytes: first ?? new Uint8Array() }, { bytes: second ?? new Uint8Array() }],
      ['一枚目', '二枚目'],
    ),
  })
  expect(res.status).toBe(201)
  return res.body
}

const edit = (id: number, form: FormData, token = author.token) =>
  call<PostOrError>('PATCH', `/api/posts/${id}`, { token, form })

describe('PATCH /api/posts/:id', () => {
  it('replaces the fields, reorders kept photos, adds new ones, and removes dropped files', async () => {
    const post = await createWithPhotos()
    const [png, webp] = post.media
    const res = await edit(
      post.id,
      postForm(
        {
          kind: 'event',
          title: '新しいタイトル',
          body: '新しい本文',
          tags: ['祭り'],
          keep_media: [1],
          event: { starts_at: '2026-12-05T10:00:00+09:00', ends_at: '2026-12-05T15:00:00+09:00' },
        },
        [{ bytes: bytesOf(gpsJpeg) }],
        ['追加した写真'],
      ),
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: post.id,
      kind: 'event',
      title: '新しいタイトル',
      body: '新しい本文',
      tags: ['祭り'],
      event: { starts_at: '2026-12-05T10:00:00+09:00', ends_at: '2026-12-05T15:00:00+09:00' },
    })
    expect(res.body.media.map((m) => m.alt)).toEqual(['二枚目', '追加した写真'])
    expect(res.body.media[0]?.url).toBe(webp?.url)
    expect(res.body.updated_at > post.updated_at).toBe(true)
    // The dropped PNG is gone from R2; the kept WebP is still served.
    expect((await fetchBytes(png?.url ?? '')).status).toBe(404)
    expect((await fetchBytes(png?.thumb_url ?? '')).status).toBe(404)
    expect((await fetchBytes(webp?.url ?? '')).status).toBe(200)
    // The tag index follows the edit.
    const byOldTag = await call<{ items: Post[] }>(
      'GET',
      `/api/posts?tag=${encodeURIComponent('港')}`,
    )
    expect(byOldTag.body.items.map((p) => p.id)).not.toContain(post.id)
  })

  it('keeps every photo when keep_media is omitted', async () => {
    const post = await createWithPhotos()
    const res = await edit(post.id, postForm({ kind: 'post', body: '本文だけ直した' }))
    expect(res.status).toBe(200)
    expect(res.body.media).toEqual(post.media)
  })

  it('refuses more than 10 photos in total and leaves the post as it was', async () => {
    const post = await createWithPhotos()
    const photos = Array.from({ length: 9 }, () => ({ bytes: bytesOf(smallPng) }))
    const res = await edit(post.id, postForm({ kind: 'post', body: '増やしすぎ' }, photos))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'photos', message: '写真は10枚までです。' })
    expect((await call<Post>('GET', `/api/posts/${post.id}`)).body).toEqual(post)
  })

  it('refuses keep_media positions that do not exist', async () => {
    const post = await createWithPhotos()
    const res = await edit(post.id, postForm({ kind: 'post', body: 'x', keep_media: [0, 5] }))
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('keep_media')
  })

  it('answers someone else’s post with 403 and changes nothing', async () => {
    const post = await createWithPhotos()
    const res = await edit(post.id, postForm({ kind: 'post', body: '乗っ取り' }), stranger.token)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'forbidden', message: '他の人の投稿は変更できません。' })
    expect((await call<Post>('GET', `/api/posts/${post.id}`)).body.body).toBe('元の本文')
  })

  it('answers visitors with 401, unknown posts with 404', async () => {
    const post = await createWithPhotos()
    expect(
      (
        await call('PATCH', `/api/posts/${post.id}`, {
          form: postForm({ kind: 'post', body: 'x' }),
        })
      ).status,
    ).toBe(401)
    expect((await edit(987654, postForm({ kind: 'post', body: 'x' }))).status).toBe(404)
    expect((await edit(0, postForm({ kind: 'post', body: 'x' }))).status).toBe(404)
  })

  it('does not edit a post hidden by an admin (409)', async () => {
    const post = await createWithPhotos()
    await env.DB.prepare(`UPDATE posts SET visibility = 'hidden' WHERE id = ?1`).bind(post.id).run()
    const res = await edit(post.id, postForm({ kind: 'post', body: '直したい' }))
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('post_hidden')
  })
})

describe('DELETE /api/posts/:id', () => {
  it('deletes every stored size of a large photo from R2', async () => {
    const post = await createWithPhotos([
      await uniqueLargePhoto(bytesOf(gpsJpeg)),
      await uniquePhoto(bytesOf(smallPng)),
    ])
    const [large] = post.media
    const files = [large?.url, large?.medium_url, large?.small_url, large?.thumb_url]
    // The upload stored four sizes, each served until the post is deleted.
    expect(files.every((file) => typeof file === 'string')).toBe(true)
    for (const file of files) expect((await fetchBytes(file ?? '')).status).toBe(200)
    const res = await call('DELETE', `/api/posts/${post.id}`, { token: author.token })
    expect(res.status).toBe(204)
    for (const file of files) expect((await fetchBytes(file ?? '')).status).toBe(404)
  })

  it('removes the post from everywhere and deletes its photos from R2', async () => {
    const post = await createWithPhotos()
    const res = await call('DELETE', `/api/posts/${post.id}`, { token: author.token })
    expect(res.status).toBe(204)
    expect((await call('GET', `/api/posts/${post.id}`)).status).toBe(404)
    const timeline = await call<{ items: Post[] }>('GET', '/api/posts?limit=50')
    expect(timeline.body.items.map((p) => p.id)).not.toContain(post.id)
    for (const media of post.media) {
      expect((await fetchBytes(media.url)).status).toBe(404)
      expect((await fetchBytes(media.thumb_url)).status).toBe(404)
    }
    // Soft delete: the row stays for moderation and reports, marked deleted.
    const row = await env.DB.prepare('SELECT visibility FROM posts WHERE id = ?1')
      .bind(post.id)
      .first()
    expect(row).toEqual({ visibility: 'deleted' })
    expect((await call('DELETE', `/api/posts/${post.id}`, { token: author.token })).status).toBe(
      404,
    )
  })

  it('keeps a photo file that another post still shows', async () => {
    const shared = [await uniqueLargePhoto(bytesOf(smallPng)), await uniquePhoto(bytesOf(smallPng))]
    const first = await createWithPhotos(shared)
    const second = await createWithPhotos(shared)
    expect(second.media[0]?.url).toBe(first.media[0]?.url)
    await call('DELETE', `/api/posts/${first.id}`, { token: author.token })
    // Every size of the shared photo stays: the second post's page still offers them all.
    const [large] = second.media
    for (const file of [large?.url, large?.medium_url, large?.small_url, large?.thumb_url]) {
      expect(file).toMatch(/^\/media\/posts\//)
      expect((await fetchBytes(file ?? '')).status).toBe(200)
    }
  })

  it('answers someone else’s post with 403 and visitors with 401', async () => {
    const post = await createWithPhotos()
    const denied = await call('DELETE', `/api/posts/${post.id}`, { token: stranger.token })
    expect(denied.status).toBe(403)
    expect(denied.body).toMatchObject({ error: 'forbidden' })
    expect((await call('DELETE', `/api/posts/${post.id}`)).status).toBe(401)
    expect(
      await count(
        `SELECT count(*) AS n FROM posts WHERE id = ?1 AND visibility = 'public'`,
        post.id,
      ),
    ).toBe(1)
  })
})
