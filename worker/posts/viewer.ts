import type { Context } from 'hono'
import { optionalUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

// Who is asking. Sessions belong to the accounts code (worker/auth/session.ts); this adds the
// posts feature's rule on top: only active accounts write (a hidden account can still sign in
// and read, but its posts, likes and follows would be invisible, so it may not create them).

export interface Viewer {
  id: number
}

/** The signed-in user's id, or null for visitors. */
export async function viewerId(c: Context<AppEnv>): Promise<number | null> {
  const user = await optionalUser(c)
  return user ? user.id : null
}

/** The signed-in, active user; 401 without a session, 403 for a restricted account. */
export async function requireActiveUser(c: Context<AppEnv>): Promise<Viewer> {
  const user = await requireUser(c)
  if (user.status !== 'active') {
    throw apiError(403, 'account_restricted', 'このアカウントは現在この操作を行えません。')
  }
  return { id: user.id }
}
