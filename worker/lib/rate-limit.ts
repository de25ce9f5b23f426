import type { Context } from 'hono'
import { apiError } from './errors'
import { RATE_LIMITS, type RateLimit } from './rate-limits'

export { RATE_LIMITS, type RateLimit }

/** The client's address as Cloudflare reports it; every request without one shares a bucket. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim().slice(0, 64) || 'unknown'
}

interface Check {
  limit: RateLimit
  subject: string | number
}

/** The counting statements of some checks, to send (in a batch) before applyRateLimits. */
export interface RateLimitCount {
  statements: D1PreparedStatement[]
  windows: { limit: RateLimit; windowStart: number }[]
  now: number
}

/**
 * Counts one request against each (limit, subject) pair and answers 429 when any is used up.
 * Fixed windows; each count is one conditional upsert that only adds while the count is under
 * the limit, so N requests racing at the limit let exactly the remaining ones through. The pairs
 * go in one D1 batch. Old windows are deleted by the scheduled sweep (worker/index.ts), not here.
 * Every answer carries the IETF RateLimit-Policy and RateLimit fields for the tightest pair.
 */
export async function enforceRateLimits(c: Context, checks: Check[]): Promise<void> {
  const db: D1Database = c.env.DB
  const count = countRateLimits(db, checks)
  applyRateLimits(c, count, await db.batch<{ count: number }>(count.statements))
}

/**
 * enforceRateLimits in two halves, for a route that sends the counts in the same batch as its
 * first statements (one round trip to D1 instead of two): the statements, then what their answers
 * decide. The batch's other statements run even when the answer is 429: reads may, but a write
 * must be guarded to run only when the count was allowed (see setReaction in
 * worker/posts/reaction-store.ts).
 */
export function countRateLimits(db: D1Database, checks: Check[]): RateLimitCount {
  const now = Math.floor(Date.now() / 1000)
  const windows = checks.map(({ limit, subject }) => ({
    limit,
    key: `${limit.name}:${subject}`,
    windowStart: now - (now % limit.windowSeconds),
  }))
  const statements = windows.map(({ limit, key, windowStart }) =>
    db
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 WHERE count < ?3
         RETURNING count`,
      )
      .bind(key, windowStart, limit.limit),
  )
  return { statements, windows, now }
}

/**
 * countRateLimits for one limit whose subject is the value of an SQL expression read in the same
 * statement, e.g. the session's user (writerIdSql) in a batch that also looks the session up;
 * the expression's binds are `binds`, from ?4 on. A NULL subject counts nothing and answers no
 * row: the caller decides that request (401, 403) before applyRateLimits would call it refused.
 */
export function countRateLimitOf(
  db: D1Database,
  limit: RateLimit,
  subjectSql: string,
  binds: (string | number)[],
): RateLimitCount {
  const now = Math.floor(Date.now() / 1000)
  const windowStart = now - (now % limit.windowSeconds)
  const statement = db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count)
       SELECT ?1 || ':' || subject, ?2, 1 FROM (SELECT ${subjectSql} AS subject)
       WHERE subject IS NOT NULL
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 WHERE count < ?3
       RETURNING count`,
    )
    .bind(limit.name, windowStart, limit.limit, ...binds)
  return { statements: [statement], windows: [{ limit, windowStart }], now }
}

/** Sets the RateLimit headers from the answers to countRateLimits' statements, or throws 429. */
export function applyRateLimits(
  c: Context,
  { windows, now }: RateLimitCount,
  results: D1Result<{ count: number }>[],
): void {
  const states = windows.map(({ limit, windowStart }, index) => {
    const count = results[index]?.results[0]?.count
    return {
      limit,
      allowed: count !== undefined,
      remaining: count === undefined ? 0 : limit.limit - count,
      reset: windowStart + limit.windowSeconds - now,
    }
  })
  const refused = states.filter((state) => !state.allowed)
  const tightest = [...(refused.length > 0 ? refused : states)].sort(
    (a, b) => a.remaining - b.remaining || b.reset - a.reset,
  )[0]
  if (!tightest) return
  const { limit, remaining, reset } = tightest
  const headers = {
    'ratelimit-policy': `"${limit.name}";q=${limit.limit};w=${limit.windowSeconds}`,
    ratelimit: `"${limit.name}";r=${remaining};t=${reset}`,
  }
  if (refused.length === 0) {
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    return
  }
  const retryAfter = Math.max(...refused.map((state) => state.reset))
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  throw apiError(
    429,
    'too_many_requests',
    `${limit.counted}が多すぎます。${minutes}分ほど時間をおいてから再度お試しください。`,
    { headers: { ...headers, 'retry-after': String(retryAfter) }, extra: { retryAfter } },
  )
}
