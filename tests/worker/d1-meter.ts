import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../worker/index'

// What one request costs D1, counted at the binding: the Worker gets the real D1 binding wrapped
// so that every statement it sends (alone or in a batch, through a session or not) is counted,
// and D1's own result meta (rows_read, rows_written) is added up. Nothing is answered by the
// wrapper: the real local D1 runs every statement.

export interface D1Cost {
  /** Statements sent: a batch of n counts n (each is a query of the invocation). */
  statements: number
  /** Times the Worker waited on D1: a statement alone or a whole batch (each costs both sides
   * a request's work, as the floor's one read does). */
  roundTrips: number
  rowsRead: number
  rowsWritten: number
  /** Characters of the rows D1 answered, as JSON: what the D1 client in the Worker parses. */
  resultChars: number
  /** Each statement's SQL (first line) and rows read, for the failure message. */
  log: { sql: string; rowsRead: number }[]
}

type Meta = { rows_read?: number; rows_written?: number }

function record(cost: D1Cost, sql: string, meta: Meta | undefined, results?: unknown[]) {
  cost.statements += 1
  cost.resultChars += results ? JSON.stringify(results).length : 0
  const rowsRead = meta?.rows_read ?? 0
  cost.rowsRead += rowsRead
  cost.rowsWritten += meta?.rows_written ?? 0
  cost.log.push({ sql: sql.replace(/\s+/g, ' ').trim().slice(0, 90), rowsRead })
}

/** A statement that reports to `cost` when it runs; `real` is what D1 is given. */
class MeteredStatement {
  constructor(
    readonly real: D1PreparedStatement,
    readonly sql: string,
    private readonly cost: D1Cost,
  ) {}

  bind(...values: unknown[]): MeteredStatement {
    return new MeteredStatement(this.real.bind(...values), this.sql, this.cost)
  }

  async all<T>(): Promise<D1Result<T>> {
    this.cost.roundTrips += 1
    const result = await this.real.all<T>()
    record(this.cost, this.sql, result.meta, result.results)
    return result
  }

  async run<T>(): Promise<D1Result<T>> {
    this.cost.roundTrips += 1
    const result = await this.real.run<T>()
    record(this.cost, this.sql, result.meta)
    return result
  }

  // first() is all() keeping the first row (D1's client sends the same query for both), so it
  // is run as all() here to read the meta that first() drops.
  async first<T>(column?: string): Promise<T | null> {
    const result = await this.all<Record<string, unknown>>()
    const row = result.results[0]
    if (!row) return null
    return (column === undefined ? row : (row[column] ?? null)) as T
  }

  // raw() too sends the query all() sends; it is run as all() for the meta, and its rows are
  // turned into the arrays of cells (after the column names, when asked) that raw() answers.
  async raw<T>(options?: { columnNames?: boolean }): Promise<T[]> {
    const { results } = await this.all<Record<string, unknown>>()
    const rows = results.map((row) => Object.values(row))
    const first = results[0]
    const names = options?.columnNames && first ? [Object.keys(first)] : []
    return [...names, ...rows] as T[]
  }
}

const realOf = (statement: D1PreparedStatement) =>
  statement instanceof MeteredStatement ? statement.real : statement

async function meteredBatch<T>(
  send: (statements: D1PreparedStatement[]) => Promise<D1Result<T>[]>,
  statements: D1PreparedStatement[],
  cost: D1Cost,
): Promise<D1Result<T>[]> {
  cost.roundTrips += 1
  const results = await send(statements.map(realOf))
  results.forEach((result, index) => {
    const statement = statements[index]
    const sql = statement instanceof MeteredStatement ? statement.sql : '?'
    record(cost, sql, result.meta, result.results)
  })
  return results
}

function meteredSession(session: D1DatabaseSession, cost: D1Cost): D1DatabaseSession {
  return {
    prepare: (sql: string) =>
      new MeteredStatement(session.prepare(sql), sql, cost) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) =>
      meteredBatch<T>((real) => session.batch<T>(real), statements, cost),
    getBookmark: () => session.getBookmark(),
  }
}

/** The D1 binding `db`, counting into `cost`. */
export function meteredDb(db: D1Database, cost: D1Cost): D1Database {
  return {
    prepare: (sql: string) =>
      new MeteredStatement(db.prepare(sql), sql, cost) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) =>
      meteredBatch<T>((real) => db.batch<T>(real), statements, cost),
    exec: async (sql: string) => {
      cost.roundTrips += 1
      const result = await db.exec(sql)
      for (let n = 0; n < result.count; n++) record(cost, sql, undefined)
      return result
    },
    dump: () => db.dump(),
    withSession: (constraint?: string) => meteredSession(db.withSession(constraint), cost),
  }
}

export const noCost = (): D1Cost => ({
  statements: 0,
  roundTrips: 0,
  rowsRead: 0,
  rowsWritten: 0,
  resultChars: 0,
  log: [],
})

/**
 * One request to the Worker with the metered binding (and `vars` over the test configuration),
 * counted until its waitUntil work has finished too: D1's limit is per invocation.
 */
export async function metered(
  path: string,
  init: RequestInit & { vars?: Partial<Env> } = {},
): Promise<{ res: Response; text: string; cost: D1Cost }> {
  const { vars = {}, ...rest } = init
  const cost = noCost()
  const headers = new Headers(rest.headers)
  if (!headers.has('host')) headers.set('host', 'localhost:8787')
  const url = `http://${headers.get('host')}${path}`
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(url, { ...rest, headers, redirect: 'manual' }),
    { ...env, ...vars, DB: meteredDb(env.DB, cost) } as Env,
    ctx,
  )
  const text = rest.method === 'HEAD' ? '' : await res.text()
  await waitOnExecutionContext(ctx)
  return { res, text, cost }
}

/** The statements of a cost, most rows first, for a failure message. */
export const describeCost = (cost: D1Cost) =>
  `${cost.statements} statements, ${cost.rowsRead} rows read, ${cost.rowsWritten} written:\n` +
  [...cost.log]
    .sort((a, b) => b.rowsRead - a.rowsRead)
    .slice(0, 12)
    .map((entry) => `  ${String(entry.rowsRead).padStart(6)}  ${entry.sql}`)
    .join('\n')
