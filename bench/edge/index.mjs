// bench/edge: what the edge costs per page (issue 3). One run, on loopback, against the
// production build in workerd:
//   (a) the untouched index.html, passed through from ASSETS: the baseline
//   (b) /app on en.localhost: the language template with the injected head (goal >= 0.8 x a)
//   (c) a post page, with its D1 read and share meta (goal >= 0.3 x a)
//   (c2) the same post on the English site, where a stored translation is checked and used
//   (d) GET /api/posts?limit=20, once that API exists
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale, migrate } from '../../scripts/lib/stack.mjs'
import { runLoad } from '../lib/load.mjs'
import { startProductionWorker } from '../lib/worker.mjs'

const GOALS = { b: 0.8, c: 0.3 }
const POST_ID = 900001

const SCENARIOS = [
  {
    id: 'a',
    name: 'untouched /index.html (ASSETS passthrough)',
    path: '/index.html',
    host: 'localhost',
  },
  { id: 'b', name: 'injected page /app on en.localhost', path: '/app', host: 'en.localhost' },
  {
    id: 'c',
    name: `post page /app/posts/${POST_ID} (D1 read)`,
    path: `/app/posts/${POST_ID}`,
    host: 'localhost',
  },
  {
    id: 'c2',
    name: 'post page on en.localhost (D1 read + translation)',
    path: `/app/posts/${POST_ID}`,
    host: 'en.localhost',
  },
  {
    id: 'd',
    name: 'GET /api/posts?limit=20',
    path: '/api/posts?limit=20',
    host: 'localhost',
    optional: true,
  },
]

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Buffer.from(digest).toString('hex')
}

/** A realistic post to share: a title, a few lines of text, a photo and an English translation. */
async function insertFixture(db) {
  const title = '商店街の夏祭り、今年も開催します'
  const body =
    '今年も商店街で夏祭りを開きます。屋台、盆踊り、子ども向けのくじ引きもあります。\n' +
    '雨天の場合は翌日に延期します。みなさまのお越しをお待ちしています！🎆'
  await db.batch([
    db
      .prepare(
        "INSERT OR REPLACE INTO users (id, name, bio, status) VALUES (?1, '商店街振興会', '地元の商店街です。', 'active')",
      )
      .bind(POST_ID),
    db
      .prepare(
        `INSERT OR REPLACE INTO posts (id, user_id, kind, title, body, visibility)
       VALUES (?1, ?1, 'post', ?2, ?3, 'public')`,
      )
      .bind(POST_ID, title, body),
    db
      .prepare(
        `INSERT OR REPLACE INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
       VALUES (?1, 1, 'posts/900001/festival.jpg', 'posts/900001/festival-thumb.jpg', 'image/jpeg', 1600, 1200, '提灯の並ぶ通り')`,
      )
      .bind(POST_ID),
    db
      .prepare(
        `INSERT OR REPLACE INTO translations (post_id, field, target_lang, source_hash, text)
       VALUES (?1, 'title', 'en', ?2, 'The shopping street summer festival is back this year')`,
      )
      .bind(POST_ID, await sha256Hex(title)),
    db
      .prepare(
        `INSERT OR REPLACE INTO translations (post_id, field, target_lang, source_hash, text)
       VALUES (?1, 'body', 'en', ?2, 'The shopping street holds its summer festival again, with food stalls, Bon dancing and a lottery for children.')`,
      )
      .bind(POST_ID, await sha256Hex(body)),
  ])
}

/**
 * @param {{ durationMs: number, connections: number, log: (line: string) => void }} options
 */
export async function runEdgeBench({ durationMs, connections, log }) {
  await buildIfStale()
  const persistTo = await mkdtemp(join(tmpdir(), 'jimoto-bench-'))
  await migrate(persistTo)
  const worker = await startProductionWorker({ persistTo })
  try {
    await insertFixture(worker.db)
    const results = {}
    for (const scenario of SCENARIOS) {
      const headers = { Host: `${scenario.host}:${worker.port}` }
      const probe = await fetch(`http://127.0.0.1:${worker.port}${scenario.path}`, { headers })
      await probe.arrayBuffer()
      if (scenario.optional && probe.status === 404) {
        log(`(${scenario.id}) ${scenario.name}: not built yet`)
        results[scenario.id] = { name: scenario.name, status: 'not built yet' }
        continue
      }
      if (probe.status !== 200) throw new Error(`${scenario.path} answered ${probe.status}`)
      const load = { port: worker.port, path: scenario.path, headers, expectStatus: 200 }
      // Warm the isolate (JIT, template and per-site caches) before measuring.
      await runLoad({ ...load, connections, durationMs: Math.min(1000, durationMs) })
      const many = await runLoad({ ...load, connections, durationMs })
      const one = await runLoad({
        ...load,
        connections: 1,
        durationMs: Math.max(1000, durationMs / 2),
      })
      if (many.unexpected || one.unexpected) {
        throw new Error(`${scenario.path}: unexpected statuses ${JSON.stringify(many.statuses)}`)
      }
      results[scenario.id] = {
        name: scenario.name,
        rps: Math.round(many.rps),
        p50: round(many.p50),
        p99: round(many.p99),
        single: { rps: Math.round(one.rps), p50: round(one.p50), p99: round(one.p99) },
      }
    }
    const base = results.a.rps
    for (const result of Object.values(results))
      if (result.rps) result.ratio = round(result.rps / base)
    printTable(results, connections, log)
    const goals = Object.entries(GOALS).map(([id, goal]) => ({
      scenario: id,
      goal,
      ratio: results[id].ratio,
      met: results[id].ratio >= goal,
    }))
    for (const g of goals) {
      log(`goal (${g.scenario}) >= ${g.goal} x (a): ${g.ratio} ${g.met ? 'met' : 'NOT MET'}`)
    }
    return {
      server:
        'workerd via Miniflare API, direct socket (no dev entry worker, no request logging, no local observability)',
      connections,
      durationMs,
      scenarios: results,
      goals,
    }
  } finally {
    await worker.dispose()
    await rm(persistTo, { recursive: true, force: true })
  }
}

const round = (n) => Math.round(n * 100) / 100

function printTable(results, connections, log) {
  log('')
  log(
    `scenario                                              req/s   p50 ms   p99 ms  ratio |  1 conn: p50 ms  p99 ms`,
  )
  for (const [id, r] of Object.entries(results)) {
    const label = `(${id}) ${r.name}`.padEnd(52).slice(0, 52)
    if (!r.rps) {
      log(`${label}  ${r.status}`)
      continue
    }
    log(
      `${label} ${String(r.rps).padStart(7)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${r.ratio.toFixed(2).padStart(6)} |` +
        `          ${r.single.p50.toFixed(2).padStart(6)} ${r.single.p99.toFixed(2).padStart(7)}`,
    )
  }
  log(`(${connections} keep-alive connections; ratio = req/s relative to (a))`)
}
