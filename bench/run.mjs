// `npm run bench`: runs the benchmarks and writes bench/results/latest.json (git-ignored).
// Options: --duration=<seconds per scenario> (default 5), --connections=<n> (default 50),
// --only=<ids> (e.g. b,c; the baseline a always runs).
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { reportBundle, runBundleBench } from './bundle/bench.mjs'
import { runEdgeBench } from './edge/index.mjs'

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`))
  return found ? Number(found.split('=')[1]) : fallback
}
const durationMs = arg('duration', 5) * 1000
const connections = arg('connections', 50)
// --only=b,c runs those scenarios (and always the baseline a).
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const log = (line) => console.log(line)

const started = new Date()
log(`bench/edge: ${durationMs / 1000} s per scenario, ${connections} connections`)
const edge = await runEdgeBench({ durationMs, connections, only, log })

log('\nbench/bundle: what a first visit to /app downloads')
const bundle = await runBundleBench()
const bundleVerdicts = reportBundle(bundle, log)

const results = {
  date: started.toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
  edge,
  bundle: { ...bundle, verdicts: bundleVerdicts },
}
const dir = join(new URL('.', import.meta.url).pathname, 'results')
await mkdir(dir, { recursive: true })
await writeFile(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
log(`\nwritten: bench/results/latest.json`)
