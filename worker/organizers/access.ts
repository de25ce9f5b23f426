import type { Context } from 'hono'
import { requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

// Who may act as an organizer, decided once on the server for every resource: a signed-in, active
// user who is a member of the organization (organizations exist only once an admin approved them).
// A suspended member reads their notices, but acts for no organization until the suspension ends.
// Admins are not organizers by virtue of their role: an organizer acts for an organization.

export interface Organizer {
  userId: number
  /** Every organization the user belongs to, oldest membership first. */
  organizationIds: number[]
}

export const NOT_ORGANIZER_MESSAGE =
  'イベント主催者として登録されていません。主催者コードを入力するか、主催者の申請をしてください。'

/**
 * The signed-in organizer: 401 without a session, 403 for a restricted or suspended account or a
 * user who is not an organizer, and 403 when `organizationId` is given and they are not one of
 * its members.
 */
export async function requireOrganizer(
  c: Context<AppEnv>,
  organizationId?: number,
): Promise<Organizer> {
  const user = await requireActiveUser(c)
  const organizationIds = await organizationsOf(c.env.DB, user.id)
  if (organizationIds.length === 0) throw apiError(403, 'not_organizer', NOT_ORGANIZER_MESSAGE)
  if (organizationId !== undefined && !organizationIds.includes(organizationId)) {
    throw apiError(403, 'other_organization', '他の主催団体のイベントや会場は変更できません。')
  }
  return { userId: user.id, organizationIds }
}

/** The organizations `userId` is a member of, oldest membership first (no role or status check). */
export async function organizationsOf(db: D1Database, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      'SELECT organization_id FROM organization_members WHERE user_id = ?1 ORDER BY created_at, organization_id',
    )
    .bind(userId)
    .all<{ organization_id: number }>()
  return results.map((row) => row.organization_id)
}

/** The signed-in admin: 401 without a session, 403 for everyone else (a suspended admin too). */
export async function requireAdmin(c: Context<AppEnv>): Promise<{ id: number }> {
  const user = await requireUser(c)
  if (user.role !== 'admin' || user.status !== 'active' || user.suspension_reason !== null) {
    throw apiError(403, 'forbidden', '管理者のみ利用できます。')
  }
  return { id: user.id }
}
