import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Alert } from '../../src/shared/api/alerts'
import type { ShelterList, ShelterStatusAnswer } from '../../src/shared/api/hazard'
import { parseShelterCsv } from '../../src/shared/shelter-csv'
import { importShelterRows } from '../../worker/hazard/shelter-import'
import { signInAs } from './moderation-helpers'
import { insertPlace } from './places-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// A shelter's status during a warning (開設 · 混雑 · 満員 · 閉鎖), set by staff at the desk
// (PUT /api/admin/shelters/:id/status) and read by everyone with the shelters
// (GET /api/hazard/shelters): only while a warning or order is in force, the last write winning
// with its time. Hostile input gets a 4xx JSON answer in Japanese and writes nothing.

const HEADER =
  'NO,共通ID,施設・場所名,住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,津波,大規模な火事,内水氾濫,火山現象,指定避難所との住所同一,緯度,経度,備考'

let moderator: SignedIn
let resident: SignedIn
let school = 0
let square = 0

async function shelterList() {
  const res = await call<ShelterList>('GET', '/api/hazard/shelters')
  expect(res.status).toBe(200)
  return res.body.items
}

const setStatus = (id: number | string, json: unknown, token = moderator.token) =>
  call<ShelterStatusAnswer & { message?: string; code?: string }>(
    'PUT',
    `/api/admin/shelters/${id}/status`,
    { token, json },
  )

async function rowCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM shelter_status').first<{
    n: number
  }>()
  return row?.n ?? 0
}

beforeAll(async () => {
  moderator = await signInAs('moderator', '防災担当')
  resident = await signIn('住民')
  const parsed = parseShelterCsv(
    [
      HEADER,
      '1,E2299900000201,第一小学校,みなと町山手2-1-1,1,,,1,1,,,,1,34.9768,139.0895,',
      '2,E2299900000202,港の広場,みなと町港町1,,,1,,1,,,,,34.9725,139.0975,',
    ].join('\r\n'),
  )
  await importShelterRows(env.DB, parsed.kind, parsed.rows, '2026-11-20T00:00:00.000Z')
  const items = await shelterList()
  school = items.find((s) => s.name === '第一小学校')?.id ?? 0
  square = items.find((s) => s.name === '港の広場')?.id ?? 0
})

describe('a shelter’s status', () => {
  it('cannot be set while nothing is in force (409), and shelters read with no status', async () => {
    const res = await setStatus(school, { state: 'open' })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('警報や避難情報がない')
    expect(await rowCount()).toBe(0)
    expect((await shelterList()).every((s) => s.status === null)).toBe(true)
  })

  it('is set by staff during an order, shown with its time, the last setting winning', async () => {
    const issued = await call<Alert>('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: { kind: 'evacuation_order', areaName: '港町', note: '', shelterIds: [school, square] },
    })
    expect(issued.status).toBe(201)

    const first = await setStatus(school, { state: 'crowded' })
    expect(first.status).toBe(200)
    expect(first.body.status.state).toBe('crowded')
    const second = await setStatus(school, { state: 'full' })
    expect(second.status).toBe(200)
    expect(second.body.status.setAt >= first.body.status.setAt).toBe(true)
    // Two staff at once: both answer 200, the one written last is what everyone reads.
    const [a, b] = await Promise.all([
      setStatus(square, { state: 'open' }),
      setStatus(square, { state: 'closed' }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const items = await shelterList()
    expect(items.find((s) => s.id === school)?.status).toEqual(second.body.status)
    const last = [a.body.status, b.body.status].sort((x, y) => x.setAt.localeCompare(y.setAt))
    expect(items.find((s) => s.id === square)?.status?.state).toBe(last[1]?.state)
    expect(await rowCount()).toBe(2)

    // A lift ends every status: the list reads none, though the rows stay.
    const lifted = await call('POST', `/api/admin/alerts/${issued.body.id}/lift`, {
      token: moderator.token,
    })
    expect(lifted.status).toBe(200)
    expect((await shelterList()).every((s) => s.status === null)).toBe(true)
  })

  it('answers hostile input with a 4xx in Japanese and writes nothing', async () => {
    await call('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: { kind: 'elderly_evacuation', areaName: '山手', note: '', shelterIds: [school] },
    })
    const before = await env.DB.prepare('SELECT * FROM shelter_status ORDER BY venue_id').all()
    const restaurant = await insertPlace({ kind: 'restaurant', name: '港屋' })

    const anonymous = await call('PUT', `/api/admin/shelters/${school}/status`, {
      json: { state: 'full' },
    })
    expect(anonymous.status).toBe(401)
    const notStaff = await setStatus(school, { state: 'full' }, resident.token)
    expect(notStaff.status).toBe(403)

    for (const body of [{ state: 'overflowing' }, { state: 3 }, { state: null }, {}, [], 'full']) {
      const res = await setStatus(school, body)
      expect(res.status).toBe(400)
      expect(res.body.message).toContain('「開設」「混雑」「満員」「閉鎖」')
    }
    const broken = await call('PUT', `/api/admin/shelters/${school}/status`, {
      token: moderator.token,
      body: '{"state":',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)

    for (const id of [999_999, restaurant, 'abc', '-1']) {
      const res = await setStatus(id, { state: 'full' })
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('避難所が見つかりません。')
    }
    const after = await env.DB.prepare('SELECT * FROM shelter_status ORDER BY venue_id').all()
    expect(after.results).toEqual(before.results)
  })
})
