// bench/edge: what the edge costs per page. One run, on loopback, against the
// production build in plain workerd (bench/lib/workerd.mjs):
//   (a)  the untouched index.html, passed through from ASSETS: the baseline
//   (b)  /app on en.localhost: the language template with the injected head (goal >= 0.8 x a)
//   (c)  a post page, with its D1 read and share meta (goal >= 0.3 x a)
//   (c2) the same post on the English site, where a stored translation is checked and used
//   (d)  GET /api/posts?limit=20, once that API exists
//   (h)  GET /api/health, JSON with one D1 read: no goal; what the local D1 path (a Durable
//        Object on the same machine) costs by itself, to read (c) against
//   (v)  a viral post: (c) on a Worker with the edge cache on (worker/lib/edge-cache.ts, the Cache
//        API served by bench/lib/cache-service.js), from a cold cache: D1 queries per request
//        (budget < 0.05, counted by the D1 service) and req/s against (b)
// (a)–(h) run with the edge cache off: they measure the code that renders and reads.
// The machine is shared (other builds and tests run beside it), so scenarios run in interleaved
// one-second rounds and each ratio is the median of the per-round ratios: a burst of background
// load hits every scenario alike. Next to req/s, the Worker process's own CPU time per request is
// measured (all its threads; the D1 service runs in a process of its own and is reported apart):
// its ratio is the throughput ratio on a dedicated core, whatever else is running.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/lib/stack.mjs'
import { quantile, runLoad } from '../lib/load.mjs'
import { migrationScripts } from '../lib/migrations.mjs'
import { startWorkerd } from '../lib/workerd.mjs'
import { fixtureScript, POST_ID } from './fixture.mjs'

const GOALS = { b: 0.8, c: 0.3 }
/** (v): D1 statements per request of the viral post, cold start included. */
const VIRAL_D1_BUDGET = 0.05
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
  {
    id: 'v',
    name: `viral post /app/posts/${POST_ID}, edge cache on`,
    path: `/app/posts/${POST_ID}`,
    host: 'localhost',
    edge: true,
  },
]

const round2 = (n) => Math.round(n * 100) / 100
const median = (values) =>
  quantile(
    [...values].sort((x, y) => x - y),
    0.5,
  )

/** One load round, with the server's CPU time and the D1 statements it caused per request. */
async function measuredRound(worker, load, connections, durationMs = ROUND_MS) {
  const [cpuBefore, d1Before, statsBefore] = await Promise.all([
    worker.cpuTimeNs(),
    worker.d1CpuTimeNs(),
    worker.d1Stats(),
  ])
  const run = await runLoad({ ...load, connections, durationMs })
  const [cpuAfter, d1After, statsAfter] = await Promise.all([
    worker.cpuTimeNs(),
    worker.d1CpuTimeNs(),
    worker.d1Stats(),
  ])
  const perRequest = (ns) => ns / 1000 / run.requests
  return {
    ...run,
    cpuUs: perRequest(cpuAfter - cpuBefore),
    d1CpuUs: perRequest(d1After - d1Before),
    d1Statements: statsAfter.statements - statsBefore.statements,
  }
}

/** Which scenarios to run: the baseline always, the optional ones only once their route exists. */
async function selectScenarios(worker, only, log) {
  const active = []
  const notBuilt = []
  for (const scenario of SCENARIOS) {
    if (scenario.id !== 'a' && only && !only.includes(scenario.id)) continue
    const port = scenario.edge ? worker.edgePort : worker.port
    const headers = { Host: `${scenario.host}:${port}` }
    const probe = await fetch(`http://127.0.0.1:${port}${scenario.path}`, { headers })
    await probe.arrayBuffer()
    if (scenario.optional && probe.status === 404) {
      log(`(${scenario.id}) ${scenario.name}: not built yet`)
      notBuilt.push(scenario)
      continue
    }
    if (probe.status !== 200) throw new Error(`${scenario.path} answered ${probe.status}`)
    const load = { port, path: scenario.path, headers, expectStatus: 200 }
    active.push({ ...scenario, load })
  }
  return { active, notBuilt }
}

