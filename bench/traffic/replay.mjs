// Replays a traffic sequence (requests.mjs) one request at a time against the Worker with the
// edge cache on, and measures each request by itself: the CPU the Worker process and the D1
// process spent (Linux schedstat before and after), and D1's statements, rows read and rows
// written (the D1 service's counters, bench/lib/d1-shim.js). Two passes over the same sequence:
//   warm: one isolate, its memos and the edge cache as the sequence leaves them;
//   cold: before each request the edge cache is emptied and the isolate's memos too (a profile
//         edit through the same isolate purges, and every purge empties them), as in the many
//         isolates and data centres a town's traffic is spread over.
// The floor (bench/lib/floor-worker.js: no app code, one trivial D1 read) is measured the same
// way inside each pass, one floor request before every FLOOR_EVERY-th request of the sequence:
// every CPU figure of a pass is also given as a multiple of its own floor. (Measured once before
// the passes, the floor was minutes older than most of what it divided: this machine's speed
// drifts over minutes, and the same unchanged street views moved 14 % between two runs.)

const round1 = (n) => Math.round(n * 10) / 10
const WEBSITE = 'https://example.jp/bench'

async function send(port, request) {
  const { method = 'GET', path, headers = {}, form } = request
  let body = request.body
  if (form) {
    body = new FormData()
    for (const [name, value] of Object.entries(form)) body.append(name, value)
  }
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body })
  await res.arrayBuffer()
  return res.status
}

/** CPU so far (ns) of the Worker process and of the D1 service process (its cache service too). */
const cpuNs = async (worker) => ({
  worker: await worker.cpuTimeNs(),
  d1: await worker.d1CpuTimeNs(),
})

/** One request measured by itself; `before` runs ahead of it, outside its figures. */
async function measureOne(worker, port, request, before) {
  if (before) await before()
  const d1Start = await worker.d1Stats()
  const cpuStart = await cpuNs(worker)
  const status = await send(port, request)
  const cpuEnd = await cpuNs(worker)
  const d1End = await worker.d1Stats()
  return {
    kind: request.kind,
    label: request.label,
    status,
    cpuUs: (cpuEnd.worker + cpuEnd.d1 - cpuStart.worker - cpuStart.d1) / 1000,
    workerCpuUs: (cpuEnd.worker - cpuStart.worker) / 1000,
    statements: d1End.statements - d1Start.statements,
    rowsRead: d1End.rowsRead - d1Start.rowsRead,
    rowsWritten: d1End.rowsWritten - d1Start.rowsWritten,
  }
}

/** Mean figures of a list of measured requests. */
export function summarize(samples) {
  const mean = (key) => round1(samples.reduce((sum, s) => sum + s[key], 0) / samples.length)
  return {
    requests: samples.length,
    /** The Worker's and the D1 service's CPU (the figure of the floor ratios), and the Worker's
     *  alone (what Cloudflare bills), µs. */
    cpuUs: mean('cpuUs'),
    workerCpuUs: mean('workerCpuUs'),
    statements: mean('statements'),
    maxStatements: Math.max(...samples.map((s) => s.statements)),
    rowsRead: mean('rowsRead'),
    rowsWritten: mean('rowsWritten'),
    /** Requests that sent no statement: answered from the isolate's memos or the edge cache. */
    noD1: round1(samples.filter((s) => s.statements === 0).length / samples.length),
    errors: samples.filter((s) => s.status >= 400).length,
  }
}

/** Per kind (and per map label) summaries of a pass. */
function byKind(samples) {
  const groups = Object.groupBy(samples, (s) => s.kind)
  const kinds = Object.fromEntries(
    Object.entries(groups).map(([kind, list]) => [kind, summarize(list)]),
  )
  for (const kind of ['api:map', 'api:map-items']) {
    const labels = Object.groupBy(
      samples.filter((s) => s.kind === kind),
      (s) => s.label,
    )
    for (const [label, list] of Object.entries(labels)) kinds[`${kind} ${label}`] = summarize(list)
  }
  return kinds
}

/** A floor request before every FLOOR_EVERY-th request of a pass (1,500 of 6,000). */
const FLOOR_EVERY = 4

const measureFloorOnce = (worker) =>
  measureOne(worker, worker.floorPort, { kind: 'floor', path: '/' })

/**
 * @param {Awaited<ReturnType<typeof import('../lib/workerd.mjs').startWorkerd>>} worker
 *   started with `edgeCache`
 * @param {ReturnType<typeof import('./requests.mjs').replaySequence>} sequence
 * @param {{ cold: boolean, token: string }} options `token`: a session whose profile edit empties
 *   the memos (cold)
 */
export async function replay(worker, sequence, { cold, token }) {
  const port = /** @type {number} */ (worker.edgePort)
  const edit = {
    method: 'PATCH',
    path: '/api/me',
    headers: {
      host: 'localhost',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
  }
  const emptyIsolate = async () => {
    await worker.cacheClear()
    // An edit of the website: it purges (emptying every memo) but leaves the name and bio, whose
    // change would mark the user's search document for the next search to normalize.
    const status = await send(port, { ...edit, body: JSON.stringify({ website: WEBSITE }) })
    if (status !== 200) throw new Error(`bench: the edit that empties the memos answered ${status}`)
  }
  const samples = []
  const floorSamples = []
  for (const [index, request] of sequence.entries()) {
    if (index % FLOOR_EVERY === 0) floorSamples.push(await measureFloorOnce(worker))
    samples.push(await measureOne(worker, port, request, cold ? emptyIsolate : undefined))
  }
  return { all: summarize(samples), kinds: byKind(samples), floor: summarize(floorSamples) }
}
