// The schema every benchmark database starts from: the same migrations/ files that deploy and the
// tests apply, in order.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { root } from './workerd.mjs'

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`

async function migrationFiles() {
  const dir = join(root, 'migrations')
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })),
  )
}

/** Every migration as a script, each recorded in d1_migrations as wrangler does (/api/health). */
export async function migrationScripts() {
  const scripts = [
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  ]
  for (const { name, sql } of await migrationFiles()) {
    scripts.push(sql)
    scripts.push(`INSERT INTO d1_migrations (name) VALUES (${literal(name)})`)
  }
  return scripts
}

/** A hash of the schema (names and contents of the migrations), for caches built on it. */
export async function schemaHash() {
  const hash = createHash('sha256')
  for (const { name, sql } of await migrationFiles()) hash.update(`${name}\0${sql}\0`)
  return hash.digest('hex')
}
