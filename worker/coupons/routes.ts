import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import type {
  CouponAvailability,
  CouponRefusal,
  CouponStatus,
  ShopCouponUse,
} from '../../src/shared/api/coupons'
import { useInput, voidInput } from '../../src/shared/api/coupons-schema'
import { optionalUser, requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { myCoupons } from './mine-store'
import { shopUses } from './shop-store'
import {
  type CouponRow,
  findCoupon,
  findLastUse,
  findUse,
  findUseByKey,
  insertUse,
  toCouponUse,
  type UserCouponFacts,
  userCouponFacts,
  voidUse,
} from './use-store'

/** Coupon uses (the contract is src/shared/api/coupons.ts), mounted at /api/coupons. */
export const coupons = new Hono<AppEnv>()

const COUPON_NOT_FOUND = 'クーポンが見つかりません。終了したか、非公開になった可能性があります。'
const USE_NOT_FOUND = '利用記録が見つかりません。'
const SMALL_BODY = 4 * 1024

const REFUSALS: Record<CouponRefusal, { status: 403 | 409; message: string }> = {
  sold_out: { status: 409, message: 'このクーポンは配布終了しました（先着の枚数に達しました）。' },
  user_limit: { status: 409, message: 'このクーポンはお一人様の利用回数の上限まで使用済みです。' },
  expired: { status: 409, message: 'このクーポンの有効期間は終了しました。' },
  not_started: { status: 409, message: 'このクーポンはまだ利用期間前です。' },
  grant_required: { status: 403, message: 'このクーポンは受け取った方だけが使えます。' },
}

/**
 * Why a use by this user would be refused now, by the same rules the insert applies. A user at
 * their own limit hears that rather than "sold out", even when both hold.
 */
function availabilityOf(
  coupon: CouponRow,
  facts: UserCouponFacts,
  signedIn: boolean,
): CouponAvailability {
  if (!facts.started) return 'not_started'
  if (facts.ended) return 'expired'
  const atOwnLimit =
    signedIn && coupon.per_user_limit !== null && facts.my_use_count >= coupon.per_user_limit
  if (atOwnLimit) return 'user_limit'
  if (coupon.total_limit !== null && coupon.used_count >= coupon.total_limit) return 'sold_out'
  if (signedIn && coupon.coupon_requires_grant === 1 && !facts.has_grant) return 'grant_required'
  return 'available'
}

async function requireCoupon(c: Context<AppEnv>): Promise<CouponRow> {
  const coupon = await findCoupon(c.env.DB, parseId(c.req.param('id'), COUPON_NOT_FOUND))
  if (!coupon) throw apiError(404, 'not_found', COUPON_NOT_FOUND)
  return coupon
}

coupons.get('/:id{[^/]+}/status', async (c) => {
  const coupon = await requireCoupon(c)
  const user = await optionalUser(c)
  const facts = await userCouponFacts(
    c.env.DB,
    coupon.id,
    user?.id ?? null,
    new Date().toISOString(),
  )
  const lastUse = user ? await findLastUse(c.env.DB, coupon.id, user.id) : null
  const status: CouponStatus = {
    coupon_id: coupon.id,
    total_limit: coupon.total_limit,
    per_user_limit: coupon.per_user_limit,
    used_count: coupon.used_count,
    remaining:
      coupon.total_limit === null ? null : Math.max(0, coupon.total_limit - coupon.used_count),
    availability: availabilityOf(coupon, facts, user !== null),
    my_use_count: user ? facts.my_use_count : 0,
    my_last_use: lastUse ? toCouponUse(lastUse) : null,
  }
  return reply(c, 'GET /api/coupons/:id/status', status, 200, {
    'cache-control': 'private, no-store',
  })
})

coupons.post(
  '/:id{[^/]+}/uses',
  limitBody(SMALL_BODY),
  zValidator('json', useInput, rejectInvalid),
  async (c) => {
    const viewer = await requireActiveUser(c)
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.couponUsesPerUser, subject: viewer.id }])
    const couponId = parseId(c.req.param('id'), COUPON_NOT_FOUND)
    const { idempotency_key: key } = c.req.valid('json')
    const db = c.env.DB

    const replay = async () => {
      const earlier = await findUseByKey(db, viewer.id, key)
      if (!earlier) return null
      if (earlier.coupon_id !== couponId) {
        throw apiError(
          422,
          'idempotency_key_reused',
          'この利用キーは別のクーポンで使われています。画面を読み込み直してください。',
        )
      }
      return reply(c, 'POST /api/coupons/:id/uses', toCouponUse(earlier), 200)
    }

    const answered = await replay()
    if (answered) return answered
    const coupon = await findCoupon(db, couponId)
    if (!coupon) throw apiError(404, 'not_found', COUPON_NOT_FOUND)

    const now = new Date().toISOString()
    const id = await insertUse(db, couponId, viewer.id, key, now)
    if (id !== null) {
      const created = await findUse(db, id)
      if (!created) throw new Error('a use just inserted could not be read back')
      return reply(c, 'POST /api/coupons/:id/uses', toCouponUse(created), 201)
    }
    // Nothing written: the same key won a concurrent request, or a rule refused the use.
    const raced = await replay()
    if (raced) return raced
    const fresh = (await findCoupon(db, couponId)) ?? coupon
    const facts = await userCouponFacts(db, couponId, viewer.id, now)
    const reason = availabilityOf(fresh, facts, true)
    if (reason === 'available') {
      throw apiError(409, 'use_refused', 'クーポンを使えませんでした。もう一度お試しください。')
    }
    const refusal = REFUSALS[reason]
    throw apiError(refusal.status, reason, refusal.message)
  },
)

