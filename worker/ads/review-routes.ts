import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { adRejectInput } from '../../src/shared/api/ads-schema'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { type AdOrderRow, findOrder, listForReview, markInReview, toAdOrder } from './order-store'
import { needsRefund } from './refund-state'
import { approveAd, refundAd, rejectAd } from './review'

/**
 * Review of paid ads by admins and moderators: approve, or reject with a reason (refunded in full
 * through Stripe, the shop told by email). Paid ads are also queued on the moderation desk, which
 * reviews them with the same logic (./review.ts); this list stays as a shortcut.
 */
export const adReview = new Hono<AppEnv>()

const ORDER_NOT_FOUND = '広告の注文が見つかりません。'
const PRIVATE = { 'cache-control': 'private, no-store' }

adReview.use('*', async (c, next) => {
  const user = await requireUser(c)
  if (user.role !== 'admin' && (user.role as string) !== 'moderator') {
    throw apiError(403, 'forbidden', '管理者またはモデレーターのみ利用できます。')
  }
  await next()
})

adReview.get('/', async (c) => {
  const rows = await listForReview(c.env.DB)
  const items = rows.map((row) => ({
    ...toAdOrder(row),
    shop_name: row.shop_name,
    refund_pending: needsRefund(row),
  }))
  return reply(c, 'GET /api/ads/review', { items }, 200, PRIVATE)
})

async function orderOr404(c: Context<AppEnv>): Promise<AdOrderRow> {
  const row = await findOrder(c.env.DB, parseId(c.req.param('id'), ORDER_NOT_FOUND))
  if (!row) throw apiError(404, 'not_found', ORDER_NOT_FOUND)
  return row
}

adReview.get('/:id', async (c) => {
  const row = await orderOr404(c)
  await markInReview(c.env.DB, row.id, new Date().toISOString())
  const fresh = (await findOrder(c.env.DB, row.id)) ?? row
  return reply(c, 'GET /api/ads/review/:id', toAdOrder(fresh), 200, PRIVATE)
})

const NOT_REVIEWABLE = 'この注文は審査できる状態ではありません（未払い、または審査済みです）。'

adReview.post('/:id/approve', async (c) => {
  const reviewer = await requireUser(c)
  const row = await orderOr404(c)
  const approved = await approveAd(c.env.DB, row.id, reviewer.id)
  if (!approved) throw apiError(409, 'not_reviewable', NOT_REVIEWABLE)
  return reply(c, 'POST /api/ads/review/:id/approve', approved, 200, PRIVATE)
})

adReview.post(
  '/:id/reject',
  limitBody(8 * 1024),
  zValidator('json', adRejectInput, rejectInvalid),
  async (c) => {
    const { reason } = c.req.valid('json')
    const reviewer = await requireUser(c)
    const row = await orderOr404(c)
    const rejected = await rejectAd(c, row.id, reviewer.id, reason)
    if (!rejected) throw apiError(409, 'not_reviewable', NOT_REVIEWABLE)
    return reply(c, 'POST /api/ads/review/:id/reject', rejected, 200, PRIVATE)
  },
)

/** Starts the refund of a rejected order again: the first try reached no one, or it failed. */
adReview.post('/:id/refund', async (c) => {
  const row = await orderOr404(c)
  if (!needsRefund(row)) {
    throw apiError(409, 'not_refundable', 'この注文は返金の手続きを行える状態ではありません。')
  }
  if (!(await refundAd(c, row))) {
    throw apiError(
      502,
      'payment_provider_error',
      '返金を開始できませんでした。時間をおいて再度お試しください。',
    )
  }
  return reply(c, 'POST /api/ads/review/:id/refund', { refund_started: true }, 200, PRIVATE)
})
