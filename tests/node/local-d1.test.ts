import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate, root } from '../../scripts/lib/stack.mjs'

// The local D1 that `npm start` and the browser tests begin from (scripts/lib/stack.mjs migrate):
// a fresh folder gets a copy of a database wrangler migrated once; a folder with data is migrated
// in place by wrangler and keeps it.

const made: string[] = []
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))))

async function freshFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'jimoto-local-d1-'))
  made.push(dir)
  return dir
}

/** Opens the one database of a --persist-to folder (the app's D1) with SQLite itself. */
async function openD1(persistTo: string): Promise<DatabaseSync> {
  const dir = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject')
  const [file] = (await readdir(dir)).filter(
    (n) => n.endsWith('.sqlite') && n !== 'metadata.sqlite',
  )
  if (!file) throw new Error(`no database in ${dir}`)
  return new DatabaseSync(join(dir, file))
}

const applied = (db: DatabaseSync) =>
  db
    .prepare('SELECT name FROM d1_migrations ORDER BY id')
    .all()
    .map((row) => row.name)

describe('a local D1 for a fresh folder', () => {
  it('has every migration of migrations/, in order, as wrangler records them', async () => {
    const dir = await freshFolder()
    await migrate(dir)
    const db = await openD1(dir)
    const files = (await readdir(join(root, 'migrations'))).filter((n) => n.endsWith('.sql')).sort()
    expect(applied(db)).toEqual(files)
    expect(
      db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'posts'").get()?.n,
    ).toBe(1)
    db.close()
  })

  it('is a copy of its own: what one folder writes is not in the next', async () => {
    const first = await freshFolder()
    await migrate(first)
    const db = await openD1(first)
    db.exec('CREATE TABLE written_by_the_first (x)')
    db.close()
    const second = await freshFolder()
    await migrate(second)
    const other = await openD1(second)
    const tables = other.prepare(
      "SELECT name FROM sqlite_master WHERE name = 'written_by_the_first'",
    )
    expect(tables.all()).toEqual([])
    other.close()
  })

  it('with data already in it is migrated in place, keeping the data', async () => {
    const dir = await freshFolder()
    await migrate(dir)
    const db = await openD1(dir)
    db.exec("CREATE TABLE kept (x); INSERT INTO kept VALUES ('still here')")
    db.close()
    await migrate(dir)
    expect(existsSync(join(dir, 'v3/d1'))).toBe(true)
    const again = await openD1(dir)
    expect(again.prepare('SELECT x FROM kept').all()).toEqual([{ x: 'still here' }])
    again.close()
  }, 120_000)
})
