import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShelterList } from '../../src/shared/api/hazard'
import { call } from './posts-helpers'

// GET /api/hazard/shelters answers the shelters in the map's view, nearest its centre first, at
// most 500 with `truncated`; never "the first N by id". The rows are written as an import of a
// whole prefecture would leave them: 2,600 shelters elsewhere, imported before the town's 3.

const TOWN_VIEW = '139.05,34.94,139.13,35.00'

async function shelters(query = '') {
  return call<ShelterList & { error?: string; message?: string }>(
    'GET',
    `/api/hazard/shelters${query}`,
  )
}

beforeAll(async () => {
  const statements: D1PreparedStatement[] = []
  // A grid of 2,600 shelters around Shizuoka city (50 × 52, about 110 m apart).
  for (let i = 0; i < 2600; i++) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO venues (kind, name, lat, lng, shelter_code) VALUES ('shelter', ?1, ?2, ?3, ?4)`,
      ).bind(
        `静岡市の避難所${i}`,
        Number((34.9 + Math.floor(i / 50) * 0.001).toFixed(3)),
        Number((138.3 + (i % 50) * 0.001).toFixed(3)),
        `E22100${i}`,
      ),
    )
  }
  const town = [
    ['みなと町立第一小学校 体育館', 34.9768, 139.0895],
    ['山手公園', 34.9795, 139.085],
    ['港の広場', 34.9725, 139.0975],
  ] as const
  for (const [name, lat, lng] of town) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO venues (kind, name, lat, lng, shelter_code) VALUES ('shelter', ?1, ?2, ?3, ?4)`,
      ).bind(name, lat, lng, `E22999${lat}`),
    )
  }
  statements.push(
    env.DB.prepare(
      `INSERT INTO shelter_designations (venue_id, emergency, earthquake, updated_at)
       SELECT id, 1, 1, '2026-11-20T00:00:00.000Z' FROM venues WHERE kind = 'shelter'`,
    ),
  )
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500))
})

describe('shelters by the map’s view', () => {
  it('answers the town’s shelters in the town’s view, though thousands were imported before them', async () => {
    const res = await shelters(`?bbox=${TOWN_VIEW}`)
    expect(res.status).toBe(200)
    expect(res.body.items.map((s) => s.name).sort()).toEqual(
      ['みなと町立第一小学校 体育館', '山手公園', '港の広場'].sort(),
    )
    expect(res.body.truncated).toBe(false)
    expect(res.body.updated_at).toBe('2026-11-20T00:00:00.000Z')
  })

  it('without a view, answers the town’s area (SHELTER_BBOX), which the offline copy keeps', async () => {
    const res = await shelters()
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(3)
  })

  it('caps a crowded view at 500, nearest its centre first, and says it was truncated', async () => {
    // The city's grid spans 138.300–138.349 × 34.900–34.951; this view holds all of it.
    const res = await shelters('?bbox=138.2,34.8,138.45,35.05')
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(500)
    expect(res.body.truncated).toBe(true)
    // The view's centre is 138.325, 34.925: the shelter there comes first, the grid's corners not at all.
    expect(res.body.items[0]).toMatchObject({ lat: 34.925, lng: 138.325 })
    const names = res.body.items.map((s) => s.name)
    expect(names).not.toContain('静岡市の避難所0')
    expect(names).not.toContain('静岡市の避難所2599')
    // Zoomed in, the same place answers whole.
    const zoomed = await shelters('?bbox=138.32,34.92,138.33,34.93')
    expect(zoomed.body.truncated).toBe(false)
    expect(zoomed.body.items).toHaveLength(121)
  })

  it('refuses a view that is not four numbers west,south,east,north, in Japanese', async () => {
    for (const bad of [
      'abc',
      '139,34,140',
      '139,34,140,35,1',
      '139,,140,35',
      '1e2,34,140,35',
      '200,34,210,35',
      '139,95,140,96',
      '140,34,139,35',
      '139,35,140,34',
      '%FF%FE',
      '139,34,140,35'.repeat(500),
    ]) {
      const res = await shelters(`?bbox=${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body.error, bad).toBe('invalid_request')
      expect(res.body.message, bad).toMatch(/表示範囲（bbox）/)
    }
    const twice = await shelters(`?bbox=${TOWN_VIEW}&bbox=${TOWN_VIEW}`)
    expect(twice.status).toBe(400)
    expect(twice.body.message).toContain('1回だけ')
  })
})
