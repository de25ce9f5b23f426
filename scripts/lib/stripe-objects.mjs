// The Stripe objects the stand-in (stripe-stand-in.mjs) answers with, field for field as Stripe
// writes them (tests/worker/ads-stripe-contract.test.ts holds them against Stripe's published
// fixtures): a Checkout Session lists every method it offered, and the method the customer used
// is on the PaymentIntent's PaymentMethod and the Charge's payment_method_details.
import { randomBytes } from 'node:crypto'

export const stripeId = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`
export const unixNow = () => Math.floor(Date.now() / 1000)

/** Konbini slips are valid for 3 days by default; refund instructions stay open for 30. */
const KONBINI_SLIP_SECONDS = 3 * 86_400
export const REFUND_INSTRUCTIONS_SECONDS = 30 * 86_400

const nullAddress = () => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
})

/** The PaymentMethod a customer entered at Checkout: a test card, or konbini. */
export function paymentMethodFor(type, session) {
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: nullAddress(),
      email: session.customer_email,
      name: null,
      phone: null,
      tax_id: null,
    },
    ...(type === 'card'
      ? {
          card: {
            brand: 'visa',
            country: 'JP',
            display_brand: 'visa',
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 3,
            funding: 'credit',
            last4: '4242',
          },
        }
      : { konbini: {} }),
    created: unixNow(),
    customer: null,
    livemode: false,
    metadata: {},
    type,
  }
}

/** The PaymentIntent of a completed session: paid at once by card, waiting at the counter for konbini. */
export function paymentIntentFor(session, method) {
  const konbini = method.type === 'konbini'
  const id = stripeId('pi')
  return {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    confirmation_method: 'automatic',
    created: unixNow(),
    currency: session.currency,
    customer: null,
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: konbini
      ? {
          type: 'konbini_display_details',
          konbini_display_details: {
            expires_at: unixNow() + KONBINI_SLIP_SECONDS,
            hosted_voucher_url: `${session.url}/voucher`,
          },
        }
      : null,
    payment_method: method.id,
    payment_method_options: {},
    payment_method_types: [...session.payment_method_types],
    receipt_email: null,
    setup_future_usage: null,
    status: konbini ? 'requires_action' : 'processing',
  }
}

/** The Charge of a payment the customer made; its details name the method used. */
export function chargeFor(intent, method) {
  return {
    id: stripeId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    balance_transaction: stripeId('txn'),
    billing_details: method.billing_details,
    captured: true,
    created: unixNow(),
    currency: intent.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details:
      method.type === 'card'
        ? { card: { brand: 'visa', country: 'JP', last4: '4242', network: 'visa' }, type: 'card' }
        : { konbini: { store: { chain: 'familymart' } }, type: 'konbini' },
    receipt_email: null,
    refunded: false,
    status: 'succeeded',
  }
}

/**
 * A refund of the whole charge. Cards are refunded at once; a konbini payment has no card to go
 * back to, so Stripe emails the customer (`instructions_email`, else the email given at payment)
 * for bank details and the refund waits in `requires_action` until they answer or it expires.
 */
export function refundFor(charge, method, params, email) {
  const konbini = method.type === 'konbini'
  const now = unixNow()
  return {
    id: stripeId('re'),
    object: 'refund',
    amount: charge.amount,
    balance_transaction: konbini ? null : stripeId('txn'),
    charge: charge.id,
    created: now,
    currency: charge.currency,
    destination_details: konbini ? null : { card: { type: 'refund' }, type: 'card' },
    failure_reason: null,
    instructions_email: params.instructions_email ?? null,
    metadata: params.metadata ?? {},
    next_action: konbini
      ? {
          type: 'display_details',
          display_details: {
            email_sent: { email_sent_at: now, email_sent_to: email },
            expires_at: now + REFUND_INSTRUCTIONS_SECONDS,
          },
        }
      : null,
    payment_intent: charge.payment_intent,
    payment_method: method.id,
    reason: params.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: konbini ? 'requires_action' : 'succeeded',
    transfer_reversal: null,
  }
}
