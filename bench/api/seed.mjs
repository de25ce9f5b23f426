// The databases of bench/api (100,000 posts) and bench/curves (10,000 and 1,000,000), each built
// once and kept: the migrations and the data set (data.mjs, streamed a few MB at a time) go
// through the same D1 service the benchmark then reads (bench/lib/d1-shim.js, a SQLite Durable
// Object in workerd), and the service's files are saved outside the repository, in
// $BENCH_CACHE_DIR or ~/.cache/jimoto-bench (shared by every worktree of the machine: a 1M-post
// database takes tens of minutes to build and ~4 GB), keyed by the size and a hash of everything that
// shapes them (migrations, data set code, the D1 service, the Worker's search normalization,
// workerd's version). A rerun with nothing changed starts from a copy instead of seeding again.
import { createHash } from 'node:crypto'
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrationScripts, schemaHash } from '../lib/migrations.mjs'
import { nextVisitor } from '../lib/visitors.mjs'
import { d1Dir, root, startWorkerd } from '../lib/workerd.mjs'
import { SIZES, writeBenchData } from './data.mjs'

const CACHE_ROOT =
  process.env.BENCH_CACHE_DIR ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'jimoto-bench')
/** Databases of one size kept at a time (worktrees on other schemas share the cache). */
const KEEP_PER_SIZE = 2

async function cacheKey() {
  const hash = createHash('sha256')
  hash.update(await schemaHash())
  for (const file of [
    'bench/api/data.mjs',
    'bench/api/seed.mjs',
    'bench/api/text.mjs',
    'bench/lib/d1-shim.js',
  ]) {
    hash.update(await readFile(join(root, file)))
  }
  // The Worker's search code writes the normalized search documents (normalizeSearchDocuments).
  const searchDir = join(root, 'worker/search')
  const searchFiles = await readdir(searchDir).catch(() => [])
  for (const file of searchFiles.sort()) hash.update(await readFile(join(searchDir, file)))
  const workerd = JSON.parse(
    await readFile(join(root, 'node_modules/workerd/package.json'), 'utf8'),
  )
  hash.update(workerd.version)
  return hash.digest('hex').slice(0, 16)
}

/**
 * The search index (migrations/0006_search.sql) marks documents written outside the API as
 * pending, and the Worker normalizes them a batch at a time before each search. A live site
 * has done that long ago, so the benchmark measures searches in that steady state: searches
 * through the Worker itself (its own normalization code) until nothing is pending.
 */
async function normalizeSearchDocuments(worker, log) {
  const hasIndex = await worker.query(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'search_docs'",
  )
  if (hasIndex.length === 0) return
  const pending = async () =>
    Number((await worker.query('SELECT count(*) AS n FROM search_docs WHERE pending = 1'))[0]?.n)
  const started = performance.now()
  const before = await pending()
  let left = before
  // One search at a time: each normalizes the next batch of pending documents (lowest ids
  // first), so concurrent searches would only do the same batch twice.
  const url = `http://127.0.0.1:${worker.port}/api/search?q=${encodeURIComponent('商店街')}`
  // One round normalizes up to 200 documents; the bound only stops a loop that makes no progress.
  const rounds = Math.ceil(before / 100) + 50
  for (let round = 0; left > 0 && round < rounds; round++) {
    const res = await fetch(url, {
      headers: { host: 'localhost', 'cf-connecting-ip': nextVisitor() },
    })
    const body = await res.text()
    if (!res.ok)
      throw new Error(`search index: ${url} answered ${res.status}: ${body.slice(0, 200)}`)
    if (round % 50 === 49) left = await pending()
  }
  left = await pending()
  if (left > 0) throw new Error(`search index: ${left} documents still pending`)
  const seconds = Math.round((performance.now() - started) / 100) / 10
  log(`  search index: ${before} pending documents normalized through the Worker in ${seconds} s`)
}

