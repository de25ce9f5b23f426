import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MyShelters, ShelterList } from '../../src/shared/api/hazard'
import { parseShelterCsv } from '../../src/shared/shelter-csv'
import { decodeShelterCsv } from '../../src/shared/shelter-town'
import { importShelterRows } from '../../worker/hazard/shelter-import'
import { RATE_LIMITS } from '../../worker/lib/rate-limit'
import { call, signIn } from './posts-helpers'

// The shelter import (`npm run import:shelters` runs the same parse + write) into the real D1,
// read back through GET /api/hazard/shelters as the hazard map reads it.

const HEADER =
  'NO,共通ID,施設・場所名,住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,津波,大規模な火事,内水氾濫,火山現象,指定避難所との住所同一,緯度,経度,備考'

async function importText(text: string) {
  const parsed = parseShelterCsv(text)
  const result = await importShelterRows(
    env.DB,
    parsed.kind,
    parsed.rows,
    '2026-11-20T00:00:00.000Z',
  )
  return { parsed, result }
}

async function shelters() {
  const res = await call<ShelterList>('GET', '/api/hazard/shelters')
  expect(res.status).toBe(200)
  return res.body
}

const byCode = (list: ShelterList, code: string) => list.items.find((s) => s.code === code)

describe('importing the government CSV', () => {
  const file = [
    HEADER,
    '1,E2299900000101,第一小学校,みなと町山手2-1-1,1,,,1,1,,,,1,34.9768,139.0895,標高18m',
    '2,E2299900000102,"港の広場, 北側",みなと町港町1,,,1,,1,,,,,34.9725,139.0975,',
    '3,,名無しの行,みなと町,1,,,,,,,,,34.97,139.09,',
    '4,E2299900000104,緯度のない行,みなと町,1,,,,,,,,,北緯35度,139.09,',
    '5,E2299900000105,経度が範囲外,みなと町,1,,,,,,,,,34.97,239.09,',
    '6,E2299900000101,二度目の共通ID,みなと町,1,,,,,,,,,34.97,139.09,',
    '7,E2299900000107,"複数行の\n名前",みなと町,,,,1,,,,,,34.971,139.091,',
    '8,E2299900000108,役場,みなと町本町1-1,1,1,1,1,1,1,1,1,1,34.973,139.093,',
  ].join('\r\n')

  it('imports the good rows with their eight designations and reports bad rows by line', async () => {
    const { parsed, result } = await importText(file)
    expect(parsed.kind).toBe('emergency')
    expect(result).toEqual({ added: 4, updated: 0, removed: 0, merged: 0 })
    expect(parsed.problems.map((p) => p.line)).toEqual([4, 5, 6, 7])
    expect(parsed.problems[0]?.message).toContain('共通ID')
    expect(parsed.problems[1]?.message).toContain('緯度')
    expect(parsed.problems[2]?.message).toContain('経度')
    expect(parsed.problems[3]?.message).toContain('2回目')

    const list = await shelters()
    expect(byCode(list, 'E2299900000101')).toMatchObject({
      name: '第一小学校',
      address: 'みなと町山手2-1-1',
      lat: 34.9768,
      lng: 139.0895,
      emergency: true,
      evacuation: true,
      hazards: ['flood', 'earthquake', 'tsunami'],
    })
    expect(byCode(list, 'E2299900000102')).toMatchObject({
      name: '港の広場, 北側',
      evacuation: false,
      hazards: ['storm_surge', 'tsunami'],
    })
    // A quoted line break stays in the field and the line numbers after it stay right.
    expect(byCode(list, 'E2299900000107')?.name).toBe('複数行の\n名前')
    expect(byCode(list, 'E2299900000108')?.hazards).toHaveLength(8)
    expect(list.updated_at).toBe('2026-11-20T00:00:00.000Z')
  })

  it('changes nothing when the same file is imported again', async () => {
    const before = await shelters()
    const { result } = await importText(file)
    expect(result).toEqual({ added: 0, updated: 4, removed: 0, merged: 0 })
    const after = await shelters()
    expect(after.items).toEqual(before.items)
    const { count } = (await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM venues WHERE kind = 'shelter'",
    ).first<{ count: number }>()) ?? { count: -1 }
    expect(count).toBe(4)
  })

  it('marks 指定避難所 from the 指定避難所 file without touching the hazards', async () => {
    const { parsed } = await importText(
      [
        'NO,共通ID,施設・場所名,住所,指定緊急避難場所との住所同一,その他市町村長が必要と認める事項,受入対象者,緯度,経度,備考',
        '1,E2299900000102,港の広場 北側,みなと町港町1,1,,,34.9725,139.0975,',
      ].join('\n'),
    )
    expect(parsed.kind).toBe('evacuation')
    const shelter = byCode(await shelters(), 'E2299900000102')
    expect(shelter).toMatchObject({ evacuation: true, hazards: ['storm_surge', 'tsunami'] })
  })

  it('updates a shelter in place, and one the file no longer lists leaves that role', async () => {
    const { result } = await importText(
      [
        HEADER,
        '1,E2299900000101,第一小学校 体育館,みなと町山手2-1-1,,1,,1,,,,,,34.977,139.0896,',
      ].join('\n'),
    )
    const list = await shelters()
    expect(byCode(list, 'E2299900000101')).toMatchObject({
      name: '第一小学校 体育館',
      lat: 34.977,
      evacuation: false,
      hazards: ['sediment', 'earthquake'],
    })
    expect(result).toEqual({ added: 0, updated: 1, removed: 3, merged: 0 })
    // A file is the town's whole list of its kind: the rows it dropped are no 避難場所 any more,
    // and the square stays on the map as the 指定避難所 the other file made it.
    expect(list.items.map((s) => s.code).sort()).toEqual(['E2299900000101', 'E2299900000102'])
    expect(byCode(list, 'E2299900000102')).toMatchObject({
      emergency: false,
      evacuation: true,
      hazards: [],
    })
  })

  it('reads Shift_JIS files as published', async () => {
    const bytes = Uint8Array.from(
      atob(
        'Tk8si6SSyklELI57kN2BRY/qj4qWvCyPWo+KLI1ekIUsilKV9oLqgUGTeZDOl6yLeYLRkm6KioLoLI2Ckqoskm6QayySw5RnLJHli0uWzYLIic6OliyT4JCFlMOXlCyJzo5SjLuP2yyOd5LolPCT74+KgsaCzI9aj4qTr4jqLIjck3gsjG+TeCyU9Y1sDQoxLEUyMjk5OTAwMDA5OTAxLI1ggsyMqYKmgumLdYz2iYAskMOJqoynieqWzoxTgt2CyILGkqyLdTEsLCwsMSwxLCwsLCwzNC45NywxMzkuMDksDQo=',
      ),
      (ch) => ch.charCodeAt(0),
    )
    const parsed = parseShelterCsv(decodeShelterCsv(bytes))
    expect(parsed.problems).toEqual([])
    expect(parsed.rows[0]).toMatchObject({
      code: 'E2299900009901',
      name: '港の見える丘公園',
      hazards: ['earthquake', 'tsunami'],
    })
    // UTF-8 with a BOM reads the same.
    const utf8 = new TextEncoder().encode(`\uFEFF${decodeShelterCsv(bytes)}`)
    expect(parseShelterCsv(decodeShelterCsv(utf8)).rows[0]?.name).toBe('港の見える丘公園')
  })

  it('refuses a file whose header is not the government layout, and never writes an empty list', async () => {
    const parsed = parseShelterCsv('name,lat,lng\n公園,34.9,139.0\n')
    expect(parsed.headerRejected).toBe(true)
    expect(parsed.rows).toEqual([])
    expect(parsed.problems).toEqual([{ line: 1, message: expect.stringContaining('共通ID') }])
    // Replacing the town's shelters with nothing would empty the map: the writer refuses it.
    await expect(importShelterRows(env.DB, 'emergency', [])).rejects.toThrow()
    expect((await shelters()).items).toHaveLength(2)
  })
})

