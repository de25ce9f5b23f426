// Refunds in the Stripe stand-in (stripe-stand-in.mjs), as Stripe runs them: one live refund per
// charge (a failed or canceled one can be replaced), counted on the charge while under way; a
// konbini refund waits in requires_action for the customer's bank details, then goes pending →
// succeeded, or fails when the instructions expire (refund.updated, then refund.failed).
import { refundFor, stripeId } from './stripe-objects.mjs'

/**
 * The refund calls over the stand-in's objects. `emit(type, object)` sends a signed event.
 * @param {{ intents: Map<string, any>, methods: Map<string, any>, charges: Map<string, any>, refunds: Map<string, any> }} store
 * @param {(type: string, object: object) => Promise<void>} emit
 */
export function refundsOf({ intents, methods, charges, refunds }, emit) {
  /** POST /v1/refunds: `{ refund, charge }`, or `{ error: [message, param, code?] }` (a 400). */
  function create(params) {
    const intent = intents.get(params.payment_intent)
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined
    if (!intent || !charge)
      return { error: ['No such payment_intent or it has not been paid.', 'payment_intent'] }
    const live = [...refunds.values()].some(
      (r) => r.charge === charge.id && r.status !== 'failed' && r.status !== 'canceled',
    )
    if (live)
      return {
        error: [
          `Charge ${charge.id} has already been refunded.`,
          'payment_intent',
          'charge_already_refunded',
        ],
      }
    const method = methods.get(intent.payment_method)
    const email = params.instructions_email ?? method.billing_details.email
    if (method.type === 'konbini' && !email)
      return {
        error: [
          'This payment method requires an email address to send refund instructions to.',
          'instructions_email',
        ],
      }
    const refund = refundFor(charge, method, params, email)
    refunds.set(refund.id, refund)
    // A refund under way counts as refunded on the charge until it fails.
    charge.amount_refunded += refund.amount
    charge.refunded = charge.amount_refunded >= charge.amount
    return { refund, charge }
  }

  /** The customer answers Stripe's email ('bank-details') or lets it expire ('expire'). */
  async function settle(refund, action) {
    if (refund.status !== 'requires_action') return false
    const charge = charges.get(refund.charge)
    if (action === 'bank-details') {
      Object.assign(refund, { status: 'pending', next_action: null })
      await emit('refund.updated', refund)
      Object.assign(refund, { status: 'succeeded', balance_transaction: stripeId('txn') })
      await emit('refund.updated', refund)
      return true
    }
    if (action === 'expire') {
      Object.assign(refund, { status: 'failed', failure_reason: 'unknown', next_action: null })
      // The amount is no longer being refunded: the charge shows it again.
      charge.amount_refunded -= refund.amount
      charge.refunded = charge.amount_refunded >= charge.amount
      await emit('refund.updated', refund)
      await emit('refund.failed', refund)
      return true
    }
    return false
  }

  return { create, settle }
}
