import { ALERT_KIND_MAP as KIND_HAZARD } from '../../src/shared/alert-levels'
import type {
  Alert,
  AlertKind,
  AlertLevel,
  AlertSource,
  AlertStatus,
  AlertStep,
} from '../../src/shared/api/alerts'

// The alerts table (migrations/0021_alerts.sql) and its API shape (src/shared/api/alerts.ts).

export interface AlertRow {
  id: string
  source: AlertSource
  kind: AlertKind
  level: AlertLevel
  area_code: string
  area_name: string
  headline: string
  status: AlertStatus
  event_id: string
  serial: number
  report_at: string
  issued_at: string
  updated_at: string
  lifted_at: string | null
  shelter_ids: string
  issued_by: number | null
  pushed_level: number
  /** The 電文 type and Control/DateTime of the report that last changed it ('' for town orders). */
  telegram_type: string
  sent_at: string
  /** The level of the notice last pushed for it (0: none, or its 解除 went out). */
  notice_level: number
  /** The highest level pushed for it: who its quiet pushes reach. */
  notice_reach: number
}

function shelterIdsOf(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

export function toAlert(row: AlertRow, steps: AlertStep[] = []): Alert {
  const { hazard, layer } = KIND_HAZARD[row.kind] ?? { hazard: null, layer: null }
  return {
    id: row.id,
    source: row.source,
    kind: row.kind,
    level: row.level,
    status: row.status,
    areaCode: row.area_code,
    areaName: row.area_name,
    headline: row.headline,
    issuedAt: row.issued_at,
    updatedAt: row.updated_at,
    liftedAt: row.lifted_at,
    hazard,
    layer,
    shelterIds: shelterIdsOf(row.shelter_ids),
    steps,
  }
}

/** The steps of these warnings (alert_steps, kept by triggers on alerts), oldest first. */
export async function stepsOf(db: D1Database, ids: string[]): Promise<Map<string, AlertStep[]>> {
  const steps = new Map<string, AlertStep[]>()
  if (ids.length === 0) return steps
  const { results } = await db
    .prepare(
      `SELECT alert_id, step, level, at FROM alert_steps
       WHERE alert_id IN (SELECT value FROM json_each(?1)) ORDER BY at, id`,
    )
    .bind(JSON.stringify(ids))
    .all<AlertStep & { alert_id: string }>()
  for (const { alert_id, step, level, at } of results) {
    const list = steps.get(alert_id) ?? []
    list.push({ step, level, at })
    steps.set(alert_id, list)
  }
  return steps
}

/** The rows as the API gives them, each with its steps (one more read for all of them). */
export async function withSteps(db: D1Database, rows: AlertRow[]): Promise<Alert[]> {
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toAlert(row, steps.get(row.id) ?? []))
}

export function findAlert(db: D1Database, id: string): Promise<AlertRow | null> {
  return db.prepare('SELECT * FROM alerts WHERE id = ?1').bind(id).first<AlertRow>()
}

/** In force (not lifted), level ≥ 2, most severe first, then newest. */
export async function alertsInForce(db: D1Database): Promise<AlertRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM alerts WHERE lifted_at IS NULL AND level >= 2
       ORDER BY level DESC, updated_at DESC, id LIMIT 100`,
    )
    .all<AlertRow>()
  return results
}

/** Newest first by issue time; `before` is the issued_at|id cursor of the page before. */
export async function alertHistory(
  db: D1Database,
  before: { issuedAt: string; id: string } | null,
  limit: number,
): Promise<AlertRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM alerts
       WHERE ?1 IS NULL OR issued_at < ?1 OR (issued_at = ?1 AND id < ?2)
       ORDER BY issued_at DESC, id DESC LIMIT ?3`,
    )
    .bind(before?.issuedAt ?? null, before?.id ?? '', limit)
    .all<AlertRow>()
  return results
}

/** When the feeds were last read successfully. */
export async function lastChecked(db: D1Database): Promise<string | null> {
  const row = await db
    .prepare('SELECT MAX(checked_at) AS at FROM alert_feeds')
    .first<{ at: string | null }>()
  return row?.at ?? null
}
