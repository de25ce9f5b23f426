import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { AlertKind } from '../../src/shared/api/alerts'
import type { Lang } from '../../src/shared/sites'
import { decodeEntities } from './edge-html'
import { request } from './helpers'

// Disaster mode's banner as the edge writes it into every page (worker/pages/alert-banner.ts),
// read from the `alerts` table (migrations/0021_alerts.sql) the way a crawler or a phone without
// its scripts yet reads it: in the site's language, with the level, what to do at that level, the
// time and the link to the hazard map on the warning's layer; gone once lifted.

const SITES: { host: string; lang: Lang }[] = [
  { host: 'localhost:8787', lang: 'ja' },
  { host: 'en.localhost:8787', lang: 'en' },
  { host: 'ko.localhost:8787', lang: 'ko' },
  { host: 'zh-hans.localhost:8787', lang: 'zh-hans' },
  { host: 'zh-hant.localhost:8787', lang: 'zh-hant' },
]

/** 2026-08-10 09:05 in Tokyo. */
const ISSUED = '2026-08-10T00:05:00.000Z'

interface Row {
  id: string
  kind: AlertKind | string
  level: number
  source?: 'jma' | 'town'
  headline?: string
  lifted?: boolean
  issuedAt?: string
}

async function insert(...rows: Row[]) {
  for (const row of rows) {
    await env.DB.prepare(
      `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                           report_at, issued_at, updated_at, lifted_at)
       VALUES (?1, ?2, ?3, ?4, '2220500', '熱海市', ?5, 'issued', ?6, ?6, ?6, ?7)`,
    )
      .bind(
        row.id,
        row.source ?? 'jma',
        row.kind,
        row.level,
        row.headline ?? '',
        row.issuedAt ?? ISSUED,
        row.lifted ? ISSUED : null,
      )
      .run()
  }
}

afterEach(async () => {
  await env.DB.prepare('DELETE FROM alerts').run()
})

interface Banner {
  id: string | null
  classes: string
  text: string
  links: { href: string; text: string }[]
  inFirstScreen: boolean
  afterBar: boolean
  state: unknown
}

/** The banner of a served page as a browser parses it, or null. */
async function bannerOf(path: string, host = 'localhost:8787'): Promise<Banner | null> {
  const res = await request(path, { host })
  expect(res.status).toBeLessThan(500)
  let banner: Banner | null = null
  let inFirstScreen = false
  let barSeen = false
  let link: { href: string; text: string } | null = null
  await new HTMLRewriter()
    .on('#first-screen', {
      element(el) {
        inFirstScreen = true
        el.onEndTag(() => {
          inFirstScreen = false
        })
      },
    })
    .on('.first-screen__bar', {
      element() {
        barSeen = true
      },
    })
    .on('.alert-banner', {
      element(el) {
        banner = {
          id: decodeEntities(el.getAttribute('data-alert') ?? ''),
          classes: el.getAttribute('class') ?? '',
          text: '',
          links: [],
          inFirstScreen,
          afterBar: barSeen,
          state: JSON.parse(decodeEntities(el.getAttribute('data-alerts') ?? 'null')),
        }
      },
    })
    .on('.alert-banner a', {
      element(el) {
        link = { href: decodeEntities(el.getAttribute('href') ?? ''), text: '' }
        banner?.links.push(link)
      },
    })
    .on('.alert-banner *', {
      text(chunk) {
        if (!banner) return
        banner.text += decodeEntities(chunk.text)
        if (link) link.text += decodeEntities(chunk.text)
        if (chunk.lastInTextNode && link) link = null
      },
    })
    .transform(res)
    .text()
  return banner
}

