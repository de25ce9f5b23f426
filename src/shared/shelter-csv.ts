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

/** The town a reader keeps, in the forms the rows are compared with. */
interface TownMatch {
  /** Without its 郡 (withoutCounty). */
  name: string | null
  /** The 共通ID's start for the town's code: E and the first five digits. */
  codePrefix: string | null
  bbox: ShelterTown['bbox'] | undefined
}

/** One file being read: what is counted so far, and the layout its header gave. */
interface FileReading {
  result: ParsedShelterCsv
  town: TownMatch
  /** Column index by header name. */
  columns: Map<string, number>
  /** Each hazard's column, in SHELTER_HAZARDS' order (-1 in the 指定避難所 file). */
  hazardColumns: number[]
  /** 共通IDs read so far: one twice is a mistake of the file. */
  seen: Set<string>
}

function addProblem(result: ParsedShelterCsv, line: number, message: string) {
  if (result.problems.length < MAX_PROBLEMS) result.problems.push({ line, message })
}

/**
 * The header row: which of the two files this is and whether national, its columns, or why
 * it cannot be read (a missing column, another layout, a national file with no town set).
 */
function readHeader(fields: string[], town: TownMatch) {
  const names = fields.map((name) => name.trim())
  const columns = new Map(names.map((name, i) => [name, i]))
  const missing = ['共通ID', '施設・場所名', '住所', '緯度', '経度'].filter((n) => !columns.has(n))
  const hazardColumns = SHELTER_HAZARDS.map(
    (hazard) => columns.get(SHELTER_HAZARD_COLUMNS[hazard]) ?? -1,
  )
  const emergency = hazardColumns.every((i) => i >= 0)
  const national = columns.has(MUNICIPALITY_COLUMN)
  const fault = missing.length
    ? `見出し行に必要な列がありません: ${missing.join('、')}`
    : !emergency && !columns.has('指定緊急避難場所との住所同一')
      ? '見出し行が指定緊急避難場所・指定避難所データの形式ではありません'
      : national && !town.name && !town.codePrefix
        ? '全国版のファイルです。取り込む町（SHELTER_TOWN: 市町村名かコード）が設定されていません'
        : null
  const kind: ShelterFileKind = emergency ? 'emergency' : 'evacuation'
  return { kind, national, columns, hazardColumns, fault }
}

// A municipality's own file is the town's whole; the national one names each row's municipality.
function isTown(national: boolean, town: TownMatch, get: (name: string) => string): boolean {
  if (!national) return true
  if (town.codePrefix && get('共通ID').startsWith(town.codePrefix)) return true
  return town.name !== null && withoutCounty(get(MUNICIPALITY_COLUMN)) === town.name
}

/** Why a row of the town cannot be imported, in Japanese for the upload page; null if it can. */
function rowFault(
  get: (name: string) => string,
  seen: Set<string>,
  lat: number | null,
  lng: number | null,
): string | null {
  const code = get('共通ID')
  const name = get('施設・場所名')
  return !code
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
}

/** One data row: another town's, refused (with why), outside the town's area, or kept. */
function readRow(file: FileReading, line: number, fields: string[]) {
  const { result, columns } = file
  result.read++
  const get = (name: string) => (fields[columns.get(name) ?? -1] ?? '').trim()
  if (!isTown(result.national, file.town, get)) {
    result.otherTowns++
    return
  }
  const code = get('共通ID')
  const lat = coordinate(get('緯度'), 90)
  const lng = coordinate(get('経度'), 180)
  const fault = rowFault(get, file.seen, lat, lng)
  if (fault || lat === null || lng === null) {
    result.rejected++
    addProblem(result, line, fault ?? '')
    return
  }
  file.seen.add(code)
  const bbox = file.town.bbox
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
    name: get('施設・場所名'),
    address: get('住所'),
    lat,
    lng,
    hazards: emergency
      ? SHELTER_HAZARDS.filter((_, i) => flag(file.hazardColumns[i] as number))
      : null,
    evacuation: emergency ? flag(columns.get('指定避難所との住所同一') ?? -1) : true,
    note: get('備考').slice(0, MAX_TEXT),
  })
}

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
  const match: TownMatch = {
    name: town?.name ? withoutCounty(town.name) : null,
    codePrefix: town?.code ? `E${town.code.slice(0, 5)}` : null,
    bbox: town?.bbox,
  }
  let file: FileReading | null = null
  let first = true
  const csv = createCsvReader((line, fields) => {
    if (first) {
      first = false
      if (fields[0]) fields[0] = fields[0].replace(/^\uFEFF/, '')
      const header = readHeader(fields, match)
      result.kind = header.kind
      result.national = header.national
      if (header.fault) {
        addProblem(result, 1, header.fault)
        result.headerRejected = true
        return
      }
      file = {
        result,
        town: match,
        columns: header.columns,
        hazardColumns: header.hazardColumns,
        seen: new Set(),
      }
    } else if (file) readRow(file, line, fields)
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
        addProblem(result, 1, 'ファイルが空です')
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
