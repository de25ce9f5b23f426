// A fresh local state with every migration and the demo data, for the tests and tools that start
// from nothing (a first `npm start`, the e2e tests' Worker, the backup test, the demo data's own
// test).
//
// 1. The state is copied from a template made once per set of migrations and demo data: seeding
//    costs ~12 CPU-s (seven scrypt password hashes, 27 images, a thousand translations through
//    Miniflare), a copy a few milliseconds, and `npm test` starts from nothing several times.
// 2. The template is made by the same migrate() and seed() as any state, by one process while the
//    others wait, in a scratch folder renamed into place whole (made-once.mjs).
// 3. Its name is a hash of everything the seed reads: the migrations, the demo data and images,
//    the importers and the shared rules they apply. A change to any of them makes a new one.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { madeOnce } from './made-once.mjs'
import { migrate, migrationsKey, root, seed } from './stack.mjs'

/** What the seed reads besides the migrations (files, or folders read whole). */
const SEED_INPUTS = [
  'scripts/demo',
  'scripts/lib',
  'scripts/import-postal.mjs',
  'scripts/import-shelters.mjs',
  'src/shared',
]

/** Every file under `path` (itself when it is a file), sorted. */
async function filesUnder(path) {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) return [path]
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))))
  return nested.flat().sort()
}

/** The template's name: a hash of the migrations' key and the seed's inputs, names and bytes. */
async function seedInputsKey() {
  const hash = createHash('sha256').update(await migrationsKey())
  for (const input of SEED_INPUTS) {
    for (const file of await filesUnder(join(root, input))) {
      hash
        .update(`${relative(root, file)}\0`)
        .update(await readFile(file))
        .update('\0')
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/** The template's folder, made if it is missing. */
async function seededTemplate() {
  const template = join(tmpdir(), 'jimoto-demo-state', await seedInputsKey())
  return madeOnce(template, async (scratch) => {
    await migrate(scratch)
    await seed(scratch)
    return scratch
  })
}

/**
 * Fills `persistTo` (missing or empty) with a migrated, seeded local D1 and R2. A state that
 * already has a database is migrated and seeded in place instead, keeping what it holds.
 */
export async function freshDemoState(persistTo) {
  if (existsSync(join(persistTo, 'v3'))) {
    await migrate(persistTo)
    await seed(persistTo)
    return
  }
  await cp(await seededTemplate(), persistTo, { recursive: true })
}
