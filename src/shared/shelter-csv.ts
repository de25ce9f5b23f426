// The government's shelter CSV (国土地理院 指定緊急避難場所・指定避難所データ), read as a stream so
// that the national files (about 17 MB, over 100,000 rows) never sit in memory whole: the Worker's
// upload (worker/hazard/shelter-upload-routes.ts) feeds it chunk by chunk, `npm run import:shelters`
// (scripts/import-shelters.mjs, through Node's type stripping: runtime imports name their `.ts`) a file.
//
// Layouts, found by column name so each imports:
//   指定緊急避難場所 (mergeFromCity_2.csv / <code>_2.csv): NO,共通ID,[都道府県名及び市町村名,]施設・場所名,
//     住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,津波,大規模な火事,内水氾濫,火山現象,
//     指定避難所との住所同一,緯度,経度,備考  (a flag is "1" or empty)
//   指定避難所 (mergeFromCity_1.csv / <code>_1.csv): NO,共通ID,[都道府県名及び市町村名,]施設・場所名,住所,
//     指定緊急避難場所との住所同一,その他市町村長が必要と認める事項,受入対象者,緯度,経度,備考
// The bracketed column is only in the national files; it names the municipality a row belongs to.

import { CsvError, createCsvReader } from './csv.ts'
import type {
  ParsedShelterCsv,
  ShelterCsvProblem,
  ShelterCsvSummary,
  ShelterFileKind,
  ShelterRow,
  ShelterTown,
} from './shelter-csv-types'

export type {
  ParsedShelterCsv,
  ShelterCsvProblem,
  ShelterCsvSummary,
  ShelterFileKind,
  ShelterRow,
  ShelterTown,
}

/** The eight hazards a 指定緊急避難場所 is designated for, in the order of the government CSV. */
export const SHELTER_HAZARDS = [
  'flood',
  'sediment',
  'storm_surge',
  'earthquake',
  'tsunami',
  'fire',
  'inland_flood',
  'volcano',
] as const
export type ShelterHazard = (typeof SHELTER_HAZARDS)[number]

/** Each hazard's column in the government CSV's header row (国土地理院 指定緊急避難場所データ). */
export const SHELTER_HAZARD_COLUMNS: Record<ShelterHazard, string> = {
  flood: '洪水',
  sediment: '崖崩れ、土石流及び地滑り',
  storm_surge: '高潮',
  earthquake: '地震',
  tsunami: '津波',
  fire: '大規模な火事',
  inland_flood: '内水氾濫',
  volcano: '火山現象',
}

const MAX_TEXT = 200
const MAX_PROBLEMS = 50
const FLAG = /^\s*[1１○〇◯]\s*$/
const MUNICIPALITY_COLUMN = '都道府県名及び市町村名'

/** A file that cannot be read as a shelter list (CSV errors included): the message says why. */
export const ShelterCsvError = CsvError
export type ShelterCsvError = CsvError

/** A town's name with or without its 郡 (静岡県賀茂郡東伊豆町 = 静岡県東伊豆町); only 町 and 村 have one. */
const withoutCounty = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/^(北海道|東京都|京都府|大阪府|.{2,3}県)(.+?郡)(?=.+[町村]$)/, '$1')

/** One facility's name in both files, whatever spaces or full-width letters each used. */
export const shelterMatchName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '')

/**
 * Reads the town's rows of a shelter file fed in pieces (decoded text); `end()` answers what was
 * kept and why the rest was not. A town with neither name nor code keeps every row of a
 * per-municipality file and refuses a national one.
 */
