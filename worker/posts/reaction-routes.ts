import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { reportSchema } from '../../src/shared/api/posts-schema'
import {
  requireActiveUser,
  requireWriterOf,
  viewerId,
  writerIdSql,
  writerInBatch,
} from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { POST_NOT_FOUND, parseId } from '../lib/ids'
import {
  applyRateLimits,
  countRateLimitOf,
  enforceRateLimits,
  RATE_LIMITS,
} from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { findPublicPostAuthor } from './queries'
import { readStatus, setReaction } from './reaction-store'
import { insertReport } from './writes'

/**
 * Likes, favorites and reports of one post (mounted under /api/posts). The like-status call is
 * the one call without the campaign header (docs/product.md); it answers visitors too (liked: false).
 */
export const postReactions = new Hono<AppEnv>()

postReactions.get('/:id{[^/]+}/like-status', async (c) => {
  const id = parseId(c.req.param('id'), POST_NOT_FOUND)
  const status = await readStatus(c.env.DB, id, await viewerId(c))
  if (!status) throw apiError(404, 'not_found', POST_NOT_FOUND)
  return reply(c, 'GET /api/posts/:id/like-status', status, 200, {
    'cache-control': 'private, no-store',
  })
})

type ReactionKey =
  | 'PUT /api/posts/:id/like'
  | 'DELETE /api/posts/:id/like'
  | 'PUT /api/posts/:id/favorite'
  | 'DELETE /api/posts/:id/favorite'

/** Adds or removes the viewer's like or favorite (idempotent) and answers the new status. */
async function react(
  c: Context<AppEnv>,
  key: ReactionKey,
  reaction: 'likes' | 'favorites',
  on: boolean,
) {
  const writer = await writerInBatch(c)
  let id: number
  try {
    id = parseId(c.req.param('id'), POST_NOT_FOUND)
  } catch (err) {
    // Counted like any other request, and refused first if the limit is used up.
    const viewer = await requireActiveUser(c)
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.reactionsPerUser, subject: viewer.id }])
    throw err
  }
  const { tokenHash, now } = writer.lookup
  const limits = countRateLimitOf(c.env.DB, RATE_LIMITS.reactionsPerUser, writerIdSql('?4', '?5'), [
    tokenHash,
    now,
  ])
  const [count] = limits.statements
  if (!count) throw new Error('a reaction is always rate limited')
  const { session, status, counts } = await setReaction(c.env.DB, reaction, id, writer, on, count)
  requireWriterOf(session)
  applyRateLimits(c, limits, counts)
  if (!status) throw apiError(404, 'not_found', POST_NOT_FOUND)
  return reply(c, key, status)
}

postReactions.put('/:id{[^/]+}/like', (c) => react(c, 'PUT /api/posts/:id/like', 'likes', true))
postReactions.delete('/:id{[^/]+}/like', (c) =>
  react(c, 'DELETE /api/posts/:id/like', 'likes', false),
)
postReactions.put('/:id{[^/]+}/favorite', (c) =>
  react(c, 'PUT /api/posts/:id/favorite', 'favorites', true),
)
postReactions.delete('/:id{[^/]+}/favorite', (c) =>
  react(c, 'DELETE /api/posts/:id/favorite', 'favorites', false),
)

postReactions.post(
  '/:id{[^/]+}/reports',
  limitBody(),
  zValidator('json', reportSchema, rejectInvalid),
  async (c) => {
    const viewer = await requireActiveUser(c)
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.reportsPerUser, subject: viewer.id }])
    const id = parseId(c.req.param('id'), POST_NOT_FOUND)
    const { reason } = c.req.valid('json')
    const authorId = await findPublicPostAuthor(c.env.DB, id)
    if (authorId === null) throw apiError(404, 'not_found', POST_NOT_FOUND)
    if (authorId === viewer.id) throw invalid('post', '自分の投稿は通報できません。')
    await insertReport(c.env.DB, id, viewer.id, reason.trim())
    return reply(c, 'POST /api/posts/:id/reports', { reported: true }, 201)
  },
)
