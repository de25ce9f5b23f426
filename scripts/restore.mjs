// `npm run restore -- [<backup folder>]` (default: the newest in backups/): puts a backup of `npm run backup` back into an empty D1
// and its R2 bucket, then checks the rows per table against the manifest. docs/operations.md,
// Backup and restore.
//   npm run restore -- DIR --dry-run          checks the backup and says what it would do
//   npm run restore -- DIR                    into the local state `npm start` uses (it must be
//                                             empty; --replace empties a local state first)
//   npm run restore -- DIR --persist-to STATE another local state
//   npm run restore -- DIR --remote -c wrangler.production.toml   a new, empty remote database
//   npm run restore -- DIR --media-only …     only the R2 objects, into a bucket in use (after
//                                             a D1 Time Travel restore: R2 has no history)
import { access, readdir, readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  countRows,
  D1_FILE,
  MANIFEST,
  SCHEMA_FILE,
  sha256,
  TABLES_FILE,
} from './lib/backup-files.mjs'
import { describeTarget, executeFile, openBucket, query, readTarget } from './lib/backup-target.mjs'
import { root } from './lib/stack.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    replace: { type: 'boolean', default: false },
    'media-only': { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    config: { type: 'string', short: 'c' },
  },
})

/** Reads the backup and checks every file against its manifest; returns the manifest. */
async function readBackup(dir) {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8'))
  const rows = countRows(await readFile(join(dir, D1_FILE), 'utf8'))
  for (const [table, count] of Object.entries(manifest.tables)) {
    if ((rows[table] ?? 0) !== count)
      throw new Error(`${D1_FILE} has ${rows[table] ?? 0} rows of ${table}, the manifest ${count}`)
  }
  await readFile(join(dir, SCHEMA_FILE))
  await readFile(join(dir, TABLES_FILE))
  for (const object of manifest.objects) {
    const bytes = await readFile(join(dir, object.file))
    if (bytes.length !== object.size || sha256(bytes) !== object.sha256)
      throw new Error(`${object.file} (${object.key}) does not match the manifest`)
  }
  return manifest
}

/** The newest folder of backups/ (their names are the times they were taken), if any. */
async function newestBackup() {
  const names = await readdir(join(root, 'backups')).catch(() => [])
  const newest = names.sort().at(-1)
  return newest ? join(root, 'backups', newest) : null
}

/** The target's tables; a local state with no database yet has none (and is not created). */
const userTables = async (target) =>
  !target.remote &&
  !(await access(join(target.persistTo, 'v3/d1')).then(
    () => true,
    () => false,
  ))
    ? []
    : (await query(target, "SELECT name FROM sqlite_master WHERE type = 'table'"))
        .map((row) => row.name)
        .filter((name) => !/^(sqlite_|_cf_)/.test(name))

try {
  const dir = positionals[0] ? resolve(positionals[0]) : await newestBackup()
  if (!dir) throw new Error('name the backup folder: npm run restore -- backups/<time> [--dry-run]')
  if (values.replace && values.remote) throw new Error('--replace is for local state only')
  const target = await readTarget({
    remote: values.remote,
    persistTo: values['persist-to'],
    config: values.config,
  })
  const manifest = await readBackup(dir)
  const rowTotal = Object.values(manifest.tables).reduce((a, b) => a + b, 0)
  const bytes = manifest.objects.reduce((sum, o) => sum + o.size, 0)
  console.log(
    `backup ${dir}: taken ${manifest.createdAt} from ${manifest.source}; files match the manifest`,
  )
  if (values.replace && !values['dry-run']) {
    await rm(join(target.persistTo, 'v3/d1'), { recursive: true, force: true })
    await rm(join(target.persistTo, 'v3/r2'), { recursive: true, force: true })
  }
  const mediaOnly = values['media-only']
  const present = values.replace || mediaOnly ? [] : await userTables(target)
  if (present.length > 0)
    throw new Error(
      `${describeTarget(target)} already has ${present.length} tables: restore into an empty database` +
        (target.remote ? ' (docs/operations.md, Backup and restore)' : ' (or add --replace)'),
    )
  const plan = [
    `into ${describeTarget(target)}${values.replace ? ' (emptied first)' : ''}:`,
    `  1. R2: put ${manifest.objects.length} objects (${bytes} bytes)`,
    ...(mediaOnly ? ['  (--media-only: the database is left as it is)'] : []),
    `  2. D1: run ${TABLES_FILE} and ${D1_FILE}: ${Object.keys(manifest.tables).length} tables, ${rowTotal} rows`,
    `  3. D1: run ${SCHEMA_FILE}: indexes, triggers, the search index (rebuilt)`,
    '  4. check the rows per table against the manifest',
  ]
  console.log(plan.join('\n'))
  if (values['dry-run']) {
    console.log('dry run: nothing was written')
    process.exit(0)
  }
  const bucket = await openBucket(target)
  try {
    for (const object of manifest.objects) {
      await bucket.put(object.key, await readFile(join(dir, object.file)), object.contentType)
    }
  } finally {
    await bucket.dispose()
  }
  if (mediaOnly) {
    console.log(`restored: ${manifest.objects.length} objects`)
    process.exit(0)
  }
  await executeFile(target, join(dir, TABLES_FILE))
  await executeFile(target, join(dir, D1_FILE))
  await executeFile(target, join(dir, SCHEMA_FILE))
  const tables = Object.keys(manifest.tables)
  const [counted] = await query(
    target,
    `SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM "${t}") AS "${t}"`).join(', ')}`,
  )
  const wrong = tables.filter((t) => counted[t] !== manifest.tables[t])
  if (wrong.length > 0)
    throw new Error(`restored rows differ: ${wrong.map((t) => `${t} ${counted[t]}`).join(', ')}`)
  console.log(
    `restored: ${rowTotal} rows in ${tables.length} tables, ${manifest.objects.length} objects`,
  )
} catch (err) {
  console.error(`npm run restore failed: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
}
