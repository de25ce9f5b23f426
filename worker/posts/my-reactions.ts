import { Hono } from 'hono'
import { MAX_REACTION_LOOKUP, type MyReactions } from '../../src/shared/api/posts'
import { parseRowId } from '../../src/shared/ids'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { invalid } from '../lib/errors'
import { reply } from '../lib/reply'

/**
 * Which of the listed posts the signed-in person liked and saved, so the cards of a list can show
 * their own ♡ and ☆ as pressed with one request for the whole page, not one per card.
 */
export const myReactions = new Hono<AppEnv>()

function readIds(raw: string | undefined): number[] {
  const parts = (raw ?? '').split(',').filter((part) => part !== '')
  if (parts.length === 0 || parts.length > MAX_REACTION_LOOKUP) {
    throw invalid('ids', `投稿IDを1〜${MAX_REACTION_LOOKUP}個、カンマ区切りで指定してください。`)
  }
  const ids = parts.map((part) => parseRowId(part))
  if (ids.some((id) => id === null)) throw invalid('ids', '投稿IDの形式が正しくありません。')
  return [...new Set(ids as number[])]
}

myReactions.get('/', async (c) => {
  const viewer = await requireUser(c)
  const ids = JSON.stringify(readIds(c.req.query('ids')))
  const lookup = (table: 'likes' | 'favorites') =>
    c.env.DB.prepare(
      `SELECT post_id FROM ${table}
       WHERE user_id = ?1 AND post_id IN (SELECT value FROM json_each(?2))`,
    ).bind(viewer.id, ids)
  const [liked, favorited] = await c.env.DB.batch<{ post_id: number }>([
    lookup('likes'),
    lookup('favorites'),
  ])
  const body: MyReactions = {
    liked: (liked?.results ?? []).map((row) => row.post_id),
    favorited: (favorited?.results ?? []).map((row) => row.post_id),
  }
  return reply(c, 'GET /api/me/reactions', body, 200, { 'cache-control': 'private, no-store' })
})
