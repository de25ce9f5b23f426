import { beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '../../src/shared/api/posts'
import { D1_BOOKMARK_HEADER, isD1Bookmark } from '../../src/shared/d1-bookmark'
import { request } from './helpers'
import { call, postForm, type SignedIn, signIn } from './posts-helpers'

// Every API request runs in one D1 session (worker/lib/d1-session.ts): its answer carries the
// session's latest bookmark, and a read that sends one back starts no earlier than it. Locally
// D1 has no replicas, so what is checked here is the client's side of the contract: the
// bookmark comes with every answer, goes back in with every read, only grows, and a header that
// is not a bookmark never breaks a request.

let hanako: SignedIn

beforeAll(async () => {
  hanako = await signIn('佐藤 花子')
})

/** The answer's bookmark, which every API answer must carry. */
function bookmarkOf(headers: Headers): string {
  const bookmark = headers.get(D1_BOOKMARK_HEADER)
  expect(isD1Bookmark(bookmark)).toBe(true)
  return bookmark ?? ''
}

describe('read-your-writes through the bookmark', () => {
  it('gives a write a bookmark, and a read that sends it back sees the write', async () => {
    const before = await call<{ items: Post[] }>('GET', '/api/posts')
    const oldBookmark = bookmarkOf(before.headers)

    const created = await call<Post>('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '朝市は港の広場で9時からです' }),
    })
    expect(created.status).toBe(201)
    const written = bookmarkOf(created.headers)
    // Bookmarks sort oldest to newest: the write moved the database forward.
    expect(written > oldBookmark).toBe(true)

    const read = await call<Post>('GET', `/api/posts/${created.body.id}`, {
      headers: { [D1_BOOKMARK_HEADER]: written },
    })
    expect(read.status).toBe(200)
    expect(read.body.body).toBe('朝市は港の広場で9時からです')
    expect(bookmarkOf(read.headers) >= written).toBe(true)

    const timeline = await call<{ items: Post[] }>('GET', '/api/posts', {
      token: hanako.token,
      headers: { [D1_BOOKMARK_HEADER]: written },
    })
    expect(timeline.body.items.map((post) => post.id)).toContain(created.body.id)
  })

  it('still accepts a bookmark from before the write, and answers with a newer one', async () => {
    const first = await call('GET', '/api/posts')
    const old = bookmarkOf(first.headers)
    await call('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '古い位置からでも読めます' }),
    })
    const read = await call<{ items: Post[] }>('GET', '/api/posts', {
      headers: { [D1_BOOKMARK_HEADER]: old },
    })
    expect(read.status).toBe(200)
    expect(read.body.items.some((post) => post.body === '古い位置からでも読めます')).toBe(true)
    expect(bookmarkOf(read.headers) > old).toBe(true)
  })

  it('gives the login answer a bookmark that /auth/me can read from', async () => {
    const login = await signIn('鈴木 一郎')
    const me = await call<{ user: { id: number } }>('GET', '/auth/me', {
      token: login.token,
      headers: { [D1_BOOKMARK_HEADER]: bookmarkOf((await call('GET', '/api/posts')).headers) },
    })
    expect(me.status).toBe(200)
    expect(isD1Bookmark(bookmarkOf(me.headers))).toBe(true)
  })

  it('answers a refused write with a bookmark too', async () => {
    const res = await call('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '' }),
    })
    expect(res.status).toBe(400)
    expect(isD1Bookmark(bookmarkOf(res.headers))).toBe(true)
  })
})

describe('where the session starts', () => {
  // A session keeps the newest bookmark it has seen, the one it started from included, and local
  // D1 has no replica to wait for: a bookmark later than the database's own therefore comes back
  // unchanged exactly when the session started from it.
  const later = `0fffffff-00000000-00000000-${'0'.repeat(32)}`

  it('starts a read at the bookmark the client sent', async () => {
    const res = await call('GET', `/api/posts`, { headers: { [D1_BOOKMARK_HEADER]: later } })
    expect(res.status).toBe(200)
    expect(bookmarkOf(res.headers)).toBe(later)
  })

  it('starts a write on the primary, whatever bookmark the client sent', async () => {
    const res = await call('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '書き込みはいつも最新から' }),
      headers: { [D1_BOOKMARK_HEADER]: later },
    })
    expect(res.status).toBe(201)
    expect(bookmarkOf(res.headers) < later).toBe(true)
  })
})

describe('a header that is not a bookmark', () => {
  it.each([
    ['text', 'not-a-bookmark'],
    ['a constraint name', 'first-primary'],
    ['a huge value', `00000000-00000000-00000000-${'0'.repeat(60_000)}`],
    ['a number', '12345'],
    ['JSON', '{"bookmark":"00000000-00000012-00000000-00000000000000000000000000000000"}'],
    ['upper-case hex', '0000000A-00000012-00000000-00000000000000000000000000000000'],
    ['an empty value', ''],
  ])('(%s) is ignored: the read answers normally with a valid bookmark', async (_label, value) => {
    for (const path of ['/api/posts', `/api/users/${hanako.id}`]) {
      const res = await call('GET', path, { headers: { [D1_BOOKMARK_HEADER]: value } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(isD1Bookmark(bookmarkOf(res.headers))).toBe(true)
    }
  })

  it('breaks no write either', async () => {
    const res = await call<Post>('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '壊れたしおりでも投稿できます' }),
      headers: { [D1_BOOKMARK_HEADER]: 'garbage'.repeat(500) },
    })
    expect(res.status).toBe(201)
    expect(isD1Bookmark(bookmarkOf(res.headers))).toBe(true)
  })

  it('breaks no page', async () => {
    const res = await request('/app/timeline', {
      headers: { [D1_BOOKMARK_HEADER]: 'x'.repeat(9000) },
    })
    expect(res.status).toBe(200)
    await res.text()
  })
})

describe('pages', () => {
  it('write the bookmark of their boot data into the page, and no bookmark header or cookie', async () => {
    await call('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: 'ページのしおり' }),
    })
    const res = await request('/app/timeline')
    const html = await res.text()
    const mark = /<script type="application\/json" id="boot-data" data-d1-bookmark="([^"]+)">/.exec(
      html,
    )
    expect(isD1Bookmark(mark?.[1])).toBe(true)
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})

describe('page revalidation', () => {
  it('keeps a post page 304 after a write elsewhere moved the bookmark', async () => {
    const post = await call<Post>('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '変わらない投稿' }),
    })
    const first = await request(`/app/posts/${post.body.id}`)
    const etag = first.headers.get('etag') ?? ''
    await first.text()
    await call('POST', '/api/posts', {
      token: hanako.token,
      form: postForm({ kind: 'post', body: '別の投稿' }),
    })
    const again = await request(`/app/posts/${post.body.id}`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })
})

describe('CORS', () => {
  it('lets our other origins send the bookmark header', async () => {
    const res = await request('/api/posts', {
      host: 'api.example.jp',
      https: true,
      method: 'OPTIONS',
      headers: {
        origin: 'https://en.example.jp',
        'access-control-request-method': 'GET',
        'access-control-request-headers': `authorization, ${D1_BOOKMARK_HEADER}`,
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      D1_BOOKMARK_HEADER,
    )
  })

  it('lets them read the bookmark of an answer', async () => {
    for (const origin of ['https://ko.example.jp', 'capacitor://localhost']) {
      const res = await request('/api/posts', {
        host: 'api.example.jp',
        https: true,
        headers: { origin },
      })
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
        D1_BOOKMARK_HEADER,
      )
      expect(isD1Bookmark(bookmarkOf(res.headers))).toBe(true)
    }
  })
})
