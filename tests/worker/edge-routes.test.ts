import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import appJa from '../../src/app/i18n/ja'
import { MAIN_ONLY_APP_ROUTES, PUBLIC_APP_ROUTES } from '../../src/shared/routes'
import { type Lang, NATIVE_UA_SUFFIX } from '../../src/shared/sites'
import { meta, type ParsedPage, parsePage, siteConfigOf } from './edge-html'
import { request } from './helpers'

const SITES: { host: string; lang: Lang; htmlLang: string; international: boolean }[] = [
  { host: 'localhost:8787', lang: 'ja', htmlLang: 'ja', international: false },
  { host: 'example.jp', lang: 'ja', htmlLang: 'ja', international: false },
  { host: 'en.localhost:8787', lang: 'en', htmlLang: 'en', international: true },
  { host: 'en.example.jp', lang: 'en', htmlLang: 'en', international: true },
  { host: 'ko.example.jp', lang: 'ko', htmlLang: 'ko', international: true },
  { host: 'zh-hans.localhost', lang: 'zh-hans', htmlLang: 'zh-Hans', international: true },
  { host: 'zh-hant.example.jp', lang: 'zh-hant', htmlLang: 'zh-Hant', international: true },
]

const NOT_FOUND_TITLES: Record<Lang, string> = {
  ja: 'ページが見つかりません｜jimoto',
  en: 'Page not found | jimoto',
  ko: '페이지를 찾을 수 없습니다 | jimoto',
  'zh-hans': '找不到页面｜jimoto',
  'zh-hant': '找不到頁面｜jimoto',
}

const NATIVE_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 ' +
  NATIVE_UA_SUFFIX
const WEB_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0'

// The build's starter script imports the entry once the first screen is drawn (vite.config.ts).
const STARTER_IMPORT = /import\("([^"]+)"\)/

/** The entry script of a language build, read from the built template itself. */
async function entryScriptOf(lang: Lang): Promise<string> {
  const html = await (await env.ASSETS.fetch(`http://assets.local/_shell/${lang}.html`)).text()
  const src = html.match(/<script type="module">[^<]*import\("([^"]+)"\)/)?.[1]
  if (!src) throw new Error(`no entry script in the ${lang} build`)
  return src
}

/** The entry script a served page starts. */
function startedEntry(page: ParsedPage): string | undefined {
  return STARTER_IMPORT.exec(page.scripts.find((s) => s.type === 'module')?.text ?? '')?.[1]
}

// Concrete paths for every page route (':id' and ':token' filled in).
const PUBLIC_PATHS = PUBLIC_APP_ROUTES.filter((r) => !r.includes(':')).map((r) =>
  r === '' ? '/app' : `/app/${r}`,
)
const GUARDED_PATHS = ['/app/feed', '/app/upload', '/app/profile', '/app/favorites', '/app/admin']
const MAIN_ONLY_PATHS = MAIN_ONLY_APP_ROUTES.map(
  (r) => [`/app/${r.replace(':token', 'abc123')}`, appJa.routeTitles[r]] as const,
)
const LANDING_PATHS = ['/creator-recruit', '/all-target-lp', '/materials', '/creatives']

