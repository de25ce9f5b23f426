import { describe, expect, it } from 'vitest'
import hazardEn from '../../src/features/hazardmap/i18n/en'
import hazardJa from '../../src/features/hazardmap/i18n/ja'
import { decodeEntities } from './edge-html'
import { request } from './helpers'

// /app/hazardmap as the edge serves it: its heading and lead are in the HTML before any script
// (what a phone paints first), and the CSP lets the page load the portal's overlay tiles.

async function page(host: string) {
  const res = await request('/app/hazardmap', { host })
  return {
    status: res.status,
    csp: res.headers.get('content-security-policy') ?? '',
    html: await res.text(),
  }
}

describe('the hazard map page', () => {
  it.each([
    ['localhost:8787', hazardJa],
    ['en.localhost:8787', hazardEn],
  ])('on %s carries its heading and lead in the first screen', async (host, t) => {
    const { status, html } = await page(host)
    expect(status).toBe(200)
    const screen = html.slice(html.indexOf('id="first-screen"'))
    expect(screen).not.toBe(html)
    expect(decodeEntities(screen)).toContain(`<h1 class="page-title">${t.hazardMap.title}</h1>`)
    expect(decodeEntities(screen)).toContain(t.hazardMap.lead)
  })

  it('allows images from the hazard tile origin in the CSP, and nothing from it elsewhere', async () => {
    const { csp } = await page('localhost:8787')
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1) ?? []
    expect(directive('img-src')).toContain('https://disaportaldata.gsi.go.jp')
    expect(directive('connect-src')).not.toContain('https://disaportaldata.gsi.go.jp')
    expect(directive('script-src')).not.toContain('https://disaportaldata.gsi.go.jp')
  })
})
