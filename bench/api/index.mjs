// bench/api: the JSON API under load on 100,000 posts. The production Worker runs on
// plain workerd with D1 as a service of its own (bench/lib/workerd.mjs), over the database of
// seed.mjs: the real migrations, 100,000 posts by 3,000 users with photos, likes, favorites and
// follows. Each scenario (timeline pages, post reads, likes, searches) runs with `connections`
// closed-loop clients for `durationMs` after a one-second warm-up, then with one client for
// `singleMs`: with 50 clients on two cores, latency is mostly queueing behind the other 49
// (Little's law), while the one-client figure is the cost of a request by itself.
// Likes need sessions: bench users get them the way the accounts code stores them (only the
// SHA-256 of a random 32-byte token, worker/accounts/session-store.ts), inserted straight into D1 since
// logging in 200 users through scrypt and the login rate limit is not what this measures.
// The first scenario is the floor (bench/lib/floor-worker.js): the same load on a Worker with no
// app code and one trivial D1 read. Every budget is a ratio to it, measured in the same run (and
// again in rounds alternating with each scenario's, the floor its ratio is to: rounds.mjs): the
// CPU per request of the Worker process plus the D1 service process, against the floor's. Latency
// under 50 clients on two cores is mostly queueing and the runtime's GC pauses, which no app code
// can remove (the floor's own p99 is 57–101 ms); CPU per request is what our code adds, and the
// ratio cancels most of the machine's and the moment's speed. p99 and req/s stay as information.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/lib/stack.mjs'
import { quantile, runLoad } from '../lib/load.mjs'
import { markSteadyNow } from '../lib/steady.mjs'
import { startWorkerd } from '../lib/workerd.mjs'
import { seeded } from '../traffic/model.mjs'
import { d1CostOf, d1Verdicts, emptyMapMemo, reportD1 } from './d1-cost.mjs'
import { measureInRounds } from './rounds.mjs'
import { apiScenarios } from './scenarios.mjs'
import { prepareApiDatabase } from './seed.mjs'

const SESSIONS = 200
/** Requests per scenario measured one at a time for their D1 cost (d1-cost.mjs), unless it says. */
const D1_SAMPLES = 60
/** The seed of the requests the D1 figures draw (any fixed number: the same draw every run). */
const D1_DRAW_SEED = 1
/** What worker/index.ts answers for a path no API route serves. */
const NO_ROUTE_MESSAGE = 'APIが見つかりません。'

const round2 = (n) => Math.round(n * 100) / 100

