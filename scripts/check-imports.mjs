// `npm run check` part: the import rules that keep a change to one resource inside one folder.
// Biome cannot express "folder A may import only these files of folder B", so this reads every
// import specifier of worker/ and src/ and checks it against the rules in scripts/lib/import-rules.mjs.
// It also refuses a page's path written by hand instead of with pathTo (scripts/lib/page-links.mjs),
// and an API path written by hand in src/: the SPA calls an endpoint by its key in the endpoint
// table (src/shared/api/endpoints.ts), so a path the Worker does not serve cannot compile.
//   node scripts/check-imports.mjs        exit 1 and one line per bad import
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { importViolations } from './lib/import-rules.mjs'
import { landingPaths, pageLinkViolations } from './lib/page-links.mjs'

const root = new URL('..', import.meta.url).pathname

function* sourceFiles(dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

const files = new Map()
for (const dir of ['worker', 'src']) {
  for (const path of sourceFiles(dir))
    files.set(relative(root, join(root, path)), readFileSync(join(root, path), 'utf8'))
}

const violations = importViolations(files)
for (const v of violations) console.error(`${v.file}: imports ${v.target}: ${v.rule}`)
if (violations.length > 0) {
  console.error(
    `\n${violations.length} import(s) break the layout rules (docs/architecture.md#what-may-import-what).`,
  )
  process.exit(1)
}
console.log(`imports: ${files.size} files follow the layout rules`)

const landing = landingPaths(files.get('src/shared/routes.ts') ?? '')
const links = pageLinkViolations(files, landing)
for (const v of links)
  console.error(`${v.file}:${v.line}: writes the page path '${v.text}' by hand`)
if (links.length > 0) {
  console.error(
    `\n${links.length} page path(s) written by hand: build them with pathTo (src/shared/links.ts), which tsc holds to the route table.`,
  )
  process.exit(1)
}
console.log('links: every page path is built from the route table')

/** The only files of src/ that write API paths: the endpoint table and its description. */
const API_PATH_OWNERS = /^src\/shared\/api\/(endpoints\/|endpoints\.ts$|contract\.ts$)/
const API_PATH = /['"`]\/(api|auth)\/[^'"`]*/g
const apiPaths = [...files].flatMap(([file, text]) =>
  file.startsWith('src/') && !API_PATH_OWNERS.test(file)
    ? [...text.matchAll(API_PATH)].map(
        (match) => `${file}: ${match[0]}: an API path written by hand`,
      )
    : [],
)
// …and the Worker answers an endpoint through reply() (worker/lib/reply.ts), which the compiler holds
// to the table; c.json stays only where no endpoint answers (errors, the access gate, the app-link
// files under /.well-known).
const JSON_OUTSIDE_TABLE = /^worker\/(lib\/(reply|errors|access-gate)\.ts|app-links\/)/
for (const [file, text] of files) {
  if (!file.startsWith('worker/') || JSON_OUTSIDE_TABLE.test(file)) continue
  for (const _ of text.matchAll(/\bc\.json\(/g))
    apiPaths.push(`${file}: c.json( answers outside the endpoint table (use reply)`)
}
for (const line of apiPaths) console.error(line)
if (apiPaths.length > 0) {
  console.error(
    `\n${apiPaths.length} call(s) or answer(s) outside the endpoint table: call an endpoint by its key (call, apiPath in src/lib/api.ts), answer it with reply (worker/lib/reply.ts).`,
  )
  process.exit(1)
}
console.log('api: every call names its endpoint by key')
