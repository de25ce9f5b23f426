// Japan Post's postal-code data (郵便番号データ: KEN_ALL.CSV, Shift_JIS, or utf_ken_all.csv, UTF-8;
// the same 15 columns): 全国地方公共団体コード, 旧郵便番号, 郵便番号, 都道府県名カナ, 市区町村名カナ,
// 町域名カナ, 都道府県名, 市区町村名, 町域名, then six flags. The Worker answers lookups from the
// rows scripts/postal-import.mjs loads into D1; the forms send what people type.

export interface PostalAddress {
  prefecture: string
  city: string
  town: string
}

export interface PostalRow extends PostalAddress {
  code: string
}

/**
 * The seven digits of a postal code as people type it: full-width digits (４１３), any hyphen or
 * dash (－ ー ‐ −), spaces and a leading 〒 are fine. Null when it is not seven digits.
 */
export function normalizePostalCode(input: string): string | null {
  const digits = input
    .normalize('NFKC')
    .replace(/^\s*〒/, '')
    .replace(/[\s\-‐‑‒–—―ー−]/g, '')
  return /^\d{7}$/.test(digits) ? digits : null
}

/** 413-0001 as people write it. */
export function formatPostalCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`
}

// 町域名 words that are not a town: the municipality's catch-all row, and a municipality that is
// one town ("…一円" where the whole of it shares the code).
const NO_TOWN = '以下に掲載がない場合'
const WHOLE = /^(.+)一円$/
const BRANCH = /の次に番地がくる場合$/

/** The town part people write: without the file's notes in brackets (（１～１９丁目）, （次のビルを除く）). */
export function townOf(raw: string, city: string): string {
  if (raw === NO_TOWN || BRANCH.test(raw)) return ''
  const whole = WHOLE.exec(raw)
  if (whole && whole[1] !== undefined && city.endsWith(whole[1])) return ''
  return raw.replace(/（.*$/, '').trim()
}

export function csvFields(line: string): string[] {
  return line.split(',').map((field) => field.trim().replace(/^"|"$/g, ''))
}

/**
 * The rows of a KEN_ALL / utf_ken_all file. A 町域名 too long for one row continues on the
 * next rows of the same code (its bracket opens on the first and closes on the last): they are
 * joined first. Duplicate addresses of one code (one per 丁目 range) collapse into one.
 */
export function parseKenAll(text: string): PostalRow[] {
  const rows: PostalRow[] = []
  const seen = new Set<string>()
  let pending: { fields: string[]; town: string } | null = null
  const finish = (fields: string[], town: string) => {
    const [, , code = '', , , , prefecture = '', city = ''] = fields
    const row = { code, prefecture, city, town: townOf(town, city) }
    const key = `${row.code}|${row.city}|${row.town}`
    if (!/^\d{7}$/.test(code) || seen.has(key)) return
    seen.add(key)
    rows.push(row)
  }
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue
    const fields = csvFields(line)
    const town = fields[8] ?? ''
    if (pending && pending.fields[2] === fields[2]) {
      pending.town += town
      if (!pending.town.includes('（') || pending.town.includes('）')) {
        finish(pending.fields, pending.town)
        pending = null
      }
      continue
    }
    if (pending) finish(pending.fields, pending.town)
    pending = null
    if (town.includes('（') && !town.includes('）')) pending = { fields, town }
    else finish(fields, town)
  }
  if (pending) finish(pending.fields, pending.town)
  return rows
}

/** The address a form's field gets: 都道府県, 市区町村 and 町域 in one line. */
export function addressLine(address: PostalAddress): string {
  return `${address.prefecture}${address.city}${address.town}`
}
