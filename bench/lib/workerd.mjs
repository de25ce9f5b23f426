// Serves the production build (dist/jimoto + dist/client) with plain `workerd serve` and configs
// written here, so a benchmark measures the Worker's own cost:
//   - not `wrangler dev`: its proxy and request tracing cap throughput 10–26× below workerd
//     (README footguns);
//   - not Miniflare either: tried first, its layers in front of the Worker (RPC proxy, assets
//     router, dev entry) cost ~5× the Worker itself on this machine and flatten every ratio.
// Two processes, as in production where D1 is a service of its own:
//   the Worker: the [vars] of dist/jimoto/wrangler.json as text bindings, ASSETS as workerd's
//     static file service over dist/client (a lean stand-in for Cloudflare's asset worker: it
//     makes the passthrough baseline faster, never slower, so ratios to it are conservative),
//     DB as the production D1 client (`cloudflare-internal:d1-api`) talking HTTP to
//   the D1 service: bench/lib/d1-shim.js, a SQLite Durable Object.
// MEDIA (R2) is left out: no benchmarked route reads media.
// The edge cache (worker/lib/edge-cache.ts) is off in the Worker every benchmark measures
// (EDGE_CACHE = "off"), so they keep measuring the code that renders and reads. With `edgeCache`,
// a second Worker of the same bundle has it on, on a socket of its own (`edgePort`), with
// caches.default going to bench/lib/cache-service.js (in the D1 process): plain workerd without a
// `cacheApiOutbound` service keeps nothing, which would model production as all misses.
import { spawn } from 'node:child_process'
import { appendFileSync, existsSync } from 'node:fs'
import { copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { freePort, stopProcess, waitForHttp } from '../../scripts/lib/processes.mjs'
import { killOnExit } from './cleanup.mjs'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/** A Cap'n Proto text literal (JSON string escapes are valid there too). */
const text = (value) => JSON.stringify(String(value))

const HEAD = 'using Workerd = import "/workerd/workerd.capnp";\n'

/**
 * Runs `workerd serve`. Its isolates log every garbage collection (V8's --trace-gc, set in the
 * configs below) to stdout, line-buffered by stdbuf; the lines are parsed into `gc` and nothing
 * else is printed. workerd's major collections stop the isolate (measured here: 40–60 ms with the
 * heap limit below, 100–400 ms without), and under a saturating load they, not the Worker's
 * code, decide the p99: the API benchmark reports them next to each latency figure.
 */
function serve(configFile, cwd, inspectorPort) {
  const gcLog = process.env.BENCH_GC_LOG
  const inspector = inspectorPort ? [`--inspector-addr=127.0.0.1:${inspectorPort}`] : []
  const child = spawn(
    'stdbuf',
    [
      '-oL',
      join(root, 'node_modules/.bin/workerd'),
      'serve',
      configFile,
      '--experimental',
      ...inspector,
    ],
    { cwd, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  /** Pauses of major (mark-compact) collections so far, in ms, oldest first. */
  const majorPausesMs = []
  let pending = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      // "[pid:isolate]  4331 ms: Mark-Compact 32.9 (44.0) -> 2.0 (29.8) MB, pooled: …, 125.91 / 0.00 ms …"
      const major = /: Mark-Compact .*? MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(
        line,
      )
      if (major) majorPausesMs.push(Number(major[1]))
      if (!/: (Scavenge|Minor Mark-Sweep|Mark-Compact)/.test(line))
        process.stdout.write(`${line}\n`)
      // BENCH_GC_LOG=<file> keeps every collection's line, for a closer look at a run.
      else if (gcLog) appendFileSync(gcLog, `${line}\n`)
    }
  })
  killOnExit(child)
  return Object.assign(child, { majorPausesMs })
}

/**
 * V8 flags of both processes. `--max-heap-size=128`: a Workers isolate's memory limit (128 MB),
 * with the young generation left to V8's own heuristics, as Cloudflare's runtime has done since
 * October 2025 ("Unpacking Cloudflare Workers CPU Performance Benchmarks", 2025-10-14). Plain
 * workerd sizes the heap from the machine's 24 GB instead, and each major collection then has
 * 2–4× more dead objects to finalize (measured: 100–190 ms pauses instead of 40–60 ms).
 * BENCH_V8_FLAGS (space-separated) adds flags for an experiment, e.g. `--perf-basic-prof`.
 */
