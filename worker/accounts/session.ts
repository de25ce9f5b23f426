import type { Context } from 'hono'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { findSessionUser } from './session-store'
import type { UserRow } from './user-store'

/** The bearer token of the request, if it carries one. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/** The signed-in user, or null for visitors (and for unknown, expired or revoked tokens). */
export async function optionalUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const token = bearerToken(c)
  return token ? findSessionUser(c.env.DB, token) : null
}

/** The signed-in user; 401 for everyone else. For routes that need login (spec §6). */
export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await optionalUser(c)
  if (!user)
    throw apiError(401, 'unauthorized', 'ログインが必要です。もう一度ログインしてください。')
  return user
}