coupons.get('/uses/:useId{[^/]+}', async (c) => {
  const viewer = await requireUser(c)
  const use = await findUse(c.env.DB, parseId(c.req.param('useId'), USE_NOT_FOUND))
  if (!use || use.user_id !== viewer.id) throw apiError(404, 'not_found', USE_NOT_FOUND)
  return reply(c, 'GET /api/coupons/uses/:useId', toCouponUse(use), 200, {
    'cache-control': 'private, no-store',
  })
})

coupons.get('/:id{[^/]+}/uses', async (c) => {
  const viewer = await requireUser(c)
  const coupon = await requireCoupon(c)
  if (coupon.user_id !== viewer.id) {
    throw apiError(403, 'forbidden', 'このクーポンの利用履歴を見られるのは掲載したお店だけです。')
  }
  return reply(c, 'GET /api/coupons/:id/uses', await shopUses(c.env.DB, coupon.id), 200, {
    'cache-control': 'private, no-store',
  })
})

coupons.post(
  '/uses/:useId{[^/]+}/void',
  limitBody(SMALL_BODY),
  zValidator('json', voidInput, rejectInvalid),
  async (c) => {
    const viewer = await requireActiveUser(c)
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.couponVoidsPerUser, subject: viewer.id }])
    const db = c.env.DB
    const use = await findUse(db, parseId(c.req.param('useId'), USE_NOT_FOUND))
    if (!use) throw apiError(404, 'not_found', USE_NOT_FOUND)
    if (use.shop_id !== viewer.id) {
      throw apiError(403, 'forbidden', '取り消せるのはクーポンを掲載したお店だけです。')
    }
    const alreadyVoided = () =>
      apiError(409, 'already_voided', 'この利用はすでに取り消されています。')
    if (use.voided_at) throw alreadyVoided()
    const { reason } = c.req.valid('json')
    if (!(await voidUse(db, use.id, viewer.id, reason, new Date().toISOString()))) {
      throw alreadyVoided()
    }
    const after = await findUse(db, use.id)
    if (!after) throw new Error('a use just voided could not be read back')
    const body: ShopCouponUse = {
      id: after.id,
      redemption_no: after.redemption_no,
      used_at: after.used_at,
      user_name: after.user_name,
      voided_at: after.voided_at,
      void_reason: after.void_reason,
    }
    return reply(c, 'POST /api/coupons/uses/:useId/void', body)
  },
)

/** マイクーポン, mounted at /api/me/coupons. */
export const meCoupons = new Hono<AppEnv>()

meCoupons.get('/', async (c) => {
  const viewer = await requireUser(c)
  return reply(c, 'GET /api/me/coupons', await myCoupons(c.env.DB, viewer.id), 200, {
    'cache-control': 'private, no-store',
  })
})
