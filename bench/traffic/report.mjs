// The tables of bench/traffic: each request kind warm and cold, then each town's bill.
import { CRON_CPU_MS } from './bill.mjs'
import { MODEL, requestsPerDay } from './model.mjs'
import { FREE_LIMITS, PRICES, PRICES_READ } from './prices.mjs'

const amount = (v) => (v < 100 ? v.toFixed(2) : Math.round(v).toLocaleString('en'))
const n1 = (v, w) => (v === undefined || v === null ? '—' : v.toFixed(1)).padStart(w)

function kindsTable(result, log) {
  const { warm, cold } = result
  log(
    `\nthe traffic model replayed one request at a time (${result.requests} requests a pass over ${result.posts} posts; floor, measured within each pass: warm ${warm.floor.cpuUs} µs, cold ${cold.floor.cpuUs} µs):`,
  )
  log(
    'kind                        n |  warm: CPU µs × floor stmts  rows read written no-D1 |  cold: CPU µs × floor stmts  rows read written  errors',
  )
  const side = (k, floor) =>
    k
      ? `${n1(k.cpuUs, 12)} ${n1(k.cpuUs / floor.cpuUs, 7)} ${n1(k.statements, 5)} ${n1(k.rowsRead, 10)} ${n1(k.rowsWritten, 7)}`
      : '—'.padStart(45)
  for (const kind of Object.keys(cold.kinds).sort()) {
    const w = warm.kinds[kind]
    const c = cold.kinds[kind]
    log(
      `${kind.padEnd(24)} ${String(c.requests).padStart(4)} | ${side(w, warm.floor)} ${n1(w?.noD1, 6)} | ${side(c, cold.floor)} ${String(c.errors + (w?.errors ?? 0)).padStart(7)}`,
    )
  }
  log(
    '(CPU = the Worker process + the D1 service process per request; no-D1 = share of requests that sent no statement, from the memos or the edge cache; errors = 4xx/5xx answers of both passes)',
  )
}

function billTable(town, log) {
  const daily = requestsPerDay(town.residents)
  const views = Object.values(MODEL.viewsPerVisit).reduce((a, b) => a + b, 0)
  log(
    `\na town of ${town.residents.toLocaleString('en')} residents: ${Math.round(town.residents * MODEL.visitsPerResident * (1 + MODEL.outsideVisits))} visits, ${Math.round(Object.values(daily).reduce((a, b) => a + b, 0))} Worker requests a day (${views.toFixed(2)} views a visit)`,
  )
  log('line                        used a month             included        USD')
  for (const line of town.bill.lines) {
    log(
      `${line.what.padEnd(26)} ${amount(line.used).padStart(16)} ${line.unit.padEnd(10).slice(0, 10)} ${line.included.toLocaleString('en').padStart(14)} ${line.cost.toFixed(2).padStart(10)}`,
    )
  }
  log(`${'total'.padEnd(68)} ${town.bill.total.toFixed(2).padStart(10)}`)
  const free = town.freeOver.length > 0 ? town.freeOver.join('; ') : 'none of its daily limits'
  log(`Workers Free would be over: ${free}`)
}

/** Prints the replay and the bills. */
export function reportTraffic(result, log = console.log) {
  kindsTable(result, log)
  for (const town of result.towns) billTable(town, log)
  log(
    `\nplan: Workers Paid — a share card takes 0.1–0.6 s of CPU (bench/cards) and the desk's shelter import 0.3–0.7 s, over Free's ${FREE_LIMITS.cpuMsPerInvocation} ms an invocation; D1 allows ${FREE_LIMITS.d1StatementsPerInvocation} statements an invocation on Free; the JMA poll runs every minute (docs/operations.md, "Which Cloudflare plan").`,
  )
  log(
    `(prices read ${PRICES_READ}: ${[...new Set(Object.values(PRICES).map((p) => p.source))].join(' ')}; CPU billed = the Worker process's, cold; files (/media, scripts) at the floor's CPU and a stamp at a like's (not sent here); a scheduled run at ${CRON_CPU_MS} ms CPU, assumed; storage after two years of the model's posts at ${result.bytesPerPost} D1 bytes a post)`,
  )
}
