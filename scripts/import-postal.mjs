/**
 * `npm run import:postal -- FILE.csv [--prefecture 静岡県] [--persist-to DIR | --remote | --sql-out FILE]`
 *
 * Loads Japan Post's postal-code data into D1's postal_codes (GET /api/postal/:code reads it):
 * KEN_ALL.CSV (Shift_JIS, long town names split over rows) or utf_ken_all.csv (UTF-8, one row
 * each), unzipped from https://www.post.japanpost.jp/zipcode/download.html. --prefecture keeps
 * one prefecture's rows (the town's own, ~ 2–5 thousand rows) instead of all of Japan (~ 120
 * thousand rows, ~ 6 MB in D1). Each run replaces what it covers: that prefecture, or everything.
 *
 * Where: the local D1 of `npm start` (DIR defaults to <repo>/.wrangler/state); --remote the deployed
 * D1 (a generated SQL file through `wrangler d1 execute DB --remote --file`); --sql-out only writes
 * that file. The reading is src/shared/postal.ts, loaded as TypeScript (Node strips types).
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseKenAll } from '../src/shared/postal.ts'
import { writeImport } from './lib/d1-import-target.mjs'
import { importPostalRows, postalImportSql } from './lib/postal-sql.mjs'

export { importPostalRows }

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')

/** The file's text: UTF-8 (utf_ken_all.csv) when it decodes as such, else Shift_JIS (KEN_ALL.CSV). */
export async function readPostalFile(file, prefecture = null) {
  const bytes = await readFile(file)
  let text
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('shift_jis').decode(bytes)
  }
  const rows = parseKenAll(text)
  return prefecture ? rows.filter((row) => row.prefecture === prefecture) : rows
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
  const remote = args.includes('--remote')
  const files = args.filter((arg) => arg !== '--remote')
  if (files.length !== 1 || files[0].startsWith('--')) {
    console.error(
      'usage: npm run import:postal -- FILE.csv [--prefecture 静岡県] [--persist-to DIR | --remote | --sql-out FILE]',
    )
    process.exit(2)
  }
  const rows = await readPostalFile(resolve(files[0]), prefecture)
  if (rows.length === 0) {
    console.error(`${files[0]}: no rows${prefecture ? ` of ${prefecture}` : ''}; nothing written`)
    process.exit(1)
  }
  console.log(`${files[0]}: ${rows.length} addresses${prefecture ? ` of ${prefecture}` : ''}`)
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
