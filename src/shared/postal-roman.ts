// '.ts': scripts/import-postal.mjs loads this file in Node, which strips types but resolves no
// extension.
import { csvFields, formatPostalCode, townOf } from './postal.ts'

// Japan Post's romanised postal data (住所の郵便番号（ローマ字）, KEN_ALL_ROME.CSV, Shift_JIS): seven
// columns, 郵便番号, 都道府県名, 市区町村名, 町域名, then the same three in capital romaji
// ("4130014","静岡県","熱海市","渚町","SHIZUOKA KEN","ATAMI SHI","NAGISACHO"). The kanji
// 市区町村名 separates a ward with a full-width space (札幌市　中央区) where KEN_ALL does not. The
// international sites show an address in this romaji, in English order (romanizeAddress).

/** One address of the romanised file, its names cleaned as KEN_ALL's (postal.ts). */
export interface RomanPostalRow {
  code: string
  prefecture: string
  city: string
  town: string
  prefecture_roman: string
  city_roman: string
  town_roman: string
}

const NO_TOWN_ROMAN = 'IKANIKEISAIGANAIBAAI'

/** The romaji of a town as people write it: no bracketed notes, '' where the kanji has none. */
function townRomanOf(raw: string, kanjiTown: string): string {
  if (!kanjiTown || raw === NO_TOWN_ROMAN) return ''
  return raw.replace(/\(.*$/, '').trim()
}

/**
 * The rows of a KEN_ALL_ROME file. A town name too long for one row continues on the next rows
 * of the same code (its bracket opens on the first and closes on the last): joined first.
 */
export function parseKenAllRome(text: string): RomanPostalRow[] {
  const rows: RomanPostalRow[] = []
  const seen = new Set<string>()
  const finish = (fields: string[]) => {
    const [
      code = '',
      prefecture = '',
      rawCity = '',
      rawTown = '',
      pref = '',
      city = '',
      town = '',
    ] = fields
    const cityKanji = rawCity.replace(/[\s　]/g, '')
    const kanjiTown = townOf(rawTown, cityKanji)
    const row = {
      code,
      prefecture,
      city: cityKanji,
      town: kanjiTown,
      prefecture_roman: pref,
      city_roman: city,
      town_roman: townRomanOf(town, kanjiTown),
    }
    const key = `${code}|${row.city}|${row.town}`
    if (!/^\d{7}$/.test(code) || seen.has(key)) return
    seen.add(key)
    rows.push(row)
  }
  let pending: string[] | null = null
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue
    const fields = csvFields(line)
    if (pending && pending[0] === fields[0]) {
      pending[3] = `${pending[3] ?? ''}${fields[3] ?? ''}`
      pending[6] = `${pending[6] ?? ''}${fields[6] ?? ''}`
      if (!pending[3].includes('（') || pending[3].includes('）')) {
        finish(pending)
        pending = null
      }
      continue
    }
    if (pending) finish(pending)
    pending = null
    const town = fields[3] ?? ''
    if (town.includes('（') && !town.includes('）')) pending = fields
    else finish(fields)
  }
  if (pending) finish(pending)
  return rows
}

const titleWord = (word: string) => word.charAt(0) + word.slice(1).toLowerCase()
const CITY_SUFFIXES = new Set(['SHI', 'KU', 'CHO', 'MACHI', 'MURA', 'SON', 'GUN'])

/** "SHIZUOKA KEN" → "Shizuoka", "TOKYO TO" → "Tokyo", "HOKKAIDO" → "Hokkaido". */
export function romanPrefecture(roman: string): string {
  return roman
    .trim()
    .replace(/ (KEN|TO|FU)$/, '')
    .split(/\s+/)
    .map(titleWord)
    .join(' ')
}

/**
 * "ATAMI SHI" → ["Atami-shi"]; "SAPPORO SHI CHUO KU" → ["Chuo-ku", "Sapporo-shi"];
 * "TAGATA GUN KANNAMI CHO" → ["Kannami-cho", "Tagata-gun"]: smallest first, as English lists.
 */
