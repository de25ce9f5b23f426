// `npm run backup`: the D1 database as SQL and every R2 object (bytes and a manifest) into a
// folder (scripts/lib/backup-files.mjs says what it holds). docs/operations.md, Backup and restore.
//   npm run backup                                    the local state `npm start` uses
//   npm run backup -- --persist-to DIR --out DIR      another local state, a chosen folder
//   npm run backup -- --remote -c wrangler.production.toml   the town's account
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  countRows,
  D1_FILE,
  MANIFEST,
  objectFile,
  planSchema,
  SCHEMA_FILE,
  sha256,
  TABLES_FILE,
} from './lib/backup-files.mjs'
import {
  describeTarget,
  exportTables,
  openBucket,
  query,
  readTarget,
} from './lib/backup-target.mjs'
import { root } from './lib/stack.mjs'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    config: { type: 'string', short: 'c' },
    out: { type: 'string' },
  },
})

try {
  const target = await readTarget({
    remote: values.remote,
    persistTo: values['persist-to'],
    config: values.config,
  })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const out = resolve(values.out ?? join(root, 'backups', stamp))
  await mkdir(join(out, 'r2'), { recursive: true })
  console.log(`backing up ${describeTarget(target)} into ${out}`)

  const master = await query(target, 'SELECT type, name, sql FROM sqlite_master ORDER BY rowid')
  const { tables, schemaSql } = planSchema(master)
  await exportTables(target, tables, join(out, TABLES_FILE), '--no-data')
  await exportTables(target, tables, join(out, D1_FILE), '--no-schema')
  await writeFile(join(out, SCHEMA_FILE), schemaSql)
  const rows = countRows(await readFile(join(out, D1_FILE), 'utf8'))
  console.log(`D1: ${tables.length} tables, ${Object.values(rows).reduce((a, b) => a + b, 0)} rows`)

  const bucket = await openBucket(target)
  const objects = []
  try {
    for (const [index, object] of (await bucket.list()).entries()) {
      const bytes = await bucket.get(object.key)
      if (!bytes) continue // deleted since the list
      const file = objectFile(index)
      await writeFile(join(out, file), bytes)
      objects.push({ ...object, size: bytes.length, sha256: sha256(bytes), file })
    }
  } finally {
    await bucket.dispose()
  }
  const bytes = objects.reduce((sum, o) => sum + o.size, 0)
  console.log(`R2: ${objects.length} objects, ${bytes} bytes`)
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    source: describeTarget(target),
    database: target.database,
    bucket: target.bucket,
    tables: Object.fromEntries(tables.map((name) => [name, rows[name] ?? 0])),
    objects,
  }
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`backup written: ${out}`)
} catch (err) {
  console.error(`npm run backup failed: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
}
