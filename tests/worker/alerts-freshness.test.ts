import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AlertHistory, AlertState } from '../../src/shared/api/alerts'
import { pollFeeds } from '../../worker/alerts/poller'
import { bannerAlerts, forgetAlertMemo } from '../../worker/alerts/state'
import { STAMP_FRESH_MS } from '../../worker/lib/alert-version'
import { channel } from './alerts-helpers'
import { edgeRequest, sql } from './edge-cache-helpers'
import { signInAs } from './moderation-helpers'
import { insertPlace } from './places-helpers'
import type { SignedIn } from './posts-helpers'

// Disaster mode as production runs it (EDGE_CACHE and ALERT_STATE_MEMO "on"): a change of the
// warnings reaches every page served afterwards on every site, although the edge cache keeps
// pages for 60 s and cache.delete reaches one data centre only: cached pages are keyed by the
// warnings' version (alert_version, moved by triggers on alerts), which each isolate reads at most
// every STAMP_FRESH_MS. A change written elsewhere (another isolate's poll, another data centre)
// is simulated by writing D1 behind the app's back: no purge, no memo forgotten.

const PRODUCTION = { ALERT_STATE_MEMO: 'on' }
const SITES = ['example.jp', 'en.example.jp'] as const

const page = (path: string, host: string) => edgeRequest(path, { host, vars: PRODUCTION })
const hasLevel = (html: string, level: number) =>
  html.includes(`class="alert-banner alert-banner--level${level}"`)

async function insertWarning(id: string, level: number) {
  await sql(
    `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                         report_at, issued_at, updated_at)
     VALUES (?1, 'jma', 'heavy_rain', ?2, '2220500', '熱海市', '', 'issued', ?3, ?3, ?3)`,
    id,
    level,
    new Date().toISOString(),
  )
}

let moderator: SignedIn

beforeAll(async () => {
  moderator = await signInAs('moderator', '防災担当')
  await insertPlace({ kind: 'shelter', name: 'みなと町公民館' })
})

beforeEach(() => forgetAlertMemo())

afterEach(async () => {
  vi.useRealTimers()
  await sql('DELETE FROM alert_reports')
  await sql('DELETE FROM alerts')
})

describe('pages from the edge cache after a change of warnings', () => {
  it('a warning raised elsewhere shows on a cached page of both sites within the version’s memo', async () => {
    await insertWarning('fresh-1', 3)
    for (const host of SITES) {
      const first = await page('/app/timeline', host)
      expect(hasLevel(first.text, 3)).toBe(true)
      const again = await page('/app/timeline', host)
      expect(again.state).toBe('HIT')
    }
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    // Raised to 危険警報 behind this isolate's back: nothing purged, nothing forgotten.
    await sql("UPDATE alerts SET level = 4, status = 'upgraded' WHERE id = 'fresh-1'")
    vi.setSystemTime(start + STAMP_FRESH_MS + 1)
    for (const host of SITES) {
      const after = await page('/app/timeline', host)
      expect(after.state).toBe('MISS')
      expect(hasLevel(after.text, 4)).toBe(true)
      expect(hasLevel(after.text, 3)).toBe(false)
    }
  })

  it('a lift behind the app’s back takes the banner off cached pages and home on both sites', async () => {
    await insertWarning('fresh-2', 4)
    for (const host of SITES) {
      expect(hasLevel((await page('/app/timeline', host)).text, 4)).toBe(true)
      expect(hasLevel((await page('/app', host)).text, 4)).toBe(true)
    }
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    await sql(
      "UPDATE alerts SET status = 'lifted', lifted_at = ?1 WHERE id = 'fresh-2'",
      new Date(start).toISOString(),
    )
    vi.setSystemTime(start + STAMP_FRESH_MS + 1)
    for (const host of SITES) {
      for (const path of ['/app/timeline', '/app']) {
        const html = (await page(path, host)).text
        expect(html).not.toContain('id="edge-alert-banner"')
      }
    }
  })

  it('a town order issued through this isolate is on every site’s next page at once', async () => {
    for (const host of SITES) await page('/app/timeline', host)
    const [shelter] = (
      await env.DB.prepare("SELECT id FROM venues WHERE kind = 'shelter'").all<{ id: number }>()
    ).results
    const issued = await edgeRequest('/api/admin/alerts', {
      method: 'POST',
      token: moderator.token,
      vars: PRODUCTION,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'evacuation_order',
        areaName: '川端地区',
        note: '川端地区に避難指示を発令しました。',
        shelterIds: [shelter?.id],
      }),
    })
    expect(issued.status).toBe(201)
    for (const host of SITES) {
      expect(hasLevel((await page('/app/timeline', host)).text, 4)).toBe(true)
    }
  })

  it('keeps the warnings in force in the isolate while their version holds', async () => {
    await insertWarning('fresh-3', 3)
    const t0 = Date.now()
    expect((await bannerAlerts(env.DB, true, t0)).map((a) => a.level)).toEqual([3])
    await sql("UPDATE alerts SET level = 4 WHERE id = 'fresh-3'")
    // Inside the version's memo: the isolate answers from memory.
    expect((await bannerAlerts(env.DB, true, t0 + 1_000)).map((a) => a.level)).toEqual([3])
    expect((await bannerAlerts(env.DB, true, t0 + STAMP_FRESH_MS + 1)).map((a) => a.level)).toEqual(
      [4],
    )
  })
})

