// Where an API scenario's CPU goes, measured the way bench/api measures it (process CPU per
// request of the Worker's and of the D1 service's workerd, under the same closed-loop load), on
// three servers answering the same requests:
//   floor   bench/lib/floor-worker.js: one `SELECT 1`, no app code (the budgets' reference);
//   replay  the same floor Worker sending exactly the statements the app sent for each request
//           (recorded by the D1 service, one request at a time, then replayed round trip by round
//           trip, batches as batches, through a D1 session as the app does) and answering the
//           last result as JSON: the scenario's D1 work with none of the app's code;
//   app     the production Worker.
// app − replay is the app's own code (Hono, middleware, sessions, shaping the JSON); replay −
// floor is the D1 work: in the Worker process the D1 client (sending, parsing the rows: billed
// as Worker CPU in production too), in the D1 service process the local D1 emulation (a SQLite
// Durable Object behind HTTP), which production runs in D1, not in the Worker.
// Each server gets `rounds` interleaved runs (floor, replay, app, floor, …), so a change in the
// machine's load hits all three alike. With --samples, V8's sampling profiler also runs on the
// app's isolate and the D1 service's during the app's runs (through workerd's inspector), and
// the self time per part (our source files, packages, the D1 client, native work) is printed.
//
//   node bench/api/profile.mjs --scenarios=timeline,post,like,search --duration=6 --rounds=2
//     [--connections=50] [--samples] [--top=20]
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/lib/stack.mjs'
import { runLoad } from '../lib/load.mjs'
import { root, startWorkerd } from '../lib/workerd.mjs'
import { createSessions } from './index.mjs'
import { modulesOfBundle, summarizeProfile } from './profile-parts.mjs'
import { apiScenarios } from './scenarios.mjs'
import { prepareApiDatabase } from './seed.mjs'

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
/** Distinct requests per scenario, each recorded once and then sent in turn. */
const REQUESTS = 200
const round0 = (n) => Math.round(n)

/**
 * The requests of a scenario. Likes come as pairs (like, then the same unlike) so each repeat
 * writes, each pair by another person: sent over and over, one person's pairs would reach the
 * reactions' rate limit (300 in 30 minutes) and be answered 429.
 */
function requestsOf(scenario) {
  const next = scenario.next()
  const list = []
  const people = new Set()
  while (list.length < REQUESTS) {
    const request = next(0)
    if (scenario.id !== 'like') list.push(request)
    else if (request.method === 'PUT' && !people.has(request.headers.authorization)) {
      people.add(request.headers.authorization)
      list.push(request, { ...request, label: 'unlike', method: 'DELETE' })
    }
  }
  return list
}

async function send(port, { method = 'GET', path, headers = {} }) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { host: 'localhost', ...headers },
  })
  await res.arrayBuffer()
  return res.status
}

/** Each request's round trips to D1, as the D1 service received them. */
async function recordTrips(worker, requests) {
  const capture = (method) =>
    fetch(`http://127.0.0.1:${worker.d1Port}/__capture`, { method }).then((res) => res.json())
  const recorded = []
  for (const request of requests) {
    await capture('POST')
    const status = await send(worker.port, request)
    const trips = await capture('DELETE')
    if (status !== 200) throw new Error(`${request.path} answered ${status} while recording`)
    recorded.push({ write: (request.method ?? 'GET') !== 'GET', trips })
  }
  return recorded
}

/** One inspector session on the first target whose title matches `title`. */
async function inspectorOf(port, title) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const target = targets.find((t) => title.test(t.title ?? t.id)) ?? targets[0]
  if (!target) throw new Error(`no inspector target on ${port}`)
  const socket = new WebSocket(target.webSocketDebuggerUrl ?? `ws://127.0.0.1:${port}/${target.id}`)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let next = 0
  const waiting = new Map()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data))
    const done = waiting.get(message.id)
    if (!done) return
    waiting.delete(message.id)
    if (message.error) done.reject(new Error(JSON.stringify(message.error)))
    else done.resolve(message.result)
  }
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      next += 1
      waiting.set(next, { resolve, reject })
      socket.send(JSON.stringify({ id: next, method, params }))
    })
  return { call, close: () => socket.close() }
}

