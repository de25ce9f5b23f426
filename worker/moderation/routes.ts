import { zValidator } from '@hono/zod-validator'
import { Hono, type MiddlewareHandler } from 'hono'
import { appealBody, reportBody } from '../../src/shared/api/moderation-schema'
import { requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { appeal, findNotice, listNotices } from './notice-store'
import { findSuspension } from './queue-store'
import { loadContents } from './subjects'

/**
 * `/api/moderation`: the signed-in user's side. Reports of any kind of subject, the notices of
 * what staff did to their content or account, and one appeal per notice. A suspended account
 * reads its notices and appeals (that is how it learns why), but cannot report.
 */
export const moderation = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'private, no-store' }
const NOTICE_NOT_FOUND = 'お知らせが見つかりません。'

// Who may report is settled before the body is read: a visitor gets 401, not a validation error.
const activeReporter: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireActiveUser(c)
  await next()
}

moderation.post(
  '/reports',
  limitBody(),
  activeReporter,
  zValidator('json', reportBody, rejectInvalid),
  async (c) => {
    const viewer = await requireActiveUser(c)
    const input = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.reportsPerUser, subject: viewer.id }])
    const contents = await loadContents(c.env.DB, [
      { kind: input.subject_kind, id: input.subject_id },
    ])
    const content = contents.get(`${input.subject_kind}:${input.subject_id}`)
    // Only what the public can see can be reported; a hidden subject is already with staff.
    if (content?.summary.visibility !== 'public') {
      throw apiError(404, 'not_found', '通報する対象が見つかりません。')
    }
    if (content.ownerId === viewer.id) {
      throw apiError(400, 'own_subject', '自分の投稿やアカウントは通報できません。')
    }
    // A second open report of the same subject by the same person changes nothing.
    await c.env.DB.prepare(
      `INSERT OR IGNORE INTO moderation_reports (subject_kind, subject_id, reporter_id, reason)
     VALUES (?1, ?2, ?3, ?4)`,
    )
      .bind(input.subject_kind, input.subject_id, viewer.id, input.reason)
      .run()
    return reply(c, 'POST /api/moderation/reports', { reported: true }, 201)
  },
)

moderation.get('/notices', async (c) => {
  const user = await requireUser(c)
  const [items, suspension] = await Promise.all([
    listNotices(c.env.DB, user.id),
    findSuspension(c.env.DB, user.id),
  ])
  return reply(c, 'GET /api/moderation/notices', { items, suspension }, 200, NO_STORE)
})

moderation.post(
  '/notices/:id/appeal',
  limitBody(),
  async (c, next) => {
    await requireUser(c)
    await next()
  },
  zValidator('json', appealBody, rejectInvalid),
  async (c) => {
    const user = await requireUser(c)
    const id = parseId(c.req.param('id'), NOTICE_NOT_FOUND)
    const { text } = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.appealsPerUser, subject: user.id }])
    // Someone else's notice is the same 404 as none: its existence is not theirs to learn.
    if (!(await findNotice(c.env.DB, user.id, id)))
      throw apiError(404, 'not_found', NOTICE_NOT_FOUND)
    if (!(await appeal(c.env.DB, user.id, id, text))) {
      throw apiError(409, 'already_appealed', 'このお知らせにはすでに異議を申し立てています。')
    }
    const notice = await findNotice(c.env.DB, user.id, id)
    if (!notice) throw apiError(404, 'not_found', NOTICE_NOT_FOUND)
    return reply(c, 'POST /api/moderation/notices/:id/appeal', notice, 201, NO_STORE)
  },
)
