import { Hono } from 'hono'
import { requireActiveUser, viewerId } from '../accounts/session'
import { eitherBlocked } from '../lib/blocks'
import { purgeEdgeCache } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { POST_NOT_FOUND, parseId } from '../lib/ids'
import { limitUpload } from '../lib/multipart'
import { decodeIdCursor, encodeIdCursor, readPage, toPage } from '../lib/pagination'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { parseInput } from '../lib/validate'
import { deleteIfUnreferenced } from '../media/store'
import { findNgWord, holdPost } from '../moderation/ng-words'
import { indexPost } from '../search/documents'
import { translateForRequest } from '../translate/apply'
import { enqueueTranslation } from '../translate/queue'
import { readsCardStarts, toCards } from './card-body'
import { listMediaRows, mediaRowKeys } from './media-rows'
import { findHeldPost, findPublicPost, listTimeline, type PostRow, toPostSummary } from './queries'
import { postReactions } from './reaction-routes'
import { savePost } from './save'
import { timelineQuery } from './timeline-query'
import { deletePostStatements, findPostOwner } from './writes'

/** Posts, events and coupons (the contract is src/shared/api/posts.ts). */
export const posts = new Hono<AppEnv>()

const pageOfPosts = (rows: PostRow[], limit: number) =>
  toPage(rows, limit, toPostSummary, (row) => encodeIdCursor(row.id))

posts.get('/', async (c) => {
  const query = c.req.query()
  const { kind, tag } = parseInput(timelineQuery, {
    kind: query.kind || undefined,
    tag: query.tag || undefined,
  })
  const page = readPage(query, decodeIdCursor)
  const cardBodies = readsCardStarts(c)
  const rows = await listTimeline(c.env.DB, {
    kind,
    tag,
    beforeId: page.after,
    limit: page.limit,
    viewerId: await viewerId(c),
    cardBodies,
  })
  const result = pageOfPosts(rows, page.limit)
  const items = await translateForRequest(c, result.items)
  return reply(c, 'GET /api/posts', {
    ...result,
    items: await toCards(c.env.DB, items, cardBodies),
  })
})

posts.get('/:id{[^/]+}', async (c) => {
  const id = parseId(c.req.param('id'), POST_NOT_FOUND)
  const viewer = await viewerId(c)
  const row = await findPublicPost(c.env.DB, id)
  if (!row) {
    // Held by an NG word: its author alone reads it (確認中).
    const held = viewer === null ? null : await findHeldPost(c.env.DB, id, viewer)
    if (!held) throw apiError(404, 'not_found', POST_NOT_FOUND)
    return reply(c, 'GET /api/posts/:id', heldSummary(held), 200, {
      'cache-control': 'private, no-store',
    })
  }
  // Blocked either way: the same 404 as a post that is gone.
  if (viewer !== null && (await eitherBlocked(c.env.DB, viewer, row.user_id))) {
    throw apiError(404, 'not_found', POST_NOT_FOUND)
  }
  const summary = toPostSummary(row)
  const [post] = await translateForRequest(c, [summary])
  return reply(c, 'GET /api/posts/:id', post ?? summary)
})

const heldSummary = (row: PostRow) => ({ ...toPostSummary(row), held: true as const })

/** The texts an NG word is looked for in: everything of a post the public reads. */
const ngTexts = (row: PostRow) => [
  row.title ?? '',
  row.body,
  row.tags_json,
  row.place_name ?? '',
  row.address ?? '',
  row.coupon_offer ?? '',
  row.coupon_terms ?? '',
]

/** Holds the post if an NG word is in it; true when held. */
async function heldByNgWord(db: D1Database, row: PostRow): Promise<boolean> {
  const word = await findNgWord(db, ngTexts(row))
  if (word === null) return false
  await holdPost(db, { id: row.id, kind: row.kind }, word)
  return true
}

posts.post('/', limitUpload(), async (c) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.uploadsPerUser, subject: viewer.id }])
  const id = await savePost(c, { mode: 'create', userId: viewer.id })
  const row = await findPublicPost(c.env.DB, id)
  if (!row) throw apiError(404, 'not_found', POST_NOT_FOUND)
  if (await heldByNgWord(c.env.DB, row)) return reply(c, 'POST /api/posts', heldSummary(row), 201)
  await indexPost(c.env.DB, id)
  await enqueueTranslation(c.env, id)
  // New at the top of the timelines: anonymous visitors see it at their next request.
  await purgeEdgeCache(c, { post: { id, authorId: viewer.id, kind: row.kind } })
  return reply(c, 'POST /api/posts', toPostSummary(row), 201)
})

/** The post if `viewerId` may change it: 404 when it is gone, 403 when it is someone else's. */
async function ownPost(db: D1Database, rawId: string | undefined, viewerId: number) {
  const post = await findPostOwner(db, parseId(rawId, POST_NOT_FOUND))
  if (!post || post.visibility === 'deleted') throw apiError(404, 'not_found', POST_NOT_FOUND)
  if (post.user_id !== viewerId) {
    throw apiError(403, 'forbidden', '他の人の投稿は変更できません。')
  }
  // An organization's event has days, slots and a publish state this API knows nothing of, and
  // belongs to the organization, not to whoever wrote it first.
  if (post.organization_id !== null) {
    throw apiError(
      409,
      'organizer_event',
      '主催団体のイベントは「イベントを登録」ページから編集・削除してください。',
    )
  }
  return post
}

posts.patch('/:id{[^/]+}', limitUpload(), async (c) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.uploadsPerUser, subject: viewer.id }])
  const post = await ownPost(c.env.DB, c.req.param('id'), viewer.id)
  if (post.held_at !== null) {
    throw apiError(
      409,
      'post_held',
      'この投稿は確認中のため編集できません。公開をお待ちいただくか、削除して投稿し直してください。',
    )
  }
  if (post.visibility === 'hidden') {
    throw apiError(409, 'post_hidden', 'この投稿は運営により非公開になっているため編集できません。')
  }
  const existing = await listMediaRows(c.env.DB, post.id)
  await savePost(c, { mode: 'edit', postId: post.id, existing })
  const row = await findPublicPost(c.env.DB, post.id)
  if (!row) throw apiError(404, 'not_found', POST_NOT_FOUND)
  const held = await heldByNgWord(c.env.DB, row)
  if (!held) {
    await indexPost(c.env.DB, post.id)
    await enqueueTranslation(c.env, post.id)
  }
  // Changed or gone from the lists: anonymous visitors see it at their next request.
  await purgeEdgeCache(c, { post: { id: post.id, authorId: post.user_id, kind: post.kind } })
  return reply(c, 'PATCH /api/posts/:id', held ? heldSummary(row) : toPostSummary(row))
})

posts.delete('/:id{[^/]+}', async (c) => {
  const viewer = await requireActiveUser(c)
  const post = await ownPost(c.env.DB, c.req.param('id'), viewer.id)
  const media = await listMediaRows(c.env.DB, post.id)
  await c.env.DB.batch(deletePostStatements(c.env.DB, post.id))
  await purgeEdgeCache(c, { post: { id: post.id, authorId: post.user_id, kind: post.kind } })
  // The author removed it: its photos must stop being reachable at their /media/ URLs too.
  await deleteIfUnreferenced(c.env.DB, c.env.MEDIA, media.flatMap(mediaRowKeys))
  return c.body(null, 204)
})

posts.route('/', postReactions)