/** Process CPU (µs) and requests of one run. */
async function measured(worker, load) {
  const [worker0, d10] = [await worker.cpuTimeNs(), await worker.d1CpuTimeNs()]
  const run = await runLoad(load)
  const [worker1, d11] = [await worker.cpuTimeNs(), await worker.d1CpuTimeNs()]
  if (run.unexpected + run.errors > 0)
    throw new Error(
      `${run.unexpected + run.errors} failed requests: ${JSON.stringify(run.statuses)}`,
    )
  return { requests: run.requests, workerUs: (worker1 - worker0) / 1000, d1Us: (d11 - d10) / 1000 }
}

const cycle = (list) => {
  let n = 0
  return () => list[n++ % list.length]
}

async function profileScenario(worker, scenario, options) {
  const { durationMs, connections, rounds, samples, top } = options
  const requests = requestsOf(scenario)
  const trips = await recordTrips(worker, requests)
  const replayed = await fetch(`http://127.0.0.1:${worker.floorPort}/__replay`, {
    method: 'POST',
    body: JSON.stringify(trips),
  })
  if (!replayed.ok) throw new Error(`replay setup: ${replayed.status}`)
  const servers = {
    floor: { port: worker.floorPort, next: () => ({ path: '/' }) },
    replay: {
      port: worker.floorPort,
      next: cycle(requests.map((_, n) => ({ path: `/replay/${n}` }))),
    },
    app: { port: worker.port, next: cycle(requests) },
  }
  const totals = Object.fromEntries(
    Object.keys(servers).map((name) => [name, { requests: 0, workerUs: 0, d1Us: 0 }]),
  )
  let sessions = null
  for (let round = 0; round < rounds; round++) {
    for (const [name, { port, next }] of Object.entries(servers)) {
      const load = { port, next, connections, expectStatus: 200 }
      await runLoad({ ...load, durationMs: 500 })
      if (samples && name === 'app' && !sessions) sessions = await startSampling(worker)
      const run = await measured(worker, { ...load, durationMs })
      for (const key of Object.keys(run)) totals[name][key] += run[key]
    }
  }
  const perRequest = Object.fromEntries(
    Object.entries(totals).map(([name, t]) => [
      name,
      { worker: t.workerUs / t.requests, d1: t.d1Us / t.requests },
    ]),
  )
  report(scenario, trips, perRequest)
  if (sessions) await reportSampling(sessions, perRequest.app, top)
}

function report(scenario, trips, cpu) {
  const statements = trips.reduce((sum, r) => sum + r.trips.flatMap((t) => t.queries).length, 0)
  const roundTrips = trips.reduce((sum, r) => sum + r.trips.length, 0)
  const floor = cpu.floor.worker + cpu.floor.d1
  const line = (name, c) =>
    `  ${name.padEnd(8)} Worker ${String(round0(c.worker)).padStart(6)} µs  D1 service ${String(round0(c.d1)).padStart(6)} µs  total ${String(round0(c.worker + c.d1)).padStart(6)} µs  ${((c.worker + c.d1) / floor).toFixed(2)} × floor`
  console.log(
    `\n== ${scenario.name}: ${(roundTrips / trips.length).toFixed(1)} round trips, ${(statements / trips.length).toFixed(1)} statements per request`,
  )
  for (const name of ['floor', 'replay', 'app']) console.log(line(name, cpu[name]))
  const share = (us) => `${String(round0(us)).padStart(6)} µs  ${(us / floor).toFixed(2)} × floor`
  console.log(
    `  the app's own code (app − replay, Worker):         ${share(cpu.app.worker - cpu.replay.worker)}`,
  )
  console.log(
    `  the app's own code in the D1 service (app − replay): ${share(cpu.app.d1 - cpu.replay.d1)}`,
  )
  console.log(
    `  D1 client in the Worker (replay − floor):           ${share(cpu.replay.worker - cpu.floor.worker)}`,
  )
  console.log(
    `  local D1 emulation (replay − floor, D1 service):    ${share(cpu.replay.d1 - cpu.floor.d1)}`,
  )
  console.log(
    `  the app without the emulation's share: ${((cpu.app.worker + cpu.floor.d1) / floor).toFixed(2)} × floor (the D1 service counted at the floor's)`,
  )
}

