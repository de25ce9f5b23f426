import { env } from 'cloudflare:test'
import { vi } from 'vitest'
import type { RateLimit } from '../../worker/lib/rate-limit'

/**
 * Freezes the clock 10 s into a fresh 1-hour window (every limit's window divides an hour);
 * returns the window's start (s). Pair with `vi.useRealTimers()` after each test.
 */
export function inFreshWindow() {
  const now = Date.now()
  const start = now - (now % 3_600_000) + 3_600_000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start + 10_000)
  return Math.floor(start / 1000)
}

/** Sets how many requests `subject` has made against `limit` in the window starting at `windowStart`. */
export async function setUsed(
  limit: RateLimit,
  subject: string | number,
  windowStart: number,
  used: number,
) {
  await env.DB.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)
     ON CONFLICT (key, window_start) DO UPDATE SET count = excluded.count`,
  )
    .bind(`${limit.name}:${subject}`, windowStart, used)
    .run()
}

/** Uses up a limit for one subject, as if `limit.limit` requests had come before. */
export const useUp = (limit: RateLimit, subject: string | number, windowStart: number) =>
  setUsed(limit, subject, windowStart, limit.limit)
