import type {
  AuditAction,
  AuditEntry,
  QueueItem,
  ReasonCount,
  ReportEntry,
  SubjectKind,
  Suspension,
} from '../../src/shared/api/moderation'
import { loadContents, missingSummary } from './subjects'

// Reads of the desk: the queue (one row per subject, newest activity first), a subject's reports
// and history, the audit log with its filters, and a user's suspension in force.

export interface SubjectRow {
  rid: number
  subject_kind: SubjectKind
  subject_id: number
  state: 'open' | 'closed'
  open_reports: number
  total_reports: number
  appealed: number
  last_activity_at: string
  version: number
  held: number
  reasons_json: string
}

const SUBJECT_COLUMNS = `s.rowid AS rid, s.subject_kind, s.subject_id, s.state, s.open_reports,
  s.total_reports, s.appealed, s.last_activity_at, s.version, s.held,
  (SELECT json_group_array(json_object('reason', g.reason, 'count', g.n))
   FROM (SELECT r.reason, count(*) AS n FROM moderation_reports r
         WHERE r.subject_kind = s.subject_kind AND r.subject_id = s.subject_id AND r.state = 'open'
         GROUP BY r.reason ORDER BY n DESC, max(r.id) DESC LIMIT 5) AS g) AS reasons_json`

export interface QueueFilter {
  state: 'open' | 'closed'
  kind: SubjectKind | null
  after: { at: string; id: number } | null
  limit: number
}

/** How many held subjects the first page of the open queue lists above the rest. */
const HELD_FIRST = 100

/**
 * The queue, newest activity first. Held subjects (NG words) come first: the open queue's first
 * page starts with them, and its pages list the others.
 */
export async function listQueue(
  db: D1Database,
  filter: QueueFilter,
): Promise<{ held: SubjectRow[]; rows: SubjectRow[] }> {
  const heldFirst = filter.state === 'open' && filter.after === null
  const held = heldFirst
    ? await db
        .prepare(
          `SELECT ${SUBJECT_COLUMNS} FROM moderation_subjects s
           WHERE s.held = 1 AND s.state = 'open' AND (?1 IS NULL OR s.subject_kind = ?1)
           ORDER BY s.last_activity_at DESC, s.rowid DESC LIMIT ?2`,
        )
        .bind(filter.kind, HELD_FIRST)
        .all<SubjectRow>()
    : { results: [] }
  const { results } = await db
    .prepare(
      `SELECT ${SUBJECT_COLUMNS} FROM moderation_subjects s
       WHERE s.state = ?1 AND (?2 IS NULL OR s.subject_kind = ?2)
         AND (s.held = 0 OR s.state <> 'open')
         AND (?3 IS NULL OR s.last_activity_at < ?3 OR (s.last_activity_at = ?3 AND s.rowid < ?4))
       ORDER BY s.last_activity_at DESC, s.rowid DESC LIMIT ?5`,
    )
    .bind(
      filter.state,
      filter.kind,
      filter.after?.at ?? null,
      filter.after?.id ?? 0,
      filter.limit + 1,
    )
    .all<SubjectRow>()
  return { held: held.results, rows: results }
}

export function findSubjectRow(
  db: D1Database,
  kind: SubjectKind,
  id: number,
): Promise<SubjectRow | null> {
  return db
    .prepare(
      `SELECT ${SUBJECT_COLUMNS} FROM moderation_subjects s
       WHERE s.subject_kind = ?1 AND s.subject_id = ?2`,
    )
    .bind(kind, id)
    .first<SubjectRow>()
}

function parseReasons(json: string): ReasonCount[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? (value as ReasonCount[]) : []
  } catch {
    return []
  }
}

