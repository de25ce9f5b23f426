// Shelters: the hazards they are designated for, the government CSV they are imported from, and
// the nearest-shelter arithmetic. The Worker (worker/hazard), the SPA (src/features/hazardmap)
// and `npm run import:shelters` (scripts/import-shelters.mjs, which imports this file directly
// with Node's type stripping: so no runtime imports here) all use it.

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

export const isShelterHazard = (value: unknown): value is ShelterHazard =>
  typeof value === 'string' && (SHELTER_HAZARDS as readonly string[]).includes(value)

// ---- The CSV -------------------------------------------------------------------------------
//
// 国土地理院 publishes two files per municipality (and nationwide merges with two more leading
// columns, 市町村コード and 都道府県名及び市町村名):
//   指定緊急避難場所 (…_2.csv): NO,共通ID,施設・場所名,住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,
//     津波,大規模な火事,内水氾濫,火山現象,指定避難所との住所同一,緯度,経度,備考  (a flag is "1" or empty)
//   指定避難所 (…_1.csv): NO,共通ID,施設・場所名,住所,指定緊急避難場所との住所同一,…,緯度,経度,備考
// Columns are found by name, so either file and either form import.

export interface ShelterRow {
  /** 共通ID: the key a re-import updates by. */
  code: string
  name: string
  address: string
  lat: number
  lng: number
  /** Set by the 指定緊急避難場所 file; null when this file does not say (the 指定避難所 file). */
  hazards: ShelterHazard[] | null
  /** 指定避難所 (the 指定避難所 file, or 「指定避難所との住所同一」 in the other). */
  evacuation: boolean
  note: string
}

export interface ShelterCsvProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number
  message: string
}

export interface ParsedShelterCsv {
  kind: 'emergency' | 'evacuation'
  rows: (ShelterRow & { line: number })[]
  problems: ShelterCsvProblem[]
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"' && field === '') quoted = true
    else if (ch === ',') {
      fields.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      fields.push(field)
      records.push({ line: recordLine, fields })
      fields = []
      field = ''
      line++
      recordLine = line
    } else field += ch
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: recordLine, fields })
  }
  return records.filter((record) => record.fields.some((value) => value.trim() !== ''))
}

/**
 * The file's text: UTF-8 (with or without BOM) or Shift_JIS, which the government's files have
 * used. Invalid UTF-8 is taken as Shift_JIS.
 */
export function decodeShelterCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('shift_jis').decode(bytes)
  }
}

const MAX_TEXT = 200
const FLAG = /^\s*[1１○〇◯]\s*$/

function coordinate(raw: string | undefined, limit: number): number | null {
  if (!raw || !/^\s*-?\d{1,3}(\.\d{1,15})?\s*$/.test(raw)) return null
  const value = Number(raw)
  return Math.abs(value) <= limit ? value : null
}

export function parseShelterCsv(text: string): ParsedShelterCsv {
  const records = csvRecords(text.replace(/^\uFEFF/, ''))
  const header = records.shift()
  const problems: ShelterCsvProblem[] = []
  const rows: ParsedShelterCsv['rows'] = []
  const names = (header?.fields ?? []).map((name) => name.trim())
  const column = (name: string) => names.indexOf(name)
  const required = ['共通ID', '施設・場所名', '住所', '緯度', '経度']
  const missing = required.filter((name) => column(name) < 0)
  const hazardColumns = SHELTER_HAZARDS.map((hazard) => column(SHELTER_HAZARD_COLUMNS[hazard]))
  const emergency = hazardColumns.every((index) => index >= 0)
  const evacuationFile = column('指定緊急避難場所との住所同一') >= 0
  if (missing.length > 0 || (!emergency && !evacuationFile)) {
    problems.push({
      line: 1,
      message: missing.length
        ? `見出し行に必要な列がありません: ${missing.join('、')}`
        : '見出し行が指定緊急避難場所・指定避難所データの形式ではありません',
    })
    return { kind: 'emergency', rows, problems }
  }
  const seen = new Set<string>()
  for (const { line, fields } of records) {
    const get = (name: string) => (fields[column(name)] ?? '').trim()
    const code = get('共通ID')
    const name = get('施設・場所名')
    const lat = coordinate(fields[column('緯度')], 90)
    const lng = coordinate(fields[column('経度')], 180)
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
      problems.push({ line, message: fault ?? '' })
      continue
    }
    seen.add(code)
    const flag = (index: number) => FLAG.test(fields[index] ?? '')
    rows.push({
      line,
      code,
      name,
      address: get('住所'),
      lat,
      lng,
      hazards: emergency
        ? SHELTER_HAZARDS.filter((_, i) => flag(hazardColumns[i] as number))
        : null,
      evacuation: emergency ? flag(column('指定避難所との住所同一')) : true,
      note: get('備考').slice(0, MAX_TEXT),
    })
  }
  return { kind: emergency ? 'emergency' : 'evacuation', rows, problems }
}

// ---- Nearest shelters ------------------------------------------------------------------------

/** Walking speed assumed for the 目安 time: 1 m/s (60 m a minute), slower than the 80 m a minute
 * of property ads, because people evacuate with children, elders and luggage. */
export const WALKING_METRES_PER_MINUTE = 60

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)))
}

export const walkingMinutes = (metres: number) =>
  Math.max(1, Math.ceil(metres / WALKING_METRES_PER_MINUTE))

/** The `count` nearest of the given places, nearest first, with their straight-line distance. */
export function nearestShelters<T extends { lat: number; lng: number }>(
  shelters: readonly T[],
  lat: number,
  lng: number,
  count = 3,
): (T & { metres: number })[] {
  return shelters
    .map((shelter) => ({ ...shelter, metres: distanceMetres(lat, lng, shelter.lat, shelter.lng) }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, count)
}
