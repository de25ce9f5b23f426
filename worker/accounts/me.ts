import { Hono } from 'hono'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { profileBody, readAuthBody } from './input'
import { requireUser } from './session'
import { toPublicUser, updateProfile } from './user-store'

/** `PATCH /api/me`: the signed-in user edits their own profile (not shown by the spec). */
export const account = new Hono<AppEnv>()

account.patch('/', async (c) => {
  const user = await requireUser(c)
  const changes = await readAuthBody(c, profileBody)
  const updated = await updateProfile(c.env.DB, user.id, changes)
  if (!updated)
    throw apiError(401, 'unauthorized', 'ログインが必要です。もう一度ログインしてください。')
  c.header('cache-control', 'no-store')
  return c.json(toPublicUser(updated))
})
