import { Hono } from 'hono'
import type { ShelterImportLogEntry, ShelterImportSummary } from '../../src/shared/api/hazard'
import {
  createShelterReader,
  type ParsedShelterCsv,
  ShelterCsvError,
} from '../../src/shared/shelter-csv'
import { shelterTownOf } from '../../src/shared/shelter-town'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'
import { requireStaff } from '../moderation/access'
import { enqueueShelterTranslation } from '../translate/queue'
import { importShelterRows } from './shelter-import'
import { shelterStatusRoutes } from './shelter-status'

/**
 * The admin desk's shelter refresh (staff only): POST the government's CSV as the raw body
 * (`?name=` the file's name, for the log). The body is read as a stream and only the town's rows
 * are kept, so the national file (about 17 MB) fits; the town's shelters of that file's kind are
 * then replaced in one batch together with the log row. Anything wrong is a 4xx in Japanese and
 * writes nothing.
 */
export const adminShelters = new Hono<AppEnv>()

/** The national files are about 17 MB; twice that is no shelter file. */
export const MAX_SHELTER_UPLOAD_BYTES = 40 * 1024 * 1024
/** More than any municipality designates. */
export const MAX_TOWN_SHELTERS = 5000
const LOG_LENGTH = 20

adminShelters.use('*', async (c, next) => {
  await requireStaff(c)
  await next()
})

adminShelters.route('/', shelterStatusRoutes)

const tooLarge = () =>
  apiError(
    413,
    'payload_too_large',
    `ファイルが大きすぎます（${MAX_SHELTER_UPLOAD_BYTES / 1024 / 1024}MBまで）。国土地理院の避難所CSVを選んでください。`,
  )

/** Reads the body chunk by chunk: UTF-8 only (as the government publishes it), size-capped. */
async function readUpload(
  body: ReadableStream<Uint8Array>,
  town: ReturnType<typeof shelterTownOf>,
) {
  const reader = body.getReader()
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  const csv = createShelterReader(town)
  let bytes = 0
  const stop = async (error: Error) => {
    await reader.cancel().catch(() => undefined)
    return error
  }
  const wrongEncoding = () =>
    apiError(
      415,
      'wrong_encoding',
      'ファイルの文字コードがUTF-8ではありません。国土地理院からダウンロードしたCSV（UTF-8）を、表計算ソフトで保存し直さずにそのまま選んでください。',
    )
  const malformed = (error: unknown) =>
    error instanceof ShelterCsvError
      ? apiError(422, 'malformed_csv', `CSVとして読めません。${error.message}`)
      : error
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    if (bytes > MAX_SHELTER_UPLOAD_BYTES) throw await stop(tooLarge())
    let text: string
    try {
      text = decoder.decode(value, { stream: true })
    } catch {
      throw await stop(wrongEncoding())
    }
    try {
      csv.push(text)
    } catch (error) {
      throw await stop(malformed(error) as Error)
    }
    // A wrong header needs no more reading.
    if (csv.rejected) {
      await reader.cancel().catch(() => undefined)
      break
    }
  }
  let parsed: ParsedShelterCsv
  try {
    if (!csv.rejected) csv.push(decoder.decode())
    parsed = csv.end()
  } catch (error) {
    if (error instanceof ShelterCsvError) throw malformed(error)
    throw wrongEncoding()
  }
  return { parsed, bytes }
}

function refuse(parsed: ParsedShelterCsv, townLabel: string) {
  if (parsed.headerRejected) {
    throw apiError(422, 'wrong_header', parsed.problems[0]?.message ?? 'ファイルの形式が違います', {
      extra: { problems: parsed.problems },
    })
  }
  if (parsed.rejected > 0) {
    throw apiError(
      422,
      'invalid_rows',
      `${townLabel}の避難所の行に誤りがあります（${parsed.rejected}行）。何も取り込んでいません。`,
      { extra: { problems: parsed.problems } },
    )
  }
  if (parsed.kept === 0) {
    throw apiError(
      422,
      'no_town_rows',
      `このファイルには${townLabel}の避難所がありません。何も取り込んでいません。`,
    )
  }
  if (parsed.kept > MAX_TOWN_SHELTERS) {
    throw apiError(
      422,
      'too_many_rows',
      `${townLabel}の避難所が${MAX_TOWN_SHELTERS}か所を超えています。取り込む町（SHELTER_TOWN）の設定を確かめてください。`,
    )
  }
}

adminShelters.post('/', async (c) => {
  const staff = await requireStaff(c)
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > MAX_SHELTER_UPLOAD_BYTES) throw tooLarge()
  const body = c.req.raw.body
  if (!body) throw apiError(400, 'empty_file', 'ファイルが空です。')
  const town = shelterTownOf(c.env.SHELTER_TOWN, c.env.SHELTER_BBOX)
  const { parsed, bytes } = await readUpload(body, town)
  if (bytes === 0) throw apiError(400, 'empty_file', 'ファイルが空です。')
  refuse(parsed, town.name ?? town.code ?? 'この町')

  const now = new Date().toISOString()
  // A name is for the log only: control characters out, and short.
  const fileName = (c.req.query('name') ?? '').replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, '').slice(0, 200)
  const counts = {
    kind: parsed.kind,
    national: parsed.national,
    read: parsed.read,
    kept: parsed.kept,
    other_towns: parsed.otherTowns,
    outside_area: parsed.outsideArea,
    rejected: parsed.rejected,
  }
  const result = await importShelterRows(c.env.DB, parsed.kind, parsed.rows, now, [
    {
      sql: `INSERT INTO shelter_imports (actor_id, kind, file_name, bytes, summary_json, created_at)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      params: [staff.id, parsed.kind, fileName, bytes, JSON.stringify(counts), now],
    },
  ])
  const summary: ShelterImportSummary = { ...counts, ...result, file_name: fileName, at: now }
  // Names and addresses for the international sites, translated before a visitor asks.
  const { results: shelters } = await c.env.DB.prepare(
    `SELECT id FROM venues WHERE kind = 'shelter' ORDER BY id LIMIT ?1`,
  )
    .bind(MAX_TOWN_SHELTERS * 2)
    .all<{ id: number }>()
  await enqueueShelterTranslation(
    c.env,
    shelters.map((row) => row.id),
  )
  return reply(c, 'POST /api/admin/shelters', summary)
})

adminShelters.get('/imports', async (c) => {
  const { results } = await c.env.DB.prepare(
    `SELECT i.id, i.kind, i.file_name, i.bytes, i.summary_json, i.created_at, u.name AS display_name
     FROM shelter_imports i LEFT JOIN users u ON u.id = i.actor_id ORDER BY i.id DESC LIMIT ?1`,
  )
    .bind(LOG_LENGTH)
    .all<{
      id: number
      kind: 'emergency' | 'evacuation'
      file_name: string
      bytes: number
      summary_json: string
      created_at: string
      display_name: string | null
    }>()
  const items: ShelterImportLogEntry[] = results.map((row) => ({
    id: row.id,
    kind: row.kind,
    file_name: row.file_name,
    bytes: row.bytes,
    kept: (JSON.parse(row.summary_json) as { kept?: number }).kept ?? 0,
    actor: row.display_name,
    at: row.created_at,
  }))
  return reply(c, 'GET /api/admin/shelters/imports', { items }, 200, {
    'cache-control': 'private, no-store',
  })
})
