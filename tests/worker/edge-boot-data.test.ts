import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { SITE_LANGUAGES } from '../../src/shared/sites'
import { insertShareFixtures } from './edge-fixtures'
import { bootData, type ParsedPage, parsePage } from './edge-html'
import { request } from './helpers'

// Pages carry the answer to the first API request the SPA makes (src/shared/boot-data.ts), so a
// phone shows posts without one more round trip. What they carry must be exactly what the API
// would have answered to that request.

beforeAll(insertShareFixtures)

const EN = { host: 'en.localhost:8787' }
const EN_API = {
  ...EN,
  headers: { 'x-translate-lang': SITE_LANGUAGES.en.translateLang ?? '' },
}

async function apiAnswer(path: string, init: Parameters<typeof request>[1] = {}) {
  const res = await request(path, init)
  expect(res.status).toBe(200)
  return res.json()
}

async function page(path: string, init: Parameters<typeof request>[1] = {}): Promise<ParsedPage> {
  return parsePage(await request(path, init))
}

describe('the timeline page carries its first page of posts', () => {
  it('under the key of the request the SPA sends, equal to the API answer', async () => {
    const timeline = await page('/app/timeline')
    expect(bootData(timeline)).toEqual({
      '/api/posts?limit=20': await apiAnswer('/api/posts?limit=20'),
    })
  })

  it('with the filters of the URL, as the SPA reads them', async () => {
    const filtered = await page(`/app/timeline?tag=${encodeURIComponent('  #夏祭り ')}&kind=event`)
    // The SPA trims the tag and sends it with the kind, in that order of keys once sorted.
    const key = `/api/posts?${new URLSearchParams({ kind: 'event', limit: '20', tag: '#夏祭り' })}`
    expect(bootData(filtered)).toEqual({
      [key]: await apiAnswer(`/api/posts?limit=20&kind=event&tag=${encodeURIComponent('#夏祭り')}`),
    })
  })

  it('not for a tag the API refuses, so the SPA asks the API and shows its answer', async () => {
    const tag = 'あ'.repeat(31)
    expect((await request(`/api/posts?limit=20&tag=${encodeURIComponent(tag)}`)).status).toBe(400)
    expect(bootData(await page(`/app/timeline?tag=${encodeURIComponent(tag)}`))).toBeNull()
  })

  it('ignores a kind the SPA ignores too', async () => {
    const timeline = await page('/app/timeline?kind=everything')
    expect(Object.keys(bootData(timeline) ?? {})).toEqual(['/api/posts?limit=20'])
  })

  it('preloads the photo of the first card when one of the first two cards has one', async () => {
    await env.DB.prepare(
      `INSERT INTO posts (id, user_id, kind, title, body) VALUES (30, 1, 'post', '新しい投稿', '写真つき')`,
    ).run()
    await env.DB.prepare(
      `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
       VALUES (30, 0, 'posts/30/full.jpg', 'posts/30/thumb.jpg', 'image/jpeg', 1200, 800, '港')`,
    ).run()
    try {
      const timeline = await page('/app/timeline')
      expect(timeline.preloads.filter((link) => link.as === 'image')).toEqual([
        { rel: 'preload', as: 'image', href: '/media/posts/30/thumb.jpg', fetchpriority: 'high' },
      ])
    } finally {
      await env.DB.batch([
        env.DB.prepare('DELETE FROM post_media WHERE post_id = 30'),
        env.DB.prepare('DELETE FROM posts WHERE id = 30'),
      ])
    }
  })

  it('on an international site only when every text is translated already', async () => {
    // Only post 10 has English translations: the API would first ask the translation service
    // for the others, so the page leaves that request to the API.
    const timeline = await page('/app/timeline', EN)
    expect(bootData(timeline)).toBeNull()
  })
})

describe('a post page carries the post', () => {
  it('equal to GET /api/posts/:id, with a preload of its first photo in both sizes', async () => {
    const post = await page('/app/posts/10')
    expect(bootData(post)).toEqual({ '/api/posts/10': await apiAnswer('/api/posts/10') })
    expect(post.preloads.filter((link) => link.as === 'image')).toEqual([
      {
        rel: 'preload',
        as: 'image',
        // The API's URLs as they are: the fixture's thumbnail is its original.
        href: '/media/posts/10/photo 1.jpg',
        imagesrcset: '/media/posts/10/photo 1.jpg 480w, /media/posts/10/photo 1.jpg 1600w',
        imagesizes: '(min-width: 800px) 728px, 100vw',
        fetchpriority: 'high',
      },
    ])
  })

  it('translated on the international site, as the API answers it there', async () => {
    const post = await page('/app/posts/10', EN)
    const key = '/api/posts/10?target_scope=international%3Aen'
    const answer = await apiAnswer('/api/posts/10?target_scope=international:en', EN_API)
    expect(bootData(post)).toEqual({ [key]: answer })
    expect(answer).toMatchObject({
      title: 'Getting ready for the summer festival',
      translation: { translated: true, lang: 'en' },
    })
  })

  it('not when the stored translation is for an older text', async () => {
    expect(bootData(await page('/app/posts/10', { host: 'ko.localhost:8787' }))).toBeNull()
  })

  it('never for hidden, deleted or unknown posts', async () => {
    for (const id of [14, 15, 16, 999]) {
      const res = await request(`/app/posts/${id}`)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).not.toContain('見えてはいけない')
      expect(html).not.toContain('id="boot-data"')
      expect(html).not.toContain('id="first-screen"')
    }
  })

  it('keeps hostile text inside the data block', async () => {
    const body = '</script><script>alert(1)</script><!-- \u2028 & "quotes"'
    await env.DB.prepare(
      `INSERT INTO posts (id, user_id, kind, title, body) VALUES (31, 1, 'post', '</title>', ?1)`,
    )
      .bind(body)
      .run()
    const post = await page('/app/posts/31')
    expect(post.scripts.map((script) => script.id ?? script.type)).toEqual([
      'application/ld+json',
      null,
      'page-chunks',
      'boot-data',
      'module',
    ])
    expect(bootData(post)?.['/api/posts/31']).toMatchObject({ title: '</title>', body })
    // Exactly the elements of a post of the same shape (a heading, a text, no photo).
    expect(post.bodyElements).toEqual((await page('/app/posts/11')).bodyElements)
  })
})

