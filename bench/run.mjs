// `npm run bench`: every benchmark in one run, on loopback, then ONE table with each
// figure, its budget and met / MISSED. Writes bench/results/latest.json (git-ignored) and the
// last Lighthouse report of each page under bench/results/lighthouse/. Benchmarks are not tests:
// this never runs in `npm test` and its verdicts never fail anything (the exit code is 0 unless
// a benchmark itself broke).
//
// Options:
//   --quick                  a shorter run (~3 min instead of ~8): edge 2 s, api 5 s, 1 Lighthouse run
//   --only=edge,api,traffic,curves,bundle,cards,lighthouse   the sections to run (default: all)
//   --duration=<s>           bench/edge: seconds per scenario (default 5)
//   --api-duration=<s>       bench/api: seconds per scenario with all clients (default 20)
//   --connections=<n>        clients of bench/edge and bench/api (default 50)
//   --runs=<n>               bench/lighthouse: runs per page (default 3; the median is kept)
//   --edge-only=<ids>        bench/edge scenarios, e.g. b,c (the baseline a always runs)
//   --api-only=<ids>         bench/api scenarios: floor, timeline, post, like, map, search (the
//                            floor always runs: every api budget is a ratio to it)
//   --lighthouse-only=<paths>  bench/lighthouse pages, e.g. /app/map,/app/posts
//   --traffic-requests=<n>   bench/traffic: requests per pass (default 2000; --quick 600)
//   --traffic-posts=<n>      bench/traffic: the database's size (default 100000)
//   --curve-sizes=<posts>    bench/curves: database sizes, e.g. 10000 (default 10000,100000,1000000)
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reportApi, runApiBench } from './api/index.mjs'
import { reportBundle, runBundleBench } from './bundle/bench.mjs'
import { runCardsBench } from './cards/index.mjs'
import { CURVE_SIZES, reportCurves, runCurvesBench } from './curves/index.mjs'
import { runEdgeBench } from './edge/index.mjs'
import { machine } from './lib/machine.mjs'
import { printVerdicts } from './lib/verdicts.mjs'
import { reportLighthouse, runLighthouseBench } from './lighthouse/index.mjs'
import { reportTraffic, runTrafficBench } from './traffic/index.mjs'

const quick = process.argv.includes('--quick')
/** `--name=value` or `--name value`. */
const option = (name) => {
  const at = process.argv.indexOf(`--${name}`)
  if (at >= 0 && process.argv[at + 1] && !process.argv[at + 1].startsWith('--'))
    return process.argv[at + 1]
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length)
}
const number = (name, fallback) => (option(name) === undefined ? fallback : Number(option(name)))
const list = (name) => option(name)?.split(',')

const sections = list('only') ?? [
  'edge',
  'api',
  'traffic',
  'curves',
  'bundle',
  'cards',
  'lighthouse',
]
const connections = number('connections', 50)
const edgeMs = number('duration', quick ? 2 : 5) * 1000
const apiMs = number('api-duration', quick ? 5 : 20) * 1000
const lighthouseRuns = number('runs', quick ? 1 : 3)
const trafficRequests = number('traffic-requests', quick ? 600 : 2000)
const trafficPosts = number('traffic-posts', 100_000)
const curveSizes = list('curve-sizes')?.map(Number) ?? CURVE_SIZES
const resultsDir = join(new URL('.', import.meta.url).pathname, 'results')
const log = (line) => console.log(line)
const heading = (text) => log(`\n== ${text}`)

const started = new Date()
const results = { date: started.toISOString(), machineAtStart: machine(), options: {} }
results.options = {
  quick,
  sections,
  connections,
  edgeMs,
  apiMs,
  lighthouseRuns,
  trafficRequests,
  curveSizes,
}
const verdicts = []

const failed = []
/** Runs one section; a benchmark that breaks is reported and the others still run. */
async function section(name, title, run) {
  if (!sections.includes(name)) return
  heading(title)
  try {
    results[name] = await run()
    verdicts.push(...results[name].verdicts)
  } catch (err) {
    failed.push(name)
    log(`bench/${name} failed: ${err?.stack ?? err}`)
    const value = `failed: ${String(err?.message ?? err).slice(0, 60)}`
    verdicts.push({ figure: `${name} benchmark`, value, budget: '—', met: null })
  }
}

await section(
  'edge',
  `bench/edge: ${edgeMs / 1000} s per scenario, ${connections} connections`,
  () => runEdgeBench({ durationMs: edgeMs, connections, only: list('edge-only'), log }),
)

await section(
  'api',
  `bench/api: ${connections} clients, ${apiMs / 1000} s per scenario`,
  async () => {
    const api = await runApiBench({
      durationMs: apiMs,
      singleMs: quick ? 1000 : 3000,
      connections,
      only: list('api-only'),
      log,
    })
    reportApi(api, log)
    return api
  },
)

await section(
  'traffic',
  `bench/traffic: the traffic model, ${trafficRequests} requests warm and cold, and a town's bill`,
  async () => {
    const traffic = await runTrafficBench({ requests: trafficRequests, posts: trafficPosts, log })
    reportTraffic(traffic, log)
    return traffic
  },
)

await section(
  'curves',
  `bench/curves: the api scenarios at ${curveSizes.join(', ')} posts`,
  async () => {
    const curves = await runCurvesBench({
      sizes: curveSizes,
      durationMs: apiMs,
      singleMs: quick ? 1000 : 3000,
      connections,
      only: list('api-only'),
      log,
    })
    reportCurves(curves, log)
    return curves
  },
)

await section('bundle', 'bench/bundle: what a first visit to /app downloads', async () => {
  const bundle = await runBundleBench()
  return { ...bundle, verdicts: reportBundle(bundle, log) }
})

await section('cards', 'bench/cards: share cards as a crawler fetches them', () =>
  runCardsBench({ log }),
)

await section(
  'lighthouse',
  `bench/lighthouse: mobile preset, ${lighthouseRuns} run(s) per page`,
  async () => {
    const lighthouse = await runLighthouseBench({
      runs: lighthouseRuns,
      log,
      only: list('lighthouse-only'),
      reportsDir: join(resultsDir, 'lighthouse'),
    })
    reportLighthouse(lighthouse, log)
    return lighthouse
  },
)

results.machineAtEnd = machine()
results.seconds = Math.round((Date.now() - started.getTime()) / 1000)
results.verdicts = verdicts
await mkdir(resultsDir, { recursive: true })
await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)

const { cpus: cores, model, loadAverage, freshMemoryUsPerPage, hypervisor } = results.machineAtStart
const under = hypervisor ? ` under ${hypervisor}` : ''
heading(
  `budgets (${cores} × ${model}${under}; load average ${loadAverage.join(' ')} at start, ` +
    `${results.machineAtEnd.loadAverage.join(' ')} at end; fresh memory ` +
    `${freshMemoryUsPerPage} µs a page at start, ${results.machineAtEnd.freshMemoryUsPerPage} ` +
    `at end (bench/lib/machine.mjs); ${results.seconds} s)`,
)
printVerdicts(verdicts, log)
log('\nwritten: bench/results/latest.json')
if (failed.length > 0) {
  log(`benchmarks that broke: ${failed.join(', ')}`)
  process.exitCode = 1
}
