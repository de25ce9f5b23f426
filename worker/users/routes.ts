import { type Context, Hono } from 'hono'
import { requireActiveUser, viewerId } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { parseId, USER_NOT_FOUND } from '../lib/ids'
import { decodeIdCursor, encodeIdCursor, readPage, toPage } from '../lib/pagination'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { listUserPosts, toPostSummary } from '../posts/queries'
import { translateForRequest } from '../translate/apply'
import { findPublicProfile, isActiveUser, setFollow } from './profile-store'

/** Public profiles, their posts, and following. Hidden or deleted users are 404. */
export const users = new Hono<AppEnv>()

users.get('/:id{[^/]+}', async (c) => {
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  const profile = await findPublicProfile(c.env.DB, id, await viewerId(c))
  if (!profile) throw apiError(404, 'not_found', USER_NOT_FOUND)
  return c.json(profile)
})

users.get('/:id{[^/]+}/posts', async (c) => {
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  const page = readPage(c.req.query(), decodeIdCursor)
  if (!(await isActiveUser(c.env.DB, id))) throw apiError(404, 'not_found', USER_NOT_FOUND)
  const rows = await listUserPosts(c.env.DB, id, page.after, page.limit)
  const result = toPage(rows, page.limit, toPostSummary, (row) => encodeIdCursor(row.id))
  return c.json({ ...result, items: await translateForRequest(c, result.items) })
})

/** Follows or unfollows someone (idempotent); answers the new status. */
async function follow(c: Context<AppEnv>, on: boolean) {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.followsPerUser, subject: viewer.id }])
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  if (id === viewer.id) throw invalid('id', '自分自身はフォローできません。')
  if (!(await isActiveUser(c.env.DB, id))) throw apiError(404, 'not_found', USER_NOT_FOUND)
  return c.json(await setFollow(c.env.DB, viewer.id, id, on))
}

users.put('/:id{[^/]+}/follow', (c) => follow(c, true))
users.delete('/:id{[^/]+}/follow', (c) => follow(c, false))
