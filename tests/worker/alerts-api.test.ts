import { createExecutionContext, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Alert, AlertHistory, AlertState } from '../../src/shared/api/alerts'
import { applyReport } from '../../worker/alerts/apply-report'
import worker from '../../worker/index'
import { signInAs } from './moderation-helpers'
import { insertPlace } from './places-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// The disaster mode API (src/shared/api/alerts.ts): the warnings in force and their history for
// everyone, the town's evacuation orders and drills for staff. Hostile input gets a 4xx JSON
// answer in Japanese and writes nothing.

let moderator: SignedIn
let admin: SignedIn
let resident: SignedIn
let shelters: number[] = []
let restaurant = 0

beforeAll(async () => {
  moderator = await signInAs('moderator', '防災担当')
  admin = await signInAs('admin', '管理者')
  resident = await signIn('住民')
  shelters = [
    await insertPlace({ kind: 'shelter', name: 'みなと町立第一小学校 体育館' }),
    await insertPlace({ kind: 'shelter', name: 'みなと町公民館' }),
  ]
  restaurant = await insertPlace({ kind: 'restaurant', name: '港屋' })
})

const order = (overrides: Record<string, unknown> = {}) => ({
  kind: 'evacuation_order',
  areaName: '川端地区',
  note: '川端地区に避難指示を発令しました。',
  shelterIds: shelters,
  ...overrides,
})

async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>()
  return row?.n ?? 0
}

describe('GET /api/alerts', () => {
  it('lists the warnings in force, most severe first, revalidated on every use', async () => {
    const base = {
      eventId: '',
      serial: 0,
      headline: '見出し',
      cancel: false,
      areaName: '熱海市',
      telegramType: '',
      sentAt: '',
    }
    await applyReport(env.DB, {
      ...base,
      entryId: 'api-1#2220500',
      kind: 'heavy_rain',
      level: 2,
      areaCode: '2220500',
      reportAt: '2026-06-01T00:00:00.000Z',
    })
    await applyReport(env.DB, {
      ...base,
      entryId: 'api-2#2220500',
      kind: 'sediment',
      level: 4,
      areaCode: '2220500',
      reportAt: '2026-06-01T00:01:00.000Z',
    })
    await applyReport(env.DB, {
      ...base,
      entryId: 'api-3#380',
      kind: 'tsunami',
      level: 3,
      areaCode: '380',
      reportAt: '2026-06-01T00:02:00.000Z',
    })
    await applyReport(env.DB, {
      ...base,
      entryId: 'api-4#380',
      kind: 'tsunami',
      level: 0,
      areaCode: '380',
      reportAt: '2026-06-01T00:03:00.000Z',
    })
    const res = await call<AlertState>('GET', '/api/alerts')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    expect(res.body.alerts.map((a) => [a.kind, a.level])).toEqual([
      ['sediment', 4],
      ['heavy_rain', 2],
    ])
    expect(res.body.alerts[0]).toMatchObject({
      source: 'jma',
      status: 'issued',
      areaCode: '2220500',
      areaName: '熱海市',
      hazard: 'sediment',
      layer: 'debris_flow',
      shelterIds: [],
      liftedAt: null,
      issuedAt: '2026-06-01T00:01:00.000Z',
    })
  })
})

describe('GET /api/alerts/history', () => {
  it('pages newest first with the before cursor, lifted ones included', async () => {
    for (let i = 0; i < 55; i++) {
      await applyReport(env.DB, {
        entryId: `hist-${i}#${7_000_000 + i}`,
        kind: 'storm',
        level: 2,
        areaCode: String(7_000_000 + i),
        areaName: `地区${i}`,
        telegramType: '',
        eventId: '',
        serial: 0,
        headline: '',
        cancel: false,
        reportAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        sentAt: '',
      })
    }
    const first = await call<AlertHistory>('GET', '/api/alerts/history')
    expect(first.status).toBe(200)
    expect(first.body.alerts).toHaveLength(50)
    expect(first.body.alerts.some((a) => a.kind === 'tsunami' && a.status === 'lifted')).toBe(true)
    expect(first.body.next).not.toBeNull()
    const second = await call<AlertHistory>(
      'GET',
      `/api/alerts/history?before=${encodeURIComponent(first.body.next ?? '')}`,
    )
    const seen = new Set(first.body.alerts.map((a) => a.id))
    expect(second.body.alerts.every((a) => !seen.has(a.id))).toBe(true)
    expect(second.body.alerts.at(-1)?.areaName).toBe('地区0')
    expect(second.body.next).toBeNull()
  })

  it('refuses a cursor it did not write with a 400 in Japanese', async () => {
    for (const before of ['x', '%00', 'a'.repeat(5000), '2026-01-01T00:00:00Z|../../etc']) {
      const res = await call<{ error: string; message: string }>(
        'GET',
        `/api/alerts/history?before=${before}`,
      )
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/履歴/)
    }
  })
})

