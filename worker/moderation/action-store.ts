import type { ActionInput, ModerationAction, SubjectKind } from '../../src/shared/api/moderation'
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

/** What every statement of one action's batch is built from. */
interface ActionBatch {
  db: D1Database
  input: ActionInput
  ownerId: number | null
  now: string
  until: string | null
  /** A statement bound to ?1 kind, ?2 id, ?3 this action's token, then `rest` from ?4. */
  own: <T extends unknown[]>(sql: string, ...rest: T) => D1PreparedStatement
}

/**
 * Step 1: the subject's row (made if it had none) claimed at the version the moderator saw, and
 * its open reports resolved. The claim is statement 1: its `changes` say whether it was ours.
 */
function claimStatements(b: ActionBatch, kind: SubjectKind, id: number): D1PreparedStatement[] {
  return [
    b.db
      .prepare(
        `INSERT OR IGNORE INTO moderation_subjects (subject_kind, subject_id, state, last_activity_at)
         VALUES (?1, ?2, 'closed', ?3)`,
      )
      .bind(kind, id, b.now),
    b.own(
      `UPDATE moderation_subjects
       SET version = version + 1, action_token = ?3, state = 'closed', open_reports = 0,
         appealed = 0
       WHERE subject_kind = ?1 AND subject_id = ?2 AND version = ?4`,
      b.input.version,
    ),
    b.own(
      `UPDATE moderation_reports SET state = ?4, resolved_at = ?5
       WHERE subject_kind = ?1 AND subject_id = ?2 AND state = 'open' AND ${OWN_ACTION}`,
      UPHELD.has(b.input.action) ? 'actioned' : 'dismissed',
      b.now,
    ),
  ]
}

/** Step 2: the account's side: a suspension signs it out, lifting one ends the suspension. */
function accountStatements(b: ActionBatch): D1PreparedStatement[] {
  if (b.ownerId === null) return []
  if (b.input.action === 'suspend') {
    // The suspended account is signed out everywhere; it may sign in again to read and appeal.
    return [
      b.own(
        `UPDATE sessions SET revoked_at = ?5
         WHERE user_id = ?4 AND revoked_at IS NULL AND ${OWN_ACTION}`,
        b.ownerId,
        b.now,
      ),
    ]
  }
  if (b.input.action === 'unsuspend') {
    return [
      b.own(
        `UPDATE user_suspensions SET lifted_at = ?5
         WHERE user_id = ?4 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?5)
           AND ${OWN_ACTION}`,
        b.ownerId,
        b.now,
      ),
    ]
  }
  return []
}

/** Step 3: the audit entry, which answers its id. */
function auditStatement(b: ActionBatch, actorId: number): D1PreparedStatement {
  return b.own(
    `INSERT INTO moderation_actions (actor_id, action, subject_kind, subject_id, target_user_id,
       reason, until, created_at)
     SELECT ?4, ?5, ?1, ?2, ?6, ?7, ?8, ?9 WHERE ${OWN_ACTION}
     RETURNING id`,
    actorId,
    b.input.action,
    b.ownerId,
    b.input.reason,
    b.until,
    b.now,
  )
}

/** Step 4: what points at the audit entry: the suspension's row and the owner's notice. */
function afterAuditStatements(b: ActionBatch): D1PreparedStatement[] {
  if (b.ownerId === null) return []
  // The audit entry just appended is the subject's newest: the batch is one transaction.
  const thisAction = `(SELECT max(id) FROM moderation_actions WHERE subject_kind = ?1 AND subject_id = ?2)`
  const statements: D1PreparedStatement[] = []
  if (b.input.action === 'suspend') {
    statements.push(
      b.own(
        `INSERT INTO user_suspensions (user_id, action_id, reason, starts_at, ends_at)
         SELECT ?4, ${thisAction}, ?5, ?6, ?7 WHERE ${OWN_ACTION}`,
        b.ownerId,
        b.input.reason,
        b.now,
        b.until,
      ),
    )
  }
  if (NOTIFIED.has(b.input.action)) {
    statements.push(
      b.own(
        `INSERT INTO moderation_notices (user_id, action_id, action, subject_kind, subject_id,
           reason, until, created_at)
         SELECT ?4, ${thisAction}, ?5, ?1, ?2, ?6, ?7, ?8 WHERE ${OWN_ACTION}`,
        b.ownerId,
        b.input.action,
        b.input.reason,
        b.until,
        b.now,
      ),
    )
  }
  return statements
}

/**
 * Steps 1 to 4 as one batch, then step 5: null when another action claimed the subject first
 * (its version moved on).
 */
export async function performAction(
  db: D1Database,
  actorId: number,
  state: SubjectState,
  input: ActionInput,
): Promise<Performed | null> {
  const { kind, id } = state
  const token = crypto.randomUUID()
  const batch: ActionBatch = {
    db,
    input,
    ownerId: state.content?.ownerId ?? null,
    now: new Date().toISOString(),
    until:
      input.action === 'suspend' && input.days !== undefined
        ? new Date(Date.now() + input.days * 86_400_000).toISOString()
        : null,
    own: (sql, ...rest) => db.prepare(sql).bind(kind, id, token, ...rest),
  }
  const table = subjectTable(kind)
  const statements = claimStatements(batch, kind, id)
  // The content itself (a post, a comment…): hidden, or shown again.
  if (table && input.action === 'hide') statements.push(table.hide(db, kind, id, token))
  if (table && input.action === 'restore') statements.push(table.restore(db, kind, id, token))
  statements.push(...accountStatements(batch))
  const auditIndex = statements.length
  statements.push(auditStatement(batch, actorId), ...afterAuditStatements(batch))

  const results = await db.batch<{ id: number }>(statements)
  if ((results[1]?.meta.changes ?? 0) === 0) return null
  const auditId = results[auditIndex]?.results[0]?.id
  if (auditId === undefined) return null
  return { auditId, until: batch.until }
}
