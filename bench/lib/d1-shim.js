// The D1 service behind the `DB` binding when the benchmark runs plain `workerd serve`.
//
// workerd ships D1's client (`cloudflare-internal:d1-api`, the same code as in production) as a
// wrapped binding; what it talks to is a service speaking D1's HTTP protocol: POST /query and
// /execute with a JSON array of { sql, params }, answered per statement with
// { success, results, meta }. This is that service, built like Miniflare's local D1: a SQLite
// Durable Object, one transaction per batch. It runs in a workerd process of its own (as D1 is a
// service of its own in production), so the Worker's CPU figures do not include it.
// Answers carry the session commit token as Miniflare's D1 does (x-cf-d1-session-commit-token).
// POST /__setup runs SQL scripts: the benchmark's migrations, fixture rows and bulk data.
// GET /__stats counts what the Worker asked for: requests (one per query or batch), statements,
// and D1's billing units: the rows read and written that each statement's meta reports.
// POST /__capture starts recording the statements the Worker sends (each round trip's list, and
// whether it came as a batch); DELETE /__capture stops and answers them (bench/api/profile.mjs
// replays them without the app).
import { DurableObject } from 'cloudflare:workers'

const COMMIT_TOKEN_HEADER = 'x-cf-d1-session-commit-token'

export class Database extends DurableObject {
  stats = { requests: 0, statements: 0, rowsRead: 0, rowsWritten: 0 }
  /** The round trips recorded since POST /__capture, or null when not recording. */
  captured = null
  // The database's bookmark, kept while nothing was written since it was read: reads do not move
  // it, and asking the storage for it on every query would make the service slower than D1.
  #bookmark = null
  #writes = 0

  async #commitToken() {
    if (this.#bookmark !== null) return this.#bookmark
    const writes = this.#writes
    const bookmark = await this.ctx.storage.getCurrentBookmark()
    if (writes === this.#writes) this.#bookmark = bookmark
    return bookmark
  }

  #wrote() {
    this.#writes += 1
    this.#bookmark = null
  }

  async fetch(request) {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/__stats') return Response.json(this.stats)
    if (url.pathname === '/__capture') {
      const captured = this.captured ?? []
      this.captured = request.method === 'POST' ? [] : null
      return Response.json(captured)
    }
    if (request.method !== 'POST') return new Response('D1 service: POST only', { status: 405 })
    const sql = this.ctx.storage.sql
    if (url.pathname === '/__setup') {
      try {
        // A script, or a JSON array of scripts: SQLite here refuses one input over 100 KB (as D1
        // does), so bulk loads come as many statements in one request. Reading each cursor to
        // its end makes sure a script's last statement has run too.
        const body = await request.text()
        const scripts =
          request.headers.get('content-type') === 'application/json' ? JSON.parse(body) : [body]
        for (const script of scripts) sql.exec(script).toArray()
        this.#wrote()
        return Response.json({ success: true })
      } catch (err) {
        return Response.json(
          { success: false, error: String(err?.message ?? err) },
          { status: 400 },
        )
      }
    }
    const body = await request.json()
    const queries = Array.isArray(body) ? body : [body]
    this.captured?.push({
      batch: Array.isArray(body) && body.length > 1,
      queries: queries.map(({ sql: text, params }) => ({ sql: text, params: params ?? [] })),
    })
    this.stats.requests += 1
    this.stats.statements += queries.length
    const format = url.searchParams.get('resultsFormat') ?? 'ARRAY_OF_OBJECTS'
    const run = () =>
      queries.map(({ sql: text, params }) => {
        const started = performance.now()
        const cursor = sql.exec(text, ...(params ?? []))
        const columns = cursor.columnNames
        const rows = [...cursor.raw()]
        const duration = performance.now() - started
        return {
          success: true,
          results:
            format === 'ROWS_AND_COLUMNS'
              ? { columns, rows }
              : rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]]))),
          meta: {
            served_by: 'bench.d1',
            served_by_primary: true,
            duration,
            timings: { sql_duration_ms: duration },
            changes: cursor.rowsWritten,
            last_row_id: 0,
            changed_db: cursor.rowsWritten > 0,
            size_after: 0,
            rows_read: cursor.rowsRead,
            rows_written: cursor.rowsWritten,
          },
        }
      })
    try {
      // One statement is atomic by itself; only batches need a transaction.
      const results = queries.length === 1 ? run() : this.ctx.storage.transactionSync(run)
      for (const { meta } of results) {
        this.stats.rowsRead += meta.rows_read
        this.stats.rowsWritten += meta.rows_written
      }
      if (results.some((result) => result.meta.rows_written > 0)) this.#wrote()
      // D1's session commit token: the bookmark the Worker's session (withSession) moves to and
      // answers its clients with. One database, no replicas: every bookmark is already here, so
      // the one a request sends needs no waiting. Only a session sends the header and reads the
      // answer's (D1's client ignores it outside one), so only sessions pay for it here: the
      // floor Worker (env.DB, no session) costs what it did, and the app's ratio to it includes
      // the bookmark.
      if (!request.headers.has(COMMIT_TOKEN_HEADER)) return Response.json(results)
      const commitToken = await this.#commitToken()
      return Response.json(results, { headers: { [COMMIT_TOKEN_HEADER]: commitToken } })
    } catch (err) {
      // A failed batch is rolled back; forgetting the bookmark costs one storage call at most.
      this.#wrote()
      return Response.json({ success: false, error: String(err?.message ?? err) })
    }
  }
}

export default {
  fetch(request, env) {
    return env.DATABASE.get(env.DATABASE.idFromName('DB')).fetch(request)
  },
}