export async function toQueueItems(db: D1Database, rows: SubjectRow[]): Promise<QueueItem[]> {
  const contents = await loadContents(
    db,
    rows.map((row) => ({ kind: row.subject_kind, id: row.subject_id })),
  )
  return rows.map((row) => ({
    subject:
      contents.get(`${row.subject_kind}:${row.subject_id}`)?.summary ??
      missingSummary(row.subject_kind, row.subject_id),
    state: row.state,
    open_reports: row.open_reports,
    total_reports: row.total_reports,
    reasons: parseReasons(row.reasons_json),
    appealed: row.appealed === 1,
    last_activity_at: row.last_activity_at,
    version: row.version,
    held: row.held === 1,
  }))
}

interface ReportRow {
  id: number
  reason: string
  state: ReportEntry['state']
  reporter_id: number | null
  reporter_name: string | null
  created_at: string
}

export async function listReports(
  db: D1Database,
  kind: SubjectKind,
  id: number,
): Promise<ReportEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.reason, r.state, r.reporter_id, u.name AS reporter_name, r.created_at
       FROM moderation_reports r LEFT JOIN users u ON u.id = r.reporter_id
       WHERE r.subject_kind = ?1 AND r.subject_id = ?2 ORDER BY r.id DESC LIMIT 100`,
    )
    .bind(kind, id)
    .all<ReportRow>()
  return results.map((row) => ({
    id: row.id,
    reason: row.reason,
    state: row.state,
    reporter:
      row.reporter_id === null ? null : { id: row.reporter_id, name: row.reporter_name ?? '' },
    created_at: row.created_at,
  }))
}

interface AuditRow {
  id: number
  action: AuditAction
  actor_id: number
  actor_name: string | null
  subject_kind: SubjectKind
  subject_id: number
  target_user_id: number | null
  reason: string
  until: string | null
  created_at: string
}

const AUDIT_COLUMNS = `a.id, a.action, a.actor_id, u.name AS actor_name, a.subject_kind,
  a.subject_id, a.target_user_id, a.reason, a.until, a.created_at`

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actor_id, name: row.actor_name ?? '' },
    subject_kind: row.subject_kind,
    subject_id: row.subject_id,
    target_user_id: row.target_user_id,
    reason: row.reason,
    until: row.until,
    created_at: row.created_at,
  }
}

export interface AuditFilter {
  actor: number | null
  action: AuditAction | null
  kind: SubjectKind | null
  subject: number | null
  after: number | null
  limit: number
}

export async function listAudit(db: D1Database, filter: AuditFilter): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT ${AUDIT_COLUMNS} FROM moderation_actions a LEFT JOIN users u ON u.id = a.actor_id
       WHERE (?1 IS NULL OR a.actor_id = ?1) AND (?2 IS NULL OR a.action = ?2)
         AND (?3 IS NULL OR a.subject_kind = ?3) AND (?4 IS NULL OR a.subject_id = ?4)
         AND (?5 IS NULL OR a.id < ?5)
       ORDER BY a.id DESC LIMIT ?6`,
    )
    .bind(filter.actor, filter.action, filter.kind, filter.subject, filter.after, filter.limit + 1)
    .all<AuditRow>()
  return results.map(toAuditEntry)
}

export async function findAuditEntry(db: D1Database, id: number): Promise<AuditEntry | null> {
  const row = await db
    .prepare(
      `SELECT ${AUDIT_COLUMNS} FROM moderation_actions a LEFT JOIN users u ON u.id = a.actor_id
       WHERE a.id = ?1`,
    )
    .bind(id)
    .first<AuditRow>()
  return row ? toAuditEntry(row) : null
}

/** The suspension of `userId` in force now, if any. */
export function findSuspension(db: D1Database, userId: number): Promise<Suspension | null> {
  return db
    .prepare(
      `SELECT reason, ends_at AS until, starts_at FROM user_suspensions
       WHERE user_id = ?1 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?2)
       ORDER BY id DESC LIMIT 1`,
    )
    .bind(userId, new Date().toISOString())
    .first<Suspension>()
}

/** Admins and moderators: staff are not warned, suspended or hidden from the desk. */
export async function isStaffUser(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS staff FROM users u WHERE u.id = ?1
         AND (u.role = 'admin' OR EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = u.id))`,
    )
    .bind(userId)
    .first<{ staff: number }>()
  return row !== null
}
