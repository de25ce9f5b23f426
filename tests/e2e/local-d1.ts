import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

// The e2e Worker's D1, read and written behind the app's back for fixtures. Its local state is
// one SQLite file under --persist-to, which `wrangler d1 execute --local` would open from a
// second workerd just as SQLite itself does here; SQLite's file locks keep the two apart either
// way. Opening the file directly costs a millisecond, where each wrangler run started Node,
// wrangler and a workerd (~2 s of CPU, several seconds on a busy machine) for every fixture.
// (wrangler still makes and seeds the folder: scripts/lib/stack.mjs.)

/** How long a statement waits while the Worker holds the database's write lock. */
const BUSY_TIMEOUT_MS = 10_000

const files = new Map<string, string>()

/** The SQLite file of the D1 database under `persistTo` (the app has one: DB). */
export function localD1File(persistTo: string): string {
  const known = files.get(persistTo)
  if (known) return known
  const dir = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject')
  const names = readdirSync(dir).filter((n) => n.endsWith('.sqlite') && n !== 'metadata.sqlite')
  if (names.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${names}`)
  const file = join(dir, names[0] as string)
  files.set(persistTo, file)
  return file
}

/**
 * Runs `statements` in one transaction on the local D1 under `persistTo` (all or nothing, as a
 * D1 batch), closing the file after: each statement's rows.
 */
export function runOnLocalD1(persistTo: string, statements: string[]): unknown[][] {
  const db = new DatabaseSync(localD1File(persistTo), { timeout: BUSY_TIMEOUT_MS })
  try {
    db.exec('BEGIN IMMEDIATE')
    try {
      const results = statements.map((statement) => db.prepare(statement).all())
      db.exec('COMMIT')
      return results
    } catch (err) {
      db.exec('ROLLBACK')
      throw err
    }
  } finally {
    db.close()
  }
}
