import type { Context } from 'hono'
import type { AppEnv } from '../lib/env'

// Expired sessions, links and rate-limit windows are dead weight. At most once an hour per isolate,
// a sign-in deletes them in the background (after the response, through waitUntil).
const SWEEP_INTERVAL_MS = 3600 * 1000
const KEEP_MS = 24 * 3600 * 1000
let lastSweep = 0

export function sweepExpired(c: Context<AppEnv>): void {
  const now = Date.now()
  if (now - lastSweep < SWEEP_INTERVAL_MS) return
  lastSweep = now
  const db = c.env.DB
  // Kept for a day after they stop working, so a late click still gets "already used/expired".
  const cutoff = new Date(now - KEEP_MS).toISOString()
  const sweep = db
    .batch([
      db
        .prepare('DELETE FROM rate_limits WHERE window_start < ?1')
        .bind(Math.floor((now - KEEP_MS) / 1000)),
      db.prepare('DELETE FROM sessions WHERE expires_at < ?1 OR revoked_at < ?1').bind(cutoff),
      db.prepare('DELETE FROM email_tokens WHERE expires_at < ?1').bind(cutoff),
    ])
    .then(() => undefined)
    .catch((err: unknown) => console.error('housekeeping: sweep failed', err))
  c.executionCtx.waitUntil(sweep)
}
