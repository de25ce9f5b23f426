import type { Context } from 'hono'
import { formatDateTime } from '../../src/shared/date-format/format'
import ja from '../../src/shared/date-format/i18n/ja'
import { bearerOf } from '../lib/bearer'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

// Who is asking: the one surface other resources use to learn it. A hidden account can still sign
// in and read, but its posts, likes and follows would be invisible, so only active accounts write.
import {
  findSessionUser,
  type SessionLookup,
  type SessionUserRow,
  sessionLookup,
  sessionUserStatement,
} from './session-store'

export type { SessionLookup, SessionUserRow } from './session-store'
export { writerIdSql } from './session-store'

/** The bearer token of the request, if it carries one. */
export function bearerToken(c: Context): string | null {
  return bearerOf(c.req.header('authorization'))
}

/** The signed-in user, or null for visitors (and for unknown, expired or revoked tokens). */
export async function optionalUser(c: Context<AppEnv>): Promise<SessionUserRow | null> {
  const token = bearerToken(c)
  return token ? findSessionUser(c.env.DB, token) : null
}

const unauthorized = () =>
  apiError(401, 'unauthorized', 'ログインが必要です。もう一度ログインしてください。')

/** The signed-in user; 401 for everyone else. For routes that need login. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUserRow> {
  const user = await optionalUser(c)
  if (!user) throw unauthorized()
  return user
}

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
  requireActive(user)
  return { id: user.id }
}

/**
 * requireActiveUser for a write sent in one D1 batch with the session's lookup, instead of after
 * it (one round trip instead of two): `statement` goes first in the batch, the write names its
 * user with writerIdSql (NULL unless they may write, so a refused request writes nothing) bound
 * to `lookup`, and requireWriterOf turns the statement's answer into the same 401 or 403.
 * 401 at once without a token that could be a session's.
 */
export async function writerInBatch(
  c: Context<AppEnv>,
): Promise<{ statement: D1PreparedStatement; lookup: SessionLookup }> {
  const token = bearerToken(c)
  const lookup = token ? await sessionLookup(token) : null
  if (!lookup) throw unauthorized()
  return { statement: sessionUserStatement(c.env.DB, lookup), lookup }
}

/** The answer to writerInBatch's statement as requireActiveUser decides it. */
export function requireWriterOf(answer: D1Result<SessionUserRow> | undefined): Viewer {
  const user = answer?.results[0]
  if (!user) throw unauthorized()
  requireActive(user)
  return { id: user.id }
}

/**
 * 403 unless `user` may write: `account_restricted` for a hidden account, `account_suspended`
 * (with the reason and the end) for a suspended one. For routes that need more of the user.
 */
export function requireActive(user: SessionUserRow): void {
  if (user.status !== 'active') {
    throw apiError(403, 'account_restricted', 'このアカウントは現在この操作を行えません。')
  }
  if (user.suspension_reason !== null) throw suspendedError(user)
}

/**
 * A suspended account reads but does not write; the answer says why and until when (Tokyo time),
 * the same words the notice in the app shows.
 */
function suspendedError(user: SessionUserRow) {
  const until = user.suspension_until
    ? `${formatDateTime(user.suspension_until, ja)}まで`
    : '解除されるまで'
  return apiError(
    403,
    'account_suspended',
    `このアカウントは利用停止中です（${until}）。理由: ${user.suspension_reason}`,
    { extra: { reason: user.suspension_reason, until: user.suspension_until } },
  )
}