describe('pages list their own script chunks for the starter script', () => {
  /** The `#page-chunks` list of a page (vite.config.ts preloads it), or null. */
  const pageChunks = async (path: string, host: string) => {
    const page = await parsePage(await request(path, { host }))
    const block = page.scripts.find((s) => s.type === 'application/json' && s.id === 'page-chunks')
    return block ? (JSON.parse(block.text) as string[]) : null
  }

  for (const [path, host] of [
    ['/app/timeline', 'localhost:8787'],
    ['/app/posts/10', 'localhost:8787'],
    ['/app/posts/10', 'en.localhost:8787'],
    ['/app/gallery', 'zh-hant.localhost:8787'],
  ] as const) {
    it(`${host}${path}: scripts that exist, none of them the entry's`, async () => {
      const chunks = await pageChunks(path, host)
      expect(chunks?.length).toBeGreaterThan(0)
      for (const href of chunks ?? []) {
        expect(href).toMatch(/^\/assets\/[\w-]+\.js$/)
        expect(href).not.toMatch(/^\/assets\/index-/)
        const res = await request(href, { host })
        expect(res.status, href).toBe(200)
        expect(res.headers.get('content-type')).toMatch(/javascript/)
        await res.arrayBuffer()
      }
    })
  }

  it('the map page also preloads Leaflet and opens the tile server’s connection', async () => {
    const chunks = (await pageChunks('/app/map', 'en.localhost:8787')) ?? []
    const sources = await Promise.all(
      chunks.map(async (href) => (await request(href, { host: 'en.localhost:8787' })).text()),
    )
    // Leaflet's own code, not only the page that imports it lazily.
    expect(sources.some((code) => code.includes('leaflet-tile-container'))).toBe(true)
    const page = await parsePage(await request('/app/map', { host: 'en.localhost:8787' }))
    expect(page.links.filter((link) => link.rel === 'preconnect').map((l) => l.href)).toEqual([
      'https://cyberjapandata.gsi.go.jp',
    ])
    // A page without a map does not connect to it.
    const timeline = await parsePage(await request('/app/timeline'))
    expect(timeline.links.filter((link) => link.rel === 'preconnect')).toEqual([])
  })

  it('the map page preloads the tile under its view’s centre, for normal and dense screens', async () => {
    const preloadOf = async (path: string) => {
      const html = await (await request(path)).text()
      return html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    }
    const tiles = 'https://cyberjapandata.gsi.go.jp/xyz/pale'
    // The town's default view (zoom 15 at the station square); phones get zoom 16's tile there,
    // the tile Leaflet asks for first.
    const [town] = await preloadOf('/app/map')
    expect(town).toContain(`href="${tiles}/15/29044/12982.png"`)
    expect(town).toContain(
      `imagesrcset="${tiles}/15/29044/12982.png 1x, ${tiles}/16/58089/25964.png 2x"`,
    )
    // A shared view: Tokyo Station at zoom 17 (phones: 18, the servers' last zoom).
    const [shared] = await preloadOf('/app/map?lat=35.68124&lng=139.76712&z=18')
    expect(shared).toContain(`href="${tiles}/18/232847/103226.png"`)
    expect(shared).toContain(`${tiles}/18/232847/103226.png 2x`)
    // A malformed view falls back to the town's, as the map does.
    expect(await preloadOf('/app/map?lat=abc&lng=1e999&z=99')).toEqual([town])
    expect(await preloadOf('/app/timeline')).toEqual([])
  })

  it('the home page, whose code is in the entry script, lists none', async () => {
    expect(await pageChunks('/app', 'localhost:8787')).toBeNull()
  })

  it('no page preloads scripts before its first screen is drawn', async () => {
    for (const path of ['/app', '/app/timeline', '/app/posts/10']) {
      const { preloads } = await page(path)
      expect(preloads.filter((link) => link.rel === 'modulepreload')).toEqual([])
    }
  })
})
