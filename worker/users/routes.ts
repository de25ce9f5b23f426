import { type Context, Hono } from 'hono'
import { requireActiveUser, viewerId } from '../accounts/session'
import { eitherBlocked } from '../lib/blocks'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { parseId, USER_NOT_FOUND } from '../lib/ids'
import { decodeIdCursor, encodeIdCursor, readPage, toPage } from '../lib/pagination'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import {
  listHeldPosts,
  listUserPosts,
  readsCardStarts,
  toCards,
  toPostSummary,
} from '../posts/queries'
import { translateForRequest } from '../translate/apply'
import { userBlocks } from './block-routes'
import { findPublicProfile, isActiveUser, setFollow } from './profile-store'

/** Public profiles, their posts, and following. Hidden or deleted users are 404. */
export const users = new Hono<AppEnv>()

users.get('/:id{[^/]+}', async (c) => {
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  const viewer = await viewerId(c)
  const profile = await findPublicProfile(c.env.DB, id, viewer)
  // Someone who blocked the viewer is not there for them; one the viewer blocked is (to undo it).
  if (!profile || (viewer !== null && profile.blocked_viewer)) {
    throw apiError(404, 'not_found', USER_NOT_FOUND)
  }
  const { blocked_viewer: _, ...shown } = profile
  const headers: Record<string, string> =
    viewer === null ? {} : { 'cache-control': 'private, no-store' }
  return reply(c, 'GET /api/users/:id', shown, 200, headers)
})

users.get('/:id{[^/]+}/posts', async (c) => {
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  const page = readPage(c.req.query(), decodeIdCursor)
  if (!(await isActiveUser(c.env.DB, id))) throw apiError(404, 'not_found', USER_NOT_FOUND)
  const viewer = await viewerId(c)
  const cardBodies = readsCardStarts(c)
  const rows = await listUserPosts(c.env.DB, id, page.after, page.limit, viewer, cardBodies)
  const result = toPage(rows, page.limit, toPostSummary, (row) => encodeIdCursor(row.id))
  const items = await toCards(c.env.DB, await translateForRequest(c, result.items), cardBodies)
  // The author's own first page starts with what an NG word holds, marked 確認中.
  if (viewer === id && page.after === null) {
    const heldRows = await listHeldPosts(c.env.DB, id, cardBodies)
    const heldCards = await toCards(c.env.DB, heldRows.map(toPostSummary), cardBodies)
    const held = heldCards.map((card) => ({ ...card, held: true as const }))
    return reply(c, 'GET /api/users/:id/posts', { ...result, items: [...held, ...items] }, 200, {
      'cache-control': 'private, no-store',
    })
  }
  return reply(c, 'GET /api/users/:id/posts', { ...result, items })
})

/** Follows or unfollows someone (idempotent); answers the new status. */
async function follow(
  c: Context<AppEnv>,
  key: 'PUT /api/users/:id/follow' | 'DELETE /api/users/:id/follow',
  on: boolean,
) {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.followsPerUser, subject: viewer.id }])
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  if (id === viewer.id) throw invalid('id', '自分自身はフォローできません。')
  if (!(await isActiveUser(c.env.DB, id))) throw apiError(404, 'not_found', USER_NOT_FOUND)
  // Blocked either way: following is refused (unfollowing is always allowed, and already done).
  if (on && (await eitherBlocked(c.env.DB, viewer.id, id))) {
    throw apiError(403, 'blocked', 'このユーザーはフォローできません。')
  }
  return reply(c, key, await setFollow(c.env.DB, viewer.id, id, on))
}

users.put('/:id{[^/]+}/follow', (c) => follow(c, 'PUT /api/users/:id/follow', true))
users.delete('/:id{[^/]+}/follow', (c) => follow(c, 'DELETE /api/users/:id/follow', false))

users.route('/', userBlocks)
