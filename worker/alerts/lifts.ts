import type { ReportInput } from './apply-report'
import type { ReportMark } from './report-order'

// The latest lift read per JMA kind and area (alert_lifts, migrations/0024): kept even when
// nothing was in force, so a telegram older than the lift never reopens the warning.

/** The latest lift read for the report's kind and area, whether or not anything was in force. */
export async function lastLift(db: D1Database, input: ReportInput): Promise<ReportMark | null> {
  return db
    .prepare(
      `SELECT report_at AS reportAt, event_id AS eventId, serial, sent_at AS sentAt,
         telegram_type AS telegramType
       FROM alert_lifts WHERE source = 'jma' AND kind = ?1 AND area_code = ?2`,
    )
    .bind(input.kind, input.areaCode)
    .first<ReportMark>()
}

/** Keeps the lift as the latest (it was judged later than the one kept before). */
export async function recordLift(db: D1Database, input: ReportInput): Promise<void> {
  await db
    .prepare(
      `INSERT INTO alert_lifts (source, kind, area_code, telegram_type, event_id, serial,
         report_at, sent_at)
       VALUES ('jma', ?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (source, kind, area_code) DO UPDATE SET telegram_type = ?3, event_id = ?4,
         serial = ?5, report_at = ?6, sent_at = ?7`,
    )
    .bind(
      input.kind,
      input.areaCode,
      input.telegramType,
      input.eventId,
      input.serial,
      input.reportAt,
      input.sentAt,
    )
    .run()
}
