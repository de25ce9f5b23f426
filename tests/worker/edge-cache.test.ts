import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { edgeRequest, headersBesidesState, ogTitle, sql } from './edge-cache-helpers'
import { insertPost, insertUser, signIn } from './posts-helpers'

// The edge cache (worker/lib/edge-cache.ts): anonymous pages and first API pages are answered
// from the Workers Cache API. That no D1 read happened is shown the way a visitor would notice
// it: a row changed behind the app's back (no purge) is not seen until the copy's time is up.

let author: number
beforeAll(async () => {
  author = await insertUser({ name: '商店街振興会' })
})
afterEach(() => {
  vi.useRealTimers()
})

const newPost = (title: string) =>
  insertPost({ user_id: author, title, body: `${title}の本文です。` })

describe('anonymous post pages come from the edge cache', () => {
  it('serves the second visitor the stored page without reading D1, identical to the first', async () => {
    const id = await newPost('夏祭りのお知らせ')
    const first = await edgeRequest(`/app/posts/${id}`)
    expect(first.status).toBe(200)
    expect(first.state).toBe('MISS')
    expect(ogTitle(first.text)).toBe('夏祭りのお知らせ')

    await sql('UPDATE posts SET title = ?1 WHERE id = ?2', '裏で変えた題名', id)
    const second = await edgeRequest(`/app/posts/${id}`)
    expect(second.state).toBe('HIT')
    expect(second.text).toBe(first.text)
    // Browser-facing headers as the page renderer made them: no-cache, ETag, CSP.
    expect(headersBesidesState(second.headers)).toEqual(headersBesidesState(first.headers))
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('answers a matching If-None-Match with 304 from the copy, as the page renderer does', async () => {
    const id = await newPost('朝市')
    const first = await edgeRequest(`/app/posts/${id}`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\//)
    const again = await edgeRequest(`/app/posts/${id}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.state).toBe('HIT')
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('keys by the parameters the page reads: tracking codes share the copy, embed=1 has its own', async () => {
    const id = await newPost('花火大会')
    const plain = await edgeRequest(`/app/posts/${id}`)
    const shared = await edgeRequest(`/app/posts/${id}?c=line&utm_source=x&fbclid=abc`)
    expect(shared.state).toBe('HIT')
    expect(shared.text).toBe(plain.text)
    const embedded = await edgeRequest(`/app/posts/${id}?embed=1`)
    expect(embedded.state).toBe('MISS')
    expect(embedded.headers.get('x-frame-options')).toBeNull()
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
  })

  it('gives each language site its own copy', async () => {
    const id = await newPost('盆踊り')
    const ja = await edgeRequest(`/app/posts/${id}`)
    const en = await edgeRequest(`/app/posts/${id}`, { host: 'en.example.jp' })
    expect(en.state).toBe('MISS')
    expect(en.text).toContain('<html lang="en"')
    expect(ja.text).toContain('<html lang="ja"')
    const jaAgain = await edgeRequest(`/app/posts/${id}`)
    expect(jaAgain.state).toBe('HIT')
    expect(jaAgain.text).toBe(ja.text)
    const enAgain = await edgeRequest(`/app/posts/${id}`, { host: 'en.example.jp' })
    expect(enAgain.state).toBe('HIT')
    expect(enAgain.text).toBe(en.text)
  })

  it('keeps a 404 of a missing post for the same short time', async () => {
    const id = await newPost('消える投稿')
    await sql("UPDATE posts SET visibility = 'deleted' WHERE id = ?1", id)
    const first = await edgeRequest(`/app/posts/${id}`)
    expect(first.status).toBe(404)
    const second = await edgeRequest(`/app/posts/${id}`)
    expect([second.status, second.state]).toEqual([404, 'HIT'])
  })

  it('never keeps the default page served while the database fails', async () => {
    const id = await newPost('翻訳のある投稿')
    await sql('ALTER TABLE translations RENAME TO translations_away')
    try {
      const broken = await edgeRequest(`/app/posts/${id}`, { host: 'en.example.jp' })
      expect(broken.status).toBe(200)
      expect(ogTitle(broken.text)).not.toBe('翻訳のある投稿')
      expect(broken.headers.get('x-edge-uncacheable')).toBeNull()
    } finally {
      await sql('ALTER TABLE translations_away RENAME TO translations')
    }
    const next = await edgeRequest(`/app/posts/${id}`, { host: 'en.example.jp' })
    expect(next.state).toBe('MISS')
    expect(ogTitle(next.text)).toBe('翻訳のある投稿')
  })
})

describe('stale-while-revalidate', () => {
  it('serves a stale copy once while it refreshes, then the fresh one; nothing past 60 s', async () => {
    const id = await newPost('古い題名')
    const start = Date.now()
    await edgeRequest(`/app/posts/${id}`)
    await sql('UPDATE posts SET title = ?1 WHERE id = ?2', '新しい題名', id)
    vi.useFakeTimers({ toFake: ['Date'] })

    vi.setSystemTime(start + 29_000)
    const fresh = await edgeRequest(`/app/posts/${id}`)
    expect([fresh.state, ogTitle(fresh.text)]).toEqual(['HIT', '古い題名'])

    vi.setSystemTime(start + 31_000)
    const stale = await edgeRequest(`/app/posts/${id}`)
    expect([stale.state, ogTitle(stale.text)]).toEqual(['STALE', '古い題名'])
    const refreshed = await edgeRequest(`/app/posts/${id}`)
    expect([refreshed.state, ogTitle(refreshed.text)]).toEqual(['HIT', '新しい題名'])

    await sql('UPDATE posts SET title = ?1 WHERE id = ?2', 'もっと新しい題名', id)
    vi.setSystemTime(start + 31_000 + 61_000)
    const expired = await edgeRequest(`/app/posts/${id}`)
    expect([expired.state, ogTitle(expired.text)]).toEqual(['MISS', 'もっと新しい題名'])
  })
})

describe('logged-in requests and later pages never use the cache', () => {
  it('answers a signed-in reader from D1 and stores nothing for visitors', async () => {
    const reader = await signIn('読者')
    const id = await newPost('ログインして読む')
    const mine = await edgeRequest('/api/posts?limit=20', { token: reader.token })
    expect(mine.state).toBe('BYPASS')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    const visitor = await edgeRequest('/api/posts?limit=20')
    expect(visitor.state).toBe('MISS')

    await sql('UPDATE posts SET title = ?1 WHERE id = ?2', 'ログイン後に変えた', id)
    const cached = await edgeRequest('/api/posts?limit=20')
    expect(cached.state).toBe('HIT')
    expect(cached.text).toContain('ログインして読む')
    const signedIn = await edgeRequest('/api/posts?limit=20', { token: reader.token })
    expect(signedIn.state).toBe('BYPASS')
    expect(signedIn.text).toContain('ログイン後に変えた')
    const page = await edgeRequest(`/app/posts/${id}`, { token: reader.token })
    expect([page.state, ogTitle(page.text)]).toEqual(['BYPASS', 'ログイン後に変えた'])
  })

  it('bypasses later timeline pages, the native shell and our own key parameters', async () => {
    const id = await newPost('次のページ')
    const cursor = await edgeRequest('/api/posts?limit=1')
    const next = JSON.parse(cursor.text).next_cursor as string
    expect((await edgeRequest(`/api/posts?limit=1&cursor=${next}`)).state).toBe('BYPASS')
    const native = await edgeRequest(`/app/posts/${id}`, {
      headers: { 'user-agent': 'Mozilla/5.0 JimotoNative' },
    })
    expect(native.state).toBe('BYPASS')
    expect((await edgeRequest('/api/posts?limit=20&_edge_lang=eng_Latn')).state).toBe('BYPASS')
  })
})

describe('API first pages', () => {
  it('keys the timeline by language header and Origin, each answer with its own CORS', async () => {
    await newPost('英語でも読む')
    const query = '/api/posts?limit=20&target_scope=international:en'
    const plain = await edgeRequest(query)
    const translated = await edgeRequest(query, { headers: { 'x-translate-lang': 'eng_Latn' } })
    expect(translated.state).toBe('MISS')
    const cors = await edgeRequest(query, { headers: { origin: 'https://en.example.jp' } })
    expect(cors.state).toBe('MISS')
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://en.example.jp')
    const again = await edgeRequest(query)
    expect(again.state).toBe('HIT')
    expect(again.headers.get('access-control-allow-origin')).toBeNull()
    expect(again.text).toBe(plain.text)
    const reordered = await edgeRequest('/api/posts?target_scope=international:en&limit=20')
    expect(reordered.state).toBe('HIT')
  })

  it('serves the map from the cache for the same box', async () => {
    const query = '/api/map?bbox=139.0,34.9,139.1,35.0'
    const first = await edgeRequest(query)
    expect([first.status, first.state]).toEqual([200, 'MISS'])
    const second = await edgeRequest(query)
    expect([second.status, second.state]).toEqual([200, 'HIT'])
    expect(second.text).toBe(first.text)
    expect(second.headers.get('content-type')).toContain('application/geo+json')
    const bad = await edgeRequest('/api/map?bbox=nonsense')
    expect(bad.status).toBe(400)
    expect((await edgeRequest('/api/map?bbox=nonsense')).state).toBe('MISS')
  })
})

describe('hostile requests on cached routes', () => {
  it('answers broken encodings, huge parameters and headers with the app’s own 4xx or 200, never 5xx', async () => {
    const huge = 'あ'.repeat(4000)
    const answers = await Promise.all([
      edgeRequest(`/api/map?bbox=%E0%A4%A&x=${encodeURIComponent(huge)}`),
      edgeRequest(`/api/posts?limit=20&tag=${encodeURIComponent(huge)}`),
      edgeRequest('/api/posts?limit=abc'),
      edgeRequest('/api/posts?limit=20', { headers: { 'x-translate-lang': 'x'.repeat(6000) } }),
      edgeRequest('/api/posts?limit=20', { headers: { origin: 'https://evil.example' } }),
      edgeRequest(`/app/timeline?tag=${encodeURIComponent(huge)}&kind=%FF`),
      edgeRequest('/app/posts/99999999999999'),
    ])
    for (const answer of answers) expect(answer.status).toBeLessThan(500)
    const [map, tag, limit] = answers
    for (const bad of [map, tag, limit]) {
      expect(bad?.status).toBe(400)
      expect(JSON.parse(bad?.text ?? '{}')).toHaveProperty('error')
    }
    const evil = answers[4]
    expect(evil?.headers.get('access-control-allow-origin')).toBeNull()
  })
})
