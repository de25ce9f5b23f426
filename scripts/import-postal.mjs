/**
 * `npm run import:postal -- FILE.csv [--roman KEN_ALL_ROME.CSV] [--prefecture 静岡県] [--persist-to DIR | --remote | --sql-out FILE]`
 *
 * Loads Japan Post's postal-code data into D1's postal_codes (GET /api/postal/:code reads it):
 * KEN_ALL.CSV (Shift_JIS, long town names split over rows) or utf_ken_all.csv (UTF-8, one row
 * each), unzipped from https://www.post.japanpost.jp/zipcode/download.html. --prefecture keeps
 * one prefecture's rows (the town's own, ~ 2–5 thousand rows) instead of all of Japan (~ 120
 * thousand rows, ~ 6 MB in D1). Each run replaces what it covers: that prefecture, or everything.
 * --roman adds the romaji of Japan Post's 住所の郵便番号（ローマ字） (KEN_ALL_ROME.CSV, Shift_JIS, from
 * https://www.post.japanpost.jp/zipcode/dl/roman-zip.html): the international sites show a place's
 * address in it (src/shared/postal-roman.ts); without it addresses stay Japanese there.
 *
 * Where: the local D1 of `npm start` (DIR defaults to <repo>/.wrangler/state); --remote the deployed
 * D1 (a generated SQL file through `wrangler d1 execute DB --remote --file`); --sql-out only writes
 * that file. The reading is src/shared/postal.ts, loaded as TypeScript (Node strips types).
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseKenAll } from '../src/shared/postal.ts'
import { parseKenAllRome } from '../src/shared/postal-roman.ts'
import { writeImport } from './lib/d1-import-target.mjs'
import { importPostalRows, postalImportSql, withRomaji } from './lib/postal-sql.mjs'

export { importPostalRows }

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')

/** A file's text: UTF-8 when it decodes as such, else Shift_JIS (as Japan Post ships it). */
async function readJapanPostText(file) {
  const bytes = await readFile(file)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('shift_jis').decode(bytes)
  }
}

/** KEN_ALL's rows (of one prefecture), with KEN_ALL_ROME's romaji when `romanFile` is given. */
export async function readPostalFile(file, prefecture = null, romanFile = null) {
  const rows = parseKenAll(await readJapanPostText(file))
  const roman = romanFile ? parseKenAllRome(await readJapanPostText(romanFile)) : []
  const kept = prefecture ? rows.filter((row) => row.prefecture === prefecture) : rows
  return withRomaji(kept, roman)
}

function option(args, name) {
  const i = args.indexOf(name)
  if (i === -1) return null
  const value = args[i + 1]
  args.splice(i, 2)
  return value ?? null
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.WRANGLER_SEND_METRICS ??= 'false'
  const args = process.argv.slice(2)
  const persistTo = option(args, '--persist-to')
  const sqlOut = option(args, '--sql-out')
  const prefecture = option(args, '--prefecture')
  const roman = option(args, '--roman')
  const remote = args.includes('--remote')
  const files = args.filter((arg) => arg !== '--remote')
  if (files.length !== 1 || files[0].startsWith('--')) {
    console.error(
      'usage: npm run import:postal -- FILE.csv [--roman KEN_ALL_ROME.CSV] [--prefecture 静岡県] [--persist-to DIR | --remote | --sql-out FILE]',
    )
    process.exit(2)
  }
  const rows = await readPostalFile(resolve(files[0]), prefecture, roman && resolve(roman))
  if (rows.length === 0) {
    console.error(`${files[0]}: no rows${prefecture ? ` of ${prefecture}` : ''}; nothing written`)
    process.exit(1)
  }
  const romanised = rows.filter((row) => row.city_roman).length
  console.log(
    `${files[0]}: ${rows.length} addresses${prefecture ? ` of ${prefecture}` : ''}${roman ? `, ${romanised} with romaji` : ''}`,
  )
  await writeImport({
    root,
    remote,
    sqlOut,
    persistTo,
    name: 'postal',
    sql: () => postalImportSql(rows, prefecture),
    local: (db) => importPostalRows(db, rows, prefecture),
  })
}