const V8_FLAGS = `v8Flags = [${[
  '--trace-gc',
  '--max-heap-size=128',
  ...(process.env.BENCH_V8_FLAGS?.split(' ').filter(Boolean) ?? []),
]
  .map(text)
  .join(', ')}],`

/**
 * The D1 service: its own workerd, its own port, its data in `workDir/d1` (a copy of `d1From`
 * when given: a database saved by an earlier run, see `d1Dir`).
 */
async function startD1({ workDir, compatibilityDate, d1From, inspectorPort }) {
  const port = await freePort()
  if (d1From) await cp(d1From, d1Dir(workDir), { recursive: true })
  await mkdir(d1Dir(workDir), { recursive: true })
  await copyFile(join(root, 'bench/lib/d1-shim.js'), join(workDir, 'd1-shim.js'))
  await copyFile(join(root, 'bench/lib/cache-service.js'), join(workDir, 'cache-service.js'))
  const cachePort = await freePort()
  const configFile = join(workDir, 'd1.capnp')
  await writeFile(
    configFile,
    `${HEAD}
const config :Workerd.Config = (
  ${V8_FLAGS}
  services = [
    (name = "d1", worker = .d1),
    (name = "d1-storage", disk = (path = ${text(d1Dir(workDir))}, writable = true)),
    (name = "cache", worker = .cache),
  ],
  sockets = [
    (name = "http", address = ${text(`127.0.0.1:${port}`)}, http = (), service = "d1"),
    (name = "cache", address = ${text(`127.0.0.1:${cachePort}`)}, http = (), service = "cache"),
  ],
);

const cache :Workerd.Worker = (
  modules = [(name = "cache-service.js", esModule = embed "cache-service.js")],
  compatibilityDate = ${text(compatibilityDate)},
);

const d1 :Workerd.Worker = (
  modules = [(name = "d1-shim.js", esModule = embed "d1-shim.js")],
  compatibilityDate = ${text(compatibilityDate)},
  durableObjectNamespaces = [(className = "Database", uniqueKey = "jimoto-bench-d1", enableSql = true)],
  durableObjectStorage = (localDisk = "d1-storage"),
  bindings = [(name = "DATABASE", durableObjectNamespace = "Database")],
);
`,
  )
  const child = serve(configFile, workDir, inspectorPort)
  await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 30_000, child })
  return { port, cachePort, child }
}

/** Where the D1 service of `workDir` keeps its SQLite files (copy it only while stopped). */
export const d1Dir = (workDir) => join(workDir, 'd1')

/**
 * @param {{ workDir: string, d1From?: string, edgeCache?: boolean, inspect?: boolean }} options a
 *   fresh directory for the configs and the D1 file; optionally a saved D1 directory to start
 *   from; with `edgeCache`, a second Worker with the edge cache on at `edgePort`; with `inspect`,
 *   both processes open V8's inspector (`inspectorPorts`: bench/api/profile.mjs takes CPU
 *   profiles through it)
 * @returns {Promise<{ port: number, edgePort: number | null, floorPort: number, d1Port: number,
 *   d1Stats: () => Promise<{ requests: number, statements: number, rowsRead: number,
 *     rowsWritten: number }>,
 *   cacheStats: () => Promise<Record<string, number>>, cacheClear: () => Promise<void>,
 *   setupSql: (sql: string | string[]) => Promise<void>,
 *   query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
 *   cpuTimeNs: () => Promise<number>, d1CpuTimeNs: () => Promise<number>,
 *   majorGcPauses: () => { worker: number[], d1: number[] },
 *   stop: () => Promise<void> }>}
 */
