import type { MiddlewareHandler } from 'hono'
import { D1_BOOKMARK_HEADER, isD1Bookmark } from '../../src/shared/d1-bookmark'
import type { AppEnv } from './env'

// Every request reads and writes D1 through one session (D1's Sessions API), so its reads may go
// to a nearby read replica and still see the person's own writes:
// - a read (GET/HEAD) starts at the bookmark the client sent (D1_BOOKMARK_HEADER), or anywhere
//   ('first-unconstrained') without one: a replica at least as new as that bookmark answers;
// - any other method starts on the primary ('first-primary'), which is never behind a bookmark,
//   so the checks a write makes before writing see the latest rows.
// A header that is not a bookmark (text, a constraint name, something huge) is ignored rather
// than refused: the request then reads as if none was sent, and its answer carries a valid
// bookmark that replaces the broken one. D1 itself never sees it.
//
// Handlers keep using `c.env.DB`: this middleware gives the request its own view of the bindings
// whose DB is the session. Queue consumers and the Cron Trigger get the bindings from the runtime
// and keep using the database directly.

/** The session as a D1Database, so functions that take one need no change. */
class SessionDatabase implements D1Database {
  constructor(
    private readonly binding: D1Database,
    readonly session: D1DatabaseSession,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return this.session.prepare(query)
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.session.batch<T>(statements)
  }

  exec(): Promise<D1ExecResult> {
    return Promise.reject(bypass('exec()'))
  }

  dump(): Promise<ArrayBuffer> {
    return Promise.reject(bypass('dump()'))
  }

  withSession(constraintOrBookmark?: string): D1DatabaseSession {
    return this.binding.withSession(constraintOrBookmark)
  }
}

const bypass = (what: string) =>
  new Error(`${what} would bypass the request's D1 session; use prepare()`)

/** The latest bookmark of the request's session behind `db`, or null (no session, no query yet). */
export function sessionBookmark(db: D1Database): string | null {
  return db instanceof SessionDatabase ? db.session.getBookmark() : null
}

const READS = new Set(['GET', 'HEAD'])

/** A request's bindings (with its session as DB) → the runtime's own, which outlive the request. */
const runtimeEnvs = new WeakMap<Env, Env>()

/**
 * The bindings the runtime gave, for what is computed once per isolate from them (keyed by the
 * object, or read with Object.entries, which sees only the request's own DB on a request's env).
 */
export function runtimeEnv(env: Env): Env {
  return runtimeEnvs.get(env) ?? env
}

/** Opens the request's D1 session and swaps it in as `c.env.DB`. */
export const openD1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const reads = READS.has(c.req.method)
  const sent = reads ? c.req.header(D1_BOOKMARK_HEADER) : undefined
  const start = isD1Bookmark(sent) ? sent : reads ? 'first-unconstrained' : 'first-primary'
  const binding = c.env.DB
  // A child of the runtime's bindings with its own DB, not a copy: every other binding reads
  // through unchanged. A copy of the ~45 bindings (and a wrapper of closures) per request cost
  // the bench's post reads ~40 µs more Worker CPU than no session at all; this costs about none.
  const env: Env = Object.create(c.env)
  // Defined, not assigned: assigning would call an inherited setter where the bindings object has
  // one (the test runtime's), and replace DB for every request instead of this one.
  Object.defineProperty(env, 'DB', {
    value: new SessionDatabase(binding, binding.withSession(start)),
    enumerable: true,
  })
  runtimeEnvs.set(env, runtimeEnv(c.env))
  c.env = env
  await next()
}

/** Writes the session's latest bookmark into the answer (API and auth answers). */
export const answerD1Bookmark: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const bookmark = sessionBookmark(c.env.DB)
  if (!bookmark) return
  try {
    c.res.headers.set(D1_BOOKMARK_HEADER, bookmark)
  } catch {
    // A response with immutable headers (a fetched one passed through): copy it once.
    const res = new Response(c.res.body, c.res)
    res.headers.set(D1_BOOKMARK_HEADER, bookmark)
    c.res = res
  }
}