describe('POST /api/admin/alerts (the town’s evacuation order)', () => {
  it('staff issue it: level 4, shelters opened, audit-logged, pushed to every device', async () => {
    const res = await call<Alert>('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: order(),
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      source: 'town',
      kind: 'evacuation_order',
      level: 4,
      status: 'issued',
      areaName: '川端地区',
      headline: '川端地区に避難指示を発令しました。',
      shelterIds: shelters,
      liftedAt: null,
    })
    const audit = await env.DB.prepare(
      'SELECT actor_id, action FROM alert_actions WHERE alert_id = ?1',
    )
      .bind(res.body.id)
      .all()
    expect(audit.results).toEqual([{ actor_id: moderator.id, action: 'issue' }])
    const pushed = await env.DB.prepare('SELECT topic FROM push_messages WHERE target_url = ?1')
      .bind(`/app/hazardmap?alert=${res.body.id}`)
      .all()
    expect(pushed.results).toEqual([{ topic: 'all' }])
    const state = await call<AlertState>('GET', '/api/alerts')
    expect(state.body.alerts.find((a) => a.id === res.body.id)?.level).toBe(4)
  })

  it('高齢者等避難 is level 3', async () => {
    const res = await call<Alert>('POST', '/api/admin/alerts', {
      token: admin.token,
      json: order({ kind: 'elderly_evacuation' }),
    })
    expect(res.status).toBe(201)
    expect(res.body.level).toBe(3)
  })

  it('hostile input is a 400 (or 413) in Japanese, and nothing is written', async () => {
    const before = [
      await count('alerts'),
      await count('alert_actions'),
      await count('push_messages'),
    ]
    const cases: unknown[] = [
      order({ kind: 'special_warning' }),
      order({ kind: 4 }),
      order({ areaName: '' }),
      order({ areaName: 123 }),
      order({ areaName: 'あ'.repeat(101) }),
      order({ note: 'あ'.repeat(501) }),
      order({ note: 'broken \ud800 text' }),
      order({ shelterIds: [] }),
      order({ shelterIds: '1,2' }),
      order({ shelterIds: [1.5] }),
      order({ shelterIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
      order({ shelterIds: [restaurant] }),
      order({ shelterIds: [999_999] }),
      order({ shelterIds: [-1] }),
      JSON.parse(`{"kind":${'['.repeat(5000)}${']'.repeat(5000)}}`),
      [],
      null,
    ]
    for (const json of cases) {
      const res = await call<{ error: string; message: string }>('POST', '/api/admin/alerts', {
        token: moderator.token,
        json,
      })
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400)
      expect(res.body.message).toMatch(/[ぁ-んァ-ヶ一-龠]/)
    }
    const huge = await call('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: order({ note: 'x'.repeat(100_000) }),
    })
    expect(huge.status).toBe(413)
    const notShelter = await call<{ field: string; message: string }>('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: order({ shelterIds: [shelters[0], restaurant] }),
    })
    expect(notShelter.body).toMatchObject({ field: 'shelterIds' })
    expect(notShelter.body.message).toContain(String(restaurant))
    expect([
      await count('alerts'),
      await count('alert_actions'),
      await count('push_messages'),
    ]).toEqual(before)
  })

  it('residents and visitors are refused', async () => {
    expect((await call('POST', '/api/admin/alerts', { json: order() })).status).toBe(401)
    expect(
      (await call('POST', '/api/admin/alerts', { token: resident.token, json: order() })).status,
    ).toBe(403)
  })
})

