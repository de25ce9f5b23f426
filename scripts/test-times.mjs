// `npm run test:times`: after a whole `npm test`, writes what each test file took
// (test-results/file-times/, one file per process, from tests/summary-reporter.ts) into
// tests/file-times.json, which the next runs share the files out by (scripts/lib/test-groups.mjs).
// Run it on an idle machine after adding or changing slow tests, and commit the table.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROCESSES } from './lib/test-groups.mjs'

const root = new URL('..', import.meta.url).pathname
const dir = join(root, 'test-results/file-times')
const files = {}
const overhead = {}
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const part = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  const heavy = PROCESSES.find((p) => p.name.replaceAll(' ', '-') === name.slice(0, -5))?.heavy
  if (heavy) overhead[heavy] = Math.max(overhead[heavy] ?? 0, part.overhead)
  Object.assign(files, part.files)
}
const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
const table = { overhead, files: sorted }
writeFileSync(join(root, 'tests/file-times.json'), `${JSON.stringify(table, null, 2)}\n`)
console.log(
  `tests/file-times.json: ${Object.keys(sorted).length} files, overhead ${JSON.stringify(overhead)}`,
)
