import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bannerAlerts, forgetQuiet } from '../../worker/alerts/state'
import worker from '../../worker/index'
import { signInAs } from './moderation-helpers'
import { insertPlace } from './places-helpers'
import type { SignedIn } from './posts-helpers'

// The isolate's memo of "no warning for the banner" (worker/alerts/state.ts), as deployed
// (ALERT_STATE_MEMO = "on"; the rest of the worker tests run with it off): pages stop reading D1
// for an empty answer, yet a warning shows within 10 s wherever it was written, and at once on
// pages of the isolate that wrote it.

const deployed = { ...env, ALERT_STATE_MEMO: 'on' } as Env

async function page(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('host', 'localhost:8787')
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`http://localhost:8787${path}`, { ...init, headers, redirect: 'manual' }),
    deployed,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

async function insertWarning(id: string, level: number) {
  await env.DB.prepare(
    `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                         report_at, issued_at, updated_at)
     VALUES (?1, 'jma', 'heavy_rain', ?2, '2220500', '熱海市', '', 'issued', ?3, ?3, ?3)`,
  )
    .bind(id, level, new Date().toISOString())
    .run()
}

let moderator: SignedIn
let shelter = 0

beforeAll(async () => {
  moderator = await signInAs('moderator', '防災担当')
  shelter = await insertPlace({ kind: 'shelter', name: 'みなと町公民館' })
})

beforeEach(() => forgetQuiet())

afterEach(async () => {
  await env.DB.prepare('DELETE FROM alerts').run()
})

describe('the banner’s memo of a quiet town', () => {
  it('keeps an empty answer for 10 s at most, then reads the warnings again', async () => {
    const t0 = Date.now()
    expect(await bannerAlerts(env.DB, true, t0)).toEqual([])
    // Written behind this isolate's back (another isolate's poll).
    await insertWarning('memo-late', 4)
    expect(await bannerAlerts(env.DB, true, t0 + 9_000)).toEqual([])
    const later = await bannerAlerts(env.DB, true, t0 + 10_001)
    expect(later.map((alert) => [alert.id, alert.level])).toEqual([['memo-late', 4]])
  })

  it('never keeps warnings in force: a lift shows on the next page', async () => {
    await insertWarning('memo-lift', 4)
    const t0 = Date.now()
    expect((await bannerAlerts(env.DB, true, t0)).map((alert) => alert.id)).toEqual(['memo-lift'])
    await env.DB.prepare("UPDATE alerts SET lifted_at = ?1, status = 'lifted' WHERE id = ?2")
      .bind(new Date().toISOString(), 'memo-lift')
      .run()
    expect(await bannerAlerts(env.DB, true, t0 + 1)).toEqual([])
  })

  it('without the memo (tests), a warning written behind the app’s back shows at once', async () => {
    expect(await bannerAlerts(env.DB, false)).toEqual([])
    await insertWarning('memo-off', 3)
    expect((await bannerAlerts(env.DB, false)).map((alert) => alert.id)).toEqual(['memo-off'])
  })

  it('a town order issued at the desk is on this isolate’s next page at once', async () => {
    const quiet = await (await page('/app')).text()
    expect(quiet).not.toContain('id="edge-alert-banner"')
    const issued = await page('/api/admin/alerts', {
      method: 'POST',
      headers: { authorization: `Bearer ${moderator.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'evacuation_order',
        areaName: '川端地区',
        note: '川端地区に避難指示を発令しました。',
        shelterIds: [shelter],
      }),
    })
    expect(issued.status).toBe(201)
    const html = await (await page('/app')).text()
    expect(html).toContain('id="edge-alert-banner"')
    expect(html).toContain('alert-banner--level4')
  })
})
