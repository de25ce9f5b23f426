import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AdCheckout } from '../../src/shared/api/ads'
import { pathTo } from '../../src/shared/links'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { type AdOrderRow, attachCheckout, findOrder, toAdOrder } from './order-store'
import type { Stripe } from './stripe'

const PROVIDER_ERROR =
  '決済サービスに接続できませんでした。時間をおいて再度お試しください（お支払いは発生していません）。'

/** Where Checkout sends the shop back: the site they ordered on. */
function returnUrls(c: Context<AppEnv>, orderId: number) {
  const origin = new URL(c.req.url).origin
  return {
    // Stripe fills in {CHECKOUT_SESSION_ID}: it must reach Stripe unencoded.
    success_url: `${origin}${pathTo('/app/ads/success', { order: orderId })}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${pathTo('/app/ads/cancel', { order: orderId })}`,
  }
}

/**
 * A Checkout Session for the order: the one still open, or a new one. The amount is the order's,
 * which the server computed from the plan. Payment methods are left to the Stripe account
 * (card, konbini, and PayPay where the account has it enabled).
 */
export async function openCheckout(
  c: Context<AppEnv>,
  stripe: Stripe,
  row: AdOrderRow,
): Promise<AdCheckout> {
  let session: Stripe.Checkout.Session | null = null
  try {
    if (row.checkout_session_id) {
      const previous = await stripe.checkout.sessions.retrieve(row.checkout_session_id)
      if (previous.status === 'open') session = previous
      else if (previous.status === 'complete') {
        throw apiError(409, 'payment_in_progress', 'この注文のお支払いは手続き中です。')
      }
    }
    session ??= await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'jpy',
        client_reference_id: String(row.id),
        customer_email: row.billing_email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'jpy',
              unit_amount: row.total,
              product_data: { name: `jimoto 広告 タイムラインPRカード ${row.weeks}週間（税込）` },
            },
          },
        ],
        metadata: { ad_order_id: String(row.id) },
        ...returnUrls(c, row.id),
      },
      // A double click, or a retry after a lost answer, gets the same session.
      { idempotencyKey: `ad-order-${row.id}-${row.updated_at}` },
    )
  } catch (err) {
    if (err instanceof HTTPException) throw err
    console.error('ads: Stripe Checkout failed', err)
    throw apiError(502, 'payment_provider_error', PROVIDER_ERROR)
  }
  if (!session.url) throw apiError(502, 'payment_provider_error', PROVIDER_ERROR)
  const attached = await attachCheckout(c.env.DB, row.id, session.id, new Date().toISOString())
  if (!attached)
    throw apiError(409, 'not_a_draft', 'この注文はお支払い済みか、お支払いの手続き中です。')
  const fresh = await findOrder(c.env.DB, row.id)
  return { order: toAdOrder(fresh ?? attached), checkout_url: session.url }
}
