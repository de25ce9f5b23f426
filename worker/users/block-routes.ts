import { type Context, Hono } from 'hono'
import type { BlockedUser } from '../../src/shared/api/posts'
import { requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { parseId, USER_NOT_FOUND } from '../lib/ids'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { isActiveUser } from './profile-store'

/**
 * Blocking (`PUT`/`DELETE /api/users/:id/block`, `GET /api/me/blocks`). A block hides each one's
 * posts from the other in every list (worker/lib/blocks.ts), ends their follows both ways (a
 * trigger of the migration) and refuses new ones. Whom someone blocked is theirs alone: the blocked
 * person is never told, and no answer to anyone else names it.
 */
export const userBlocks = new Hono<AppEnv>()
export const myBlocks = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'private, no-store' }

async function blockTarget(c: Context<AppEnv>) {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.followsPerUser, subject: viewer.id }])
  const id = parseId(c.req.param('id'), USER_NOT_FOUND)
  if (id === viewer.id) throw invalid('id', '自分自身はブロックできません。')
  return { viewer, id }
}

userBlocks.put('/:id{[^/]+}/block', async (c) => {
  const { viewer, id } = await blockTarget(c)
  if (!(await isActiveUser(c.env.DB, id))) throw apiError(404, 'not_found', USER_NOT_FOUND)
  // Two presses at once: one inserts, the other finds the row and is told so.
  const row = await c.env.DB.prepare(
    `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (?1, ?2)
     ON CONFLICT DO NOTHING RETURNING blocked_id`,
  )
    .bind(viewer.id, id)
    .first()
  if (!row) throw apiError(409, 'already_blocked', 'このユーザーはすでにブロックしています。')
  return reply(c, 'PUT /api/users/:id/block', { blocking: true }, 201, NO_STORE)
})

userBlocks.delete('/:id{[^/]+}/block', async (c) => {
  const { viewer, id } = await blockTarget(c)
  const row = await c.env.DB.prepare(
    'DELETE FROM user_blocks WHERE blocker_id = ?1 AND blocked_id = ?2 RETURNING blocked_id',
  )
    .bind(viewer.id, id)
    .first()
  if (!row) throw apiError(409, 'not_blocked', 'このユーザーはブロックしていません。')
  return reply(c, 'DELETE /api/users/:id/block', { blocking: false }, 200, NO_STORE)
})

/** Everyone the signed-in user blocked, newest first (a suspended account reads it too). */
myBlocks.get('/', async (c) => {
  const user = await requireUser(c)
  const { results } = await c.env.DB.prepare(
    `SELECT u.id, u.name, u.avatar_url, b.created_at AS blocked_at
     FROM user_blocks b JOIN users u ON u.id = b.blocked_id
     WHERE b.blocker_id = ?1 ORDER BY b.created_at DESC, b.blocked_id DESC LIMIT 500`,
  )
    .bind(user.id)
    .all<BlockedUser>()
  return reply(c, 'GET /api/me/blocks', { items: results }, 200, NO_STORE)
})