describe.each(SITES)('$host', ({ host, lang, htmlLang, international }) => {
  it('redirects / to /app with the query (campaign code) kept', async () => {
    const res = await request('/?c=summer&utm_source=line', { host })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/app?c=summer&utm_source=line')
  })

  it.each([...PUBLIC_PATHS, ...GUARDED_PATHS, '/app/event-upload', '/app/', '/app/timeline/'])(
    'serves %s with 200 from its own language build',
    async (path) => {
      const res = await request(path, { host, headers: { 'user-agent': WEB_UA } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const page = await parsePage(res)
      expect(page.htmlLang).toBe(htmlLang)
      expect(startedEntry(page)).toBe(await entryScriptOf(lang))
      expect(siteConfigOf(page)).toMatchObject({ lang, international, native: false })
    },
  )

  it.each(MAIN_ONLY_PATHS)(
    `${international ? 'hides' : 'serves'} the sign-in route %s`,
    async (path, title) => {
      const res = await request(path, { host })
      const page = await parsePage(res)
      expect(page.htmlLang).toBe(htmlLang)
      if (international) {
        expect(res.status).toBe(404)
        expect(page.titles).toEqual([NOT_FOUND_TITLES[lang]])
        expect(meta(page, 'robots')).toBe('noindex')
      } else {
        expect(res.status).toBe(200)
        // Its own title, as the app shows it (not the site's default).
        expect(page.titles).toEqual([`${title}｜jimoto`])
      }
    },
  )

  it.each(LANDING_PATHS)('serves the page %s outside the native app', async (path) => {
    const res = await request(path, { host, headers: { 'user-agent': WEB_UA } })
    expect(res.status).toBe(200)
    expect((await parsePage(res)).htmlLang).toBe(htmlLang)
  })

  it.each([
    '/app/no-such-page',
    '/app/posts',
    '/app/posts/1/extra',
    '/no-such-page',
    '/app//timeline',
  ])('answers the unknown path %s with the 404 page of its language', async (path) => {
    const res = await request(path, { host })
    expect(res.status).toBe(404)
    const page = await parsePage(res)
    expect(page.htmlLang).toBe(htmlLang)
    expect(page.titles).toEqual([NOT_FOUND_TITLES[lang]])
    // The SPA of that language renders its not-found page.
    expect(startedEntry(page)).toBe(await entryScriptOf(lang))
  })
})

describe('the native app (user agent ending in the Capacitor suffix)', () => {
  it.each(['/creator-recruit', '/all-target-lp', '/materials', '/creatives', '/no-such-page'])(
    'sends %s to /app',
    async (path) => {
      const res = await request(`${path}?c=app1`, { headers: { 'user-agent': NATIVE_UA } })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/app?c=app1')
    },
  )

  it('keeps the app pages and tells the client it runs natively', async () => {
    const res = await request('/app/timeline', {
      host: 'en.localhost:8787',
      headers: { 'user-agent': NATIVE_UA },
    })
    expect(res.status).toBe(200)
    expect(siteConfigOf(await parsePage(res))).toMatchObject({ lang: 'en', native: true })
  })

  it('still loads files (scripts, icons) normally', async () => {
    const res = await request('/favicon.svg', { headers: { 'user-agent': NATIVE_UA } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
  })
})

describe('files', () => {
  it('never serves the raw page templates', async () => {
    const res = await request('/_shell/en.html')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).not.toContain('<!--app-head-->')
    expect(html).toContain('<html lang="ja">')
  })

  it('answers a missing hashed asset with a plain 404, not a page', async () => {
    const res = await request('/assets/index-gone1234.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await res.text()).toBe('Not Found')
  })

  it('serves the push service worker so it can control /app/', async () => {
    const res = await request('/firebase-messaging-sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('service-worker-allowed')).toBe('/app/')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await res.text()).toContain("addEventListener('install'")
  })

  it('serves the default share card as a 1200×630 PNG', async () => {
    const res = await request('/og-default.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const bytes = new DataView(await res.arrayBuffer())
    // PNG signature, then the IHDR chunk's width and height.
    expect(bytes.getUint32(0)).toBe(0x89504e47)
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630])
  })
})

describe('pages that need a login', () => {
  const targetOf = async (path: string) =>
    meta(await parsePage(await request(path, { host: 'localhost:8787' })), 'logged-out-target')

  it('name where a visitor without a login goes, as the app’s guard would send them', async () => {
    expect(await targetOf('/app/coupons')).toBe('/app/timeline')
    expect(await targetOf('/app/event-upload')).toBe('/app/event-auth')
    expect(await targetOf('/app/upload?redirect=/app/map%3Fz%3D15')).toBe('/app/map?z=15')
  })

  it.each([
    '/app/upload?redirect=//evil.example',
    '/app/upload?redirect=https://evil.example/',
    '/app/upload?redirect=/app/coupons',
    '/app/upload?redirect=%2F%5Cevil.example',
  ])(
    'never follow a redirect target off this site or onto another guarded page: %s',
    async (path) => {
      expect(await targetOf(path)).toBe('/app/timeline')
    },
  )

  it('write a hostile target as an attribute value, never as markup', async () => {
    const res = await request(
      '/app/upload?redirect=/app/map%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    )
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)')
    expect(meta(await parsePage(new Response(html)), 'logged-out-target')).toMatch(/^\/app\/map/)
  })

  it('is absent from public pages', async () => {
    expect(await targetOf('/app/timeline')).toBeUndefined()
    expect(await targetOf('/app/event-auth')).toBeUndefined()
  })
})
