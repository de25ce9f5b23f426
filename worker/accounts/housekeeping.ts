import { deleteExpiredWindows } from '../lib/rate-limit'

// Expired sessions, links and rate-limit windows are dead weight. The Cron Trigger of
// wrangler.toml deletes them (worker/index.ts `scheduled`), so no request pays for it.
const KEEP_MS = 24 * 3600 * 1000

/** Deletes what stopped working over a day ago, as of `now` (the trigger's scheduled time). */
export async function sweepExpired(db: D1Database, now: number): Promise<void> {
  // Kept for a day after they stop working, so a late click still gets "already used/expired".
  const cutoff = new Date(now - KEEP_MS).toISOString()
  await db.batch([
    deleteExpiredWindows(db, now),
    db.prepare('DELETE FROM sessions WHERE expires_at < ?1 OR revoked_at < ?1').bind(cutoff),
    db.prepare('DELETE FROM email_tokens WHERE expires_at < ?1').bind(cutoff),
  ])
}