export function romanCityParts(roman: string): string[] {
  const parts: string[] = []
  let name: string[] = []
  for (const word of roman.trim().split(/\s+/)) {
    if (CITY_SUFFIXES.has(word) && name.length > 0) {
      parts.push(`${name.map(titleWord).join(' ')}-${word.toLowerCase()}`)
      name = []
    } else name.push(word)
  }
  if (name.length > 0) parts.push(name.map(titleWord).join(' '))
  return parts.reverse()
}

/** "NAGISACHO" → "Nagisacho"; "HIGASHI KAIGAN" → "Higashi Kaigan". */
export const romanTown = (roman: string) => roman.trim().split(/\s+/).map(titleWord).join(' ')

const PREFECTURE = /^(?:東京都|北海道|(?:京都|大阪)府|.{2,3}県)/
const POSTAL_MARK = /^〒?\s*(\d{3})-?(\d{4})\s*/

/**
 * The municipalities an address may name (every start of it, after 〒 and the prefecture, that
 * ends in 市, 区, 町 or 村): the Worker reads the postal rows of these in one query.
 */
export function cityCandidates(address: string): string[] {
  const rest = address.normalize('NFKC').trim().replace(POSTAL_MARK, '').replace(PREFECTURE, '')
  const found: string[] = []
  for (let end = 1; end <= Math.min(rest.length, 12); end++) {
    if (/[市区町村]/.test(rest.charAt(end - 1))) found.push(rest.slice(0, end))
  }
  return found
}

/** 2丁目9番5号, ２－９－５, 2の9 → "2-9-5"; null when anything but numbers and Latin is left. */
function houseNumbers(rest: string): string | null {
  const numbers = rest
    .replace(/(\d+)丁目/g, '$1-')
    .replace(/(\d+)番地?/g, '$1-')
    .replace(/(\d+)号/g, '$1')
    .replace(/(\d+)の(?=\d)/g, '$1-')
    .replace(/[‐‑‒–—―ー−]/g, '-')
    .replace(/-+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[-\s]+|[-\s]+$/g, '')
  return /^[\x20-\x7e]*$/.test(numbers) ? numbers : null
}

/**
 * An address in the romaji of Japan Post's own data, in English order: "2-9-5 Ginzacho,
 * Atami-shi, Shizuoka 413-0013" (house numbers, town, municipality, prefecture and postal code).
 * Null, so the Japanese stays as written, when no row of `rows` names its municipality and town,
 * or when what follows the town is more than numbers (a building's Japanese name).
 */
export function romanizeAddress(address: string, rows: readonly RomanPostalRow[]): string | null {
  const text = address.normalize('NFKC').trim()
  const mark = POSTAL_MARK.exec(text)
  const written = mark ? `${mark[1]}${mark[2]}` : null
  const body = text.slice(mark ? mark[0].length : 0)
  let best: { row: RomanPostalRow; rest: string; length: number } | null = null
  for (const row of rows) {
    const names = `${row.city}${row.town}`.normalize('NFKC')
    const prefecture = row.prefecture.normalize('NFKC')
    const start = body.startsWith(prefecture + names) ? prefecture.length : 0
    if (!body.startsWith(names, start)) continue
    const length = names.length + (written === row.code ? 1 : 0)
    if (best && best.length >= length) continue
    best = { row, rest: body.slice(start + names.length), length }
  }
  if (!best) return null
  const { row, rest } = best
  const numbers = houseNumbers(rest)
  if (numbers === null) return null
  // One town can have several codes (one per 丁目 range): a code is shown only when it is sure.
  const codes = new Set(
    rows.filter((r) => r.city === row.city && r.town === row.town).map((r) => r.code),
  )
  const code = written && codes.has(written) ? written : codes.size === 1 ? row.code : null
  const town = [numbers, row.town_roman ? romanTown(row.town_roman) : ''].filter(Boolean).join(' ')
  const prefecture = [romanPrefecture(row.prefecture_roman), code ? formatPostalCode(code) : '']
    .filter(Boolean)
    .join(' ')
  return [town, ...romanCityParts(row.city_roman), prefecture].filter(Boolean).join(', ')
}
