import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { parsePage, siteConfigOf } from './edge-html'

/** A request whose Host header is exactly `host`, whatever it contains (as a proxy would pass it). */
function withHost(host: string, path = '/app'): Promise<Response> {
  const headers = new Headers()
  headers.set('host', host)
  return exports.default.fetch(
    new Request(`http://localhost:8787${path}`, { headers, redirect: 'manual' }),
  )
}

async function siteOf(host: string) {
  const res = await withHost(host)
  const html = await res.clone().text()
  const page = await parsePage(res)
  const canonical = page.links.find((l) => l.rel === 'canonical')?.href
  return { status: res.status, html, config: siteConfigOf(page), canonical, lang: page.htmlLang }
}

describe('Host headers as they really arrive', () => {
  it.each([
    ['LOCALHOST:8787', 'ja', 'http://localhost:8787/app'],
    ['EN.LocalHost:8787', 'en', 'http://en.localhost:8787/app'],
    ['en.localhost.:8787', 'en', 'http://en.localhost:8787/app'],
    ['en.example.jp.', 'en', 'http://en.example.jp/app'],
    ['  ko.example.jp  ', 'ko', 'http://ko.example.jp/app'],
    ['zh-hant.example.jp:443', 'zh-Hant', 'http://zh-hant.example.jp:443/app'],
  ])('%s is the %s site, linked as %s', async (host, lang, canonical) => {
    const site = await siteOf(host)
    expect(site.status).toBe(200)
    expect(site.lang).toBe(lang)
    expect(site.canonical).toBe(canonical)
  })

  it.each([
    ['fr.localhost:8787', 'http://localhost:8787/app'],
    ['en.en.localhost:8787', 'http://localhost:8787/app'],
    ['www.example.jp', 'http://example.jp/app'],
  ])(
    'an unknown sub-domain (%s) is the main site, linked to the main host',
    async (host, canonical) => {
      const site = await siteOf(host)
      expect(site.status).toBe(200)
      expect(site.lang).toBe('ja')
      expect(site.canonical).toBe(canonical)
    },
  )
})

describe('hostile Host headers get the main site on the configured host, never an error', () => {
  it.each([
    ['another site', 'evil.com'],
    ['a look-alike', 'en.example.jp.evil.com'],
    ['a prefix of someone else', 'en.evil.com:8787'],
    ['an IP literal', '127.0.0.1:8787'],
    ['IPv6', '[::1]:8787'],
    ['markup', 'localhost:8787"><script>alert(1)</script>'],
    ['a path', 'evil.com/app?x=1'],
    ['10 KB of garbage', `${'x'.repeat(5000)}.${'%00<>'.repeat(1000)}`],
    ['a 300-label name', `${'a.'.repeat(300)}localhost`],
    ['unicode', '日本語.localhost'],
    ['unicode look-alike prefix', 'ｅｎ.localhost'],
    ['a port out of range', 'en.localhost:99999'],
    ['a port that is not a number', 'en.localhost:abc'],
    ['only dots', '...'],
    ['only a port', ':8787'],
  ])('%s', async (_name, host) => {
    const site = await siteOf(host)
    expect(site.status).toBe(200)
    expect(site.lang).toBe('ja')
    expect(site.config).toMatchObject({ lang: 'ja', international: false, siteHost: 'example.jp' })
    expect(site.canonical).toBe('http://example.jp/app')
    expect(site.html).not.toContain('evil')
    expect(site.html).not.toContain('alert(1)')
  })

  it('redirects / on a hostile host without echoing the host', async () => {
    const res = await withHost('evil.com', '/?c=x')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/app?c=x')
  })

  it('answers the API on a hostile host as usual', async () => {
    const res = await withHost(`${'x'.repeat(10_000)}`, '/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok' })
  })
})
