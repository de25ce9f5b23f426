// The warnings' version (alert_version, kept by triggers on alerts: migrations/0026) and when the
// feeds were last read, in one small read. Pages kept by the edge cache and the isolate's memo of
// the warnings are keyed by the version, so a page served after a change of warnings carries the
// new ones on every site and in every data centre: no purge has to reach them.

export interface AlertStamp {
  /** A token that changes with every change of the warnings (issue, level, lift, a town order). */
  version: string
  /** When the feeds were last read successfully (null before the first poll). */
  checkedAt: string | null
}

/**
 * How long an isolate trusts the version it read (with ALERT_STATE_MEMO = "on"). Short enough
 * that a page reloaded a few seconds after a change anywhere has it; long enough that a busy
 * isolate reads one tiny row every 2 s rather than once per page.
 */
export const STAMP_FRESH_MS = 2_000

let held: { stamp: Promise<AlertStamp>; until: number } | null = null

/** Forgets the version read: called after this isolate changes the warnings (poll, desk). */
export function forgetAlertStamp(): void {
  held = null
}

async function readStamp(db: D1Database): Promise<AlertStamp> {
  const row = await db
    .prepare(
      `SELECT (SELECT version FROM alert_version WHERE id = 1) AS version,
              (SELECT MAX(checked_at) FROM alert_feeds) AS checked_at`,
    )
    .first<{ version: string | null; checked_at: string | null }>()
  return { version: row?.version ?? 'none', checkedAt: row?.checked_at ?? null }
}

/**
 * The warnings' version and the last successful read of the feeds. With `memo`, one read per
 * STAMP_FRESH_MS and isolate (requests arriving meanwhile share it); a failed read is not kept.
 */
export function alertStamp(db: D1Database, memo: boolean, now = Date.now()): Promise<AlertStamp> {
  if (!memo) return readStamp(db)
  if (held && now < held.until) return held.stamp
  const stamp = readStamp(db)
  const entry = { stamp, until: now + STAMP_FRESH_MS }
  held = entry
  stamp.catch(() => {
    if (held === entry) held = null
  })
  return stamp
}
