import { RATE_LIMITS } from '../lib/rate-limit'

// What each growing table keeps, as of the hourly Cron Trigger's scheduled time. The rules are
// documented in docs/operations.md (Retention); what an audit needs stays longer than what only
// the app needs.
const DAY_MS = 86_400_000

/** Rows one DELETE statement removes at most: each statement is a short write of its own. */
export const BATCH_ROWS = 1000
/** Statements per table and run: a backlog is worked off over several hourly runs. */
export const BATCHES_PER_RUN = 5

interface RetentionRule {
  table: string
  /** Selects the rowids of rows past their retention; `?1` is the cutoff the rule computes. */
  expired: string
  cutoff?: (now: number) => string | number
}

const isoBefore = (ms: number) => (now: number) => new Date(now - ms).toISOString()
const longestWindowSeconds = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowSeconds))

export const RETENTION: RetentionRule[] = [
  // A window that stopped counting is dead weight.
  {
    table: 'rate_limits',
    expired: 'SELECT rowid FROM rate_limits WHERE window_start < ?1',
    cutoff: (now) => Math.floor(now / 1000) - longestWindowSeconds,
  },
  // A day after they stop working, so a late click still gets "expired" rather than "unknown".
  {
    table: 'sessions',
    expired:
      'SELECT rowid FROM sessions WHERE expires_at < ?1 UNION SELECT rowid FROM sessions WHERE revoked_at < ?1',
    cutoff: isoBefore(DAY_MS),
  },
  {
    table: 'session_handovers',
    expired: 'SELECT rowid FROM session_handovers WHERE expires_at < ?1',
    cutoff: isoBefore(DAY_MS),
  },
  {
    table: 'email_tokens',
    expired: 'SELECT rowid FROM email_tokens WHERE expires_at < ?1',
    cutoff: isoBefore(DAY_MS),
  },
  // Stored mail (no provider configured): a month, long enough to answer "I got no mail".
  {
    table: 'mail_outbox',
    expired: 'SELECT rowid FROM mail_outbox WHERE created_at < ?1',
    cutoff: isoBefore(30 * DAY_MS),
  },
  // What was sent to residents, with its counts: a year after delivery (the desk's push history
  // and a town's record of what it announced in an emergency). Queued or sending rows stay.
  {
    table: 'push_messages',
    expired: "SELECT rowid FROM push_messages WHERE status = 'done' AND finished_at < ?1",
    cutoff: isoBefore(365 * DAY_MS),
  },
  // Each telegram read: a year (the warnings history and its audit). A report is also the
  // poller's "already read" mark, so nothing goes sooner than JMA's feeds keep an entry (days).
  {
    table: 'alert_reports',
    expired: 'SELECT rowid FROM alert_reports WHERE received_at < ?1',
    cutoff: isoBefore(365 * DAY_MS),
  },
  // Empty between imports (each import fills and empties it in one transaction): anything left
  // over is from an import that no longer runs.
  {
    table: 'shelter_import_rows',
    expired: 'SELECT rowid FROM shelter_import_rows',
  },
]

/** Rows deleted per statement, per table, in one run. */
export type HousekeepingReport = Record<string, number[]>

/**
 * Deletes rows past their retention, table by table, in statements of at most BATCH_ROWS rows
 * and at most BATCHES_PER_RUN statements per table, so no run holds the database for long; a
 * table whose batch fails is logged and left for the next run.
 */
export async function runHousekeeping(db: D1Database, now: number): Promise<HousekeepingReport> {
  const report: HousekeepingReport = {}
  for (const rule of RETENTION) {
    const deleted: number[] = []
    report[rule.table] = deleted
    const sql = `DELETE FROM ${rule.table} WHERE rowid IN (${rule.expired} LIMIT ${BATCH_ROWS})`
    const statement = rule.cutoff ? db.prepare(sql).bind(rule.cutoff(now)) : db.prepare(sql)
    try {
      while (deleted.length < BATCHES_PER_RUN) {
        const { meta } = await statement.run()
        deleted.push(meta.changes)
        if (meta.changes < BATCH_ROWS) break
      }
    } catch (err) {
      console.error(`housekeeping: ${rule.table} failed`, err)
    }
  }
  return report
}
