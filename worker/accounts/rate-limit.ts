import type { Context } from 'hono'
import { apiError } from '../lib/errors'

export interface RateLimit {
  /** Names the limit in the counter key, e.g. 'login-ip'. */
  name: string
  limit: number
  windowSeconds: number
}

// Login 25 / 5 min per IP and 25 / h per email; register 5 / 30 min per IP; resend and
// forgot-password 5 / 30 min per email.
export const LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 25, windowSeconds: 5 * 60 },
  loginPerEmail: { name: 'login-email', limit: 25, windowSeconds: 60 * 60 },
  registerPerIp: { name: 'register-ip', limit: 5, windowSeconds: 30 * 60 },
  resendPerEmail: { name: 'resend-email', limit: 5, windowSeconds: 30 * 60 },
  forgotPerEmail: { name: 'forgot-email', limit: 5, windowSeconds: 30 * 60 },
} satisfies Record<string, RateLimit>

/** The client's address as Cloudflare reports it; every request without one shares a bucket. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim().slice(0, 64) || 'unknown'
}

/**
 * Counts one attempt against each (limit, subject) pair in one D1 batch (fixed windows, atomic
 * upserts) and answers 429 with Retry-After when any of them is over its limit. Expired windows of
 * the same keys are deleted in the same batch, so the table does not grow without bound.
 */
export async function enforceRateLimits(
  db: D1Database,
  checks: { limit: RateLimit; subject: string }[],
): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const statements: D1PreparedStatement[] = []
  const windows = checks.map(({ limit, subject }) => {
    const key = `${limit.name}:${subject}`
    const windowStart = now - (now % limit.windowSeconds)
    statements.push(
      db
        .prepare('DELETE FROM rate_limits WHERE key = ?1 AND window_start < ?2')
        .bind(key, windowStart),
      db
        .prepare(
          `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
           RETURNING count`,
        )
        .bind(key, windowStart),
    )
    return { limit, windowStart }
  })
  const results = await db.batch<{ count: number }>(statements)
  let retryAfter = 0
  windows.forEach(({ limit, windowStart }, index) => {
    const count = results[index * 2 + 1]?.results[0]?.count ?? 0
    if (count > limit.limit) {
      retryAfter = Math.max(retryAfter, windowStart + limit.windowSeconds - now)
    }
  })
  if (retryAfter > 0) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60))
    throw apiError(
      429,
      'too_many_requests',
      `試行回数が多すぎます。${minutes}分ほど時間をおいてから再度お試しください。`,
      { headers: { 'retry-after': String(retryAfter) }, extra: { retryAfter } },
    )
  }
}
