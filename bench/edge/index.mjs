// bench/edge: what the edge costs per page (issue 3). One run, on loopback, against the
// production build in plain workerd (bench/lib/workerd.mjs):
//   (a) the untouched index.html, passed through from ASSETS: the baseline
//   (b) /app on en.localhost: the language template with the injected head (goal >= 0.8 x a)
//   (c) a post page, with its D1 read and share meta (goal >= 0.3 x a)
//   (c2) the same post on the English site, where a stored translation is checked and used
//   (d) GET /api/posts?limit=20, once that API exists
//   (h) GET /api/health, a JSON answer with one D1 read: no goal, it shows what the local D1
//       path (a Durable Object hop on the same machine) costs by itself, next to (c)
// The machine is shared (other builds and tests run beside it), so scenarios are measured in
// interleaved one-second rounds and each ratio is the median of the per-round ratios: a burst
// of background load then hits every scenario alike instead of one of them.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/lib/stack.mjs'
import { quantile, runLoad } from '../lib/load.mjs'
import { root, startWorkerd } from '../lib/workerd.mjs'

const GOALS = { b: 0.8, c: 0.3 }
const POST_ID = 900001
const ROUND_MS = 1000

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
    name: 'post page on en.localhost (D1 + translation)',
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
  {
    id: 'h',
    name: 'GET /api/health (reference: one D1 read)',
    path: '/api/health',
    host: 'localhost',
  },
]

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Buffer.from(digest).toString('hex')
}

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`

/**
 * The same migrations/ files that deploy and the tests apply, in order, each recorded in
 * d1_migrations as wrangler does (/api/health reads it).
 */
async function migrationsSql() {
  const dir = join(root, 'migrations')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const scripts = [
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  ]
  for (const file of files) {
    scripts.push(await readFile(join(dir, file), 'utf8'))
    scripts.push(`INSERT INTO d1_migrations (name) VALUES (${literal(file)})`)
  }
  return scripts
}

/** A realistic post to share: a title, a few lines of text, a photo and an English translation. */
async function fixtureSql() {
  const title = '商店街の夏祭り、今年も開催します'
  const body =
    '今年も商店街で夏祭りを開きます。屋台、盆踊り、子ども向けのくじ引きもあります。\n' +
    '雨天の場合は翌日に延期します。みなさまのお越しをお待ちしています！🎆'
  return `
INSERT INTO users (id, name, bio) VALUES (${POST_ID}, '商店街振興会', '地元の商店街です。');
INSERT INTO posts (id, user_id, kind, title, body) VALUES (${POST_ID}, ${POST_ID}, 'post', ${literal(title)}, ${literal(body)});
INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
  VALUES (${POST_ID}, 1, 'posts/${POST_ID}/festival.jpg', 'posts/${POST_ID}/festival-thumb.jpg', 'image/jpeg', 1600, 1200, '提灯の並ぶ通り');
INSERT INTO translations (post_id, field, target_lang, source_hash, text)
  VALUES (${POST_ID}, 'title', 'en', '${await sha256Hex(title)}', 'The shopping street summer festival is back this year');
INSERT INTO translations (post_id, field, target_lang, source_hash, text)
  VALUES (${POST_ID}, 'body', 'en', '${await sha256Hex(body)}', 'The shopping street holds its summer festival again, with food stalls, Bon dancing and a lottery for children.');
