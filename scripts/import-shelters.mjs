/**
 * `npm run import:shelters -- FILE.csv [--persist-to DIR]`: imports shelters from the government's
 * published CSV (国土地理院 指定緊急避難場所データ or 指定避難所データ; UTF-8 or Shift_JIS) into the
 * local D1 that `npm start` uses (DIR defaults to <repo>/.wrangler/state, like scripts/demo).
 *
 * Good rows are written (a re-import updates the same rows by 共通ID); bad rows are listed with
 * their line numbers, and then the exit code is 1. The parsing is src/shared/shelters.ts and the
 * writing worker/hazard/shelter-import.ts, both imported here as TypeScript (Node strips types).
 */
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { decodeShelterCsv, parseShelterCsv } from '../src/shared/shelters.ts'
import { importShelterRows } from '../worker/hazard/shelter-import.ts'

/** Parses and writes one file; returns what happened, for the caller to print. */
export async function importShelterFile(db, file) {
  const parsed = parseShelterCsv(decodeShelterCsv(new Uint8Array(await readFile(file))))
  const result = parsed.rows.length
    ? await importShelterRows(db, parsed.rows)
    : { added: 0, updated: 0 }
  return { ...result, kind: parsed.kind, problems: parsed.problems }
}

/** The one-line summary and the problem lines. */
export function describeImport(file, { added, updated, kind, problems }) {
  const label = kind === 'emergency' ? '指定緊急避難場所' : '指定避難所'
  const lines = [
    `shelters: ${file} (${label}): ${added} added, ${updated} updated, ${problems.length} rejected`,
  ]
  for (const problem of problems) lines.push(`  line ${problem.line}: ${problem.message}`)
  return lines.join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.WRANGLER_SEND_METRICS ??= 'false'
  const args = process.argv.slice(2)
  const at = args.indexOf('--persist-to')
  const persistTo = at >= 0 ? args.splice(at, 2)[1] : undefined
  const [file] = args
  if (!file) {
    console.error('usage: npm run import:shelters -- FILE.csv [--persist-to DIR]')
    process.exit(2)
  }
  const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')
  const { getPlatformProxy } = await import('wrangler')
  const proxy = await getPlatformProxy({
    configPath: join(root, 'wrangler.toml'),
    persist: { path: join(resolve(persistTo ?? join(root, '.wrangler/state')), 'v3') },
    remoteBindings: false,
  })
  try {
    const outcome = await importShelterFile(proxy.env.DB, resolve(file))
    console.log(describeImport(file, outcome))
    process.exitCode = outcome.problems.length > 0 ? 1 : 0
  } finally {
    await proxy.dispose()
  }
}
