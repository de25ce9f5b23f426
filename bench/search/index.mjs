// bench/search: GET /api/search at 100,000 posts (budget: p99 <= 100 ms). The production
// Worker build in plain workerd (bench/lib/workerd.mjs) with the D1 service of bench/lib; the
// database is the real migrations plus 100,000 posts made from the 200 sentences of the search
// test corpus (so common words have hundreds of hits, like a real town's posts).
// One connection (latency as one user sees it), a few seconds per query.
//
//   node bench/search/index.mjs [--duration=3]
//
// The seed marks the documents normalized (`pending = 0`): the corpus text needs no NFKC beyond
// what the triggers store, and a backlog would make the first requests do indexing work instead
// of searching (that cost is bounded separately: 200 documents per request).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/lib/stack.mjs'
import { SEARCH_CORPUS } from '../../tests/fixtures/search-corpus.ts'
import { migrationScripts } from '../edge/fixture.mjs'
import { quantile, runLoad } from '../lib/load.mjs'
import { nextVisitor } from '../lib/visitors.mjs'
import { startWorkerd } from '../lib/workerd.mjs'

const POSTS = 100_000
const BUDGET_P99_MS = 100
const durationArg = process.argv.find((a) => a.startsWith('--duration='))
const durationMs = (durationArg ? Number(durationArg.split('=')[1]) : 3) * 1000

const QUERIES = [
  { name: '3+ chars, common (夏祭り)', q: '夏祭り' },
  { name: '3+ chars, kind filter (ラーメン, event)', q: 'ラーメン', kind: 'event' },
  { name: '3+ chars, no hit (存在しない語)', q: '存在しない語' },
  { name: '1 char, common (祭)', q: '祭' },
  { name: '1 char, very common (の)', q: 'の' },
  { name: '2 chars (東京)', q: '東京' },
  { name: '2 chars, no hit: whole scan window (新宿)', q: '新宿' },
  { name: 'two terms (港 ジャズ)', q: '港 ジャズ' },
]

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`

function seedScript() {
  const sentences = SEARCH_CORPUS.map(
    (post, i) =>
      `(${i}, ${post.t ? literal(post.t) : 'NULL'}, ${literal(post.b)}, ${literal(post.kind)})`,
  )
  return `
INSERT INTO users (id, name, bio) VALUES (1, 'ベンチ町内会', 'ベンチマーク用の投稿者');
CREATE TABLE bench_corpus (i INTEGER PRIMARY KEY, title TEXT, body TEXT, kind TEXT);
INSERT INTO bench_corpus VALUES ${sentences.join(',\n')};
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${POSTS})
INSERT INTO posts (user_id, kind, title, body, created_at)
SELECT 1, c.kind, c.title, c.body || ' #' || n.i, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || n.i || ' minutes')
FROM n JOIN bench_corpus c ON c.i = n.i % ${SEARCH_CORPUS.length};
UPDATE search_docs SET pending = 0;
DROP TABLE bench_corpus;`
}

const round2 = (n) => Math.round(n * 100) / 100

export async function runSearchBench({ log = console.log } = {}) {
  await buildIfStale()
  const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-search-'))
  const worker = await startWorkerd({ workDir })
  try {
    for (const script of await migrationScripts()) await worker.setupSql(script)
    const seeded = performance.now()
    await worker.setupSql(seedScript())
    log(`seeded ${POSTS} posts in ${Math.round(performance.now() - seeded)} ms`)
    const results = []
    for (const query of QUERIES) {
      const params = new URLSearchParams({ q: query.q, limit: '20' })
      if (query.kind) params.set('kind', query.kind)
      const path = `/api/search?${params}`
      const headers = { Host: `localhost:${worker.port}` }
      const load = {
        port: worker.port,
        // Search is limited per address: each request comes from another visitor of the town.
        next: () => ({ path, headers: { ...headers, 'cf-connecting-ip': nextVisitor() } }),
        expectStatus: 200,
      }
      const probe = await fetch(`http://127.0.0.1:${worker.port}${path}`, { headers })
      const hits = ((await probe.json()).items ?? []).length
      await runLoad({ ...load, connections: 1, durationMs: 300 })
      const run = await runLoad({ ...load, connections: 1, durationMs })
      if (run.unexpected) throw new Error(`${query.name}: statuses ${JSON.stringify(run.statuses)}`)
      const p99 = round2(quantile(run.latencies, 0.99))
      const row = {
        name: query.name,
        hitsOnFirstPage: hits,
        requests: run.requests,
        p50: round2(quantile(run.latencies, 0.5)),
        p99,
        withinBudget: p99 <= BUDGET_P99_MS,
      }
      results.push(row)
      log(
        `${row.withinBudget ? 'ok  ' : 'SLOW'} ${row.name}: p50 ${row.p50} ms, p99 ${row.p99} ms (${hits} hits, ${run.requests} requests)`,
      )
    }
    return { posts: POSTS, budgetP99Ms: BUDGET_P99_MS, results }
  } finally {
    await worker.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = await runSearchBench()
  if (outcome.results.some((row) => !row.withinBudget)) process.exitCode = 1
}