function summarize(scenario, runs, singles, baseline) {
  if ([...runs, ...singles].some((run) => run.unexpected || run.errors)) {
    const statuses = JSON.stringify(runs.map((run) => run.statuses))
    throw new Error(`${scenario.path}: unexpected statuses ${statuses}`)
  }
  const all = runs.flatMap((run) => run.latencies).sort((x, y) => x - y)
  const one = singles.flatMap((run) => run.latencies).sort((x, y) => x - y)
  return {
    name: scenario.name,
    rps: Math.round(median(runs.map((run) => run.rps))),
    p50: round2(quantile(all, 0.5)),
    p99: round2(quantile(all, 0.99)),
    ratio: round2(median(runs.map((run, i) => run.rps / baseline[i].rps))),
    cpuUs: round2(median(runs.map((run) => run.cpuUs))),
    cpuRatio: round2(median(runs.map((run, i) => baseline[i].cpuUs / run.cpuUs))),
    d1CpuUs: round2(median(runs.map((run) => run.d1CpuUs))),
    d1Statements: runs.reduce((sum, run) => sum + run.d1Statements, 0),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    single: { p50: round2(quantile(one, 0.5)), p99: round2(quantile(one, 0.99)) },
    rounds: runs.map((run) => Math.round(run.rps)),
  }
}

/**
 * @param {{ durationMs: number, connections: number, only?: string[], log: (line: string) => void }} options
 */
