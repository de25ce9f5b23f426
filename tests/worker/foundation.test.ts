import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { request } from './helpers'

describe('the Worker serves each site its own language build', () => {
  it('redirects / to /app and keeps the campaign query', async () => {
    const res = await request('/?c=summer2026&x=1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/app?c=summer2026&x=1')
  })

  it.each([
    ['localhost:8787', 'ja', 'jimoto｜地元のイベント・投稿・クーポン'],
    ['en.localhost:8787', 'en', 'jimoto | Local events, posts and coupons'],
    ['ko.localhost:8787', 'ko', 'jimoto | 지역 이벤트·게시물·쿠폰'],
    ['zh-hans.localhost:8787', 'zh-Hans', 'jimoto｜本地活动・帖子・优惠券'],
    ['zh-hant.example.jp', 'zh-Hant', 'jimoto｜在地活動・貼文・優惠券'],
  ])('%s gets <html lang="%s"> and its title', async (host, lang, title) => {
    const res = await request('/app', { host })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain(`<html lang="${lang}">`)
    expect(html).toContain(`<title>${title}</title>`)
    // Each build starts its own entry script (vite.config.ts): the language catalog is compiled in.
    expect(html).toMatch(/<script type="module">[^<]*import\("\/assets\/index-[\w-]+\.js"\)/)
  })

  it('injects the site config into the page for the client', async () => {
    const html = await (await request('/app', { host: 'en.localhost:8787' })).text()
    const json = html.match(/<script>window\.__SITE__=(.*?)<\/script>/)?.[1]
    expect(json).toBeDefined()
    const config = JSON.parse(json ?? '{}')
    expect(config).toMatchObject({
      lang: 'en',
      international: true,
      translateLang: 'eng_Latn',
      siteHost: 'localhost:8787',
    })
  })

  it('gives different entry scripts to different languages', async () => {
    const script = async (host: string) =>
      (await (await request('/app', { host })).text()).match(
        /import\("(\/assets\/index-[\w-]+\.js)"\)/,
      )?.[1]
    const ja = await script('localhost:8787')
    const en = await script('en.localhost:8787')
    expect(ja).toBeTruthy()
    expect(en).toBeTruthy()
    expect(ja).not.toBe(en)
  })

  it('answers unknown pages with the SPA and status 404', async () => {
    const res = await request('/app/no-such-page')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<div id="root"></div>')
  })

  it('serves hashed assets with immutable caching', async () => {
    const html = await (await request('/app')).text()
    const src = html.match(/import\("(\/assets\/index-[\w-]+\.js)"\)/)?.[1] ?? ''
    const res = await request(src)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toContain('javascript')
    expect((await res.text()).length).toBeGreaterThan(10_000)
  })
})

describe('GET /api/health', () => {
  it('reports the build, the schema version and the optional services', async () => {
    const res = await request('/api/health')
    expect(res.status).toBe(200)
    const body = await res.json()
    const latest = env.TEST_MIGRATIONS.at(-1)
    expect(body).toMatchObject({
      status: 'ok',
      build: 'test',
      database: 'ok',
      schema: { version: env.TEST_MIGRATIONS.length, name: latest?.name },
      // The worker tests configure a translation provider (a loopback stand-in, vitest.config.ts).
      services: { push: false, translation: true, payments: false },
    })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'not_found', message: 'APIが見つかりません。' })
  })
})
