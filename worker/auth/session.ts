import type { Context } from 'hono'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
export interface UserRow {
  id: number
  status: 'active' | 'hidden' | 'deleted'
}
export async function optionalUser(_c: Context<AppEnv>): Promise<UserRow | null> {
  return null
}
export async function requireUser(_c: Context<AppEnv>): Promise<UserRow> {
  throw apiError(401, 'unauthorized', 'x')
}
