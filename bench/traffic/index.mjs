// bench/traffic: the traffic model (model.mjs) replayed against the production Worker with the
// edge cache on (bench/lib/workerd.mjs, over the bench/api database), warm and cold
// (replay.mjs), then a town's monthly bill at Cloudflare's prices (bill.mjs, prices.mjs).
// Budget: map views, cold, at most 3 × the floor's CPU per request (the same ratio as
// bench/api's map budget, measured one request at a time here); at most 50 D1 statements in
// any request of either pass.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/lib/stack.mjs'
import { D1_STATEMENTS_PER_INVOCATION } from '../api/d1-cost.mjs'
import { createSessions } from '../api/index.mjs'
import { prepareApiDatabase } from '../api/seed.mjs'
import { markSteadyNow } from '../lib/steady.mjs'
import { startWorkerd } from '../lib/workerd.mjs'
import { CRON_CPU_MS, freePlanLimitsExceeded, monthlyBill, monthlyUsage } from './bill.mjs'
import { TOWNS } from './model.mjs'
import { PRICES_READ } from './prices.mjs'
import { replay } from './replay.mjs'
import { reportTraffic } from './report.mjs'
import { MODELLED, replaySequence } from './requests.mjs'

/** The cold map's budget, × the floor's CPU per request. */
export const COLD_MAP_BUDGET = 3

async function sequenceData(worker) {
  const rows = await worker.query(
    `SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id
     WHERE p.visibility = 'public' AND u.status = 'active' ORDER BY p.id`,
  )
  // The pins of the map (`kind:id`), in the order of their place: a slice of them is a view's.
  const pins = await worker.query(
    `SELECT p.kind || ':' || p.id AS pin FROM posts p
     WHERE p.visibility = 'public' AND p.lat IS NOT NULL ORDER BY p.map_y >> 14, p.map_x`,
  )
  return {
    publicIds: rows.map((row) => Number(row.id)),
    pins: pins.map((row) => String(row.pin)),
    tokens: await createSessions(worker),
  }
}

/** Per kind, what the bill needs: Worker CPU in ms (Cloudflare bills the Worker's), D1 rows. */
function perRequestOf(kinds, floor) {
  const figures = { floor: { cpuMs: floor.workerCpuUs / 1000, rowsRead: 0, rowsWritten: 0 } }
  for (const [kind, k] of Object.entries(kinds)) {
    figures[kind] = {
      cpuMs: k.workerCpuUs / 1000,
      rowsRead: k.rowsRead,
      rowsWritten: k.rowsWritten,
    }
  }
  return figures
}

/**
 * @param {{ requests: number, posts?: number, log: (line: string) => void }} options
 *   `requests`: the length of the replayed sequence (each pass)
 */
export async function runTrafficBench({ requests, posts, log }) {
  await buildIfStale()
  const database = await prepareApiDatabase(log, { posts })
  const workDir = await mkdtemp(join(tmpdir(), 'jimoto-bench-traffic-'))
  const worker = await startWorkerd({ workDir, d1From: database.d1From, edgeCache: true })
  try {
    // As the hourly housekeeping keeps a town's database: the map's live items decided for now.
    await markSteadyNow(worker)
    const data = await sequenceData(worker)
    if (data.tokens.length === 0) throw new Error('bench/traffic: no sessions table')
    const sequence = replaySequence(data, requests)
    const warm = await replay(worker, sequence, { cold: false, token: data.tokens[0] })
    log(`  warm pass: ${warm.all.requests} requests, floor ${warm.floor.cpuUs} µs per request`)
    const cold = await replay(worker, sequence, { cold: true, token: data.tokens[0] })
    log(`  cold pass: ${cold.all.requests} requests, floor ${cold.floor.cpuUs} µs per request`)
    const perRequest = perRequestOf(cold.kinds, cold.floor)
    const bytesPerPost = database.bytes / database.counts.posts
    const towns = TOWNS.map((residents) => {
      const usage = monthlyUsage(residents, perRequest, { bytesPerPost })
      return { residents, usage, bill: monthlyBill(usage), freeOver: freePlanLimitsExceeded(usage) }
    })
    const result = {
      posts: database.counts.posts,
      requests,
      warm,
      cold,
      modelled: MODELLED,
      cronCpuMs: CRON_CPU_MS,
      pricesRead: PRICES_READ,
      bytesPerPost: Math.round(bytesPerPost),
      towns,
    }
    return { ...result, verdicts: trafficVerdicts(result) }
  } finally {
    await worker.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}

const ratio = (kind, floor) => (kind ? Math.round((kind.cpuUs / floor.cpuUs) * 100) / 100 : null)

/** The budget rows: the cold map against 3 × its pass's floor, statements, the bills. */
export function trafficVerdicts({ warm, cold, towns }) {
  const verdicts = []
  const coldMap = ratio(cold.kinds['api:map'], cold.floor)
  verdicts.push({
    figure: 'traffic map views CPU per request cold (× floor)',
    value: coldMap === null ? 'no map view' : `${coldMap} × (${cold.kinds['api:map'].cpuUs} µs)`,
    budget: `<= ${COLD_MAP_BUDGET} × floor`,
    met: coldMap === null ? null : coldMap <= COLD_MAP_BUDGET,
  })
  for (const label of ['town', 'street', 'events']) {
    const k = `api:map ${label}`
    verdicts.push({
      figure: `traffic map ${label} view cold vs warm (× floor; warm no-D1 share)`,
      value: `${ratio(cold.kinds[k], cold.floor)} vs ${ratio(warm.kinds[k], warm.floor)} (${warm.kinds[k]?.noD1 ?? '—'})`,
      budget: '—',
      met: null,
    })
  }
  // What a map page asks besides its views: the list's titles and photos, a tapped pin's card.
  verdicts.push({
    figure: 'traffic map items (list of 30 / tap) cold (× floor)',
    value: `${ratio(cold.kinds['api:map-items list'], cold.floor)} / ${ratio(cold.kinds['api:map-items tap'], cold.floor)}`,
    budget: '—',
    met: null,
  })
  verdicts.push({
    figure: 'traffic map memo hit ratio warm / cold',
    value: `${warm.kinds['api:map']?.noD1 ?? '—'} / ${cold.kinds['api:map']?.noD1 ?? '—'}`,
    budget: '—',
    met: null,
  })
  for (const [name, pass] of [
    ['warm', warm],
    ['cold', cold],
  ]) {
    verdicts.push({
      figure: `traffic D1 statements per request ${name} (max)`,
      value: String(pass.all.maxStatements),
      budget: `<= ${D1_STATEMENTS_PER_INVOCATION}`,
      met: pass.all.maxStatements <= D1_STATEMENTS_PER_INVOCATION,
    })
  }
  for (const town of towns) {
    verdicts.push({
      figure: `bill: a town of ${town.residents.toLocaleString('en')} residents, USD a month`,
      value: `$${town.bill.total.toFixed(2)} (Workers Paid)`,
      budget: '—',
      met: null,
    })
  }
  return verdicts
}

export { reportTraffic }