/** Sessions of bench users, as the accounts code stores them; their bearer tokens. */
export async function createSessions(worker) {
  const tables = await worker.query(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sessions'",
  )
  if (tables.length === 0) return []
  const users = await worker.query(
    "SELECT id FROM users WHERE status = 'active' ORDER BY (id * 7919) % 3001 LIMIT ?",
    [SESSIONS],
  )
  const now = new Date()
  const expires = new Date(now.getTime() + 30 * 86_400_000)
  const tokens = []
  const rows = []
  for (const { id } of users) {
    const token = randomBytes(32).toString('base64url')
    const hash = createHash('sha256').update(token).digest('hex')
    tokens.push(token)
    rows.push(`('${hash}', ${Number(id)}, '${now.toISOString()}', '${expires.toISOString()}')`)
  }
  await worker.setupSql(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ${rows.join(',\n')}`,
  )
  return tokens
}

/** Sends one request; 'not built' when no API route answers it. */
async function probe(port, { method = 'GET', path, headers = {} }) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { host: 'localhost', ...headers },
  })
  const text = await res.text()
  if (res.status === 404 && text.includes(NO_ROUTE_MESSAGE)) return { built: false }
  return { built: true, status: res.status, text: text.slice(0, 300) }
}

/** The major GC pauses of the Worker and the D1 service while `run` ran. */
async function gcDuring(worker, run) {
  const pauses = worker.majorGcPauses()
  const before = { worker: pauses.worker.length, d1: pauses.d1.length }
  const result = await run()
  // stdbuf flushes each line at once; give the last ones a moment to arrive through the pipe.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const summary = (list, from) => {
    const window = list.slice(from)
    return {
      count: window.length,
      maxMs: round2(Math.max(0, ...window)),
      totalMs: round2(window.reduce((sum, ms) => sum + ms, 0)),
    }
  }
  return {
    result,
    gc: { worker: summary(pauses.worker, before.worker), d1: summary(pauses.d1, before.d1) },
  }
}

async function measure(worker, load) {
  const [cpuBefore, d1Before] = await Promise.all([worker.cpuTimeNs(), worker.d1CpuTimeNs()])
  const { result: run, gc } = await gcDuring(worker, () => runLoad(load))
  const [cpuAfter, d1After] = await Promise.all([worker.cpuTimeNs(), worker.d1CpuTimeNs()])
  const perRequest = (ns) => round2(ns / 1000 / Math.max(1, run.requests))
  return {
    ...run,
    cpuUs: perRequest(cpuAfter - cpuBefore),
    d1CpuUs: perRequest(d1After - d1Before),
    gc,
  }
}

const figures = (latencies) => ({
  p50: round2(quantile(latencies, 0.5)),
  p99: round2(quantile(latencies, 0.99)),
})

/**
 * @param {{ durationMs: number, singleMs: number, connections: number, only?: string[],
 *   posts?: number, log: (line: string) => void }} options `only`: scenario ids to run (default:
 *   all); `posts`: the size of the seeded database (default 100,000; bench/curves sets it)
 */
export async function runApiBench({ durationMs, singleMs, connections, only: chosen, posts, log }) {
  // Every budget is a ratio to the floor of the same run: it always runs.
  const only = chosen && !chosen.includes('floor') ? ['floor', ...chosen] : chosen
  await buildIfStale()
  const database = await prepareApiDatabase(log, { posts })
  const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-api-'))
  const worker = await startWorkerd({ workDir, d1From: database.d1From })
  const results = {}
  try {
    // As the hourly housekeeping keeps a town's database: the map's live items decided for now.
    await markSteadyNow(worker)
    const publicIds = (
      await worker.query(
        `SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id
         WHERE p.visibility = 'public' AND u.status = 'active' ORDER BY p.id`,
      )
    ).map((row) => Number(row.id))
    const eventIds = (
      await worker.query(
        "SELECT id FROM posts WHERE kind = 'event' AND visibility = 'public' ORDER BY id",
      )
    ).map((row) => Number(row.id))
    const tokens = await createSessions(worker)

    const scenarios = apiScenarios({ publicIds, eventIds, tokens })
    const floorScenario = scenarios.find((scenario) => scenario.server === 'floor')
    for (const scenario of scenarios) {
      if (only && !only.includes(scenario.id)) continue
      if (scenario.id === 'like' && tokens.length === 0) {
        results[scenario.id] = { name: scenario.name, status: 'not built yet (no sessions table)' }
        log(`  ${scenario.name}: not built yet (accounts)`)
        continue
      }
      const port = scenario.server === 'floor' ? worker.floorPort : worker.port
      const check = await probe(port, scenario.probe)
      if (!check.built) {
        results[scenario.id] = { name: scenario.name, status: 'not built yet' }
        log(`  ${scenario.name}: not built yet`)
        continue
      }
      if (check.status !== 200) {
        results[scenario.id] = {
          name: scenario.name,
          status: `broken: ${check.status} ${check.text}`,
        }
        log(`  ${scenario.name}: answered ${check.status}: ${check.text}`)
        continue
      }
      const load = { port, expectStatus: 200, connections }
      await runLoad({ ...load, next: scenario.next(), durationMs: 1000 })
      // The floor once more, in rounds that alternate with the scenario's (rounds.mjs): the
      // machine's speed drifts over a run of minutes, and each budget is a ratio to the floor
      // measured alongside.
      const { many, nearFloor } = await measureInRounds((part) => measure(worker, part), {
        scenario: () => ({ ...load, next: scenario.next() }),
        floor:
          scenario.server === 'floor' || !floorScenario
            ? null
            : () => ({ ...load, port: worker.floorPort, next: floorScenario.next() }),
        durationMs,
      })
      const one = await measure(worker, {
        ...load,
        next: scenario.next(),
        connections: 1,
        durationMs: singleMs,
      })
      // D1's units per request, the isolate as the load left it (the map: also with its memo
      // emptied before each request, as in a cold isolate), over the same draw of requests in
      // every run (a seeded generator), so that sizes and runs compare the same requests: drawn
      // with Math.random, each size drew its own share of short searches (~1,000 rows each against
      // ~175 for 3 characters or more), and the curve's mean moved +43 % (316 → 451 rows at
      // 10,000 → 1,000,000 posts) while neither kind read more.
      const d1 = await d1CostOf(worker, port, scenario.next(seeded(D1_DRAW_SEED)), {
        count: scenario.d1Samples ?? D1_SAMPLES,
      })
      if (scenario.id === 'map' && tokens.length > 0) {
        d1.cold = await d1CostOf(worker, port, scenario.next(seeded(D1_DRAW_SEED)), {
          count: D1_SAMPLES,
          before: emptyMapMemo(port, tokens[0]),
        })
      }
      results[scenario.id] = {
        name: scenario.name,
        cpuBudget: scenario.cpuBudget,
        requests: many.requests,
        rps: Math.round(many.rps),
        ...figures(many.latencies),
        errors: many.unexpected + many.errors,
        statuses: many.statuses,
        cpuUs: many.cpuUs,
        d1CpuUs: many.d1CpuUs,
        ...(nearFloor ? { nearFloorCpuUs: cpuOf(nearFloor) } : {}),
        majorGc: many.gc,
        byLabel: Object.fromEntries(
          Object.entries(many.byLabel).map(([label, group]) => [
            label,
            {
              requests: group.latencies.length,
              ...figures(group.latencies),
              errors: group.unexpected,
            },
          ]),
        ),
        single: {
          rps: Math.round(one.rps),
          ...figures(one.latencies),
          errors: one.unexpected + one.errors,
        },
        d1,
      }
      log(`  ${scenario.name}: done`)
    }
  } finally {
    await worker.stop()
    await rm(workDir, { recursive: true, force: true })
  }
  return {
    server:
      'workerd serve (bench/lib/workerd.mjs): production bundle; DB = d1-api over HTTP to a SQLite Durable Object in a second workerd',
    database: {
      posts: posts ?? database.counts.posts,
      counts: database.counts,
      seedSeconds: database.seedSeconds,
    },
    connections,
    durationMs,
    singleMs,
    scenarios: results,
    verdicts: verdictsOf(results),
  }
}

/** CPU per request of the Worker and the D1 service together, in µs. */
export const cpuOf = (r) => round2(r.cpuUs + r.d1CpuUs)

/**
 * `r`'s CPU per request as a multiple of the floor's: the floor measured in rounds alternating
 * with it (`nearFloorCpuUs`), else the run's first; null without a floor figure.
 */
export function floorRatio(r, floor) {
  const reference = r.nearFloorCpuUs ?? (floor?.rps === undefined ? 0 : cpuOf(floor))
  if (reference <= 0) return null
  return round2(cpuOf(r) / reference)
}

function verdictsOf(results) {
  const verdicts = []
  const floor = results.floor
  for (const [id, r] of Object.entries(results)) {
    if (r.rps === undefined) {
      verdicts.push({ figure: `api ${id}`, value: r.status, budget: '—', met: null })
      continue
    }
    if (id === 'floor') {
      verdicts.push({
        figure: 'api floor CPU per request (the reference)',
        value: `${cpuOf(r)} µs`,
        budget: '—',
        met: null,
      })
    } else {
      const ratio = floorRatio(r, floor)
      const budget = r.cpuBudget
      verdicts.push({
        figure: `api ${id} CPU per request`,
        value:
          ratio === null ? `${cpuOf(r)} µs (no floor)` : `${ratio.toFixed(2)} × (${cpuOf(r)} µs)`,
        budget: budget ? `<= ${budget} × floor` : '—',
        met: budget && ratio !== null ? ratio <= budget : null,
      })
    }
    verdicts.push({
      figure: `api ${id} p99 (req/s), for information`,
      value: `${r.p99} ms (${r.rps})`,
      budget: '—',
      met: null,
    })
    verdicts.push({
      figure: `api ${id} errors`,
      value: String(r.errors),
      budget: '0',
      met: r.errors === 0,
    })
    if (r.d1) verdicts.push(...d1Verdicts(id, r.d1))
  }
  return verdicts
}

/** The per-scenario table. */
export function reportApi(result, log = console.log) {
  const { counts } = result.database
  log(
    `data: ${counts.posts} posts, ${counts.users} users, ${counts.post_media} photos, ${counts.likes} likes, ${counts.favorites} favorites, ${counts.follows} follows`,
  )
  log(
    'scenario                                   requests   req/s  p50 ms  p99 ms errors | CPU µs/req  D1 µs × floor | 1 client p50  p99 ms',
  )
  const floor = result.scenarios.floor
  const n = (v, w) => v.toFixed(2).padStart(w)
  for (const r of Object.values(result.scenarios)) {
    if (r.rps === undefined) {
      log(`${r.name.padEnd(42).slice(0, 42)} ${r.status}`)
      continue
    }
    log(
      `${r.name.padEnd(42).slice(0, 42)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(7)} ${n(r.p50, 7)} ${n(r.p99, 7)} ${String(r.errors).padStart(6)} |` +
        ` ${n(r.cpuUs, 10)} ${n(r.d1CpuUs, 6)} ${(floorRatio(r, floor)?.toFixed(2) ?? '—').padStart(7)} |` +
        ` ${n(r.single.p50, 12)} ${n(r.single.p99, 7)}`,
    )
    const labels = Object.entries(r.byLabel)
    if (labels.length < 2) continue
    for (const [label, g] of labels) {
      log(
        `  ${label.padEnd(40).slice(0, 40)} ${String(g.requests).padStart(8)} ${''.padStart(7)} ${n(g.p50, 7)} ${n(g.p99, 7)} ${String(g.errors).padStart(6)}`,
      )
    }
  }
  log(
    `(${result.connections} closed-loop clients for ${result.durationMs / 1000} s per scenario after a 1 s warm-up; then 1 client for ${result.singleMs / 1000} s; errors = non-200 answers + failed connections; CPU = Worker process CPU per request, D1 = the D1 service's; × floor = (CPU + D1) over the floor's measured in rounds alternating with the scenario's, the figure the budgets are set in)`,
  )
  log('\nmajor GC pauses during each run with all clients (workerd stops the isolate for them):')
  log(
    'scenario                                   Worker: count  max ms  total ms | D1: count  max ms  total ms',
  )
  for (const r of Object.values(result.scenarios)) {
    if (!r.majorGc) continue
    const g = (s) =>
      `${String(s.count).padStart(5)} ${s.maxMs.toFixed(0).padStart(7)} ${s.totalMs.toFixed(0).padStart(9)}`
    log(`${r.name.padEnd(42).slice(0, 42)}         ${g(r.majorGc.worker)} |     ${g(r.majorGc.d1)}`)
  }
  reportD1(result.scenarios, log)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const found = process.argv.find((a) => a.startsWith(`--${name}=`))
    return found ? Number(found.split('=')[1]) : fallback
  }
  const result = await runApiBench({
    durationMs: arg('duration', 20) * 1000,
    singleMs: arg('single', 3) * 1000,
    connections: arg('connections', 50),
    only: process.argv
      .find((a) => a.startsWith('--scenarios='))
      ?.split('=')[1]
      ?.split(','),
    log: console.log,
  })
  reportApi(result)
}
