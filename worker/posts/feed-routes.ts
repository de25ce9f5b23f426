import { Hono } from 'hono'
import { requireActiveUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { decodeIdCursor, encodeIdCursor, readPage, toPage } from '../lib/pagination'
import { reply } from '../lib/reply'
import { translateForRequest } from '../translate/apply'
import { readsCardStarts } from './card-body'
import { listFeed, toCards, toPostSummary } from './queries'

/**
 * `GET /api/feed`: the signed-in user's feed: posts of the people they follow and posts
 * at the places (venues) of posts they saved as favorites, newest first.
 */
export const feed = new Hono<AppEnv>()

feed.get('/', async (c) => {
  const viewer = await requireActiveUser(c)
  const page = readPage(c.req.query(), decodeIdCursor)
  const cardBodies = readsCardStarts(c)
  const rows = await listFeed(c.env.DB, viewer.id, page.after, page.limit, cardBodies)
  const result = toPage(rows, page.limit, toPostSummary, (row) => encodeIdCursor(row.id))
  const items = await toCards(c.env.DB, await translateForRequest(c, result.items), cardBodies)
  return reply(c, 'GET /api/feed', { ...result, items }, 200, {
    'cache-control': 'private, no-store',
  })
})
