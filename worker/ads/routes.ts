import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { findAdPlan } from '../../src/shared/api/ads'
import { adOrderInput } from '../../src/shared/api/ads-schema'
import { requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { findPublicPostAuthor } from '../posts/queries'
import { openCheckout } from './checkout'
import {
  addDays,
  advanceSchedule,
  backToDraft,
  dailyStats,
  deleteDraft,
  findOrder,
  insertDraft,
  listOrdersOf,
  toAdOrder,
  tokyoToday,
} from './order-store'
import { adPlans } from './plans'
import { receiptOf } from './receipt'
import { type StripeEnv, stripeClient } from './stripe'

/** The shop's side of ads: plans, orders, checkout, the receipt. */
export const ads = new Hono<AppEnv>()

export const ORDER_NOT_FOUND = '広告の注文が見つかりません。'
const PRIVATE = { 'cache-control': 'private, no-store' }

const PAYMENTS_UNAVAILABLE =
  'ただいまオンライン決済をご利用いただけません（決済の設定がありません）。広告のお申し込みは受け付けていません。'

/** The caller's own order; someone else's is the same 404 as an unknown one. */
async function ownOrder(c: Context<AppEnv>, userId: number) {
  const id = parseId(c.req.param('id'), ORDER_NOT_FOUND)
  const row = await findOrder(c.env.DB, id)
  if (!row || row.user_id !== userId) throw apiError(404, 'not_found', ORDER_NOT_FOUND)
  return row
}

ads.get('/plans', async (c) => {
  const plans = await adPlans(c.env)
  return reply(c, 'GET /api/ads/plans', plans, 200, { 'cache-control': 'public, max-age=300' })
})

ads.post(
  '/orders',
  limitBody(16 * 1024),
  zValidator('json', adOrderInput, rejectInvalid),
  async (c) => {
    const input = c.req.valid('json')
    const viewer = await requireActiveUser(c)
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.adOrdersPerUser, subject: viewer.id }])
    const stripe = stripeClient(c.env as StripeEnv)
    // Nothing is stored when it could not be paid for.
    if (!stripe) throw apiError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE)
    const plan = findAdPlan(input.plan)
    if (!plan) throw apiError(400, 'invalid_request', 'プランを選んでください。')
    const today = tokyoToday()
    if (
      input.starts_on <= today ||
      input.starts_on > addDays(today, 90) ||
      addDays(input.starts_on, 0) !== input.starts_on
    ) {
      throw apiError(
        400,
        'invalid_request',
        '掲載開始日は明日から90日以内の日付を選んでください。',
        {
          extra: { field: 'starts_on' },
        },
      )
    }
    if (input.post_id && (await findPublicPostAuthor(c.env.DB, input.post_id)) !== viewer.id) {
      throw apiError(400, 'invalid_request', '宣伝できるのは自分の公開中の投稿だけです。', {
        extra: { field: 'post_id' },
      })
    }
    const now = new Date().toISOString()
    const draft = await insertDraft(
      c.env.DB,
      {
        userId: viewer.id,
        plan,
        startsOn: input.starts_on,
        headline: input.headline,
        body: input.body,
        linkUrl: input.link_url ?? null,
        postId: input.post_id ?? null,
        billingName: input.billing_name,
        billingEmail: input.billing_email,
      },
      now,
    )
    if (!draft) throw apiError(500, 'internal_error', '注文を保存できませんでした。')
    try {
      const checkout = await openCheckout(c, stripe, draft)
      return reply(c, 'POST /api/ads/orders', checkout, 201, PRIVATE)
    } catch (err) {
      await deleteDraft(c.env.DB, draft.id)
      throw err
    }
  },
)

ads.get('/orders', async (c) => {
  const user = await requireUser(c)
  await advanceSchedule(c.env.DB, tokyoToday())
  const rows = await listOrdersOf(c.env.DB, user.id)
  return reply(c, 'GET /api/ads/orders', { items: rows.map(toAdOrder) }, 200, PRIVATE)
})

ads.get('/orders/:id', async (c) => {
  const user = await requireUser(c)
  await advanceSchedule(c.env.DB, tokyoToday())
  const row = await ownOrder(c, user.id)
  const daily = await dailyStats(c.env.DB, row.id)
  return reply(c, 'GET /api/ads/orders/:id', { ...toAdOrder(row), daily }, 200, PRIVATE)
})

/** Pay for a draft (or a checkout left half-way): the open session again, or a new one. */
ads.post('/orders/:id/checkout', async (c) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.adOrdersPerUser, subject: viewer.id }])
  const row = await ownOrder(c, viewer.id)
  const stripe = stripeClient(c.env as StripeEnv)
  if (!stripe) throw apiError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE)
  if (row.state !== 'draft' && !(row.state === 'awaiting_payment' && !row.payment_intent_id)) {
    throw apiError(409, 'not_a_draft', 'この注文はお支払い済みか、お支払いの手続き中です。')
  }
  if (row.starts_on <= tokyoToday()) {
    throw apiError(
      409,
      'start_date_passed',
      '掲載開始日を過ぎたため、この下書きではお支払いできません。新しく注文してください。',
    )
  }
  const checkout = await openCheckout(c, stripe, row)
  return reply(c, 'POST /api/ads/orders/:id/checkout', checkout, 200, PRIVATE)
})

/** The shop came back from Checkout without paying: the order is kept as a draft. */
ads.post('/orders/:id/cancel', async (c) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.adCancelsPerUser, subject: viewer.id }])
  const row = await ownOrder(c, viewer.id)
  await backToDraft(c.env.DB, row.id, viewer.id, new Date().toISOString())
  const fresh = await findOrder(c.env.DB, row.id)
  return reply(c, 'POST /api/ads/orders/:id/cancel', toAdOrder(fresh ?? row), 200, PRIVATE)
})

ads.get('/orders/:id/receipt', async (c) => {
  const user = await requireUser(c)
  const row = await ownOrder(c, user.id)
  return reply(c, 'GET /api/ads/orders/:id/receipt', receiptOf(row, c.env), 200, PRIVATE)
})
