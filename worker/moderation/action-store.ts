import type { ActionInput, ModerationAction } from '../../src/shared/api/moderation'
import type { SubjectState } from './detail'
import { OWN_ACTION, subjectTable } from './subjects'

// One staff action is one D1 batch (a transaction): claim the subject at the version the moderator
// saw, then change the content, the reports, the suspension and the sessions, append the audit
// entry and the user's notice. Every statement after the claim runs only if the claim was this
// action's (OWN_ACTION), so two moderators acting at once give one outcome: the first claim bumps
// the version, the second matches nothing and answers 409 with nothing written.

/** Actions whose reports count as acted on; the others dismiss them. */
const UPHELD: ReadonlySet<ModerationAction> = new Set(['hide', 'warn', 'suspend'])
/** Actions the content's owner is told about (notice in the app and email). */
export const NOTIFIED: ReadonlySet<ModerationAction> = new Set(['hide', 'warn', 'suspend'])

export interface Performed {
  auditId: number
  until: string | null
}

/** Null when another action claimed the subject first (its version moved on). */
export async function performAction(
  db: D1Database,
  actorId: number,
  state: SubjectState,
  input: ActionInput,
): Promise<Performed | null> {
  const { kind, id } = state
  const token = crypto.randomUUID()
  const now = new Date().toISOString()
  const until =
    input.action === 'suspend' && input.days !== undefined
      ? new Date(Date.now() + input.days * 86_400_000).toISOString()
      : null
  const ownerId = state.content?.ownerId ?? null
  const table = subjectTable(kind)
  const own = <T extends unknown[]>(sql: string, ...rest: T) =>
    db.prepare(sql).bind(kind, id, token, ...rest)

  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT OR IGNORE INTO moderation_subjects (subject_kind, subject_id, state, last_activity_at)
         VALUES (?1, ?2, 'closed', ?3)`,
      )
      .bind(kind, id, now),
    own(
      `UPDATE moderation_subjects
       SET version = version + 1, action_token = ?3, state = 'closed', open_reports = 0,
         appealed = 0
       WHERE subject_kind = ?1 AND subject_id = ?2 AND version = ?4`,
      input.version,
    ),
    own(
      `UPDATE moderation_reports SET state = ?4, resolved_at = ?5
       WHERE subject_kind = ?1 AND subject_id = ?2 AND state = 'open' AND ${OWN_ACTION}`,
      UPHELD.has(input.action) ? 'actioned' : 'dismissed',
      now,
    ),
  ]
  if (table && input.action === 'hide') statements.push(table.hide(db, kind, id, token))
  if (table && input.action === 'restore') statements.push(table.restore(db, kind, id, token))
  if (ownerId !== null && input.action === 'suspend') {
    // The suspended account is signed out everywhere; it may sign in again to read and appeal.
    statements.push(
      own(
        `UPDATE sessions SET revoked_at = ?5
         WHERE user_id = ?4 AND revoked_at IS NULL AND ${OWN_ACTION}`,
        ownerId,
        now,
      ),
    )
  }
  if (ownerId !== null && input.action === 'unsuspend') {
    statements.push(
      own(
        `UPDATE user_suspensions SET lifted_at = ?5
         WHERE user_id = ?4 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?5)
           AND ${OWN_ACTION}`,
        ownerId,
        now,
      ),
    )
  }
  const auditIndex = statements.length
  statements.push(
    own(
      `INSERT INTO moderation_actions (actor_id, action, subject_kind, subject_id, target_user_id,
         reason, until, created_at)
       SELECT ?4, ?5, ?1, ?2, ?6, ?7, ?8, ?9 WHERE ${OWN_ACTION}
       RETURNING id`,
      actorId,
      input.action,
      ownerId,
      input.reason,
      until,
      now,
    ),
  )
  // The audit entry just appended is the subject's newest: the batch is one transaction.
  const thisAction = `(SELECT max(id) FROM moderation_actions WHERE subject_kind = ?1 AND subject_id = ?2)`
  if (ownerId !== null && input.action === 'suspend') {
    statements.push(
      own(
        `INSERT INTO user_suspensions (user_id, action_id, reason, starts_at, ends_at)
         SELECT ?4, ${thisAction}, ?5, ?6, ?7 WHERE ${OWN_ACTION}`,
        ownerId,
        input.reason,
        now,
        until,
      ),
    )
  }
  if (ownerId !== null && NOTIFIED.has(input.action)) {
    statements.push(
      own(
        `INSERT INTO moderation_notices (user_id, action_id, action, subject_kind, subject_id,
           reason, until, created_at)
         SELECT ?4, ${thisAction}, ?5, ?1, ?2, ?6, ?7, ?8 WHERE ${OWN_ACTION}`,
        ownerId,
        input.action,
        input.reason,
        until,
        now,
      ),
    )
  }
  const results = await db.batch<{ id: number }>(statements)
  if ((results[1]?.meta.changes ?? 0) === 0) return null
  const auditId = results[auditIndex]?.results[0]?.id
  if (auditId === undefined) return null
  return { auditId, until }
}
