import type { AlertKind, AlertLevel, AlertStatus } from '../../src/shared/api/alerts'
import type { AlertRow } from './alert-store'
import type { ReportLevel } from './levels'
import { lastLift, recordLift } from './lifts'
import { compareReports, type ReportMark } from './report-order'

// The state machine of one JMA warning (source, kind, area): each report read from a telegram
// moves it at most once. A report is applied only when it is later (report-order.ts) than what
// last changed the warning and than the last lift read for it (lifts.ts), so a duplicate, a
// re-read feed or a telegram that arrives after a later one changes nothing, and nothing older
// than a lift reopens the warning. Every report is recorded once in alert_reports under its entry
// id: reading the same entry again is a no-op.

export type ReportOutcome =
  | 'applied'
  | 'stale'
  | 'other_area'
  | 'malformed'
  | 'ignored'
  | 'superseded'

export interface ReportInput {
  /** The feed entry's id, with the area code when one telegram speaks for several areas. */
  entryId: string
  kind: AlertKind
  level: ReportLevel
  areaCode: string
  areaName: string
  /** The 電文 type that said it (VPWW55, VXSE51, …). */
  telegramType: string
  eventId: string
  serial: number
  reportAt: string
  /** Control/DateTime, UTC ISO: when JMA sent the telegram, to the second. */
  sentAt: string
  headline: string
  /** InfoType 取消: the telegram withdraws the warning it named. */
  cancel: boolean
}

export interface Applied {
  outcome: ReportOutcome
  alert: AlertRow | null
  /** Set when this report raised the warning to a level nobody has been told about yet. */
  pushLevel: AlertLevel | null
}

const rowMark = (row: AlertRow): ReportMark => ({
  reportAt: row.report_at,
  eventId: row.event_id,
  serial: row.serial,
  sentAt: row.sent_at,
  telegramType: row.telegram_type,
})

/** Later than `before` (the warning's last report, with the warning when in force; or the last lift)? */
function isNewer(input: ReportInput, before: ReportMark, inForce: { level: number } | null) {
  const order = compareReports(input, before)
  if (order !== 0) return order > 0
  // Two telegram types speaking of one kind in the same minute (暴風 and 波浪; the R06 土砂
  // telegram and the 土砂災害警戒情報 before R06 names the town): the more severe word wins.
  return inForce !== null && !input.cancel && input.level > inForce.level
}

