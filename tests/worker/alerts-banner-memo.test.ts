import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bannerAlerts, forgetAlertMemo } from '../../worker/alerts/state'
import worker from '../../worker/index'
import { STAMP_FRESH_MS } from '../../worker/lib/alert-version'
import { signInAs } from './moderation-helpers'
import { insertPlace } from './places-helpers'
import type { SignedIn } from './posts-helpers'

// The isolate's memo of the warnings (worker/alerts/state.ts), as deployed (ALERT_STATE_MEMO =
// "on"; the rest of the worker tests run with it off): pages stop reading the warnings for every
// page, yet a change shows within STAMP_FRESH_MS (the warnings' version, worker/lib/alert-version.ts)
// wherever it was written, and at once on pages of the isolate that wrote it.

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

beforeEach(() => forgetAlertMemo())

afterEach(async () => {
  await env.DB.prepare('DELETE FROM alerts').run()
})

describe('the banner’s memo of the warnings', () => {
  it('keeps an answer for STAMP_FRESH_MS at most, then sees a change written elsewhere', async () => {
    const t0 = Date.now()
    expect(await bannerAlerts(env.DB, true, t0)).toEqual([])
    // Written behind this isolate's back (another isolate's poll).
    await insertWarning('memo-late', 4)
    expect(await bannerAlerts(env.DB, true, t0 + STAMP_FRESH_MS - 1)).toEqual([])
    const later = await bannerAlerts(env.DB, true, t0 + STAMP_FRESH_MS + 1)
    expect(later.map((alert) => [alert.id, alert.level])).toEqual([['memo-late', 4]])
  })

  it('a lift written elsewhere shows once the version is read again', async () => {
    await insertWarning('memo-lift', 4)
    const t0 = Date.now()
    expect((await bannerAlerts(env.DB, true, t0)).map((alert) => alert.id)).toEqual(['memo-lift'])
    await env.DB.prepare("UPDATE alerts SET lifted_at = ?1, status = 'lifted' WHERE id = ?2")
      .bind(new Date().toISOString(), 'memo-lift')
      .run()
    expect(await bannerAlerts(env.DB, true, t0 + STAMP_FRESH_MS + 1)).toEqual([])
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
