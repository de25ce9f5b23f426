import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it } from 'vitest'
import type { Page, Post, PostSummary } from '../../src/shared/api/posts'
import { findPost, isDemoPhotoPost } from './demo-posts'

// The posts API on the stack `npm start` runs (wrangler dev, local D1/R2 with the demo town, the
// local Images binding): what the SPA will call, over real HTTP.

const base = () => `http://127.0.0.1:${inject('e2ePort')}`

async function json<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base()}${path}`, init)
  return { status: res.status, body: (await res.json()) as T }
}

describe('the posts API on the local stack', () => {
  it('serves the demo timeline with photos, and filters it by the demo tags', async () => {
    const timeline = await json<Page<PostSummary>>('/api/posts?limit=50')
    expect(timeline.status).toBe(200)
    expect(timeline.body.items.length).toBeGreaterThanOrEqual(30)
    const ids = timeline.body.items.map((post) => post.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    // Other e2e files add fixture posts to the same database: look at a demo photo.
    const withPhoto = await findPost(base(), isDemoPhotoPost)
    const photo = await fetch(`${base()}${withPhoto.media[0]?.url}`)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')

    // Tags of the seeded posts are indexed too (the seed only writes posts.tags_json).
    const tag = withPhoto.tags[0] ?? ''
    const tagged = await json<Page<PostSummary>>(
      `/api/posts?tag=${encodeURIComponent(tag)}&limit=50`,
    )
    expect(tagged.body.items.length).toBeGreaterThan(0)
    expect(tagged.body.items.every((post) => post.tags.includes(tag))).toBe(true)
    const events = await json<Page<PostSummary>>('/api/posts?kind=event&limit=50')
    expect(events.body.items.length).toBeGreaterThanOrEqual(5)
    expect(events.body.items.every((post) => post.event?.starts_at.endsWith('+09:00'))).toBe(true)
  })

  it('lets a demo resident upload a photo that comes back without its GPS tags', async () => {
    const login = await json<{ token: string }>('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hanako@demo.jimoto.example', password: 'jimoto-demo-2026' }),
    })
    expect(login.status).toBe(200)
    const photo = await readFile(new URL('../fixtures/gps-oriented.jpg', import.meta.url))
    expect(photo.includes(Buffer.from('Exif\0\0'))).toBe(true)
    const form = new FormData()
    form.set('data', JSON.stringify({ kind: 'post', body: '港の夕焼け', tags: ['夕焼け'] }))
    form.append('photos', new File([photo], 'IMG_2001.JPG', { type: 'image/jpeg' }))
    form.append('alts', '港の夕焼け')
    const created = await json<Post>('/api/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.token}`, 'x-campaign-code': 'e2e' },
      body: form,
    })
    expect(created.status).toBe(201)
    expect(created.body.media[0]).toMatchObject({ width: 1024, height: 2048, alt: '港の夕焼け' })

    const served = Buffer.from(
      await (await fetch(`${base()}${created.body.media[0]?.url}`)).arrayBuffer(),
    )
    expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(served.includes(Buffer.from('Exif\0\0'))).toBe(false)
    expect(served.includes(Buffer.from('SERIAL-0042'))).toBe(false)

    // Newest first: it is on the first page, after only posts newer than it (files running beside
    // this one post too).
    const first = await json<Page<PostSummary>>('/api/posts?limit=50')
    const ids = first.body.items.map((post) => post.id)
    expect(ids).toContain(created.body.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })
})