describe('home’s first screen in disaster mode', () => {
  it('leads with the warning and the way to the hazard map, in each site’s language', async () => {
    await sql(
      `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                           report_at, issued_at, updated_at)
       VALUES ('home-1', 'jma', 'heavy_rain', 4, '2220500', '熱海市', '', 'issued', ?1, ?1, ?1)`,
      new Date().toISOString(),
    )
    const ja = (await page('/app', 'example.jp')).text
    const lead = ja.slice(ja.indexOf('id="edge-home-lead"'), ja.indexOf('class="hero"'))
    expect(lead).toContain('大雨危険警報：避難先')
    expect(lead).toContain('危険な場所から全員避難')
    expect(lead).toContain('href="/app/hazardmap?alert=home-1&amp;layer=')
    // Before the introduction.
    expect(ja.indexOf('id="edge-home-lead"')).toBeLessThan(ja.indexOf('class="hero"'))
    const en = (await page('/app', 'en.example.jp')).text
    expect(en).toContain('Open the hazard map')
    await sql('DELETE FROM alerts')
    forgetAlertMemo()
    expect((await page('/app', 'example.jp')).text).not.toContain('edge-home-lead')
  })
})

describe('GET /api/alerts is never kept past a change', () => {
  it('is revalidated on every use: 304 while nothing changed, the new state after a change', async () => {
    await insertWarning('fresh-4', 3)
    const first = await edgeRequest('/api/alerts')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const etag = first.headers.get('etag') as string
    expect(etag).toMatch(/^W\/"/)
    const same = await edgeRequest('/api/alerts', { headers: { 'if-none-match': etag } })
    expect(same.status).toBe(304)
    await sql("UPDATE alerts SET level = 4, status = 'upgraded' WHERE id = 'fresh-4'")
    const changed = await edgeRequest('/api/alerts', { headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect((JSON.parse(changed.text) as AlertState).alerts.map((a) => a.level)).toEqual([4])
  })

  it('says when the feeds were last read: the poll that brought the lift', async () => {
    const ch = channel('city:2220500')
    await ch.drill('warning')
    await pollFeeds(env, ch.config(), Date.parse('2026-06-01T05:40:10Z'))
    const before = await edgeRequest('/api/alerts')
    expect((JSON.parse(before.text) as AlertState).checkedAt).toBe('2026-06-01T05:40:10.000Z')
    await ch.drill('lift')
    await pollFeeds(env, ch.config(), Date.parse('2026-06-01T05:41:20Z'))
    // The copy from before the lift is no longer good: the app gets the lift and its poll time.
    const after = await edgeRequest('/api/alerts', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    })
    expect(after.status).toBe(200)
    const state = JSON.parse(after.text) as AlertState
    expect(state.alerts).toEqual([])
    expect(state.checkedAt).toBe('2026-06-01T05:41:20.000Z')
  })
})

describe('the steps of a warning', () => {
  it('注意報 → 警報 → 危険警報 → 解除, each with its report’s time, in the history', async () => {
    const ch = channel('city:2220500')
    for (const step of ['advisory', 'warning', 'danger', 'lift'] as const) {
      await ch.drill(step)
      await pollFeeds(env, ch.config())
    }
    const history = JSON.parse((await edgeRequest('/api/alerts/history')).text) as AlertHistory
    const rain = history.alerts.find((a) => a.kind === 'heavy_rain')
    expect(rain?.steps.map((s) => [s.step, s.level])).toEqual([
      ['issued', 2],
      ['upgraded', 3],
      ['upgraded', 4],
      ['lifted', 4],
    ])
    const times = rain?.steps.map((s) => Date.parse(s.at)) ?? []
    // The stand-in gives each step the next minute, as JMA issues one report a minute at most.
    expect(times.slice(1).map((t, i) => t - (times[i] as number))).toEqual([60_000, 60_000, 60_000])
    expect(rain?.issuedAt).toBe(rain?.steps[0]?.at)
    expect(rain?.liftedAt).toBe(rain?.steps[3]?.at)
  })

  it('a town order: issued, then lifted at the desk', async () => {
    const [shelter] = (
      await env.DB.prepare("SELECT id FROM venues WHERE kind = 'shelter'").all<{ id: number }>()
    ).results
    const auth = { authorization: `Bearer ${moderator.token}`, 'content-type': 'application/json' }
    const issued = await edgeRequest('/api/admin/alerts', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        kind: 'elderly_evacuation',
        areaName: '港地区',
        note: '',
        shelterIds: [shelter?.id],
      }),
    })
    const { id } = JSON.parse(issued.text) as { id: string }
    const now = JSON.parse((await edgeRequest('/api/alerts')).text) as AlertState
    expect(now.alerts[0]?.steps.map((s) => [s.step, s.level])).toEqual([['issued', 3]])
    await edgeRequest(`/api/admin/alerts/${id}/lift`, { method: 'POST', headers: auth })
    const history = JSON.parse((await edgeRequest('/api/alerts/history')).text) as AlertHistory
    expect(history.alerts.find((a) => a.id === id)?.steps.map((s) => s.step)).toEqual([
      'issued',
      'lifted',
    ])
  })
})

describe('the town’s own name', () => {
  it('is in each site’s config, in its language (TOWN_NAMES)', async () => {
    const names = { ja: 'みなと町', en: 'Minato Town' }
    const vars = { TOWN_NAMES: 'ja:みなと町,en:Minato Town' }
    for (const [host, name] of [
      ['example.jp', names.ja],
      ['en.example.jp', names.en],
      ['ko.example.jp', names.en],
    ] as const) {
      const html = (await edgeRequest('/app', { host, vars })).text
      expect(html).toContain(`"townName":"${name}"`)
    }
  })
})
