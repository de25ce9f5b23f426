import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { EXPECTED_TOWN, nationalShelterFiles } from '../../scripts/lib/shelter-national-file.mjs'
import type { ShelterImportSummary, ShelterList } from '../../src/shared/api/hazard'
import { parseShelterCsv } from '../../src/shared/shelter-csv'
import { shelterTownOf } from '../../src/shared/shelter-town'
import { shelterImportPlan, shelterImportSql } from '../../worker/hazard/shelter-import'
import { signInAs } from './moderation-helpers'
import { call } from './posts-helpers'

// The national files as a town downloads them (国土地理院 指定緊急避難場所・指定避難所データ,
// https://www.gsi.go.jp/bousaichiri/hinanbasho.html: mergeFromCity_2.csv and mergeFromCity_1.csv;
// layout in scripts/lib/shelter-national-file.mjs), uploaded through the admin desk's endpoint and
// read back through GET /api/hazard/shelters. wrangler.toml sets the town: SHELTER_TOWN
// 静岡県みなと町 (the files write 静岡県賀茂郡みなと町) and SHELTER_BBOX around it.

const files = nationalShelterFiles()
const TOWN_VIEW = '139.05,34.94,139.13,35.00'

async function upload(token: string, text: string, name: string) {
  return call<ShelterImportSummary & { error?: string; message?: string }>(
    'POST',
    `/api/admin/shelters?name=${encodeURIComponent(name)}`,
    { token, body: new TextEncoder().encode(text), headers: { 'content-type': 'text/csv' } },
  )
}

async function shelters(bbox = TOWN_VIEW) {
  const res = await call<ShelterList>('GET', `/api/hazard/shelters?bbox=${bbox}`)
  expect(res.status).toBe(200)
  return res.body
}

const named = (list: ShelterList, name: string) => list.items.filter((s) => s.name === name)