describe('the edge’s disaster banner', () => {
  it('is not there while no warning of level 3 or more is in force', async () => {
    await insert(
      { id: 'jma-advisory', kind: 'heavy_rain', level: 2 },
      { id: 'jma-lifted', kind: 'heavy_rain', level: 4, lifted: true },
    )
    for (const path of ['/app', '/app/timeline', '/app/about', '/app/hazardmap']) {
      expect(await bannerOf(path), path).toBeNull()
    }
  })

  it('shows the most severe warning below the first screen’s bar, with the level’s words and the map on its layer', async () => {
    await insert(
      { id: 'jma-rain', kind: 'heavy_rain', level: 4 },
      { id: 'jma-surge', kind: 'storm_surge', level: 3 },
    )
    const banner = await bannerOf('/app/timeline')
    expect(banner).not.toBeNull()
    expect(banner?.id).toBe('jma-rain')
    expect(banner?.classes).toContain('alert-banner--level4')
    expect(banner?.inFirstScreen).toBe(true)
    expect(banner?.afterBar).toBe(true)
    expect(banner?.text).toContain('警戒レベル4')
    expect(banner?.text).toContain('大雨危険警報')
    expect(banner?.text).toContain('危険な場所から全員避難')
    expect(banner?.text).toContain('8月10日(月) 9:05 発表')
    expect(banner?.links).toEqual([
      { href: '/app/hazardmap?alert=jma-rain&layer=inland_flood', text: '避難所と地図' },
      { href: '/app/alerts', text: 'ほか1件' },
    ])
    // The app draws its own banner from the same warnings, without asking the API first.
    const state = banner?.state as { alerts: { id: string; layer: string | null }[] }
    expect(state.alerts.map((alert) => [alert.id, alert.layer])).toEqual([
      ['jma-rain', 'inland_flood'],
      ['jma-surge', 'storm_surge'],
    ])
  })

  it.each([
    [5, 'sediment', '警戒レベル5', '土砂災害特別警報', '命の危険 直ちに安全確保！'],
    [4, 'evacuation_order', '警戒レベル4', '避難指示', '危険な場所から全員避難'],
    [3, 'elderly_evacuation', '警戒レベル3', '高齢者等避難', '危険な場所から高齢者等は避難'],
    [3, 'flood', '警戒レベル3', '氾濫警報', '危険な場所から高齢者等は避難'],
  ] as const)('level %i (%s) reads %s %s: %s', async (level, kind, badge, title, action) => {
    await insert({
      id: `w-${kind}`,
      kind,
      level,
      source: kind.includes('evacuation') ? 'town' : 'jma',
    })
    const banner = await bannerOf('/app/about')
    expect(banner?.classes).toContain(`alert-banner--level${level}`)
    expect(banner?.text).toContain(badge)
    expect(banner?.text).toContain(title)
    expect(banner?.text).toContain(action)
  })

  it('speaks each site’s language', async () => {
    await insert({ id: 'jma-rain', kind: 'heavy_rain', level: 4 })
    const expected: Record<Lang, string[]> = {
      ja: ['警戒レベル4', '大雨危険警報', '危険な場所から全員避難', '避難所と地図'],
      en: [
        'Alert Level 4',
        'Heavy Rain Danger Warning',
        'Everyone evacuate from dangerous places',
        'Shelters and map',
      ],
      ko: ['경계 레벨 4', '호우 위험경보', '위험한 장소에서 전원 대피', '대피소와 지도'],
      'zh-hans': ['警戒等级4', '暴雨危险警报', '所有人从危险场所避难', '避难所和地图'],
      'zh-hant': ['警戒等級4', '大雨危險警報', '所有人從危險場所避難', '避難所與地圖'],
    }
    for (const site of SITES) {
      const banner = await bannerOf('/app/about', site.host)
      for (const words of expected[site.lang]) expect(banner?.text, site.lang).toContain(words)
    }
  })

  it('is on pages without a first screen of their own and on the 404 page, but not in embeds', async () => {
    await insert({ id: 'jma-rain', kind: 'heavy_rain', level: 5 })
    for (const path of ['/app/settings', '/app/no-such-page', '/materials']) {
      const banner = await bannerOf(path)
      expect(banner?.id, path).toBe('jma-rain')
      expect(banner?.inFirstScreen, path).toBe(true)
      // A landing page outside /app has its own header, not the app's bar.
      if (path.startsWith('/app/')) expect(banner?.afterBar, path).toBe(true)
    }
    expect(await bannerOf('/app/timeline?embed=1')).toBeNull()
  })

  it('escapes what the table holds and leaves out kinds it has no words for', async () => {
    await insert(
      { id: '"><script>alert(1)</script>', kind: 'heavy_rain', level: 3, headline: '<b>x</b>' },
      { id: 'jma-new-kind', kind: 'volcano_unknown', level: 5 },
    )
    const res = await request('/app/about')
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    const banner = await bannerOf('/app/about')
    expect(banner?.id).toBe('"><script>alert(1)</script>')
    expect(banner?.text).not.toContain('volcano')
    expect(banner?.links).toHaveLength(1)
  })

  it('changes the page’s ETag, so a revalidating browser gets the banner and loses it when lifted', async () => {
    const before = (await request('/app/about')).headers.get('etag')
    await insert({ id: 'jma-rain', kind: 'heavy_rain', level: 4 })
    const during = (await request('/app/about')).headers.get('etag')
    expect(during).not.toBe(before)
    await env.DB.prepare("UPDATE alerts SET lifted_at = ?1, status = 'lifted'").bind(ISSUED).run()
    const after = await request('/app/about', { headers: { 'if-none-match': during ?? '' } })
    expect(after.status).toBe(200)
    expect(await bannerOf('/app/about')).toBeNull()
  })
})
