import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { mailerFor } from '../accounts/mailer'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { limitBody, rejectInvalid } from '../lib/validate'
import { rejectInput } from './input'
import {
  type AdOrderRow,
  approve,
  findOrder,
  listForReview,
  markInReview,
  recordRefund,
  reject,
  toAdOrder,
  tokyoToday,
} from './order-store'
import { type StripeEnv, stripeClient } from './stripe'

/**
 * Review of paid ads by admins and moderators: approve, or reject with a reason (refunded in full
 * through Stripe, the shop told by email). The moderation desk can take these over later.
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
  return c.json(
    {
      items: rows.map((row) => ({
        ...toAdOrder(row),
        shop_name: row.shop_name,
        refund_pending: row.state === 'rejected' && !row.refund_id,
      })),
    },
    200,
    PRIVATE,
  )
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
  return c.json(toAdOrder(fresh), 200, PRIVATE)
})

const NOT_REVIEWABLE = 'この注文は審査できる状態ではありません（未払い、または審査済みです）。'

adReview.post('/:id/approve', async (c) => {
  const reviewer = await requireUser(c)
  const row = await orderOr404(c)
  const now = new Date().toISOString()
  const approved = await approve(c.env.DB, row.id, reviewer.id, tokyoToday(), now)
  if (!approved) throw apiError(409, 'not_reviewable', NOT_REVIEWABLE)
  return c.json(toAdOrder(approved), 200, PRIVATE)
})

/** Refunds a rejected order in full; the refund's webhook then marks it refunded. */
async function refund(c: Context<AppEnv>, row: AdOrderRow): Promise<boolean> {
  const stripe = stripeClient(c.env as StripeEnv)
  if (!stripe || !row.payment_intent_id) return false
  try {
    const created = await stripe.refunds.create(
      { payment_intent: row.payment_intent_id, metadata: { ad_order_id: String(row.id) } },
      { idempotencyKey: `ad-refund-${row.id}` },
    )
    await recordRefund(c.env.DB, row.id, created.id, new Date().toISOString())
    return true
  } catch (err) {
    console.error(`ads: refund of order ${row.id} failed`, err)
    return false
  }
}

adReview.post(
  '/:id/reject',
  limitBody(8 * 1024),
  zValidator('json', rejectInput, rejectInvalid),
  async (c) => {
    const { reason } = c.req.valid('json')
    const reviewer = await requireUser(c)
    const row = await orderOr404(c)
    const rejected = await reject(c.env.DB, row.id, reviewer.id, reason, new Date().toISOString())
    if (!rejected) throw apiError(409, 'not_reviewable', NOT_REVIEWABLE)
    const refunded = await refund(c, rejected)
    await mailerFor(c.env)
      .send({
        to: rejected.billing_email,
        subject: '【jimoto】広告のお申し込みについて（掲載できませんでした）',
        text: `${rejected.billing_name} 様\n\nお申し込みいただいた広告「${rejected.headline}」は、審査の結果、掲載できませんでした。\n\n理由: ${reason}\n\nお支払いいただいた ${rejected.total.toLocaleString('ja-JP')} 円（税込）は全額返金いたします。返金の反映までの日数はお支払い方法によって異なります。\n\njimoto`,
      })
      .catch((err: unknown) => console.error('ads: rejection mail failed', err))
    return c.json({ ...toAdOrder(rejected), refund_started: refunded }, 200, PRIVATE)
  },
)

/** Tries the refund of a rejected order again (the first try reached no one). */
adReview.post('/:id/refund', async (c) => {
  const row = await orderOr404(c)
  if (row.state !== 'rejected' || row.refund_id) {
    throw apiError(409, 'not_refundable', 'この注文は返金の手続きを行える状態ではありません。')
  }
  if (!(await refund(c, row))) {
    throw apiError(
      502,
      'payment_provider_error',
      '返金を開始できませんでした。時間をおいて再度お試しください。',
    )
  }
  return c.json({ refund_started: true }, 200, PRIVATE)
})
