import { zValidator } from '@hono/zod-validator'
import { Hono, type MiddlewareHandler } from 'hono'
import { normalizeOrganizerCode, type OrganizerStatus } from '../../src/shared/api/organizers'
import { applicationInput, redeemInput } from '../../src/shared/api/organizers-schema'
import { requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { insertApplication, latestApplication, listMemberships } from './application-store'
import { type RedeemFailure, redeemCode } from './code-store'
import { organizerEvents } from './event-routes'
import { organizerBody } from './input'
import { organizerPlaces } from './place-routes'

/** A signed-in user becoming an organizer: their state, an application, a code. */
export const organizers = new Hono<AppEnv>()

const nowIso = () => new Date().toISOString()

async function statusOf(db: D1Database, userId: number): Promise<OrganizerStatus> {
  const [organizations, application] = await Promise.all([
    listMemberships(db, userId),
    latestApplication(db, userId),
  ])
  return { organizations, application }
}

organizers.get('/me', async (c) => {
  const user = await requireUser(c)
  return reply(c, 'GET /api/organizers/me', await statusOf(c.env.DB, user.id))
})

// Limits count every attempt, refused ones too, so they run before the body is validated.
const limitApplications: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.organizerApplicationsPerUser, subject: viewer.id },
  ])
  await next()
}

const limitRedemptions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.organizerCodesPerUser, subject: viewer.id },
    { limit: RATE_LIMITS.organizerCodesPerIp, subject: clientIp(c) },
  ])
  await next()
}

organizers.post(
  '/applications',
  organizerBody,
  limitApplications,
  zValidator('json', applicationInput, rejectInvalid),
  async (c) => {
    const viewer = await requireActiveUser(c)
    const application = await insertApplication(c.env.DB, viewer.id, c.req.valid('json'), nowIso())
    if (!application) {
      throw apiError(
        409,
        'application_pending',
        '審査中の申請があります。結果が出るまでお待ちください。',
      )
    }
    return reply(c, 'POST /api/organizers/applications', application, 201)
  },
)

const REDEEM_MESSAGES: Record<RedeemFailure, [number, string]> = {
  unknown: [404, '主催者コードが正しくありません。入力内容をご確認ください。'],
  revoked: [410, 'この主催者コードは無効になっています。発行した運営にお問い合わせください。'],
  expired: [410, 'この主催者コードは有効期限が切れています。'],
  used_up: [409, 'この主催者コードは利用できる回数に達しています。'],
  already_member: [409, 'すでにこの団体の主催者として登録されています。'],
}

organizers.post(
  '/codes/redeem',
  limitBody(4 * 1024),
  limitRedemptions,
  zValidator('json', redeemInput, rejectInvalid),
  async (c) => {
    const viewer = await requireActiveUser(c)
    const code = normalizeOrganizerCode(c.req.valid('json').code)
    if (!/^[A-Z0-9]{16}$/.test(code)) {
      throw apiError(404, 'code_unknown', REDEEM_MESSAGES.unknown[1])
    }
    const result = await redeemCode(c.env.DB, code, viewer.id, nowIso())
    if ('failure' in result) {
      const [status, message] = REDEEM_MESSAGES[result.failure]
      throw apiError(status as 404 | 409 | 410, `code_${result.failure}`, message)
    }
    return reply(c, 'POST /api/organizers/codes/redeem', await statusOf(c.env.DB, viewer.id))
  },
)

organizers.route('/', organizerEvents)
organizers.route('/', organizerPlaces)
