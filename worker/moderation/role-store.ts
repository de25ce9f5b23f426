import type { RoleResult } from '../../src/shared/api/moderation'
import { apiError } from '../lib/errors'

// The moderator role, granted and taken away by an admin, each change in the audit log. The audit
// entry is written in the same batch and only when the role really changes, so granting twice (or
// two admins at once) leaves one role row and one entry.

export async function changeModeratorRole(
  db: D1Database,
  change: { adminId: number; userId: number; grant: boolean; reason: string },
): Promise<RoleResult> {
  const user = await db
    .prepare(`SELECT role FROM users WHERE id = ?1 AND status <> 'deleted'`)
    .bind(change.userId)
    .first<{ role: string }>()
  if (!user) throw apiError(404, 'not_found', 'ユーザーが見つかりません。')
  if (user.role === 'admin') {
    throw apiError(409, 'is_admin', '管理者の権限はこの画面では変更できません。')
  }
  const now = new Date().toISOString()
  const has = 'EXISTS (SELECT 1 FROM staff_roles WHERE user_id = ?2)'
  const [audit] = await db.batch([
    db
      .prepare(
        `INSERT INTO moderation_actions (actor_id, action, subject_kind, subject_id, target_user_id,
           reason, created_at)
         SELECT ?1, ?3, 'user', ?2, ?2, ?4, ?5 WHERE ${change.grant ? 'NOT ' : ''}${has}`,
      )
      .bind(
        change.adminId,
        change.userId,
        change.grant ? 'grant_moderator' : 'revoke_moderator',
        change.reason,
        now,
      ),
    change.grant
      ? db
          .prepare(
            `INSERT OR IGNORE INTO staff_roles (user_id, role, granted_by, created_at)
             VALUES (?1, 'moderator', ?2, ?3)`,
          )
          .bind(change.userId, change.adminId, now)
      : db.prepare('DELETE FROM staff_roles WHERE user_id = ?1').bind(change.userId),
  ])
  return {
    user_id: change.userId,
    role: change.grant ? 'moderator' : 'user',
    changed: (audit?.meta.changes ?? 0) === 1,
  }
}
