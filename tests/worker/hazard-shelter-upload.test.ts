import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  EMERGENCY_HEADER,
  nationalShelterFiles,
  TOWN,
} from '../../scripts/lib/shelter-national-file.mjs'
import type {
  ShelterImportLogEntry,
  ShelterImportSummary,
  ShelterList,
} from '../../src/shared/api/hazard'
import { signInAs } from './moderation-helpers'
import { call, count, signIn } from './posts-helpers'

// The admin desk's shelter refresh against hostile uploads: every refusal is a Japanese 4xx JSON
// and leaves the town's shelters and the import log exactly as they were. Files follow the
// government's national layout (scripts/lib/shelter-national-file.mjs names the source).

type Answer = ShelterImportSummary & {
  error?: string
  message?: string
  problems?: { line: number; message: string }[]
}

const files = nationalShelterFiles()
const encode = (text: string) => new TextEncoder().encode(text)
let staffToken = ''

function upload(body: BodyInit | null, options: { token?: string; name?: string } = {}) {
  const name = options.name ?? 'mergeFromCity_2.csv'
  return call<Answer>('POST', `/api/admin/shelters?name=${encodeURIComponent(name)}`, {
    token: options.token ?? staffToken,
    body: body ?? undefined,
    headers: { 'content-type': 'text/csv' },
  })
}

async function state() {
  const list = await call<ShelterList>('GET', '/api/hazard/shelters')
  return {
    shelters: list.body.items,
    log: await count('SELECT COUNT(*) AS count FROM shelter_imports'),
    venues: await count("SELECT COUNT(*) AS count FROM venues WHERE kind = 'shelter'"),
  }
}

/** A town row of the national 指定緊急避難場所 file. */
const townRow = (no: number, code: string, name: string, lat: string, lng = '139.09') =>
  `${no},${code},${TOWN},${name},${TOWN}本町${no},1,,,1,,,,,,${lat},${lng},`

beforeAll(async () => {
  staffToken = (await signInAs('admin', '防災担当')).token
  const first = await upload(encode(files.emergency))
  expect(first.status).toBe(200)
})

async function expectRefused(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  error: string,
  before: Awaited<ReturnType<typeof state>>,
) {
  expect(res.status).toBe(status)
  expect(res.body.error).toBe(error)
  expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龯]/)
  expect(await state()).toEqual(before)
}