async function startSampling(worker) {
  const sessions = [
    { name: 'Worker', session: await inspectorOf(worker.inspectorPorts.worker, /jimoto/) },
    { name: 'D1 service', session: await inspectorOf(worker.inspectorPorts.d1, /d1/) },
  ]
  for (const { session } of sessions) {
    await session.call('Profiler.enable')
    await session.call('Profiler.setSamplingInterval', { interval: 50 })
    await session.call('Profiler.start')
  }
  return sessions
}

async function reportSampling(sessions, cpu, top) {
  const modules = await modulesOfBundle(join(root, 'dist/jimoto/index.js'))
  for (const { name, session } of sessions) {
    const { profile } = await session.call('Profiler.stop')
    session.close()
    const processUs = name === 'Worker' ? cpu.worker : cpu.d1
    const { total, parts, functions } = summarizeProfile(
      profile,
      name === 'Worker' ? modules : null,
    )
    // Samples are wall-clock slices of the isolate's thread (the machine preempts it): read them
    // as shares of the process's CPU per request.
    const us = (n) => ((n / Math.max(1, total)) * processUs).toFixed(1).padStart(8)
    const pct = (n) => `${((100 * n) / Math.max(1, total)).toFixed(1).padStart(5)} %`
    console.log(`  ${name} (app runs), self time: part, ≈ µs of the process CPU per request, share`)
    for (const [part, n] of parts.slice(0, top))
      console.log(`    ${part.padEnd(44)} ${us(n)} ${pct(n)}`)
    const rest = parts.slice(top).reduce((sum, [, n]) => sum + n, 0)
    if (rest > 0) console.log(`    ${'(the rest)'.padEnd(44)} ${us(rest)} ${pct(rest)}`)
    console.log('    top functions:')
    for (const [fn, n] of functions.slice(0, top))
      console.log(`      ${fn.slice(0, 84).padEnd(84)} ${us(n)} ${pct(n)}`)
  }
}

const only = arg('scenarios', 'timeline,post,like,search').split(',')
const options = {
  durationMs: Number(arg('duration', 6)) * 1000,
  connections: Number(arg('connections', 50)),
  rounds: Number(arg('rounds', 2)),
  samples: process.argv.includes('--samples'),
  top: Number(arg('top', 20)),
}
await buildIfStale()
const database = await prepareApiDatabase(console.log)
const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-profile-'))
const worker = await startWorkerd({
  workDir,
  d1From: database.d1From,
  inspect: options.samples,
})
try {
  const ids = async (sql) => (await worker.query(sql)).map((row) => Number(row.id))
  const publicIds = await ids(
    `SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id
     WHERE p.visibility = 'public' AND u.status = 'active' ORDER BY p.id`,
  )
  const eventIds = await ids(
    "SELECT id FROM posts WHERE kind = 'event' AND visibility = 'public' ORDER BY id",
  )
  const tokens = await createSessions(worker)
  console.log(
    `${options.connections} clients, ${options.rounds} × ${options.durationMs / 1000} s per server and scenario`,
  )
  for (const scenario of apiScenarios({ publicIds, eventIds, tokens })) {
    if (only.includes(scenario.id) && scenario.id !== 'floor')
      await profileScenario(worker, scenario, options)
  }
} finally {
  await worker.stop()
  await rm(workDir, { recursive: true, force: true })
}
