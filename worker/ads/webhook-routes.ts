import { Hono } from 'hono'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'
import { limitBody } from '../lib/validate'
import { handlePaymentEvent } from './payment-events'
import { methodUsed } from './payment-method'
import { type StripeEnv, stripeClient, verifiedEvent } from './stripe'

/**
 * `POST /api/stripe/webhook`: Stripe's events, signed with STRIPE_WEBHOOK_SECRET. An unsigned,
 * tampered or stale request is 400 and changes nothing; a replay is 200 and changes nothing; 503
 * when Stripe could not be asked which method paid (Stripe delivers the event again).
 */
export const stripeWebhook = new Hono<AppEnv>()

stripeWebhook.post('/', limitBody(256 * 1024), async (c) => {
  const secret = (c.env as StripeEnv).STRIPE_WEBHOOK_SECRET?.trim()
  // Without the secret nothing can be verified, so nothing is accepted.
  const payload = await c.req.text()
  const event = secret
    ? await verifiedEvent(payload, c.req.header('stripe-signature'), secret)
    : null
  if (!event) throw apiError(400, 'invalid_signature', 'signature verification failed')
  // A session's method is read from Stripe before anything is written: a failure leaves the
  // event unclaimed for Stripe's retry.
  const method =
    event.type === 'checkout.session.completed'
      ? await methodUsed(stripeClient(c.env as StripeEnv), event.data.object)
      : null
  const handled = await handlePaymentEvent(c.env.DB, event, method)
  return reply(c, 'POST /api/stripe/webhook', { received: true, duplicate: !handled.first })
})
