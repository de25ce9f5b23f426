import type { Notice } from '../../src/shared/api/moderation'

// The user's side of moderation: their notices, and one appeal per notice, which reopens the
// subject in the queue and is written to the audit log in the same batch.

interface NoticeRow {
  id: number
  action: Notice['action']
  subject_kind: Notice['subject_kind']
  subject_id: number
  reason: string
  until: string | null
  created_at: string
  appeal_text: string | null
  appealed_at: string | null
}

const COLUMNS = `id, action, subject_kind, subject_id, reason, until, created_at, appeal_text,
  appealed_at`

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    action: row.action,
    subject_kind: row.subject_kind,
    subject_id: row.subject_id,
    reason: row.reason,
    until: row.until,
    created_at: row.created_at,
    appeal:
      row.appeal_text !== null && row.appealed_at !== null
        ? { text: row.appeal_text, at: row.appealed_at }
        : null,
  }
}

/** The newest 50 notices of a user. */
export async function listNotices(db: D1Database, userId: number): Promise<Notice[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM moderation_notices WHERE user_id = ?1 ORDER BY id DESC LIMIT 50`,
    )
    .bind(userId)
    .all<NoticeRow>()
  return results.map(toNotice)
}

export async function findNotice(
  db: D1Database,
  userId: number,
  id: number,
): Promise<Notice | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM moderation_notices WHERE id = ?1 AND user_id = ?2`)
    .bind(id, userId)
    .first<NoticeRow>()
  return row ? toNotice(row) : null
}

/**
 * Records the appeal if the notice has none yet. Of two appeals at once exactly one is kept:
 * the later statements run only for the batch whose token the notice holds. False: already
 * appealed.
 */
export async function appeal(
  db: D1Database,
  userId: number,
  noticeId: number,
  text: string,
): Promise<boolean> {
  const token = crypto.randomUUID()
  const now = new Date().toISOString()
  const mine = `EXISTS (SELECT 1 FROM moderation_notices WHERE id = ?1 AND appeal_token = ?2)`
  const [claim] = await db.batch([
    db
      .prepare(
        `UPDATE moderation_notices SET appeal_text = ?4, appealed_at = ?5, appeal_token = ?2
         WHERE id = ?1 AND user_id = ?3 AND appealed_at IS NULL`,
      )
      .bind(noticeId, token, userId, text, now),
    db
      .prepare(
        `UPDATE moderation_subjects
         SET state = 'open', appealed = 1, version = version + 1,
           last_activity_at = max(last_activity_at, ?3)
         WHERE (subject_kind, subject_id) =
           (SELECT subject_kind, subject_id FROM moderation_notices WHERE id = ?1) AND ${mine}`,
      )
      .bind(noticeId, token, now),
    db
      .prepare(
        `INSERT INTO moderation_actions (actor_id, action, subject_kind, subject_id, target_user_id,
           reason, created_at)
         SELECT ?3, 'appeal', subject_kind, subject_id, ?3, ?4, ?5
         FROM moderation_notices WHERE id = ?1 AND ${mine}`,
      )
      .bind(noticeId, token, userId, text, now),
  ])
  return (claim?.meta.changes ?? 0) === 1
}
