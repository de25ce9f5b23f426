import type { Context } from 'hono'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

// Who may create and manage rallies. Today that is admins (for every rally); when the organizer
// role exists it joins here, and only this file changes.

export interface Organizer {
  id: number
  role: string
}

const FORBIDDEN = 'このスタンプラリーを管理する権限がありません。'

/** True when `user` may create rallies. */
export function mayOrganize(user: { role: string; status: string }): boolean {
  return user.status === 'active' && user.role === 'admin'
}

/** True when `user` may manage this rally (its spots, QR codes, dashboard). */
export function mayManageRally(
  user: { id: number; role: string; status: string } | null,
  _rally: { created_by: number | null },
): boolean {
  return user !== null && mayOrganize(user)
}

/** The signed-in organizer; 401 without a session, 403 for everyone else. */
export async function requireOrganizer(c: Context<AppEnv>): Promise<Organizer> {
  const user = await requireUser(c)
  if (!mayOrganize(user)) throw apiError(403, 'forbidden', FORBIDDEN)
  return { id: user.id, role: user.role }
}

/** 403 unless the signed-in user manages this rally. */
export async function requireRallyManager(
  c: Context<AppEnv>,
  rally: { created_by: number | null },
): Promise<Organizer> {
  const user = await requireUser(c)
  if (!mayManageRally(user, rally)) throw apiError(403, 'forbidden', FORBIDDEN)
  return { id: user.id, role: user.role }
}
