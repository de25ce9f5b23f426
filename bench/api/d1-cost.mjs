// What each API request costs D1, in the units D1 bills and limits: statements (D1 allows 50 per
// Worker invocation on Workers Free, 1,000 on Paid: https://developers.cloudflare.com/d1/platform/
// limits/), rows read and rows written (each result's meta, summed by the D1 service,
// bench/lib/d1-shim.js). Requests go one at a time, each between two reads of the service's
// counters, so every figure is one request's own.
// The map is measured twice: warm (the isolate's memo as the load run left it) and cold (the memo
// emptied before each request, as in most isolates in production, by a profile edit through the
// same isolate: every write that purges the edge cache empties the map's memos). Its memo hit
// ratio is the share of warm requests that sent no statement at all.

/** D1 per invocation on Workers Free. */
export const D1_STATEMENTS_PER_INVOCATION = 50

const round1 = (n) => Math.round(n * 10) / 10

async function send(port, request) {
  const res = await fetch(`http://127.0.0.1:${port}${request.path}`, {
    method: request.method ?? 'GET',
    headers: { host: 'localhost', ...request.headers },
    body: request.body,
  })
  await res.arrayBuffer()
  return res.status
}

/**
 * @param {{ d1Stats: () => Promise<{ statements: number, rowsRead: number, rowsWritten: number }> }} worker
 * @param {number} port
 * @param {(connection: number) => import('../lib/load.mjs').LoadRequest} next
 * @param {{ count: number, before?: () => Promise<void> }} options `before` runs ahead of each
 *   request, outside its figures
 */
export async function d1CostOf(worker, port, next, { count, before }) {
  const samples = []
  for (let n = 0; n < count; n++) {
    const request = next(0)
    if (before) await before()
    const start = await worker.d1Stats()
    const status = await send(port, request)
    const end = await worker.d1Stats()
    samples.push({
      label: request.label,
      status,
      statements: end.statements - start.statements,
      rowsRead: end.rowsRead - start.rowsRead,
      rowsWritten: end.rowsWritten - start.rowsWritten,
    })
  }
  const byLabel = Object.groupBy(samples, (sample) => sample.label)
  return {
    ...summary(samples),
    byLabel: Object.fromEntries(
      Object.entries(byLabel).map(([label, list]) => [label, summary(list)]),
    ),
  }
}

function summary(samples) {
  const mean = (key) => round1(samples.reduce((sum, s) => sum + s[key], 0) / samples.length)
  const max = (key) => Math.max(...samples.map((s) => s[key]))
  return {
    requests: samples.length,
    statements: mean('statements'),
    maxStatements: max('statements'),
    rowsRead: mean('rowsRead'),
    maxRowsRead: max('rowsRead'),
    rowsWritten: mean('rowsWritten'),
    maxRowsWritten: max('rowsWritten'),
    /** Requests that sent no statement: answered from the isolate's memos. */
    memoHits: round1(samples.filter((s) => s.statements === 0).length / samples.length),
  }
}

/** Empties the isolate's map memos: a profile edit through the app purges the edge cache. */
export const emptyMapMemo = (port, token) => async () => {
  const status = await send(port, {
    method: 'PATCH',
    path: '/api/me',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ bio: `ベンチ ${Date.now()}` }),
  })
  if (status !== 200)
    throw new Error(`bench: the profile edit that empties the memo answered ${status}`)
}

/** The budget rows: statements per request against D1's limit, rows read and written, cold map. */
export function d1Verdicts(id, cost) {
  const verdicts = [
    {
      figure: `api ${id} D1 statements per request (mean, max)`,
      value: `${cost.statements}, ${cost.maxStatements}`,
      budget: `max <= ${D1_STATEMENTS_PER_INVOCATION}`,
      met: cost.maxStatements <= D1_STATEMENTS_PER_INVOCATION,
    },
    {
      figure: `api ${id} D1 rows read / written per request (mean; max)`,
      value: `${cost.rowsRead} / ${cost.rowsWritten}; ${cost.maxRowsRead} / ${cost.maxRowsWritten}`,
      budget: '—',
      met: null,
    },
  ]
  if (cost.cold) {
    verdicts.push(
      {
        figure: `api ${id} D1 statements per request cold (mean, max)`,
        value: `${cost.cold.statements}, ${cost.cold.maxStatements}`,
        budget: `max <= ${D1_STATEMENTS_PER_INVOCATION}`,
        met: cost.cold.maxStatements <= D1_STATEMENTS_PER_INVOCATION,
      },
      {
        figure: `api ${id} D1 rows read per request cold vs warm (memo hit ratio warm)`,
        value: `${cost.cold.rowsRead} vs ${cost.rowsRead} (${cost.memoHits})`,
        budget: '—',
        met: null,
      },
    )
  }
  return verdicts
}

/** The per-scenario D1 table. */
export function reportD1(scenarios, log) {
  log('\nD1 per request (one request at a time; statements, rows read, rows written: mean / max):')
  log(
    'scenario / label                           n  statements      rows read   rows written  memo hits',
  )
  const row = (name, c) =>
    log(
      `${name.padEnd(40).slice(0, 40)} ${String(c.requests).padStart(4)} ${`${c.statements} / ${c.maxStatements}`.padStart(11)} ${`${c.rowsRead} / ${c.maxRowsRead}`.padStart(14)} ${`${c.rowsWritten} / ${c.maxRowsWritten}`.padStart(14)} ${String(c.memoHits).padStart(10)}`,
    )
  for (const r of Object.values(scenarios)) {
    if (!r.d1) continue
    for (const [phase, cost] of [
      ['', r.d1],
      [' (map memo cold)', r.d1.cold],
    ]) {
      if (!cost) continue
      row(`${r.name}${phase}`, cost)
      const labels = Object.entries(cost.byLabel)
      if (labels.length > 1) for (const [label, c] of labels) row(`  ${label}`, c)
    }
  }
}