describe('マイ避難所 on the account', () => {
  it('saves, lists in saving order, unsaves, and answers the same for a repeated tap', async () => {
    const me = await signIn()
    const list = await shelters()
    const [first, second] = list.items.map((s) => s.id)
    const put = (id: number) =>
      call<MyShelters>('PUT', `/api/hazard/my-shelters/${id}`, { token: me.token })
    expect((await put(second as number)).body.ids).toEqual([second])
    expect((await put(first as number)).body.ids).toEqual([second, first])
    expect((await put(first as number)).body.ids).toEqual([second, first])
    const mine = await call<MyShelters>('GET', '/api/hazard/my-shelters', { token: me.token })
    expect(mine.body.ids).toEqual([second, first])
    const removed = await call<MyShelters>('DELETE', `/api/hazard/my-shelters/${second}`, {
      token: me.token,
    })
    expect(removed.body.ids).toEqual([first])
    // Someone else's list is their own.
    const other = await signIn()
    expect(
      (await call<MyShelters>('GET', '/api/hazard/my-shelters', { token: other.token })).body.ids,
    ).toEqual([])
  })

  it('needs a login and a real shelter id', async () => {
    const me = await signIn()
    expect((await call('GET', '/api/hazard/my-shelters')).status).toBe(401)
    expect((await call('PUT', '/api/hazard/my-shelters/1')).status).toBe(401)
    const venue = await env.DB.prepare(
      "INSERT INTO venues (kind, name) VALUES ('venue', 'ホール') RETURNING id",
    ).first<{ id: number }>()
    for (const id of [String(venue?.id), '999999', 'abc', '-1', '1e3', '%F0%9F', '9'.repeat(40)]) {
      const res = await call('PUT', `/api/hazard/my-shelters/${id}`, { token: me.token })
      expect(res.status, id).toBe(404)
      expect(res.body).toMatchObject({ error: 'not_found', message: '避難所が見つかりません。' })
    }
  })

  it('keeps at most 50, even when many saves arrive at once', async () => {
    const me = await signIn()
    const rows = Array.from(
      { length: 56 },
      (_, i) =>
        `${i},E22999000090${String(i).padStart(2, '0')},避難場所${i},みなと町,,,,1,,,,,,34.97,139.09,`,
    )
    const parsed = parseShelterCsv([HEADER, ...rows].join('\n'))
    await importShelterRows(env.DB, parsed.kind, parsed.rows)
    const ids = (await shelters()).items.map((s) => s.id)
    const answers = await Promise.all(
      ids.map((id) => call('PUT', `/api/hazard/my-shelters/${id}`, { token: me.token })),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(ids.length - 50)
    const mine = await call<MyShelters>('GET', '/api/hazard/my-shelters', { token: me.token })
    expect(mine.body.ids).toHaveLength(50)
  })

  it('counts saves and unsaves against the reactions limit: past it, 429 and nothing written', async () => {
    const me = await signIn()
    const [id] = (await shelters()).items.map((s) => s.id)
    const limit = RATE_LIMITS.reactionsPerUser
    const now = Date.now()
    const windowStart = now - (now % 3_600_000) + 3_600_000
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(windowStart + 10_000)
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)')
      .bind(`${limit.name}:${me.id}`, Math.floor(windowStart / 1000), limit.limit - 1)
      .run()
    const last = await call<MyShelters>('PUT', `/api/hazard/my-shelters/${id}`, { token: me.token })
    expect(last.status).toBe(200)
    expect(last.headers.get('ratelimit')).toBe(`"${limit.name}";r=0;t=${limit.windowSeconds - 10}`)
    for (const method of ['PUT', 'DELETE']) {
      const refused = await call(method, `/api/hazard/my-shelters/${id}`, { token: me.token })
      expect(refused.status, method).toBe(429)
      expect(refused.body).toMatchObject({ error: 'too_many_requests' })
      expect(refused.headers.get('retry-after')).toBe(String(limit.windowSeconds - 10))
    }
    // The refused unsave left the saved shelter in place; reading the list is not limited.
    const mine = await call<MyShelters>('GET', '/api/hazard/my-shelters', { token: me.token })
    expect(mine.status).toBe(200)
    expect(mine.body.ids).toEqual([id])
  })
})

afterEach(() => {
  vi.useRealTimers()
})
