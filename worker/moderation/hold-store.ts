import type { HoldInput } from '../../src/shared/api/moderation'
import type { SubjectState } from './detail'
import { OWN_ACTION } from './subjects'

// A moderator's decision on something an NG word held, as one batch guarded like every desk
// action (claim at the version seen, then OWN_ACTION): publish makes a post public or applies a
// held profile edit; remove keeps the post hidden (no longer 確認中) or drops the edit. The audit
// log records a publish as 'restore' and a removal as 'hide' (a profile's as 'dismiss': the
// account itself stays).

/** The audit entry's id, or null when another decision came first. */
export async function decideHold(
  db: D1Database,
  actorId: number,
  state: SubjectState,
  input: { decision: HoldInput['decision']; version: number },
): Promise<number | null> {
  const { kind, id } = state
  const token = crypto.randomUUID()
  const now = new Date().toISOString()
  const publish = input.decision === 'publish'
  const own = (sql: string, ...rest: unknown[]) => db.prepare(sql).bind(kind, id, token, ...rest)
  const change =
    kind === 'user'
      ? [
          ...(publish
            ? [
                own(
                  `UPDATE users SET name = h.name, bio = h.bio, updated_at = ?4
                   FROM (SELECT name, bio FROM profile_holds WHERE user_id = ?2) AS h
                   WHERE users.id = ?2 AND ${OWN_ACTION}`,
                  now,
                ),
              ]
            : []),
          own(`DELETE FROM profile_holds WHERE user_id = ?2 AND ${OWN_ACTION}`),
        ]
      : [
          own(
            `UPDATE posts SET held_at = NULL, visibility = ?4, updated_at = ?5
             WHERE id = ?2 AND held_at IS NOT NULL AND ${OWN_ACTION}`,
            publish ? 'public' : 'hidden',
            now,
          ),
        ]
  const action = publish ? 'restore' : kind === 'user' ? 'dismiss' : 'hide'
  const reason = publish ? 'NGワードの確認: 問題なしとして公開' : 'NGワードの確認: 公開しない'
  const statements = [
    own(
      `UPDATE moderation_subjects SET version = version + 1, action_token = ?3, state = 'closed',
         open_reports = 0, held = 0
       WHERE subject_kind = ?1 AND subject_id = ?2 AND version = ?4 AND held = 1`,
      input.version,
    ),
    own(
      `UPDATE moderation_reports SET state = ?4, resolved_at = ?5
       WHERE subject_kind = ?1 AND subject_id = ?2 AND state = 'open' AND ${OWN_ACTION}`,
      publish ? 'dismissed' : 'actioned',
      now,
    ),
    ...change,
    own(
      `INSERT INTO moderation_actions (actor_id, action, subject_kind, subject_id, target_user_id,
         reason, until, created_at)
       SELECT ?4, ?5, ?1, ?2, ?6, ?7, NULL, ?8 WHERE ${OWN_ACTION}
       RETURNING id`,
      actorId,
      action,
      state.content?.ownerId ?? null,
      reason,
      now,
    ),
  ]
  const results = await db.batch<{ id: number }>(statements)
  if ((results[0]?.meta.changes ?? 0) === 0) return null
  return results.at(-1)?.results[0]?.id ?? null
}