export function createShelterReader(town: ShelterTown | null) {
  const result: ParsedShelterCsv = {
    kind: 'emergency',
    national: false,
    read: 0,
    kept: 0,
    otherTowns: 0,
    outsideArea: 0,
    rejected: 0,
    rows: [],
    problems: [],
    headerRejected: false,
  }
  let columns: Map<string, number> | null = null
  let hazardColumns: number[] = []
  const seen = new Set<string>()
  const townName = town?.name ? withoutCounty(town.name) : null
  const codePrefix = town?.code ? `E${town.code.slice(0, 5)}` : null
  const problem = (line: number, message: string) => {
    if (result.problems.length < MAX_PROBLEMS) result.problems.push({ line, message })
  }

  const readHeader = (fields: string[]) => {
    const names = fields.map((name) => name.trim())
    const index = new Map(names.map((name, i) => [name, i]))
    const missing = ['共通ID', '施設・場所名', '住所', '緯度', '経度'].filter((n) => !index.has(n))
    hazardColumns = SHELTER_HAZARDS.map((hazard) => index.get(SHELTER_HAZARD_COLUMNS[hazard]) ?? -1)
    const emergency = hazardColumns.every((i) => i >= 0)
    result.kind = emergency ? 'emergency' : 'evacuation'
    result.national = index.has(MUNICIPALITY_COLUMN)
    const fault = missing.length
      ? `見出し行に必要な列がありません: ${missing.join('、')}`
      : !emergency && !index.has('指定緊急避難場所との住所同一')
        ? '見出し行が指定緊急避難場所・指定避難所データの形式ではありません'
        : result.national && !townName && !codePrefix
          ? '全国版のファイルです。取り込む町（SHELTER_TOWN: 市町村名かコード）が設定されていません'
          : null
    if (fault) {
      problem(1, fault)
      result.headerRejected = true
      return
    }
    columns = index
  }

  // A municipality's own file is the town's whole; the national one names each row's municipality.
  const isTown = (get: (name: string) => string) => {
    if (!result.national) return true
    if (codePrefix && get('共通ID').startsWith(codePrefix)) return true
    return townName !== null && withoutCounty(get(MUNICIPALITY_COLUMN)) === townName
  }

  const readRow = (line: number, fields: string[], index: Map<string, number>) => {
    result.read++
    const get = (name: string) => (fields[index.get(name) ?? -1] ?? '').trim()
    if (!isTown(get)) {
      result.otherTowns++
      return
    }
    const code = get('共通ID')
    const name = get('施設・場所名')
    const lat = coordinate(get('緯度'), 90)
    const lng = coordinate(get('経度'), 180)
    const fault = !code
      ? '共通IDがありません'
      : !/^[A-Za-z0-9_-]{1,40}$/.test(code)
        ? `共通ID「${code.slice(0, 40)}」は英数字で書いてください`
        : seen.has(code)
          ? `共通ID「${code}」がこのファイルで2回目です`
          : !name
            ? '施設・場所名がありません'
            : name.length > MAX_TEXT || get('住所').length > MAX_TEXT
              ? `名前か住所が長すぎます（${MAX_TEXT}文字まで）`
              : lat === null
                ? `緯度「${get('緯度').slice(0, 40)}」は-90〜90の数値で書いてください`
                : lng === null
                  ? `経度「${get('経度').slice(0, 40)}」は-180〜180の数値で書いてください`
                  : null
    if (fault || lat === null || lng === null) {
      result.rejected++
      problem(line, fault ?? '')
      return
    }
    seen.add(code)
    const bbox = town?.bbox
    if (bbox && (lng < bbox[0] || lat < bbox[1] || lng > bbox[2] || lat > bbox[3])) {
      result.outsideArea++
      return
    }
    const flag = (i: number) => FLAG.test(fields[i] ?? '')
    const emergency = result.kind === 'emergency'
    result.kept++
    result.rows.push({
      line,
      code,
      name,
      address: get('住所'),
      lat,
      lng,
      hazards: emergency
        ? SHELTER_HAZARDS.filter((_, i) => flag(hazardColumns[i] as number))
        : null,
      evacuation: emergency ? flag(index.get('指定避難所との住所同一') ?? -1) : true,
      note: get('備考').slice(0, MAX_TEXT),
    })
  }

  let first = true
  const csv = createCsvReader((line, fields) => {
    if (first) {
      first = false
      if (fields[0]) fields[0] = fields[0].replace(/^\uFEFF/, '')
      readHeader(fields)
    } else if (columns) readRow(line, fields, columns)
  })
  return {
    push(text: string) {
      if (!result.headerRejected) csv.push(text)
    },
    /** True once the header is known to be wrong: the rest need not be read. */
    get rejected() {
      return result.headerRejected
    },
    end(): ParsedShelterCsv {
      if (!result.headerRejected) csv.end()
      if (first) {
        problem(1, 'ファイルが空です')
        result.headerRejected = true
      }
      return result
    },
  }
}

function coordinate(raw: string, limit: number): number | null {
  if (!/^-?\d{1,3}(\.\d{1,15})?$/.test(raw)) return null
  const value = Number(raw)
  return Math.abs(value) <= limit ? value : null
}

/** The whole text at once (tests, small files). */
export function parseShelterCsv(text: string, town: ShelterTown | null = null): ParsedShelterCsv {
  const reader = createShelterReader(town)
  reader.push(text)
  return reader.end()
}
