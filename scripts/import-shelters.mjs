/**
 * `npm run import:shelters -- FILE.csv [FILE2.csv] [--town NAME|CODE] [--bbox W,S,E,N]
 *   [--persist-to DIR | --remote | --sql-out FILE]`
 *
 * Imports the town's shelters from the government's CSV (国土地理院 mergeFromCity_2.csv 指定緊急避難場所,
 * mergeFromCity_1.csv 指定避難所, national or one municipality's; UTF-8 or Shift_JIS). Of a national
 * file only the town's rows are kept: --town (default SHELTER_TOWN in wrangler.toml) names the
 * municipality, --bbox (default SHELTER_BBOX) is its area, and a row outside it is skipped.
 * Each file replaces the town's shelters of its kind; a facility in both files becomes one shelter
 * with both roles. A file with a wrong row writes nothing (exit 1).
 *
 * Where: the local D1 of `npm start` (DIR defaults to <repo>/.wrangler/state); --remote the deployed
 * D1 (a generated SQL file through `wrangler d1 execute DB --remote --file`); --sql-out only writes
 * that file. The reading is src/shared/shelter-csv.ts, the writing worker/hazard/shelter-import.ts,
 * both loaded as TypeScript (Node strips types).
 */
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createShelterReader, ShelterCsvError } from '../src/shared/shelter-csv.ts'
import { decodeShelterCsv, shelterTownOf } from '../src/shared/shelter-town.ts'
import {
  importShelterRows,
  shelterImportPlan,
  shelterImportSql,
} from '../worker/hazard/shelter-import.ts'
import { writeImport } from './lib/d1-import-target.mjs'

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')
const KINDS = { emergency: '指定緊急避難場所', evacuation: '指定避難所' }

/** The town of wrangler.toml's [vars] (SHELTER_TOWN, SHELTER_BBOX). */
export async function configuredTown(overrides = {}) {
  const toml = await readFile(join(root, 'wrangler.toml'), 'utf8')
  const read = (name) => toml.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm'))?.[1]
  return shelterTownOf(
    overrides.town ?? read('SHELTER_TOWN'),
    overrides.bbox ?? read('SHELTER_BBOX'),
  )
}

/** Reads a file: the town's rows and the counts; `error` when nothing may be written. */
export async function readShelterFile(file, town) {
  const reader = createShelterReader(town)
  let parsed
  try {
    reader.push(decodeShelterCsv(new Uint8Array(await readFile(file))))
    parsed = reader.end()
  } catch (error) {
    if (!(error instanceof ShelterCsvError)) throw error
    return { parsed: null, error: error.message }
  }
  const error = parsed.headerRejected
    ? parsed.problems[0]?.message
    : parsed.rejected > 0
      ? `${parsed.rejected} wrong row(s) of the town: nothing written`
      : parsed.kept === 0
        ? 'no row of the town in this file: nothing written'
        : null
  return { parsed, error }
}

/** Reads and writes one file into `db` (a D1 binding or wrangler's proxy of one). */
export async function importShelterFile(db, file, town = null) {
  const { parsed, error } = await readShelterFile(file, town)
  const written = parsed && !error ? await importShelterRows(db, parsed.kind, parsed.rows) : null
  return { parsed, error, written }
}

/** The summary lines: what was read, kept and skipped, and what the write did. */
export function describeImport(file, { parsed, error, written }) {
  if (!parsed) return `shelters: ${file}: ${error}`
  const lines = [
    `shelters: ${file} (${KINDS[parsed.kind]}${parsed.national ? ', national file' : ''}): ` +
      `${parsed.read} rows read, ${parsed.kept} kept, skipped ${parsed.otherTowns} of other ` +
      `municipalities and ${parsed.outsideArea} outside the town's area, ${parsed.rejected} rejected`,
  ]
  if (written) {
    lines.push(
      `  written: ${written.added} added, ${written.updated} updated, ${written.removed} removed, ` +
        `${written.merged} merged with the other file's row of the same facility`,
    )
  }
  if (error) lines.push(`  ${error}`)
  for (const problem of parsed.problems) lines.push(`  line ${problem.line}: ${problem.message}`)
  return lines.join('\n')
}

function option(args, name) {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : undefined
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.WRANGLER_SEND_METRICS ??= 'false'
  const args = process.argv.slice(2)
  const persistTo = option(args, '--persist-to')
  const sqlOut = option(args, '--sql-out')
  const town = await configuredTown({ town: option(args, '--town'), bbox: option(args, '--bbox') })
  const remote = args.includes('--remote')
  const files = args.filter((arg) => arg !== '--remote')
  if (files.length === 0 || files.some((file) => file.startsWith('--'))) {
    console.error(
      'usage: npm run import:shelters -- FILE.csv [FILE2.csv] [--town NAME|CODE] [--bbox W,S,E,N] [--persist-to DIR | --remote | --sql-out FILE]',
    )
    process.exit(2)
  }
  const started = performance.now()
  const reads = []
  for (const file of files) reads.push({ file, ...(await readShelterFile(resolve(file), town)) })
  const failed = reads.filter((r) => r.error)
  for (const r of failed) console.error(describeImport(r.file, r))
  if (failed.length > 0) process.exit(1)

  // One SQL file per run: each file's plan in order, applied by D1 as one import.
  const now = new Date().toISOString()
  await writeImport({
    root,
    remote,
    sqlOut,
    persistTo,
    name: 'shelters',
    sql: () =>
      reads
        .map((r) => shelterImportSql(shelterImportPlan(r.parsed.kind, r.parsed.rows, now)))
        .join('\n'),
    afterSqlWritten: () => {
      for (const r of reads) console.log(describeImport(r.file, r))
    },
    local: async (db) => {
      for (const r of reads) {
        const written = await importShelterRows(db, r.parsed.kind, r.parsed.rows)
        console.log(describeImport(r.file, { ...r, written }))
      }
    },
  })
  console.log(`  in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