export async function runEdgeBench({ durationMs, connections, only, log }) {
  await buildIfStale()
  const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-'))
  const worker = await startWorkerd({ workDir, edgeCache: true })
  try {
    for (const script of await migrationScripts()) await worker.setupSql(script)
    await worker.setupSql(await fixtureScript())
    const { active, notBuilt } = await selectScenarios(worker, only, log)

    // Warm the isolate (JIT, template and per-site caches) on every route before measuring. The
    // viral post's warm-up is its cold start (the cache is empty until then): counted with it.
    const warmups = {}
    for (const s of active) warmups[s.id] = await measuredRound(worker, s.load, connections, 500)
    const rounds = Math.max(1, Math.round(durationMs / ROUND_MS))
    const many = Object.fromEntries(active.map((s) => [s.id, []]))
    const single = Object.fromEntries(active.map((s) => [s.id, []]))
    for (let r = 0; r < rounds; r++) {
      for (const s of active) many[s.id].push(await measuredRound(worker, s.load, connections))
    }
    for (let r = 0; r < rounds; r++) {
      for (const s of active) single[s.id].push(await measuredRound(worker, s.load, 1))
    }

    const results = {}
    for (const s of active) results[s.id] = summarize(s, many[s.id], single[s.id], many.a)
    const viral = results.v
    if (viral) {
      // The probe request (one, before the warm-up) found the cache empty too.
      const statements = viral.d1Statements + warmups.v.d1Statements
      const requests = viral.requests + warmups.v.requests + 1
      viral.d1PerRequest = statements / requests
      viral.d1Counted = { statements, requests }
      if (many.b) viral.ratioToB = round2(median(many.v.map((run, i) => run.rps / many.b[i].rps)))
      viral.cache = await worker.cacheStats()
    }
    for (const s of notBuilt) results[s.id] = { name: s.name, status: 'not built yet' }
    printTable(results, connections, rounds, log)
    if (viral) {
      log(
        `(v) viral post: ${viral.d1Counted.statements} D1 statements in ${viral.d1Counted.requests} requests ` +
          `from a cold cache = ${viral.d1PerRequest.toFixed(5)} per request (budget < ${VIRAL_D1_BUDGET}); ` +
          `req/s ${viral.ratioToB ?? '—'} x (b); cache service ${JSON.stringify(viral.cache)}`,
      )
    }

    const goals = Object.entries(GOALS)
      .filter(([id]) => results[id]?.rps)
      .map(([id, goal]) => {
        const { ratio, cpuRatio } = results[id]
        return {
          scenario: id,
          goal,
          ratio,
          cpuRatio,
          met: ratio >= goal,
          metByCpu: cpuRatio >= goal,
        }
      })
    for (const g of goals) {
      log(
        `goal (${g.scenario}) >= ${g.goal} x (a): req/s ratio ${g.ratio} ${g.met ? 'met' : 'NOT MET'}, ` +
          `CPU-cost ratio ${g.cpuRatio} ${g.metByCpu ? 'met' : 'NOT MET'}`,
      )
    }
    return {
      verdicts: edgeVerdicts(results, goals),
      server:
        'workerd serve (bench/lib/workerd.mjs): production bundle; ASSETS = workerd disk service; DB = d1-api over HTTP to a SQLite Durable Object in a second workerd',
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

/**
 * The rows of the common table: each goal by req/s and by CPU cost (the throughput ratio on a
 * dedicated core: what the goal means on a machine shared with other work), and the figures
 * without a goal.
 */
function edgeVerdicts(results, goals) {
  const verdicts = []
  for (const g of goals) {
    const name = `edge (${g.scenario}) ÷ (a)`
    verdicts.push({
      figure: `${name}, req/s`,
      value: `${g.ratio}`,
      budget: `>= ${g.goal}`,
      met: g.met,
    })
    verdicts.push({
      figure: `${name}, CPU cost`,
      value: `${g.cpuRatio}`,
      budget: `>= ${g.goal}`,
      met: g.metByCpu,
    })
  }
  const viral = results.v
  if (viral?.rps) {
    verdicts.push({
      figure: 'edge (v) viral post, D1 queries per request',
      value: viral.d1PerRequest.toFixed(4),
      budget: `< ${VIRAL_D1_BUDGET}`,
      met: viral.d1PerRequest < VIRAL_D1_BUDGET,
    })
    verdicts.push({
      figure: 'edge (v) viral post ÷ (b), req/s',
      value: `${viral.rps} req/s, ${viral.ratioToB ?? '—'} x (b)`,
      budget: '—',
      met: null,
    })
  }
  for (const [id, r] of Object.entries(results)) {
    if (id === 'a' || id === 'v' || GOALS[id]) continue
    verdicts.push({
      figure: `edge (${id}) ${r.name}`.slice(0, 56),
      value: r.rps ? `${r.rps} req/s, ${r.ratio} x (a)` : r.status,
      budget: '—',
      met: null,
    })
  }
  return verdicts
}

function printTable(results, connections, rounds, log) {
  log('')
  log(
    'scenario                                             req/s  p50 ms  p99 ms ratio | CPU µs/req ratio  D1 µs | 1 conn p50  p99 ms',
  )
  for (const [id, r] of Object.entries(results)) {
    const label = `(${id}) ${r.name}`.padEnd(50).slice(0, 50)
    if (!r.rps) {
      log(`${label}  ${r.status}`)
      continue
    }
    const num = (n, width, digits = 2) => n.toFixed(digits).padStart(width)
    log(
      `${label} ${String(r.rps).padStart(7)} ${num(r.p50, 7)} ${num(r.p99, 7)} ${num(r.ratio, 5)} |` +
        ` ${num(r.cpuUs, 10, 1)} ${num(r.cpuRatio, 5)} ${num(r.d1CpuUs, 6, 0)} |` +
        ` ${num(r.single.p50, 10)} ${num(r.single.p99, 7)}`,
    )
  }
  log(
    `(${connections} keep-alive connections; ${rounds} interleaved rounds of ${ROUND_MS / 1000} s; ` +
      'req/s = median round; ratio = median per-round ratio to (a); CPU = Worker process CPU time per request, ' +
      'ratio = (a)/(x); D1 = CPU of the D1 service process per request)',
  )
}
