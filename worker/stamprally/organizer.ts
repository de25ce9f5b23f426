import type { Context } from 'hono'
import { requireActive, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { organizationsOf } from '../organizers/access'

// Who may create and manage rallies: admins (every rally) and the members of an organization
// (the rallies of their organizations only). A restricted or suspended account organizes nothing.

export interface RallyOrganizer {
  id: number
  admin: boolean
  /** The organizations the user acts for, oldest membership first. */
  organizationIds: number[]
}

const FORBIDDEN = 'このスタンプラリーを管理する権限がありません。'

/** What `user` may organize, or null when they may organize no rally at all. */
export async function rallyOrganizerOf(
  db: D1Database,
  user: { id: number; role: string; status: string; suspension_reason: string | null } | null,
): Promise<RallyOrganizer | null> {
  if (user?.status !== 'active' || user.suspension_reason !== null) return null
  const organizationIds = await organizationsOf(db, user.id)
  const admin = user.role === 'admin'
  if (!admin && organizationIds.length === 0) return null
  return { id: user.id, admin, organizationIds }
}

/** True when `organizer` may manage this rally (its spots, QR codes, dashboard). */
export function mayManageRally(
  organizer: RallyOrganizer | null,
  rally: { organization_id: number | null },
): boolean {
  if (!organizer) return false
  if (organizer.admin) return true
  return rally.organization_id !== null && organizer.organizationIds.includes(rally.organization_id)
}

/**
 * The signed-in organizer; 401 without a session, 403 `account_restricted` / `account_suspended`
 * (the reason and the end) for an account that may not write, as every organizer call answers,
 * and 403 `forbidden` for everyone else.
 */
export async function requireOrganizer(c: Context<AppEnv>): Promise<RallyOrganizer> {
  const user = await requireUser(c)
  requireActive(user)
  const organizer = await rallyOrganizerOf(c.env.DB, user)
  if (!organizer) throw apiError(403, 'forbidden', FORBIDDEN)
  return organizer
}

/** 403 unless the signed-in user manages this rally. */
export async function requireRallyManager(
  c: Context<AppEnv>,
  rally: { organization_id: number | null },
): Promise<RallyOrganizer> {
  const organizer = await requireOrganizer(c)
  if (!mayManageRally(organizer, rally)) throw apiError(403, 'forbidden', FORBIDDEN)
  return organizer
}

/**
 * The organization a new rally belongs to: the one asked for (an admin may name any, or none for
 * the town's own rally), else the organizer's first. 403 for an organization not theirs.
 */
export async function rallyOrganization(
  db: D1Database,
  organizer: RallyOrganizer,
  requested: number | null | undefined,
): Promise<number | null> {
  if (organizer.admin) {
    if (requested === undefined || requested === null) return null
    const known = await db
      .prepare('SELECT 1 FROM organizations WHERE id = ?1')
      .bind(requested)
      .first()
    if (!known)
      throw apiError(400, 'invalid_request', '主催団体が見つかりません。', {
        extra: { field: 'organization_id' },
      })
    return requested
  }
  const organizationId = requested ?? organizer.organizationIds[0] ?? null
  if (organizationId === null || !organizer.organizationIds.includes(organizationId)) {
    throw apiError(403, 'other_organization', '他の主催団体のスタンプラリーは作成できません。')
  }
  return organizationId
}
