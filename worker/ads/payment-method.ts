import { apiError } from '../lib/errors'
import { Stripe } from './stripe'

// Which method a customer paid a Checkout Session with. The session's payment_method_types is
// the list it offered (card and konbini alike), so the answer comes from the PaymentIntent: its
// PaymentMethod's type, read in one call with expand[]=payment_method.

/**
 * The type of the method used ('card', 'konbini', …), or null when there is nothing to read
 * (no PaymentIntent yet, payments not configured, or Stripe does not know the intent). A call
 * that does not reach Stripe throws a 503, so the webhook is not claimed and Stripe retries it.
 */
export async function methodUsed(
  stripe: Stripe | null,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  const intent = session.payment_intent
  const intentId = typeof intent === 'string' ? intent : intent?.id
  if (!stripe || !intentId) return null
  try {
    const retrieved = await stripe.paymentIntents.retrieve(intentId, {
      expand: ['payment_method'],
    })
    const method = retrieved.payment_method
    if (method && typeof method === 'object') return method.type
    if (typeof method === 'string') return (await stripe.paymentMethods.retrieve(method)).type
    return null
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
      return null
    console.error('ads: reading the payment method failed', err)
    throw apiError(503, 'payment_provider_error', 'payment provider unavailable, retry later')
  }
}
