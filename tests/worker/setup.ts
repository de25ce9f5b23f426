import { env } from 'cloudflare:workers'

// Runs before each test file. The worker project runs its files one after another in one workerd
// (isolate: false in vitest.config.ts: a workerd and a module graph per file cost ~10 s of start-up
// each), so this gives every file what a workerd of its own gave it:
//   - the Worker's modules evaluated afresh, so per-isolate memos (templates, keys, the map's and
//     the warnings' memos, loaded fonts) start empty as in a new isolate; only large packages and
//     our stateless catalogues and shared rules stay loaded (a third of what a file evaluated);
//   - storage from nothing: D1 emptied and migrated with the same migrations/ files that deploy and
//     `npm start` apply (by the first file of the process; the others get a checked copy of what
//     they made, see migrateDatabase), R2 emptied, and the caches and queues cleared by reset().
// Nothing here is imported statically from 'cloudflare:test': that module loads the Worker, which
// must happen after its modules are forgotten.

interface ModuleNode {
  promise?: unknown
  exports?: unknown
  evaluated: boolean
  importers: Set<string>
  imports: Set<string>
}
interface VitestWorkerState {
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> }
}

/** Packages kept loaded for the whole run: large, and holding no state a file could leave behind. */
const SHARED_PACKAGES = /\/node_modules\/(?:stripe|zod|hono|jose|@hono\/zod-validator|regexparam)\//
/**
 * Our own modules without state, kept loaded too: the catalogues of words and the rules shared with
 * the SPA (their only module-level values are constants and caches of pure results).
 */
const STATELESS_SOURCES = /\/(?:src\/shared|i18n)\//
/** vitest's own modules, which run the file. */
const VITEST = /\/vitest\/dist\/|\/@vitest\//

/**
 * The modules kept loaded: the shared packages, vitest's, and the stateless sources whose imports
 * are all kept too. A kept module never points at one evaluated again (it would hold the old one).
 */
function keptModules(map: Map<string, ModuleNode>): Set<string> {
  const kept = new Set(
    [...map.keys()].filter(
      (id) => SHARED_PACKAGES.test(id) || VITEST.test(id) || STATELESS_SOURCES.test(id),
    ),
  )
  for (let changed = true; changed; ) {
    changed = false
    for (const id of kept) {
      const node = map.get(id)
      if (SHARED_PACKAGES.test(id) || VITEST.test(id) || !node) continue
      if ([...node.imports].some((dep) => map.has(dep) && !kept.has(dep))) {
        kept.delete(id)
        changed = true
      }
    }
  }
  return kept
}