export async function startWorkerd({ workDir, d1From, edgeCache = false, inspect = false }) {
  const config = JSON.parse(await readFile(join(root, 'dist/jimoto/wrangler.json'), 'utf8'))
  const inspectorPorts = inspect ? { worker: await freePort(), d1: await freePort() } : null
  const d1 = await startD1({
    workDir,
    compatibilityDate: config.compatibility_date,
    d1From,
    inspectorPort: inspectorPorts?.d1,
  })
  const workerDir = join(workDir, 'worker')
  await mkdir(workerDir, { recursive: true })
  // `embed` paths are relative to the config: copy the bundle (and any chunks) next to it.
  // The chunks the bundle imports lazily (the share cards' renderer) and their WebAssembly sit in
  // assets/, under the names the bundle imports them by (wrangler uploads them by its rules).
  const assetsDir = join(root, 'dist/jimoto/assets')
  const assetFiles = existsSync(assetsDir) ? await readdir(assetsDir) : []
  const modules = [
    ...(await readdir(join(root, 'dist/jimoto'))).filter((f) => f.endsWith('.js')),
    ...assetFiles.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`),
  ]
  const wasm = assetFiles.filter((f) => f.endsWith('.wasm')).map((f) => `assets/${f}`)
  if (assetFiles.length > 0) await mkdir(join(workerDir, 'assets'), { recursive: true })
  for (const file of [...modules, ...wasm])
    await copyFile(join(root, 'dist/jimoto', file), join(workerDir, file))
  await copyFile(join(root, 'bench/lib/floor-worker.js'), join(workDir, 'floor-worker.js'))
  const ordered = [config.main, ...modules.filter((m) => m !== config.main)]
  const port = await freePort()
  const floorPort = await freePort()
  const edgePort = edgeCache ? await freePort() : null
  const varsWith = (edge) =>
    Object.entries({ ...config.vars, EDGE_CACHE: edge }).map(
      ([name, value]) => `(name = ${text(name)}, text = ${text(value)})`,
    )
  const jimotoWorker = (name, edge) => `const ${name} :Workerd.Worker = (
  modules = [
    ${[
      ...ordered.map((m) => `(name = ${text(m)}, esModule = embed ${text(`worker/${m}`)})`),
      ...wasm.map((m) => `(name = ${text(m)}, wasm = embed ${text(`worker/${m}`)})`),
    ].join(',\n    ')}
  ],
  compatibilityDate = ${text(config.compatibility_date)},
  compatibilityFlags = [${flags.map(text).join(', ')}],${edge === 'on' ? '\n  cacheApiOutbound = "cache",' : ''}
  bindings = [
    ${varsWith(edge).join(',\n    ')},
    (name = ${text(config.assets.binding)}, service = "assets"),
    (name = ${text(config.d1_databases[0].binding)}, wrapped = (
      moduleName = "cloudflare-internal:d1-api",
      innerBindings = [(name = "fetcher", service = "d1")],
    )),
  ],
);
`
  // wrangler.json lists nodejs_compat, which workerd now enables by date and warns about.
  const flags = (config.compatibility_flags ?? []).filter((flag) => flag !== 'nodejs_compat')
  const configFile = join(workDir, 'worker.capnp')
  await writeFile(
    configFile,
    `${HEAD}
const config :Workerd.Config = (
  ${V8_FLAGS}
  services = [
    (name = "jimoto", worker = .jimoto),
    (name = "floor", worker = .floor),
    (name = "assets", disk = (path = ${text(join(root, 'dist/client'))}, writable = false)),
    (name = "d1", external = (address = ${text(`127.0.0.1:${d1.port}`)}, http = ())),${
      edgePort
        ? `
    (name = "jimoto-edge", worker = .jimotoEdge),
    (name = "cache", external = (address = ${text(`127.0.0.1:${d1.cachePort}`)}, http = ())),`
        : ''
    }
  ],
  sockets = [
    (name = "http", address = ${text(`127.0.0.1:${port}`)}, http = (), service = "jimoto"),
    (name = "floor", address = ${text(`127.0.0.1:${floorPort}`)}, http = (), service = "floor"),${
      edgePort
        ? `
    (name = "edge", address = ${text(`127.0.0.1:${edgePort}`)}, http = (), service = "jimoto-edge"),`
        : ''
    }
  ],
);

const floor :Workerd.Worker = (
  modules = [(name = "floor-worker.js", esModule = embed "floor-worker.js")],
  compatibilityDate = ${text(config.compatibility_date)},
  bindings = [
    (name = "DB", wrapped = (
      moduleName = "cloudflare-internal:d1-api",
      innerBindings = [(name = "fetcher", service = "d1")],
    )),
  ],
);

${jimotoWorker('jimoto', 'off')}${edgePort ? jimotoWorker('jimotoEdge', 'on') : ''}`,
  )
  const child = serve(configFile, workDir, inspectorPorts?.worker)
  try {
    await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, { timeoutMs: 30_000, child })
  } catch (err) {
    await stopProcess(d1.child)
    throw err
  }
  return {
    port,
    /** The same bundle with the edge cache on (only with `edgeCache`). */
    edgePort,
    /** bench/lib/floor-worker.js: one trivial D1 read, no app code, same process and D1. */
    floorPort,
    d1Port: d1.port,
    /** The inspector ports of the Worker's and the D1 service's processes (only with `inspect`). */
    inspectorPorts,
    /** Runs a script (or several, each under SQLite's 100 KB limit) on the D1 service. */
    async setupSql(sql) {
      const res = await fetchOnce(`http://127.0.0.1:${d1.port}/__setup`, {
        method: 'POST',
        body: Array.isArray(sql) ? JSON.stringify(sql) : sql,
        headers: Array.isArray(sql) ? { 'content-type': 'application/json' } : {},
      })
      if (!res.ok) throw new Error(`D1 setup failed: ${res.status} ${await res.text()}`)
    },
    /** One statement straight to the D1 service (setup and checks, not the measured path). */
    async query(sql, params = []) {
      const res = await fetchOnce(`http://127.0.0.1:${d1.port}/query`, {
        method: 'POST',
        body: JSON.stringify([{ sql, params }]),
      })
      const body = await res.json()
      const result = Array.isArray(body) ? body[0] : body
      if (!result?.success)
        throw new Error(`D1 query failed: ${JSON.stringify(body).slice(0, 500)}`)
      return result.results
    },
    /** What the Worker asked D1 for so far: { requests, statements }. */
    d1Stats: async () => (await fetchOnce(`http://127.0.0.1:${d1.port}/__stats`)).json(),
    /** The cache service's operation counts so far: { hits, misses, puts, purges, entries }. */
    cacheStats: async () => (await fetchOnce(`http://127.0.0.1:${d1.cachePort}/__stats`)).json(),
    /** Empties the cache service (a data centre whose cache holds nothing of ours yet). */
    async cacheClear() {
      await (
        await fetchOnce(`http://127.0.0.1:${d1.cachePort}/__clear`, { method: 'POST' })
      ).body?.cancel()
    },
    cpuTimeNs: () => processCpuNs(child.pid),
    d1CpuTimeNs: () => processCpuNs(d1.child.pid),
    /** Major GC pauses (ms) of the Worker and of the D1 service so far (append-only lists). */
    majorGcPauses: () => ({ worker: child.majorPausesMs, d1: d1.child.majorPausesMs }),
    async stop() {
      await stopProcess(child)
      await stopProcess(d1.child)
    },
  }
}

/**
 * fetch to a local service, once more if the connection died before an answer: Node's fetch
 * reuses idle keep-alive connections, and one that workerd closed a moment earlier fails with
 * EPIPE or ECONNRESET while the request is written (seen between seeding steps). The request
 * never reached the service then, so sending it again is safe.
 */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init)
  } catch (err) {
    const code = err?.cause?.code
    if (code !== 'EPIPE' && code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw err
    return fetch(url, init)
  }
}

/**
 * CPU time a process has used so far, all threads, in nanoseconds (Linux schedstat). Measuring
 * the server's CPU per request keeps the figures meaningful on a machine shared with other
 * work, where wall-clock throughput swings with whatever else runs.
 */
async function processCpuNs(pid) {
  let total = 0
  for (const task of await readdir(`/proc/${pid}/task`)) {
    const stat = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '0')
    total += Number(stat.split(' ')[0])
  }
  return total
}
