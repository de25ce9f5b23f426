import type { Context } from 'hono'
import type { StaffRole } from '../../src/shared/api/moderation'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

// Who may use the moderation desk, decided on the server for every call: a signed-in, active
// admin or moderator. The SPA's route guard only checks login.

export interface Staff {
  id: number
  role: StaffRole
}

export const STAFF_ONLY = '管理者またはモデレーターのみ利用できます。'

/** 401 without a session; 403 for anyone who is not active staff. */
export async function requireStaff(c: Context<AppEnv>): Promise<Staff> {
  const user = await requireUser(c)
  const staff = user.role === 'admin' || user.role === 'moderator'
  if (!staff || user.status !== 'active' || user.suspension_reason !== null) {
    throw apiError(403, 'forbidden', STAFF_ONLY)
  }
  return { id: user.id, role: user.role as StaffRole }
}

/** Role management is the admin's alone. */
export async function requireAdminStaff(c: Context<AppEnv>): Promise<Staff> {
  const staff = await requireStaff(c)
  if (staff.role !== 'admin') throw apiError(403, 'forbidden', '管理者のみ利用できます。')
  return staff
}