describe('the national shelter files', () => {
  it('imports only the town’s rows of 指定緊急避難場所 and says what it kept and skipped', async () => {
    const staff = await signInAs('moderator')
    const res = await upload(staff.token, files.emergency, 'mergeFromCity_2.csv')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      kind: 'emergency',
      national: true,
      read: 17,
      kept: EXPECTED_TOWN.emergency.kept,
      other_towns: 12,
      outside_area: EXPECTED_TOWN.emergency.outsideArea,
      rejected: 0,
      added: 4,
      updated: 0,
      removed: 0,
      merged: 0,
      file_name: 'mergeFromCity_2.csv',
    })
    const list = await shelters()
    expect(list.items.map((s) => s.name).sort()).toEqual(
      ['みなと町民会館', 'みなと町立第一小学校 体育館', '山手公園', '港の広場'].sort(),
    )
    expect(named(list, '港の広場')[0]).toMatchObject({
      emergency: true,
      evacuation: false,
      hazards: ['storm_surge', 'tsunami'],
    })
    // Nothing of the other municipalities, even where they are (the whole map).
    const everywhere = await shelters('-180,-90,180,90')
    expect(everywhere.items).toHaveLength(4)
    // The quoted line break of 備考 is kept.
    const note = await env.DB.prepare(
      "SELECT description FROM venues WHERE shelter_code = 'E2299900002102'",
    ).first<{ description: string }>()
    expect(note?.description).toBe('津波のときは\r\n高台の山手公園へ')
  })

  it('merges a facility of both files (different 共通ID, a few metres apart) into one with both roles', async () => {
    const staff = await signInAs('admin')
    const school = named(await shelters(), 'みなと町立第一小学校 体育館')[0]
    const res = await upload(staff.token, files.evacuation, 'mergeFromCity_1.csv')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      kind: 'evacuation',
      kept: EXPECTED_TOWN.evacuation.kept,
      added: 2,
      updated: 1,
      removed: 0,
      merged: 1,
    })
    const list = await shelters()
    expect(list.items).toHaveLength(EXPECTED_TOWN.shelters)
    // One school, the same id as before (マイ避難所 keep pointing at it), both roles.
    const schools = list.items.filter((s) => s.name.startsWith('みなと町立第一小学校'))
    expect(schools).toHaveLength(1)
    expect(schools[0]).toMatchObject({
      id: school?.id,
      emergency: true,
      evacuation: true,
      hazards: ['earthquake', 'tsunami', 'fire'],
    })
    // Two halls of the same name 200 m apart stay two shelters, each with its own role.
    const halls = named(list, 'みなと町民会館')
    expect(halls).toHaveLength(2)
    expect(halls.map((h) => [h.emergency, h.evacuation]).sort()).toEqual([
      [false, true],
      [true, false],
    ])
  })

  it('changes nothing when both files are imported again, in the other order', async () => {
    const staff = await signInAs('admin')
    const before = await shelters()
    const again = await upload(staff.token, files.evacuation, 'mergeFromCity_1.csv')
    expect(again.body).toMatchObject({ added: 0, updated: 3, removed: 0, merged: 1 })
    const second = await upload(staff.token, files.emergency, 'mergeFromCity_2.csv')
    expect(second.body).toMatchObject({ added: 0, updated: 4, removed: 0, merged: 1 })
    expect((await shelters()).items).toEqual(before.items)
  })

  it('keeps the same rows when the town is configured by its municipality code', () => {
    const byCode = parseShelterCsv(files.emergency, shelterTownOf('229997', TOWN_VIEW))
    const byName = parseShelterCsv(files.emergency, shelterTownOf('静岡県みなと町', TOWN_VIEW))
    expect(byCode.rows.map((r) => r.code)).toEqual(byName.rows.map((r) => r.code))
    expect(byCode.kept).toBe(EXPECTED_TOWN.emergency.kept)
    // A town is found with or without its 郡, and only that town.
    const header = files.emergency.split('\r\n')[0]
    const row = (municipality: string) =>
      `1,E0000000000102,${municipality},広場,${municipality}1,1,,,,,,,,,35,135,`
    const towns = [
      ['京都府井手町', '京都府綴喜郡井手町', true],
      ['京都府綴喜郡井手町', '京都府井手町', true],
      ['北海道洞爺湖町', '北海道虻田郡洞爺湖町', true],
      ['奈良県大和郡山市', '奈良県大和郡山市', true],
      ['奈良県山市', '奈良県大和郡山市', false],
      ['福島県郡山市', '福島県郡山市', true],
      ['静岡県みなと町', '静岡県賀茂郡みなと町北', false],
    ] as const
    for (const [configured, written, kept] of towns) {
      const parsed = parseShelterCsv(`${header}\r\n${row(written)}`, shelterTownOf(configured, ''))
      expect(parsed.kept, `${configured} / ${written}`).toBe(kept ? 1 : 0)
    }
    // Without a town, a national file is refused rather than imported whole.
    const unset = parseShelterCsv(files.emergency, shelterTownOf('', ''))
    expect(unset.headerRejected).toBe(true)
    expect(unset.problems[0]?.message).toContain('SHELTER_TOWN')
  })

  it('writes the same through the SQL file that --remote sends to D1', async () => {
    const before = await shelters()
    const parsed = parseShelterCsv(files.emergency, shelterTownOf('静岡県みなと町', TOWN_VIEW))
    const sql = shelterImportSql(
      shelterImportPlan(parsed.kind, parsed.rows, '2026-11-26T00:00:00.000Z'),
    )
    // Each statement ends a line with `;` (D1 reads the file statement by statement).
    const statements = sql.split(/;\n/).map((s) => s.replace(/;$/, ''))
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)))
    const after = await shelters()
    expect(after.items).toEqual(before.items)
    expect(after.updated_at).toBe('2026-11-26T00:00:00.000Z')
  })
})
