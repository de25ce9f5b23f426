import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { parsePage } from './edge-html'
import { fetchWithVars, request } from './helpers'

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name, sources)
  }
  return map
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

/** The same Worker with other configuration values (as `wrangler secret`/`[vars]` would set). */
function withVars(vars: Partial<Env>, path: string, host = 'localhost:8787') {
  return fetchWithVars(new Request(`http://${host}${path}`, { headers: { host } }), vars)
}

describe('Content-Security-Policy of the pages', () => {
  it('lets exactly the page’s two inline scripts run, by their hashes', async () => {
    const res = await request('/app/timeline', { host: 'en.localhost:8787' })
    const csp = directives(res.headers.get('content-security-policy'))
    const page = await parsePage(res)
    // The injected site config, and the build's starter that imports the entry after the first
    // paint (vite.config.ts). Data blocks (JSON-LD, boot data) never run and need no hash.
    const config = page.scripts.filter((s) => !s.src && s.type === null)
    const starter = page.scripts.filter((s) => !s.src && s.type === 'module')
    expect(config).toHaveLength(1)
    expect(starter).toHaveLength(1)
    expect(starter[0]?.text).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/)
    const hashes = await Promise.all([...config, ...starter].map((s) => sha256Base64(s.text)))
    expect(csp.get('script-src')).toEqual([
      "'self'",
      ...hashes.map((hash) => `'sha256-${hash}'`),
      'https://apis.google.com',
    ])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      // Avatars of Google and LINE accounts: only the hosts the table of outside services lists.
      'https://*.googleusercontent.com',
      'https://profile.line-scdn.net',
      'https://cyberjapandata.gsi.go.jp',
      // The hazard map portal's overlays (HAZARD_TILE_URL).
      'https://disaportaldata.gsi.go.jp',
    ])
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://fcmregistrations.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
    ])
    expect(csp.get('frame-src')).toEqual(['https://demo-jimoto.firebaseapp.com'])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('hashes each site its own config (a post page included)', async () => {
    const ja = directives((await request('/app/posts/1')).headers.get('content-security-policy'))
    const ko = directives(
      (await request('/app', { host: 'ko.localhost:8787' })).headers.get('content-security-policy'),
    )
    expect(ja.get('script-src')?.[1]).toMatch(/^'sha256-/)
    expect(ja.get('script-src')?.[1]).not.toBe(ko.get('script-src')?.[1])
  })

  it('allows framing only for embed=1 pages', async () => {
    const res = await request('/app/timeline?embed=1&c=x')
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      '*',
    ])
    expect(res.headers.get('x-frame-options')).toBeNull()
    const canonical = (await parsePage(res)).links.find((l) => l.rel === 'canonical')?.href
    expect(canonical).toBe('http://localhost:8787/app/timeline')
  })

  it('adds the API origin and the Auth emulator when they are configured', async () => {
    const res = await withVars(
      { API_BASE: 'https://api.example.jp/', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      '/app',
    )
    const csp = directives(res.headers.get('content-security-policy'))
    expect(csp.get('connect-src')).toContain('https://api.example.jp')
    // Photos and avatars uploaded here are served from the API's host.
    expect(csp.get('img-src')).toContain('https://api.example.jp')
    expect(csp.get('connect-src')).toContain('http://127.0.0.1:9099')
    expect(csp.get('frame-src')).toEqual([
      'https://demo-jimoto.firebaseapp.com',
      'http://127.0.0.1:9099',
    ])
    expect(csp.get('script-src')).toContain('http://127.0.0.1:9099')
    const page = await parsePage(res)
    const config = JSON.parse(page.scripts[0]?.text.slice('window.__SITE__='.length) ?? '{}')
    expect(config).toMatchObject({
      apiBase: 'https://api.example.jp',
      firebase: { authEmulatorHost: '127.0.0.1:9099' },
    })
  })

  it('serves post photos from the API origin when the API is elsewhere', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, name) VALUES (1, '写真の人')"),
      env.DB.prepare("INSERT INTO posts (id, user_id, title) VALUES (1, 1, '写真')"),
      env.DB.prepare(
        `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height)
         VALUES (1, 1, 'p/1.jpg', 'p/1t.jpg', 'image/jpeg', 1200, 900)`,
      ),
    ])
    const res = await withVars({ API_BASE: 'https://api.example.jp' }, '/app/posts/1')
    const page = await parsePage(res)
    expect(page.metas.find(([k]) => k === 'og:image')?.[1]).toBe(
      'https://api.example.jp/media/p/1.jpg',
    )
  })
})

describe('security and cache headers of the pages', () => {
  it('sends the browser hardening headers with every page, 404s included', async () => {
    for (const path of ['/app', '/app/no-such-page', '/creator-recruit']) {
      const res = await request(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      const permissions = res.headers.get('permissions-policy') ?? ''
      expect(permissions).toContain('geolocation=(self)')
      expect(permissions).toContain('camera=(self)')
      expect(permissions).toContain('microphone=()')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('sends HSTS only over https', async () => {
    expect((await request('/app')).headers.get('strict-transport-security')).toBeNull()
    const secure = await worker.fetch(
      new Request('https://example.jp/app', { headers: { host: 'example.jp' } }),
      env,
      createExecutionContext(),
    )
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    const csp = directives(secure.headers.get('content-security-policy'))
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
    const canonical = (await parsePage(secure)).links.find((l) => l.rel === 'canonical')?.href
    expect(canonical).toBe('https://example.jp/app')
  })

  it('revalidates pages with a weak ETag and answers 304 when nothing changed', async () => {
    const first = await request('/app/timeline')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/)
    const again = await request('/app/timeline', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    // Another page, another site or another client (native) is another representation.
    const others = await Promise.all([
      request('/app/map'),
      request('/app/timeline', { host: 'en.localhost:8787' }),
      request('/app/timeline', { headers: { 'user-agent': 'x JimotoNative' } }),
    ])
    for (const other of others) expect(other.headers.get('etag')).not.toBe(etag)
    const stale = await request('/app/timeline', { headers: { 'if-none-match': 'W/"old-1"' } })
    expect(stale.status).toBe(200)
  })

  it('answers HEAD (link checkers, Slack) like GET, without the body', async () => {
    const get = await request('/app/map')
    const head = await request('/app/map', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'))
    expect(head.headers.get('content-security-policy')).toBe(
      get.headers.get('content-security-policy'),
    )
  })

  it('never answers 304 to a 404 page', async () => {
    const first = await request('/app/no-such-page')
    const again = await request('/app/no-such-page', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(404)
  })

  it('caches hashed assets for a year and leaves other files revalidating', async () => {
    const page = await parsePage(await request('/app'))
    const css = page.links.find((l) => l.rel === 'stylesheet')?.href ?? ''
    const asset = await request(css)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const manifest = await request('/manifest.webmanifest')
    expect(manifest.headers.get('cache-control')).not.toContain('immutable')
  })
})