describe('the shelter upload refuses', () => {
  it('visitors (401) and residents (403); moderators may refresh', async () => {
    const before = await state()
    expect((await upload(encode(files.emergency), { token: '' })).status).toBe(401)
    const resident = await signIn()
    const refused = await upload(encode(files.emergency), { token: resident.token })
    await expectRefused(refused, 403, 'forbidden', before)
    expect(
      (await call('GET', '/api/admin/shelters/imports', { token: resident.token })).status,
    ).toBe(403)
    const moderator = await signInAs('moderator')
    expect((await upload(encode(files.emergency), { token: moderator.token })).status).toBe(200)
  })

  it('a file that is not UTF-8 (Shift_JIS saved by a spreadsheet, UTF-16), or breaks off mid-character', async () => {
    const before = await state()
    // 「共通ID」 and the town's name in Shift_JIS: valid CSV, wrong encoding.
    const sjis = Uint8Array.from([...encode('NO,'), 0x8b, 0xa4, 0x92, 0xca, 0x49, 0x44, 0x0d, 0x0a])
    await expectRefused(await upload(sjis), 415, 'wrong_encoding', before)
    const utf16 = new Uint8Array(
      new Uint16Array([...files.emergency].map((c) => c.charCodeAt(0))).buffer,
    )
    await expectRefused(await upload(utf16), 415, 'wrong_encoding', before)
    const cut = encode(files.emergency).slice(0, encode(files.emergency).length - 3)
    const truncated = Uint8Array.from([...cut, 0xe3, 0x81])
    await expectRefused(await upload(truncated), 415, 'wrong_encoding', before)
  })

  it('a file whose header is not the government’s, and an empty file', async () => {
    const before = await state()
    const other = await upload(encode('名称,住所,緯度,経度\r\n公民館,本町,34.97,139.09\r\n'))
    await expectRefused(other, 422, 'wrong_header', before)
    expect(other.body.message).toContain('共通ID')
    await expectRefused(await upload(encode('')), 400, 'empty_file', before)
    await expectRefused(await upload(encode('\uFEFF\r\n\r\n')), 422, 'wrong_header', before)
  })

  it('a wrong row of the town, listing its line, and writes none of the good rows', async () => {
    const before = await state()
    const text = [
      EMERGENCY_HEADER,
      townRow(1, 'E2299900001702', '新しい名前の小学校', '34.9768'),
      townRow(2, 'E2299900007702', '緯度のない広場', '北緯35度'),
      townRow(3, 'E2299900007802', '', '34.97'),
      townRow(4, 'E2299900001702', '二度目の共通ID', '34.97'),
    ].join('\r\n')
    const res = await upload(encode(text))
    await expectRefused(res, 422, 'invalid_rows', before)
    expect(res.body.message).toContain('3行')
    expect(res.body.problems?.map((p) => p.line)).toEqual([3, 4, 5])
  })

  it('broken CSV: a quote never closed, a field longer than any real one', async () => {
    const before = await state()
    const open = `${EMERGENCY_HEADER}\r\n${townRow(1, 'E2299900001702', '"閉じない引用', '34.97')}`
    await expectRefused(await upload(encode(open)), 422, 'malformed_csv', before)
    const long = `${EMERGENCY_HEADER}\r\n1,E1,"${'長'.repeat(5000)}",x\r\n`
    await expectRefused(await upload(encode(long)), 422, 'malformed_csv', before)
  })

  it('a file without a row of the town (another town’s file), rather than emptying the map', async () => {
    const before = await state()
    const atami = [
      EMERGENCY_HEADER,
      `1,E2220500000102,静岡県熱海市,熱海の公園,熱海市,1,,,,,,,,,35.09,139.07,`,
    ]
    const res = await upload(encode(atami.join('\r\n')))
    await expectRefused(res, 422, 'no_town_rows', before)
    expect(res.body.message).toContain('静岡県みなと町')
  })

  it('a file over 40 MB, whether announced or streamed without a length', async () => {
    const before = await state()
    // The declared length alone is enough to refuse, before a byte of the body is read.
    const announced = await call<Answer>('POST', '/api/admin/shelters', {
      token: staffToken,
      body: encode(files.emergency),
      headers: { 'content-length': String(41 * 1024 * 1024) },
    })
    await expectRefused(announced, 413, 'payload_too_large', before)
    // A valid national file that never ends: other towns' rows, 1 MB a chunk, past 40 MB.
    const chunk = encode(
      `${Array.from({ length: 8000 }, (_, i) => `${i},E0110100${i},北海道札幌市中央区,施設${i},札幌市,1,,,,,,,,,43.05,141.34,`).join('\r\n')}\r\n`,
    )
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode(`${EMERGENCY_HEADER}\r\n`))
      },
      pull(controller) {
        sent += chunk.length
        if (sent > 60 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    await expectRefused(await upload(endless), 413, 'payload_too_large', before)
    expect(sent).toBeLessThan(45 * 1024 * 1024)
  })
})

describe('the shelter upload', () => {
  it('keeps a log of who refreshed which file, that cannot be rewritten', async () => {
    const res = await call<{ items: ShelterImportLogEntry[] }>(
      'GET',
      '/api/admin/shelters/imports',
      {
        token: staffToken,
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.items[res.body.items.length - 1]).toMatchObject({
      kind: 'emergency',
      file_name: 'mergeFromCity_2.csv',
      kept: 4,
      actor: '防災担当',
    })
    await expect(env.DB.prepare('DELETE FROM shelter_imports').run()).rejects.toThrow(/append-only/)
    await expect(
      env.DB.prepare("UPDATE shelter_imports SET file_name = 'x'").run(),
    ).rejects.toThrow(/append-only/)
  })

  it('cleans the file name it logs', async () => {
    const res = await upload(encode(files.emergency), { name: `a\u0000b\u202Ec${'x'.repeat(300)}` })
    expect(res.status).toBe(200)
    expect(res.body.file_name).toBe(`abc${'x'.repeat(197)}`)
    // A name that is not valid percent-encoded UTF-8 is logged as sent, never a 500.
    const raw = await call<Answer>('POST', '/api/admin/shelters?name=%FF%FE%E3', {
      token: staffToken,
      body: encode(files.emergency),
    })
    expect(raw.status).toBe(200)
    expect(raw.body.file_name).toBe('%FF%FE%E3')
  })

  it('applies two refreshes at once each whole, never a mix of the two', async () => {
    // Two versions of the town's file: the second renames every facility.
    const renamed = files.emergency.replace(
      /(みなと町立第一小学校 体育館|山手公園|港の広場|みなと町民会館)/g,
      '$1（改）',
    )
    const answers = await Promise.all([upload(encode(files.emergency)), upload(encode(renamed))])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const names = (await state()).shelters.map((s) => s.name)
    const renamedCount = names.filter((n) => n.endsWith('（改）')).length
    expect([0, names.length]).toContain(renamedCount)
    expect(names).toHaveLength(4)
  })
})
