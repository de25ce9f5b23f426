// bench/curves: how the API's cost grows with the town's data. The api scenarios (bench/api) run
// over databases of 10,000, 100,000 and 1,000,000 posts (seeded once each and cached outside the
// repository, bench/api/seed.mjs), each size with its own floors in the same run, and the table
// shows per scenario and size: CPU per request (µs and × the floor measured in rounds alternating
// with the scenario's, bench/api/rounds.mjs), D1 rows read per
// request (one request at a time, bench/api/d1-cost.mjs), p50 and p99 under the load.
// Budget: from the smallest to the largest size, CPU per request (as × floor, which cancels the
// machine's speed between runs minutes apart) and rows read per request grow by at most 20 %.
import { cpuOf, floorRatio, runApiBench } from '../api/index.mjs'

export const CURVE_SIZES = [10_000, 100_000, 1_000_000]
/** The most a scenario's CPU per request or rows read per request may grow, smallest to largest. */
export const GROWTH_BUDGET = 0.2

const round2 = (n) => Math.round(n * 100) / 100

/** The figures of one scenario at one size. */
function pointOf(scenario, floor) {
  if (scenario.rps === undefined) return { status: scenario.status }
  return {
    cpuUs: cpuOf(scenario),
    xFloor: floorRatio(scenario, floor),
    rowsRead: scenario.d1?.rowsRead ?? null,
    rowsReadCold: scenario.d1?.cold?.rowsRead ?? null,
    p50: scenario.p50,
    p99: scenario.p99,
    errors: scenario.errors,
    // Per kind of request (the map's street, town and events views): which one grows.
    byLabel: Object.fromEntries(
      Object.entries(scenario.d1?.byLabel ?? {}).map(([label, d1]) => [
        label,
        {
          rowsRead: d1.rowsRead,
          rowsReadCold: scenario.d1?.cold?.byLabel?.[label]?.rowsRead ?? null,
        },
      ]),
    ),
  }
}

/**
 * @param {{ sizes?: number[], durationMs: number, singleMs: number, connections: number,
 *   only?: string[], log: (line: string) => void }} options
 */
export async function runCurvesBench({ sizes = CURVE_SIZES, log, ...api }) {
  const runs = []
  for (const posts of sizes) {
    log(`\n  ${posts.toLocaleString('en')} posts:`)
    const run = await runApiBench({ ...api, posts, log })
    const floor = run.scenarios.floor
    const points = Object.fromEntries(
      Object.entries(run.scenarios).map(([id, scenario]) => [id, pointOf(scenario, floor)]),
    )
    runs.push({ posts, counts: run.database.counts, points })
  }
  const result = { sizes, runs }
  return { ...result, verdicts: curveVerdicts(result) }
}

/** Growth from the first to the last figure, as a fraction (0.2 = +20 %), or null. */
export function growth(first, last) {
  if (first === null || last === null || first === undefined || last === undefined) return null
  if (first === 0) return last === 0 ? 0 : Number.POSITIVE_INFINITY
  return round2((last - first) / first)
}

const percent = (g) => (g === null ? '—' : `${g >= 0 ? '+' : ''}${Math.round(g * 100)} %`)

/** One verdict per scenario and figure: growth from the smallest to the largest size. */
export function curveVerdicts({ runs }) {
  const verdicts = []
  const first = runs[0]
  const last = runs.at(-1)
  const full = runs.length > 1 && first.posts < last.posts
  for (const id of Object.keys(first?.points ?? {})) {
    if (id === 'floor') continue
    for (const [key, what] of [
      ['xFloor', 'CPU per request (× floor)'],
      ['rowsRead', 'D1 rows read per request'],
    ]) {
      const a = first.points[id]?.[key] ?? null
      const b = last.points[id]?.[key] ?? null
      const g = full ? growth(a, b) : null
      const sizes = full
        ? `${first.posts / 1000}k → ${last.posts / 1000}k`
        : `${first.posts / 1000}k`
      verdicts.push({
        figure: `curves ${id} ${what}, ${sizes} posts`,
        value: full ? `${a} → ${b} (${percent(g)})` : `${a} (one size only)`,
        budget: `<= +${GROWTH_BUDGET * 100} %`,
        met: g === null ? null : g <= GROWTH_BUDGET,
      })
    }
  }
  return verdicts
}

/** The table: one row per scenario and size. */
export function reportCurves({ runs }, log = console.log) {
  log('\nscaling curves (each size with its own floor; rows read one request at a time):')
  log('scenario         posts   CPU µs/req  × floor  rows read  (cold)   p50 ms   p99 ms  errors')
  const ids = Object.keys(runs[0]?.points ?? {})
  const n = (v, w, digits = 2) =>
    (v === null || v === undefined ? '—' : v.toFixed(digits)).padStart(w)
  for (const id of ids) {
    for (const { posts, points } of runs) {
      const p = points[id]
      const head = `${id.padEnd(12)} ${String(posts).padStart(9)}`
      if (!p || p.status) {
        log(`${head}   ${p?.status ?? 'not run'}`)
        continue
      }
      log(
        `${head} ${n(p.cpuUs, 12)} ${n(p.xFloor, 8)} ${n(p.rowsRead, 10, 1)} ${n(p.rowsReadCold, 7, 1)} ${n(p.p50, 8)} ${n(p.p99, 8)} ${String(p.errors).padStart(7)}`,
      )
      const labels = Object.entries(p.byLabel ?? {})
      if (labels.length < 2) continue
      for (const [label, figures] of labels.sort(([a], [b]) => a.localeCompare(b))) {
        log(
          `  ${label.slice(0, 30).padEnd(30)} ${' '.repeat(11)} ${n(figures.rowsRead, 10, 1)} ${n(figures.rowsReadCold, 7, 1)}`,
        )
      }
    }
  }
}