`
}

const round2 = (n) => Math.round(n * 100) / 100
const median = (values) =>
  quantile(
    [...values].sort((x, y) => x - y),
    0.5,
  )

/**
 * @param {{ durationMs: number, connections: number, only?: string[], log: (line: string) => void }} options
 */
export async function runEdgeBench({ durationMs, connections, only, log }) {
  await buildIfStale()
  const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-'))
  const worker = await startWorkerd({ workDir })
  try {
    for (const sql of await migrationsSql()) await worker.setupSql(sql)
    await worker.setupSql(await fixtureSql())

    const notBuilt = []
    const active = []
    for (const scenario of SCENARIOS) {
      if (scenario.id !== 'a' && only && !only.includes(scenario.id)) continue
      const headers = { Host: `${scenario.host}:${worker.port}` }
      const probe = await fetch(`http://127.0.0.1:${worker.port}${scenario.path}`, { headers })
      await probe.arrayBuffer()
      if (scenario.optional && probe.status === 404) {
        log(`(${scenario.id}) ${scenario.name}: not built yet`)
        notBuilt.push(scenario)
        continue
      }
      if (probe.status !== 200) throw new Error(`${scenario.path} answered ${probe.status}`)
      active.push({
        ...scenario,
        load: { port: worker.port, path: scenario.path, headers, expectStatus: 200 },
      })
    }

    // Warm the isolate (JIT, template and per-site caches) on every route before measuring.
    for (const s of active) await runLoad({ ...s.load, connections, durationMs: 500 })

    const rounds = Math.max(1, Math.round(durationMs / ROUND_MS))
    const many = Object.fromEntries(active.map((s) => [s.id, []]))
    const single = Object.fromEntries(active.map((s) => [s.id, []]))
    for (let r = 0; r < rounds; r++) {
      for (const s of active)
        many[s.id].push(await runLoad({ ...s.load, connections, durationMs: ROUND_MS }))
    }
    for (let r = 0; r < rounds; r++) {
      for (const s of active)
        single[s.id].push(await runLoad({ ...s.load, connections: 1, durationMs: ROUND_MS / 2 }))
    }

    const results = {}
    for (const s of active) {
      const runs = many[s.id]
      if (runs.some((run) => run.unexpected) || single[s.id].some((run) => run.unexpected)) {
        throw new Error(
          `${s.path}: unexpected statuses ${JSON.stringify(runs.map((run) => run.statuses))}`,
        )
      }
      const all = runs.flatMap((run) => run.latencies).sort((x, y) => x - y)
      const one = single[s.id].flatMap((run) => run.latencies).sort((x, y) => x - y)
      results[s.id] = {
        name: s.name,
        rps: Math.round(median(runs.map((run) => run.rps))),
        p50: round2(quantile(all, 0.5)),
        p99: round2(quantile(all, 0.99)),
        ratio: round2(median(runs.map((run, i) => run.rps / many.a[i].rps))),
        single: {
          rps: Math.round(median(single[s.id].map((run) => run.rps))),
          p50: round2(quantile(one, 0.5)),
          p99: round2(quantile(one, 0.99)),
        },
        rounds: runs.map((run) => Math.round(run.rps)),
      }
    }
    for (const s of notBuilt) results[s.id] = { name: s.name, status: 'not built yet' }

    printTable(results, connections, rounds, log)
    const goals = Object.entries(GOALS)
      .filter(([id]) => results[id])
      .map(([id, goal]) => ({
        scenario: id,
        goal,
        ratio: results[id].ratio,
        met: results[id].ratio >= goal,
      }))
    for (const g of goals)
      log(`goal (${g.scenario}) >= ${g.goal} x (a): ${g.ratio} ${g.met ? 'met' : 'NOT MET'}`)
    return {
      server:
        'workerd serve (bench/lib/workerd.mjs): production bundle, ASSETS = workerd disk service, D1 = d1-api over a SQLite Durable Object',
      connections,
      rounds,
      roundMs: ROUND_MS,
      scenarios: results,
      goals,
    }
  } finally {
    await worker.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}

function printTable(results, connections, rounds, log) {
  log('')
  log(
    'scenario                                              req/s   p50 ms   p99 ms  ratio |  1 conn: p50 ms  p99 ms',
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
  log(
    `(${connections} keep-alive connections, ${rounds} interleaved rounds of ${ROUND_MS / 1000} s; req/s = median round, ratio = median of per-round ratios to (a))`,
  )
}