/** Records a report that changes no warning (stale, another area, malformed, an exercise). */
export async function recordReport(
  db: D1Database,
  entryId: string,
  fields: {
    kind: string
    status: string
    level: number
    eventId: string
    serial: number
    reportAt: string
  },
  outcome: ReportOutcome,
  alertId: string | null = null,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO alert_reports (entry_id, alert_id, kind, status, level, event_id, serial,
         report_at, received_at, outcome)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT (entry_id) DO NOTHING`,
    )
    .bind(
      entryId,
      alertId,
      fields.kind,
      fields.status,
      fields.level,
      fields.eventId,
      fields.serial,
      fields.reportAt,
      new Date().toISOString(),
      outcome,
    )
    .run()
  return result.meta.changes === 1
}

async function current(db: D1Database, input: ReportInput) {
  const { results } = await db
    .prepare(
      `SELECT * FROM alerts WHERE source = 'jma' AND kind = ?1 AND area_code = ?2
       ORDER BY lifted_at IS NULL DESC, report_at DESC LIMIT 1`,
    )
    .bind(input.kind, input.areaCode)
    .all<AlertRow>()
  return results[0] ?? null
}

/** What the report does to the warning: null = nothing (it says what is already so). */
function transition(
  input: ReportInput,
  inForce: AlertRow | null,
): { level: AlertLevel; status: AlertStatus; fresh: boolean } | null {
  const said = input.level < 2 ? 0 : input.level
  if (input.cancel) {
    if (!inForce || inForce.event_id !== input.eventId) return null
    return { level: inForce.level, status: 'lifted', fresh: false }
  }
  if (said === 0) {
    if (!inForce) return null
    return { level: inForce.level, status: 'lifted', fresh: false }
  }
  // Each earthquake is its own event: a new EventID is a new alert, pushed again.
  const newEvent =
    input.kind === 'earthquake' && inForce !== null && inForce.event_id !== input.eventId
  if (!inForce || newEvent) return { level: said, status: 'issued', fresh: true }
  const status: AlertStatus =
    said > inForce.level ? 'upgraded' : said < inForce.level ? 'downgraded' : 'continued'
  return { level: said, status, fresh: false }
}

/**
 * Applies one report. Safe to call again with the same entry (no-op) and from two pollers at
 * once: the entry is claimed in alert_reports first, and the row changes only if it still holds
 * what this report was judged against.
 */
export async function applyReport(db: D1Database, input: ReportInput): Promise<Applied> {
  const fields = {
    kind: input.kind,
    status: input.cancel ? 'cancelled' : input.level < 2 ? 'lifted' : 'reported',
    level: input.level,
    eventId: input.eventId,
    serial: input.serial,
    reportAt: input.reportAt,
  }
  const [latest, lift] = await Promise.all([current(db, input), lastLift(db, input)])
  const inForce = latest && latest.lifted_at === null ? latest : null
  const staleAgainst =
    (latest !== null && !isNewer(input, rowMark(latest), inForce)) ||
    (lift !== null && !isNewer(input, lift, null))
  if (staleAgainst) {
    await recordReport(db, input.entryId, fields, 'stale', latest?.id ?? null)
    return { outcome: 'stale', alert: latest, pushLevel: null }
  }
  // Claim the entry: a second reader of the same entry stops here.
  if (!(await recordReport(db, input.entryId, fields, 'applied'))) {
    return { outcome: 'stale', alert: latest, pushLevel: null }
  }
  const next = transition(input, inForce)
  if (!next) {
    // A lift with nothing in force still counts: an older telegram must not reopen the warning.
    if (input.level < 2 && !input.cancel) await recordLift(db, input)
    return { outcome: 'applied', alert: latest, pushLevel: null }
  }
  const row = next.fresh
    ? await openWarning(db, input, next.level, inForce)
    : await moveWarning(db, input, next, inForce as AlertRow)
  if (!row) {
    // Another reader changed the warning in between: this report lost the race and is stale.
    await db
      .prepare("UPDATE alert_reports SET outcome = 'stale' WHERE entry_id = ?1")
      .bind(input.entryId)
      .run()
    return { outcome: 'stale', alert: latest, pushLevel: null }
  }
  await db
    .prepare('UPDATE alert_reports SET alert_id = ?2 WHERE entry_id = ?1')
    .bind(input.entryId, row.id)
    .run()
  if (next.status === 'lifted') await recordLift(db, input)
  const raised = next.status === 'issued' || next.status === 'upgraded'
  return { outcome: 'applied', alert: row, pushLevel: raised ? row.level : null }
}

/** A new warning row (after lifting the one of an earlier earthquake, if any). */
async function openWarning(
  db: D1Database,
  input: ReportInput,
  level: AlertLevel,
  inForce: AlertRow | null,
): Promise<AlertRow | null> {
  if (inForce) await liftRow(db, inForce.id, input.reportAt)
  return db
    .prepare(
      `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
         event_id, serial, report_at, issued_at, updated_at, telegram_type, sent_at)
       VALUES (?1, 'jma', ?2, ?3, ?4, ?5, ?6, 'issued', ?7, ?8, ?9, ?9, ?9, ?10, ?11)
       ON CONFLICT DO NOTHING RETURNING *`,
    )
    .bind(
      crypto.randomUUID(),
      input.kind,
      level,
      input.areaCode,
      input.areaName,
      input.headline,
      input.eventId,
      input.serial,
      input.reportAt,
      input.telegramType,
      input.sentAt,
    )
    .first<AlertRow>()
}

/** Moves the warning in force, only if it still holds what the report was judged against. */
async function moveWarning(
  db: D1Database,
  input: ReportInput,
  next: { level: AlertLevel; status: AlertStatus },
  target: AlertRow,
): Promise<AlertRow | null> {
  return db
    .prepare(
      `UPDATE alerts SET level = ?2, status = ?3, headline = ?4, area_name = COALESCE(NULLIF(?5, ''), area_name), event_id = ?6,
         serial = ?7, report_at = ?8, updated_at = ?8, telegram_type = ?11, sent_at = ?12,
         lifted_at = CASE WHEN ?3 = 'lifted' THEN ?8 ELSE NULL END,
         pushed_level = MIN(pushed_level, ?2)
       WHERE id = ?1 AND report_at = ?9 AND serial = ?10 AND sent_at = ?13 AND lifted_at IS NULL
       RETURNING *`,
    )
    .bind(
      target.id,
      next.level,
      next.status,
      input.headline,
      input.areaName,
      input.eventId,
      input.serial,
      input.reportAt,
      target.report_at,
      target.serial,
      input.telegramType,
      input.sentAt,
      target.sent_at,
    )
    .first<AlertRow>()
}

async function liftRow(db: D1Database, id: string, at: string): Promise<void> {
  await db
    .prepare(
      `UPDATE alerts SET status = 'lifted', lifted_at = ?2, updated_at = ?2
       WHERE id = ?1 AND lifted_at IS NULL`,
    )
    .bind(id, at)
    .run()
}

/**
 * Earthquake alerts have no 解除 telegram: one lasts `hours` after its last report, long enough
 * to find a shelter and hear about aftershocks, then it goes to the history.
 */
export async function expireEarthquakes(db: D1Database, now: number, hours = 3): Promise<number> {
  const cutoff = new Date(now - hours * 3_600_000).toISOString()
  const result = await db
    .prepare(
      `UPDATE alerts SET status = 'lifted', lifted_at = ?1, updated_at = ?1
       WHERE source = 'jma' AND kind = 'earthquake' AND lifted_at IS NULL AND report_at < ?2`,
    )
    .bind(new Date(now).toISOString(), cutoff)
    .run()
  return result.meta.changes
}
