import type { Context } from 'hono'
import type { AdOrder, AdRejection } from '../../src/shared/api/ads'
import { mailerFor } from '../accounts/mailer'
import type { AppEnv } from '../lib/env'
import { type AdOrderRow, approve, findOrder, reject, toAdOrder, tokyoToday } from './order-store'
import { recordRefund, refundReport } from './refund-state'
import { type StripeEnv, stripeClient } from './stripe'

// The review of a paid ad, one implementation for both places staff do it: the moderation desk
// (where paid ads are queued) and the ads review shortcut. Each decision is one conditional
// statement on the order's state, so two reviewers cannot both decide it.

/** The order as a reviewer sees it, with the shop's name; null when there is no such order. */
export async function adForReview(
  db: D1Database,
  id: number,
): Promise<(AdOrder & { shop_name: string; reviewable: boolean }) | null> {
  const row = await findOrder(db, id)
  if (!row) return null
  const shop = await db
    .prepare('SELECT name FROM users WHERE id = ?1')
    .bind(row.user_id)
    .first<{ name: string }>()
  return {
    ...toAdOrder(row),
    shop_name: shop?.name ?? '',
    reviewable: row.state === 'paid' || row.state === 'in_review',
  }
}

/** Approves a paid order (it becomes scheduled, or running from its start day); null if not reviewable. */
export async function approveAd(
  db: D1Database,
  id: number,
  reviewerId: number,
): Promise<AdOrder | null> {
  const approved = await approve(db, id, reviewerId, tokyoToday(), new Date().toISOString())
  return approved ? toAdOrder(approved) : null
}

/**
 * Refunds a rejected order in full; the refund's webhooks then follow it to the end. A konbini
 * payment has no card to go back to: Stripe emails `instructions_email` (the billing address) for
 * the shop's bank details. Every try of one refund has the same idempotency key, so concurrent
 * or repeated tries refund once; after a refund failed, a new try gets a new key.
 */
export async function refundAd(c: Context<AppEnv>, row: AdOrderRow): Promise<boolean> {
  const stripe = stripeClient(c.env as StripeEnv)
  if (!stripe || !row.payment_intent_id) return false
  // Named by the payment as well as the order: a key is Stripe-account wide.
  const attempt = `${row.payment_intent_id}${row.refund_id ? `-after-${row.refund_id}` : ''}`
  try {
    const created = await stripe.refunds.create(
      {
        payment_intent: row.payment_intent_id,
        metadata: { ad_order_id: String(row.id) },
        ...(row.payment_method === 'konbini' ? { instructions_email: row.billing_email } : {}),
      },
      { idempotencyKey: `ad-refund-${row.id}-${attempt}` },
    )
    const report = refundReport(created)
    if (report) await recordRefund(c.env.DB, row.id, report)
    return true
  } catch (err) {
    console.error(`ads: refund of order ${row.id} failed`, err)
    return false
  }
}

/**
 * Rejects a paid order with the reason, starts its full refund through Stripe and tells the shop
 * by email; null if not reviewable.
 */
export async function rejectAd(
  c: Context<AppEnv>,
  id: number,
  reviewerId: number,
  reason: string,
): Promise<AdRejection | null> {
  const rejected = await reject(c.env.DB, id, reviewerId, reason, new Date().toISOString())
  if (!rejected) return null
  const refunded = await refundAd(c, rejected)
  await mailerFor(c.env)
    .send({
      to: rejected.billing_email,
      subject: '【jimoto】広告のお申し込みについて（掲載できませんでした）',
      text: `${rejected.billing_name} 様\n\nお申し込みいただいた広告「${rejected.headline}」は、審査の結果、掲載できませんでした。\n\n理由: ${reason}\n\nお支払いいただいた ${rejected.total.toLocaleString('ja-JP')} 円（税込）は全額返金いたします。${rejected.payment_method === 'konbini' ? 'コンビニ払いのため、返金先の口座情報の入力をお願いするメールを決済代行会社（Stripe）から別途お送りします。期限までにご入力ください。' : '返金の反映までの日数はお支払い方法によって異なります。'}\n\njimoto`,
    })
    .catch((err: unknown) => console.error('ads: rejection mail failed', err))
  return { ...toAdOrder(rejected), refund_started: refunded }
}
