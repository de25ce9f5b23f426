import { apiError } from '../lib/errors'

// Check-ins per user: 10 a minute is plenty for walking a rally and stops scripted guessing of
// codes. One atomic upsert in the shared rate_limits table (fixed one-minute windows), so
// concurrent requests cannot slip past the count.

export const CHECKINS_PER_MINUTE = 10
const WINDOW_SECONDS = 60

export async function countCheckinAttempt(db: D1Database, userId: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const windowStart = now - (now % WINDOW_SECONDS)
  const key = `rally-checkin:${userId}`
  const [, counted] = await db.batch<{ count: number }>([
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
  ])
  const count = counted?.results[0]?.count ?? 0
  if (count > CHECKINS_PER_MINUTE) {
    const retryAfter = windowStart + WINDOW_SECONDS - now
    throw apiError(
      429,
      'too_many_requests',
      'チェックインの回数が多すぎます。1分ほど待ってから再度お試しください。',
      { headers: { 'retry-after': String(retryAfter) }, extra: { retryAfter } },
    )
  }
}
