import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import hazardEn from '../../src/features/hazardmap/i18n/en'
import hazardJa from '../../src/features/hazardmap/i18n/ja'
import { parseShelterCsv } from '../../src/shared/shelter-csv'
import { importShelterRows } from '../../worker/hazard/shelter-import'
import { decodeEntities } from './edge-html'
import { request } from './helpers'

// /app/hazardmap as the edge serves it: its heading and lead are in the HTML before any script
// (what a phone paints first), the CSP lets the page load the portal's overlay tiles, and without
// JavaScript the HTML alone answers: the start layer over the map, the town's shelters with their
// hazards and addresses, and no control that needs the app.

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

const HEADER =
  'NO,共通ID,施設・場所名,住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,津波,大規模な火事,内水氾濫,火山現象,指定避難所との住所同一,緯度,経度,備考'

describe('the hazard map page without JavaScript', () => {
  it('lists the town’s shelters with their hazards and addresses, and draws the start layer', async () => {
    const parsed = parseShelterCsv(
      [
        HEADER,
        '1,E2299900000301,高台の公園,みなと町山手3-1,,1,,1,1,,,,,34.9768,139.0895,',
        '2,E2299900000302,みなと町役場,みなと町本町1-1,1,1,,1,,,,,,34.973,139.093,',
      ].join('\r\n'),
    )
    await importShelterRows(env.DB, parsed.kind, parsed.rows, '2026-11-20T00:00:00.000Z')
    const { html } = await page('localhost:8787')
    const screen = decodeEntities(html.slice(html.indexOf('id="first-screen"')))
    const item = (name: string) => {
      const start = screen.indexOf(`<h3>${name}</h3>`)
      return screen.slice(start, screen.indexOf('</li>', start))
    }
    expect(screen).toContain(hazardJa.shelters.listTitle(2))
    expect(item('高台の公園')).toContain('対応：崖崩れ・土石流・地滑り・地震・津波')
    expect(item('高台の公園')).toContain('みなと町山手3-1')
    expect(item('みなと町役場')).toContain('対応：洪水・崖崩れ・土石流・地滑り・地震')
    // The start layer (洪水（想定最大規模）) as images over the base map, and its legend.
    // Named by its layer: the app keeps these images on screen until that layer's tiles load.
    expect(screen).toMatch(/class="map-first__map map-first__overlay" data-overlay="flood_l2"/)
    expect(screen).toContain('/01_flood_l2_shinsuishin_data/15/')
    expect(screen).toContain('凡例：洪水（想定最大規模）')
    // No stand-in for a control that needs the app (the layer picker, 現在地, the centre).
    expect(screen).not.toContain(hazardJa.point.locate)
    expect(screen).not.toContain(hazardJa.point.centre)
    expect(screen).not.toMatch(/<span class="button/)
  })
})