describe('POST /api/admin/alerts/:id/lift', () => {
  it('lifts a town order once: two lifts at once give one 200, one 409, one audit entry', async () => {
    const issued = await call<Alert>('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: order(),
    })
    const path = `/api/admin/alerts/${issued.body.id}/lift`
    const results = await Promise.all([
      call<Alert>('POST', path, { token: moderator.token }),
      call<Alert>('POST', path, { token: admin.token }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const lifted = results.find((r) => r.status === 200)
    expect(lifted?.body).toMatchObject({ status: 'lifted', level: 4 })
    expect(lifted?.body.liftedAt).toMatch(/Z$/)
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM alert_actions WHERE alert_id = ?1 AND action = 'lift'",
    )
      .bind(issued.body.id)
      .first<{ n: number }>()
    expect(audit?.n).toBe(1)
    const state = await call<AlertState>('GET', '/api/alerts')
    expect(state.body.alerts.some((a) => a.id === issued.body.id)).toBe(false)
    // The order's push, then once the quiet 解除 that replaces its notice on the phones.
    const pushed = await env.DB.prepare(
      'SELECT topic, title FROM push_messages WHERE target_url = ?1 ORDER BY id',
    )
      .bind(`/app/hazardmap?alert=${issued.body.id}`)
      .all<{ topic: string; title: string }>()
    expect(pushed.results).toHaveLength(2)
    expect(pushed.results[1]).toEqual({ topic: 'all', title: '【解除】避難指示（川端地区）' })
  })

  it('an unknown id is 404, a malformed one 400, a JMA warning 409', async () => {
    expect(
      (
        await call('POST', `/api/admin/alerts/${crypto.randomUUID()}/lift`, {
          token: moderator.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('POST', '/api/admin/alerts/%E3%81%82/lift', { token: moderator.token })).status,
    ).toBe(400)
    const jma = await env.DB.prepare("SELECT id FROM alerts WHERE source = 'jma' LIMIT 1").first<{
      id: string
    }>()
    const res = await call<{ message: string }>('POST', `/api/admin/alerts/${jma?.id}/lift`, {
      token: moderator.token,
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('気象庁')
  })
})

describe('POST /api/admin/alerts/drill', () => {
  it('publishes the next step on the stand-in and polls at once: the state shows it', async () => {
    const advisory = await call<AlertState>('POST', '/api/admin/alerts/drill', {
      token: moderator.token,
      json: { step: 'warning' },
    })
    expect(advisory.status).toBe(200)
    const rain = advisory.body.alerts.find(
      (a) => a.kind === 'heavy_rain' && a.areaCode === '2220500',
    )
    expect(rain).toMatchObject({ level: 3, areaName: '熱海市' })
    expect(advisory.body.checkedAt).not.toBeNull()
    const lifted = await call<AlertState>('POST', '/api/admin/alerts/drill', {
      token: moderator.token,
      json: { step: 'lift' },
    })
    expect(
      lifted.body.alerts.some((a) => a.kind === 'heavy_rain' && a.areaCode === '2220500'),
    ).toBe(false)
    const drills = await env.DB.prepare(
      "SELECT detail FROM alert_actions WHERE action = 'drill' ORDER BY id",
    ).all()
    expect(drills.results).toEqual([{ detail: 'warning' }, { detail: 'lift' }])
  })

  it('is refused where the feed is JMA’s own, and for an unknown step', async () => {
    const res = await worker.fetch(
      new Request('http://localhost:8787/api/admin/alerts/drill', {
        method: 'POST',
        headers: {
          host: 'localhost:8787',
          authorization: `Bearer ${moderator.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ step: 'warning' }),
      }),
      { ...env, JMA_FEED_URL: 'https://www.data.jma.go.jp/developer/xml/feed' },
      createExecutionContext(),
    )
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: string }).error).toBe('drill_unavailable')
    const unknown = await call<{ message: string }>('POST', '/api/admin/alerts/drill', {
      token: moderator.token,
      json: { step: 'earthquake' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('訓練')
  })
})
