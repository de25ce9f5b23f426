import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertShareFixtures } from './edge-fixtures'
import { jsonLd, meta, parsePage } from './edge-html'
import { request } from './helpers'

beforeAll(insertShareFixtures)

describe('posts that must not be previewed', () => {
  it.each([
    ['hidden', 14],
    ['deleted', 15],
    ['by a hidden user', 16],
    ['missing', 999_999],
  ])('a %s post gets 404 and the default meta, none of its content', async (_kind, id) => {
    const res = await request(`/app/posts/${id}`)
    expect(res.status).toBe(404)
    const html = await res.clone().text()
    const page = await parsePage(res)
    expect(page.titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
    expect(meta(page, 'og:type')).toBe('website')
    expect(html).not.toContain('見えてはいけない')
    expect(html).not.toContain('隠れユーザー')
    expect(jsonLd(page)).toBeNull()
  })
})

describe('a post full of markup, quotes, emoji and 10,000 characters', () => {
  const hostile = `"><script>alert(1)</script></script><!-- '引用' & <img src=x onerror=alert(2)> 🎉`

  it('stays text: the page has exactly the elements of any other page', async () => {
    await env.DB.prepare('INSERT INTO posts (id, user_id, title, body) VALUES (90, 1, ?1, ?2)')
      .bind(hostile, `${hostile}\n${'長'.repeat(10_000)}`)
      .run()
    await env.DB.prepare('INSERT INTO posts (id, user_id, title, body) VALUES (91, 1, ?1, ?2)')
      .bind('ふつうの投稿', 'ふつうの本文')
      .run()
    const res = await request('/app/posts/90')
    expect(res.status).toBe(200)
    const page = await parsePage(res)
    // A post of the same shape (a title, a text, no photo), with nothing to escape.
    const plain = await parsePage(await request('/app/posts/91'))
    const kinds = (p: typeof page) => p.scripts.map((s) => s.type ?? (s.src ? 'src' : 'inline'))
    expect(page.titles).toEqual([`${hostile}｜jimoto`])
    expect(meta(page, 'og:title')).toBe(hostile)
    expect(meta(page, 'og:description')?.startsWith(hostile)).toBe(true)
    expect(meta(page, 'og:description')?.endsWith('…')).toBe(true)
    expect(page.bodyElements).toEqual(plain.bodyElements)
    expect(kinds(page)).toEqual(kinds(plain))
    expect(jsonLd(page)).toMatchObject({ headline: hostile })
  })
})

describe('share meta when the database fails', () => {
  it('serves the post page with the default meta and 200', async () => {
    await env.DB.exec('ALTER TABLE posts RENAME TO posts_away')
    try {
      const res = await request('/app/posts/10')
      expect(res.status).toBe(200)
      const page = await parsePage(res)
      expect(page.titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
      expect(meta(page, 'og:image')).toBe('http://localhost:8787/og-default.png')
    } finally {
      await env.DB.exec('ALTER TABLE posts_away RENAME TO posts')
    }
    // And the page is back once the database is.
    expect(meta(await parsePage(await request('/app/posts/10')), 'og:title')).toBe('夏祭りの準備')
  })

  it('serves the profile page with the default meta and 200', async () => {
    await env.DB.exec('ALTER TABLE users RENAME TO users_away')
    try {
      const res = await request('/app/profile/1')
      expect(res.status).toBe(200)
      expect((await parsePage(res)).titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
    } finally {
      await env.DB.exec('ALTER TABLE users_away RENAME TO users')
    }
  })
})

describe('ids that are not ids', () => {
  // With the posts table gone, any query would fail and turn into 200: a 404 proves the id was
  // refused before the database was asked.
  it.each([
    '%2E%2E%2F1',
    '..%2F1',
    '1;DROP',
    '1%3BDROP%20TABLE%20posts',
    '%00',
    '1%00',
    '18446744073709551616',
    '9007199254740993',
    '0',
    '-1',
    '01',
    '1e3',
    '1.0',
    '0x1A',
    '%201',
    '１２',
  ])('/app/posts/%s is a 404 without a query', async (id) => {
    await env.DB.exec('ALTER TABLE posts RENAME TO posts_away')
    try {
      const res = await request(`/app/posts/${id}`)
      expect(res.status).toBe(404)
      expect((await parsePage(res)).titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
    } finally {
      await env.DB.exec('ALTER TABLE posts_away RENAME TO posts')
    }
  })

  it('resolves dot segments before routing (/app/posts/../1 is /app/1, an unknown page)', async () => {
    const res = await request('/app/posts/../1')
    expect(res.status).toBe(404)
    expect((await parsePage(res)).titles).toEqual(['ページが見つかりません｜jimoto'])
  })
})

describe('a profile page', () => {
  it('shows the name, bio and avatar as a profile', async () => {
    const page = await parsePage(await request('/app/profile/1'))
    expect(page.titles).toEqual(['山田 花子｜jimoto'])
    expect(meta(page, 'og:type')).toBe('profile')
    expect(meta(page, 'og:title')).toBe('山田 花子')
    expect(meta(page, 'profile:username')).toBe('山田 花子')
    expect(meta(page, 'og:description')).toBe('商店街でパン屋をやっています。')
    expect(meta(page, 'og:image')).toBe('http://localhost:8787/media/avatars/1%20face.jpg')
    expect(meta(page, 'og:image:alt')).toBe('山田 花子')
    // A square avatar: the compact card, and no made-up dimensions.
    expect(meta(page, 'twitter:card')).toBe('summary')
    expect(meta(page, 'og:image:width')).toBeUndefined()
    expect(jsonLd(page)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: '山田 花子' },
    })
  })

  it('describes a profile without a bio in the language of the site', async () => {
    const page = await parsePage(await request('/app/profile/4', { host: 'en.localhost:8787' }))
    expect(meta(page, 'og:description')).toBe('Ken on jimoto. See their local posts and events.')
    expect(meta(page, 'og:image')).toBe('https://cdn.example.net/ken.png')
    expect(meta(page, 'og:url')).toBe('http://en.localhost:8787/app/profile/4')
  })

  it.each([2, 3, 424242])(
    'user %i (hidden, deleted, missing) gets 404 and the default meta',
    async (id) => {
      const res = await request(`/app/profile/${id}`)
      expect(res.status).toBe(404)
      const html = await res.clone().text()
      expect((await parsePage(res)).titles).toEqual(['jimoto｜地元のイベント・投稿・クーポン'])
      expect(html).not.toContain('隠れユーザー')
      expect(html).not.toContain('退会ユーザー')
    },
  )
})