const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** Drops all but the newest KEEP_PER_SIZE databases of `prefix` (older keys are stale). */
async function pruneCache(prefix) {
  const names = (await readdir(CACHE_ROOT)).filter((name) => name.startsWith(prefix))
  const dated = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(join(CACHE_ROOT, name))).mtimeMs })),
  )
  dated.sort((a, b) => b.at - a.at)
  for (const { name } of dated.slice(KEEP_PER_SIZE)) {
    await rm(join(CACHE_ROOT, name), { recursive: true, force: true })
  }
}

/**
 * The hourly housekeeping's mark of the events and coupons that left the map over
 * MAP_ENDED_GRACE_DAYS (32) ago (worker/map/ended.ts, SWEEP_SQL), as a town's database has it: the
 * same condition in one statement (the Worker's runs in batches of 1,000).
 */
const sweepEndedFromMap = (now) => {
  const cutoff = new Date(now - 32 * 86_400_000).toISOString()
  const endOfTokyo = (column) => `(CASE WHEN length(${column}) = 10
    THEN julianday(${column} || 'T23:59:59.999+09:00') ELSE julianday(${column}) END)`
  return `UPDATE posts SET map_ended = 1
    WHERE visibility = 'public' AND lat IS NOT NULL AND lng IS NOT NULL AND map_ended = 0
      AND ((kind = 'event' AND ${endOfTokyo('COALESCE(ends_at, starts_at)')} < julianday('${cutoff}'))
        OR (kind = 'coupon' AND ${endOfTokyo('valid_until')} < julianday('${cutoff}')))`
}

/** Seeds a fresh D1 service in `workDir`: migrations, the data set, the search index. */
async function seed(workDir, posts, log) {
  const worker = await startWorkerd({ workDir })
  try {
    for (const script of await migrationScripts()) await worker.setupSql(script)
    const counts = await writeBenchData({ posts }, (script) => worker.setupSql(script))
    await normalizeSearchDocuments(worker, log)
    await worker.setupSql(sweepEndedFromMap(Date.now()))
    return counts
  } finally {
    await worker.stop()
  }
}

/**
 * The saved database of `posts` posts to start a benchmark from, seeding it first if needed.
 * @returns {Promise<{ d1From: string, counts: Record<string, number>, seededNow: boolean,
 *   seedSeconds: number, bytes: number }>}
 */
export async function prepareApiDatabase(log, { posts = SIZES.posts } = {}) {
  const prefix = `api-d1-${posts}-`
  const dir = join(CACHE_ROOT, `${prefix}${await cacheKey()}`)
  const metaFile = join(dir, 'meta.json')
  if (await exists(metaFile)) {
    const meta = JSON.parse(await readFile(metaFile, 'utf8'))
    const now = new Date()
    await utimes(dir, now, now) // in use: the last to be pruned
    log(`  database: cached (${dir}), seeded in ${meta.seedSeconds} s`)
    const bytes = await databaseBytes(join(dir, 'd1'))
    return { d1From: join(dir, 'd1'), counts: meta.counts, seededNow: false, ...meta, bytes }
  }
  log(`  database: seeding ${posts} posts (cached afterwards in ${CACHE_ROOT})`)
  const started = performance.now()
  const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-seed-'))
  const counts = await seed(workDir, posts, log)
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10
  const bytes = await databaseBytes(d1Dir(workDir))
  await mkdir(CACHE_ROOT, { recursive: true })
  await cp(d1Dir(workDir), join(dir, 'd1'), { recursive: true })
  await writeFile(metaFile, `${JSON.stringify({ counts, seedSeconds }, null, 2)}\n`)
  await rm(workDir, { recursive: true, force: true })
  await pruneCache(prefix)
  log(`  database: seeded in ${seedSeconds} s (${JSON.stringify(counts)})`)
  return { d1From: join(dir, 'd1'), counts, seededNow: true, seedSeconds, bytes }
}

/** The bytes of the database's SQLite files under `dir` (its write-ahead log included). */
async function databaseBytes(dir) {
  let total = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('metadata') || entry.name.endsWith('-shm'))
      continue
    total += (await stat(join(entry.parentPath, entry.name))).size
  }
  return total
}