/** Makes every other module evaluate again when the next file imports it (as vi.resetModules). */
function forgetModules(): void {
  const state = (globalThis as unknown as { __vitest_worker__: VitestWorkerState })
    .__vitest_worker__
  const map = state.evaluatedModules.idToModuleMap
  const kept = keptModules(map)
  for (const [id, node] of map) {
    if (kept.has(id)) continue
    node.promise = undefined
    node.exports = undefined
    node.evaluated = false
    node.importers.clear()
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The tables a table's foreign keys point at, read from its CREATE statement. */
function parentsOf(sql: string | null): string[] {
  return [...(sql ?? '').matchAll(/\bREFERENCES\s+["`[]?(\w+)/gi)].map((match) => match[1] ?? '')
}

/** The full-text (virtual) tables among `objects`. */
const virtualTables = (objects: { name: string; sql: string | null }[]) =>
  objects.filter((o) => /^CREATE VIRTUAL TABLE/i.test(o.sql ?? '')).map((o) => o.name)

/** The shadow tables SQLite keeps for each full-text table: they come and go with it. */
const shadowTables = (objects: { name: string; sql: string | null }[]) =>
  new Set(
    virtualTables(objects).flatMap((name) =>
      ['data', 'idx', 'content', 'docsize', 'config'].map((part) => `${name}_${part}`),
    ),
  )

/**
 * Drops every table and view the last file left, children before the tables they reference (a
 * dropped table's rows are deleted first, and foreign keys are checked as they are). reset()
 * deletes D1's storage too, but not reliably while a request of the last file is still writing;
 * this does not depend on it.
 */
async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
         AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`,
    )
    .all<{ type: string; name: string; sql: string | null }>()
  // A full-text table's shadow tables go with it and cannot be dropped alone.
  const shadow = shadowTables(results)
  let left = results.filter((o) => !shadow.has(o.name))
  const drops: string[] = []
  while (left.length > 0) {
    const referenced = new Set(
      left.flatMap((o) => parentsOf(o.sql).filter((parent) => parent !== o.name)),
    )
    const leaves = left.filter((o) => !referenced.has(o.name))
    // A cycle of references (none today): drop the rest as they come.
    const now = leaves.length > 0 ? leaves : left
    for (const o of now)
      drops.push(`DROP ${o.type === 'view' ? 'VIEW' : 'TABLE'} ${quoted(o.name)}`)
    left = left.filter((o) => !now.includes(o))
  }
  if (drops.length > 0) await db.batch(drops.map((sql) => db.prepare(sql)))
}

/** Deletes every object left in an R2 bucket. */
async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const listed = await bucket.list({ limit: 1000 })
    if (listed.objects.length === 0) return
    await bucket.delete(listed.objects.map((object) => object.key))
  }
}

/** What migrations/ leaves in a database, to build it again in one batch (see migrateDatabase). */
interface MigratedSchema {
  /** CREATE TABLE statements (virtual ones too), then the rows, then indexes, views and triggers. */
  statements: { sql: string; values: unknown[] }[]
  /** type, name and sql of every object, sorted: what the copy must be equal to. */
  objects: string
}

const SCHEMA_KEY = '__jimotoMigratedSchema'
const store = globalThis as unknown as Record<typeof SCHEMA_KEY, MigratedSchema | undefined>

/** The objects of the database (not SQLite's or D1's own), as one comparable string. */
async function listObjects(db: D1Database): Promise<{ type: string; name: string; sql: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
         AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       ORDER BY type, name`,
    )
    .all<{ type: string; name: string; sql: string }>()
  return results
}

/**
 * Reads what the migrations made (schema and rows) as statements that make it again. Undefined
 * when something would not copy faithfully (rows in a full-text table, binary values): then every
 * file keeps running the migrations themselves.
 */
async function readMigratedSchema(db: D1Database): Promise<MigratedSchema | undefined> {
  const objects = await listObjects(db)
  const virtual = virtualTables(objects)
  const shadow = shadowTables(objects)
  const own = objects.filter((o) => !shadow.has(o.name))
  const tables = own.filter((o) => o.type === 'table')
  const statements: MigratedSchema['statements'] = tables.map((o) => ({ sql: o.sql, values: [] }))
  for (const name of virtual) {
    const count = await db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).first<number>('n')
    if (count !== 0) return undefined
  }
  for (const table of tables.filter((o) => !virtual.includes(o.name))) {
    // Generated columns (hidden 2 and 3) are computed, never inserted.
    const { results: columns } = await db
      .prepare(`SELECT name FROM pragma_table_xinfo(?) WHERE hidden = 0`)
      .bind(table.name)
      .all<{ name: string }>()
    const names = columns.map((c) => c.name)
    const { results: rows } = await db
      .prepare(`SELECT ${names.map(quoted).join(', ')} FROM ${quoted(table.name)}`)
      .all<Record<string, unknown>>()
    for (const row of rows) {
      const values = names.map((name) => row[name] ?? null)
      if (values.some((v) => v !== null && typeof v !== 'string' && typeof v !== 'number'))
        return undefined
      statements.push({
        sql: `INSERT INTO ${quoted(table.name)} (${names.map(quoted).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        values,
      })
    }
  }
  const { results: sequences } = await db
    .prepare(`SELECT name, seq FROM sqlite_sequence`)
    .all<{ name: string; seq: number }>()
    .catch(() => ({ results: [] as { name: string; seq: number }[] }))
  for (const { name, seq } of sequences) {
    statements.push({ sql: 'DELETE FROM sqlite_sequence WHERE name = ?', values: [name] })
    statements.push({
      sql: 'INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)',
      values: [name, seq],
    })
  }
  for (const type of ['index', 'view', 'trigger'])
    for (const o of own.filter((x) => x.type === type)) statements.push({ sql: o.sql, values: [] })
  return { statements, objects: JSON.stringify(objects) }
}

/**
 * Gives the emptied database the schema and rows of migrations/. The first file of a process runs
 * the migration files themselves (as deploy and `npm start` do) and keeps what they made; later
 * files make the same in one batch, about a tenth of the time of running 40 files' statements
 * again, and check that they got the very same objects.
 */
async function migrateDatabase(
  db: D1Database,
  apply: (db: D1Database, migrations: typeof env.TEST_MIGRATIONS) => Promise<void>,
): Promise<void> {
  const kept = store[SCHEMA_KEY]
  if (!kept) {
    await apply(db, env.TEST_MIGRATIONS)
    store[SCHEMA_KEY] = await readMigratedSchema(db)
    return
  }
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...kept.statements.map(({ sql, values }) => db.prepare(sql).bind(...values)),
  ])
  const made = JSON.stringify(await listObjects(db))
  if (made !== kept.objects) throw new Error('the copy of the migrated schema differs from it')
}

forgetModules()
const { applyD1Migrations, reset } = await import('cloudflare:test')
await reset()
await emptyDatabase(env.DB)
await emptyBucket(env.MEDIA)
await migrateDatabase(env.DB, applyD1Migrations)
