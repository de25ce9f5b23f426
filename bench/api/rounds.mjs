// A scenario and its floor measured in alternating rounds (floor, scenario, floor, scenario, …)
// instead of one after the other: this machine's speed drifts over minutes (one curves run's
// floors within its 1,000,000-post size: 503 to 672 µs a request), so a floor measured 20 s
// before its scenario could move a ratio by a fifth. Measured in the same stretch of time, both
// see the same machine. The rounds' figures are then put together as one measurement.

/** How many rounds a scenario's time is split into. */
export const ROUNDS = 5

const round2 = (n) => Math.round(n * 100) / 100

const sum = (parts, pick) => parts.reduce((total, part) => total + pick(part), 0)

/** Counts by key added up (statuses). */
function addCounts(parts) {
  const counts = {}
  for (const part of parts) {
    for (const [key, n] of Object.entries(part)) counts[key] = (counts[key] ?? 0) + n
  }
  return counts
}

const byNumber = (a, b) => a - b

/** GC pauses of several windows as one: how many, the longest, and their total. */
const addGc = (parts) => ({
  count: sum(parts, (part) => part.count),
  maxMs: Math.max(0, ...parts.map((part) => part.maxMs)),
  totalMs: round2(sum(parts, (part) => part.totalMs)),
})

/**
 * Measurements of one load (bench/api/index.mjs' `measure`, each a round) as one: requests and
 * errors added up, latencies together, CPU per request over all requests, req/s over the time the
 * rounds ran.
 */
export function combineRounds(parts) {
  const requests = sum(parts, (part) => part.requests)
  const seconds = sum(parts, (part) => (part.rps > 0 ? part.requests / part.rps : 0))
  const perRequest = (pick) =>
    requests === 0 ? 0 : round2(sum(parts, (part) => pick(part) * part.requests) / requests)
  const latencies = parts.flatMap((part) => part.latencies).sort(byNumber)
  const labels = new Set(parts.flatMap((part) => Object.keys(part.byLabel)))
  /** @type {Record<string, { latencies: number[], unexpected: number, statuses: Record<string, number> }>} */
  const byLabel = {}
  for (const label of labels) {
    const groups = parts.map((part) => part.byLabel[label]).filter(Boolean)
    byLabel[label] = {
      latencies: groups.flatMap((group) => group.latencies).sort(byNumber),
      unexpected: sum(groups, (group) => group.unexpected),
      statuses: addCounts(groups.map((group) => group.statuses)),
    }
  }
  return {
    requests,
    rps: seconds > 0 ? requests / seconds : 0,
    latencies,
    unexpected: sum(parts, (part) => part.unexpected),
    errors: sum(parts, (part) => part.errors),
    statuses: addCounts(parts.map((part) => part.statuses)),
    byLabel,
    cpuUs: perRequest((part) => part.cpuUs),
    d1CpuUs: perRequest((part) => part.d1CpuUs),
    gc: {
      worker: addGc(parts.map((part) => part.gc.worker)),
      d1: addGc(parts.map((part) => part.gc.d1)),
    },
  }
}

/**
 * The scenario's load and the floor's (null: the scenario is the floor) in ROUNDS alternating
 * rounds of `durationMs / ROUNDS` each, the floor first; each side's rounds as one measurement.
 */
export async function measureInRounds(measure, { scenario, floor, durationMs }) {
  const roundMs = Math.max(500, Math.round(durationMs / ROUNDS))
  const scenarioParts = []
  const floorParts = []
  for (let round = 0; round < ROUNDS; round++) {
    if (floor) floorParts.push(await measure({ ...floor(), durationMs: roundMs }))
    scenarioParts.push(await measure({ ...scenario(), durationMs: roundMs }))
  }
  return {
    many: combineRounds(scenarioParts),
    nearFloor: floor ? combineRounds(floorParts) : null,
  }
}
